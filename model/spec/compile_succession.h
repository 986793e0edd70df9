// Compiling `succession:` (the line of succession) into a SuccessionRule.
#pragma once

#include <vector>

#include "model/diagnostic.h"
#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::model {

// Resolves names against the rules compiled so far (pieces, zones); problems go to `errors`.
SuccessionRule compile_succession(const spec::SuccessionDoc& doc, const CompiledRules& rules,
                                  std::vector<Diagnostic>& errors);

}  // namespace arbiter::model
