// The rules beyond plain two-player play that the puzzle shortcuts do not model: the Z3
// encoding of moves (move_relation.h) and the mate-reach bound (mate_reach.h) both refuse them
// by name, each then adding what only it cannot take.
#pragma once

#include <optional>
#include <string>

#include "model/rules.h"

namespace arbiter::puzzles {

// The first such rule of `rules`, by name (as the refusals print it), or none: more than two
// players, drops, succession, opposition between rulers, immobilizers, imitation, carriers,
// pieces that must leave a cell, closed zones, royal neighbours, sanctuaries.
std::optional<std::string> special_rule(const model::CompiledRules& rules);

}  // namespace arbiter::puzzles
