// Compiling `opposition:` (rulers' opposition, P-16) into an OppositionRule.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "model/diagnostic.h"
#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::model {

// Orients a move atom for an owner, as the compiler does for the pieces' moves.
using AtomCompiler = std::function<CompiledAtom(const spec::AtomDoc&, PlayerId)>;

// Nothing under `model: attack` (rulers attack as pieces do); the rule under `model: explicit`.
// Names resolve against the pieces compiled so far; problems go to `errors`.
std::optional<OppositionRule> compile_opposition(const spec::OppositionDoc& doc,
                                                 const CompiledRules& rules,
                                                 const AtomCompiler& compile_atom,
                                                 std::vector<Diagnostic>& errors);

}  // namespace arbiter::model
