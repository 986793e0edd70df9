#include "puzzles/main_line.h"

#include "puzzles/direct_play.h"

namespace arbiter::puzzles {
namespace {

// Extends `line` from `pos` (the attacker to move, a win in `moves` proven) to the goal.
void follow(DirectSearch& search, model::Position& pos, int moves, Line& line) {
  const Node attacker = expand(pos, search.stipulation().goal);
  for (const model::Move m : attacker.moves) {
    model::Undo undo;
    pos.make(m, undo);
    if (!search.move_forces(pos, moves - 1)) {
      pos.unmake(m, undo);
      continue;
    }
    line.push_back(m);
    const Node defender = expand(pos, search.stipulation().goal);
    if (moves > 1 && defender.outcome == Outcome::Ongoing) {
      // The defence that holds out longest; the first of them in generation order.
      model::Move best = defender.moves[0];
      int longest = -1;
      for (const model::Move d : defender.moves) {
        model::Undo u;
        pos.make(d, u);
        const int k = search.shortest_win(pos, moves - 1).value_or(moves - 1);
        pos.unmake(d, u);
        if (k > longest) {
          longest = k;
          best = d;
        }
      }
      model::Undo u;
      pos.make(best, u);
      line.push_back(best);
      follow(search, pos, longest, line);
      pos.unmake(best, u);
    }
    pos.unmake(m, undo);
    return;
  }
}

}  // namespace

std::optional<ForcedWin> shortest_forced_win(const model::Position& start, Goal goal, int max_moves,
                                             SearchStats& stats) {
  model::Position pos = start;
  Stipulation stip;
  stip.play = Play::Direct;
  stip.goal = goal;
  stip.moves = max_moves;
  DirectSearch search(stip, stats);  // one table for every n: its entries hold the moves left
  for (int n = 1; n <= max_moves; ++n) {
    if (!search.attacker_forces(pos, n)) continue;
    ForcedWin win{n, {}};
    follow(search, pos, n, win.line);
    return win;
  }
  return std::nullopt;
}

}  // namespace arbiter::puzzles
