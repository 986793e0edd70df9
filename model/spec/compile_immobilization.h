// The spec compiler's part for immobilizers (piece key `immobilizes`, specs/README.md
// "Immobilizers"): directions resolved per owner, and per cell the cells an immobilizer covers it
// from.
#pragma once

#include <optional>
#include <vector>

#include "model/diagnostic.h"
#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::model::spec {

// The immobilizers of `doc` (options applied) for `rules`, whose board, players and piece kinds
// are compiled; nothing when no piece immobilizes. Appends a diagnostic for an unknown direction
// or immobilized_attacks value.
std::optional<ImmobilizationRule> compile_immobilization(const SpecDocument& doc,
                                                         const CompiledRules& rules,
                                                         std::vector<Diagnostic>& errors);

}  // namespace arbiter::model::spec
