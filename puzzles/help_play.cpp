#include "puzzles/help_play.h"

#include <stdexcept>

#include "puzzles/goal.h"
#include "puzzles/search_node.h"
#include "puzzles/solve_cache.h"

namespace arbiter::puzzles {
namespace {

struct Search {
  Goal goal = Goal::Mate;
  SolveCache dead_ends;  // (position, single moves left) -> true when no line from it solves
  std::vector<Line>& solutions;
  SearchStats& stats;
};

// Extends `line` by every move of the side to move in `pos`, with `plies_left` single moves to
// go (this one included); returns whether any solution was found below.
bool extend(model::Position& pos, int plies_left, Line& line, Search& s) {
  if (s.dead_ends.find(pos.hash(), plies_left)) return false;
  const Node node = expand(pos, s.goal);
  bool found = false;
  if (node.outcome == Outcome::Ongoing) {
    any_move(pos, node.moves, s.stats, [&](model::Move m) {
      line.push_back(m);
      if (plies_left > 1) {
        found = extend(pos, plies_left - 1, line, s) || found;
      } else if (may_be_goal(pos, s.goal) && outcome_for(pos, s.goal) == Outcome::Goal) {
        s.solutions.push_back(line);
        found = true;
      }
      line.pop_back();
      return false;
    });
  }
  if (!found) s.dead_ends.store(pos.hash(), plies_left, true);
  return found;
}

}  // namespace

std::vector<Line> help_solutions(const model::Position& start, const Stipulation& stip,
                                 SearchStats& stats, std::size_t hash_bytes) {
  if (stip.play != Play::Help)
    throw std::invalid_argument("help play solves h#n and h#n.5, not " + stip.to_string());
  std::vector<Line> solutions;
  Search s{stip.goal, SolveCache(hash_bytes), solutions, stats};
  model::Position pos = start;
  Line line;
  extend(pos, stip.help_plies(), line, s);
  return solutions;
}

}  // namespace arbiter::puzzles
