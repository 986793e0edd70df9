// Direct and self play: the first player forces the goal against every defence.
//   #n: the first player forces the second into the goal (mate, or stalemate for =n) with its
//       nth move at the latest.
//   s#n: the first player forces the second to reach the goal against the first (to mate it,
//       or stalemate it for s=n) with the second's nth move at the latest; the second resists
//       (it reaches the goal only when every move it has does).
// A key is a first move that forces the goal; a sound problem has exactly one.
#pragma once

#include <cstdint>
#include <vector>

#include "model/move.h"
#include "model/position.h"
#include "puzzles/stipulation.h"

namespace arbiter::puzzles {

struct SearchStats {
  std::uint64_t nodes = 0;  // positions made during the search
};

// Whether the side to move in `pos` forces the stipulation (#n or s#n, n = stip.moves, with
// its goal); `pos` is used as scratch and restored.
bool forces(model::Position& pos, const Stipulation& stip, SearchStats& stats);

// The keys of a #n or s#n problem: every legal first move after which the stipulation is forced
// (n - 1 moves left), in the order the move generator gives them.
std::vector<model::Move> direct_keys(const model::Position& pos, const Stipulation& stip,
                                     SearchStats& stats);

}  // namespace arbiter::puzzles
