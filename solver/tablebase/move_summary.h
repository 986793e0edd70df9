// What a position's moves lead to, for its side to move, summed up move by move: the two
// retrograde generators (retrograde.h, fast_retrograde.h) value positions the same way.
#pragma once

#include <algorithm>

#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

struct MoveSummary {
  int in_table = 0;       // moves staying in the table
  int best_win = -1;      // fewest plies of a win by a move (read children only)
  int longest_loss = -1;  // most plies of a loss among moves leading to opponent wins
  bool escape = false;    // some move leads to a draw, a win, or a value not known yet

  // Adds a move leading to a position worth `child` to the opponent, then to move.
  void fold(Code child) {
    if (code::is_loss(child)) {
      const int plies = code::plies(child) + 1;
      if (best_win < 0 || plies < best_win) best_win = plies;
      escape = true;
    } else if (code::is_win(child)) {
      longest_loss = std::max(longest_loss, code::plies(child) + 1);
    } else {
      escape = true;
    }
  }
  // fold() for a check of whether the side to move has lost, which reads only `escape` and
  // `longest_loss` (best_win is left as it is); whether the move escapes, so that the check stops.
  bool fold_escapes(Code child) {
    if (!code::is_win(child)) return escape = true;
    longest_loss = std::max(longest_loss, code::plies(child) + 1);
    return false;
  }
};

}  // namespace arbiter::solver::tablebase
