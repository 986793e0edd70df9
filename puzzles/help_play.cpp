#include "puzzles/help_play.h"

#include <stdexcept>

#include "model/move_list.h"
#include "model/movegen.h"
#include "puzzles/goal.h"
#include "puzzles/solve_cache.h"

namespace arbiter::puzzles {
namespace {

struct Search {
  Goal goal = Goal::Mate;
  SolveCache dead_ends;  // (position, single moves left) -> true when no line from it solves
  std::vector<Line>& solutions;
  SearchStats& stats;
};

// Extends `line` by every move of the side to move with `plies_left` single moves to go (this one
// included); returns whether any solution was found below.
bool extend(model::Position& pos, int plies_left, Line& line, Search& s) {
  if (s.dead_ends.find(pos.hash(), plies_left)) return false;
  model::MoveList moves;
  model::generate_legal(pos, moves);
  bool found = false;
  for (const model::Move m : moves) {
    model::Undo undo;
    pos.make(m, undo);
    ++s.stats.nodes;
    line.push_back(m);
    if (plies_left == 1) {
      if (may_be_goal(pos, s.goal) && outcome_for(pos, s.goal) == Outcome::Goal) {
        s.solutions.push_back(line);
        found = true;
      }
    } else if (outcome_for(pos, s.goal) == Outcome::Ongoing) {
      found = extend(pos, plies_left - 1, line, s) || found;
    }
    line.pop_back();
    pos.unmake(m, undo);
  }
  if (!found) s.dead_ends.store(pos.hash(), plies_left, true);
  return found;
}

}  // namespace

std::vector<Line> help_solutions(const model::Position& start, const Stipulation& stip,
                                 SearchStats& stats) {
  if (stip.play != Play::Help)
    throw std::invalid_argument("help play solves h#n and h#n.5, not " + stip.to_string());
  std::vector<Line> solutions;
  Search s{stip.goal, SolveCache{}, solutions, stats};
  model::Position pos = start;
  Line line;
  extend(pos, stip.help_plies(), line, s);
  return solutions;
}

}  // namespace arbiter::puzzles
