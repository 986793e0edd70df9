// The shortest forced win of the side to move and its main line, as an analysis reports it:
// the fewest moves n (up to a bound) in which the side to move forces the goal against every
// defence (#n), then a line of play: the first key, the defence that holds out longest, the
// attacker's fastest answer, and so on to the goal.
#pragma once

#include <optional>

#include "model/position.h"
#include "puzzles/help_play.h"
#include "puzzles/search_node.h"
#include "puzzles/stipulation.h"

namespace arbiter::puzzles {

struct ForcedWin {
  int moves = 0;  // n: the side to move's moves, the last reaching the goal
  Line line;      // both sides' moves, the side to move's first
};

// The shortest forced win of the side to move within `max_moves` (1..kMaxStipulationMoves),
// if any. Works for any number of players: the defence is the next player's, as in #n.
std::optional<ForcedWin> shortest_forced_win(const model::Position& pos, Goal goal, int max_moves,
                                             SearchStats& stats);

}  // namespace arbiter::puzzles
