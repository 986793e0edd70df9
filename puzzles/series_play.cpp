#include "puzzles/series_play.h"

#include <stdexcept>

#include "model/attacks.h"
#include "puzzles/goal.h"
#include "puzzles/pass_turn.h"

namespace arbiter::puzzles {
namespace {

struct Search {
  Play play = Play::SeriesDirect;
  Goal goal = Goal::Mate;
  SolveCache dead_ends;  // (position, series moves left) -> true when no line from it solves
  std::vector<Line>& solutions;
  SearchStats& stats;
};

// After the series' last move (the other side to move): the closing of the line, when it
// solves; adds the solutions it completes and returns whether there was one.
bool close_series(model::Position& pos, Line& line, Search& s) {
  if (s.play == Play::SeriesDirect) {
    if (!may_be_goal(pos, s.goal) || outcome_for(pos, s.goal) != Outcome::Goal) return false;
    s.solutions.push_back(line);
    return true;
  }
  const Node other = expand(pos, s.goal);
  if (other.outcome != Outcome::Ongoing) return false;
  if (s.play == Play::SeriesHelp) {
    bool found = false;
    any_move(pos, other.moves, s.stats, [&](model::Move m) {
      if (may_be_goal(pos, s.goal) && outcome_for(pos, s.goal) == Outcome::Goal) {
        line.push_back(m);
        s.solutions.push_back(line);
        line.pop_back();
        found = true;
      }
      return false;
    });
    return found;
  }
  // ser-s#n: every move of the other side reaches the goal.
  const bool escapes = any_move(pos, other.moves, s.stats, [&](model::Move) {
    return !may_be_goal(pos, s.goal) || outcome_for(pos, s.goal) != Outcome::Goal;
  });
  if (escapes) return false;
  if (other.moves.size() == 1) line.push_back(other.moves[0]);
  s.solutions.push_back(line);
  if (other.moves.size() == 1) line.pop_back();
  return true;
}

// The series side to move in `pos` with `moves_left` series moves (this one included).
bool extend(model::Position& pos, int moves_left, Line& line, Search& s) {
  if (s.dead_ends.find(pos.hash(), moves_left)) return false;
  model::MoveList moves;
  model::generate_legal(pos, moves);
  bool found = false;
  any_move(pos, moves, s.stats, [&](model::Move m) {
    line.push_back(m);
    if (moves_left == 1) {
      found = close_series(pos, line, s) || found;
    } else if (!model::in_check(pos, pos.side_to_move())) {
      PassUndo pass;
      pass_turn(pos, pass);
      found = extend(pos, moves_left - 1, line, s) || found;
      take_back_pass(pos, pass);
    }
    line.pop_back();
    return false;
  });
  if (!found) s.dead_ends.store(pos.hash(), moves_left, true);
  return found;
}

}  // namespace

std::vector<Line> series_solutions(const model::Position& start, const Stipulation& stip,
                                   SearchStats& stats, std::size_t hash_bytes) {
  if (stip.play != Play::SeriesDirect && stip.play != Play::SeriesHelp &&
      stip.play != Play::SeriesSelf)
    throw std::invalid_argument("series play solves ser-#n, ser-h#n and ser-s#n, not " +
                                stip.to_string());
  std::vector<Line> solutions;
  Search s{stip.play, stip.goal, SolveCache(hash_bytes), solutions, stats};
  model::Position pos = start;
  Line line;
  extend(pos, stip.moves, line, s);
  return solutions;
}

}  // namespace arbiter::puzzles
