// Which rules of a spec an endgame table of one material must handle, and which of them the
// generator cannot handle yet. A rule matters only when a piece of the material (or of a sub-table
// it leads to) can trigger it: a relocation that hands its victim to the taker needs a piece it
// may land on, a chain of pushes three pieces, several passengers aboard one carrier two pieces
// that may ride it. What still cannot be handled is refused by name rather than answered wrongly.
#pragma once

#include <optional>
#include <string>

#include "solver/tablebase/material.h"

namespace arbiter::solver::tablebase {

// The first rule the table of `material` needs and the generator does not handle, in words
// ("succession (regency): black's queen may inherit"), or none when the table can be built.
std::optional<std::string> unsupported_rule(const model::CompiledRules& rules,
                                            const Material& material);

// Whether a piece of `material` can leave an en passant right that a piece of an opponent can
// use: the table's children then include positions beside its entries (en_passant.h).
bool en_passant_interplay(const model::CompiledRules& rules, const Material& material);

}  // namespace arbiter::solver::tablebase
