#include "puzzles/series_play.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <stdexcept>

#include "model/attacks.h"
#include "puzzles/goal.h"
#include "puzzles/mate_reach.h"
#include "puzzles/pass_turn.h"
#include "puzzles/royal_flight.h"

namespace arbiter::puzzles {
namespace {

// One worker's search: its position, its table of dead ends, where its solutions go.
struct Search {
  Play play = Play::SeriesDirect;
  Goal goal = Goal::Mate;
  SolveCache dead_ends;  // (position, series moves left) -> true when no line from it solves
  SearchStats stats;
  model::Position pos;
  std::vector<Line>* solutions = nullptr;
  const MateReach* reach = nullptr;  // the mate bound, when it holds for these rules
  bool flights = false;              // the flight test rules out last moves (royal_flight.h)
};

// Whether the bound says no mate can come with `moves_left` series moves (the side to move's)
// and the closing: in ser-#n the series' last move mates; in ser-h#n and ser-s#n the other
// side mates the series side in one move.
bool out_of_reach(int moves_left, const Search& s) {
  if (s.reach == nullptr) return false;
  return s.play == Play::SeriesDirect ? !s.reach->may_mate(s.pos, moves_left, 0)
                                      : !s.reach->may_mate(s.pos, 1, moves_left);
}

// After the series' last move (the other side to move): the closing of the line, when it
// solves; adds the solutions it completes and returns whether there was one.
bool close_series(model::Position& pos, Line& line, Search& s) {
  if (s.play == Play::SeriesDirect) {
    if (!reaches_goal(pos, s.goal)) return false;
    s.solutions->push_back(line);
    return true;
  }
  if (s.play == Play::SeriesHelp) {  // the other side's one move must reach the goal at once
    model::MoveList moves;
    goal_candidates(pos, s.goal, moves, s.flights);
    bool found = false;
    any_move(pos, moves, s.stats, [&](model::Move m) {
      if (reaches_goal(pos, s.goal)) {
        line.push_back(m);
        s.solutions->push_back(line);
        line.pop_back();
        found = true;
      }
      return false;
    });
    return found;
  }
  // ser-s#n: every move of the other side reaches the goal; one that cannot refutes unmade.
  const Node other = expand(pos, s.goal);
  if (other.outcome != Outcome::Ongoing) return false;
  if (some_move_misses(pos, s.goal, other.moves)) return false;
  const bool escapes =
      any_move(pos, other.moves, s.stats, [&](model::Move) { return !reaches_goal(pos, s.goal); });
  if (escapes) return false;
  if (other.moves.size() == 1) line.push_back(other.moves[0]);
  s.solutions->push_back(line);
  if (other.moves.size() == 1) line.pop_back();
  return true;
}

// After a series move with `moves_left` more to come: the lines it begins.
bool after_series_move(int moves_left, Line& line, Search& s);

// The series side to move in s.pos with `moves_left` series moves (this one included).
bool extend(int moves_left, Line& line, Search& s) {
  model::Position& pos = s.pos;
  if (s.dead_ends.find(pos.hash(), moves_left)) return false;
  if (out_of_reach(moves_left, s)) {
    s.dead_ends.store(pos.hash(), moves_left, true);
    return false;
  }
  model::MoveList moves;
  if (moves_left == 1 && s.play == Play::SeriesDirect) {
    // ser-#n: the last move must reach the goal itself.
    goal_candidates(pos, s.goal, moves, s.flights);
  } else {
    model::generate_legal(pos, moves);
  }
  // ser-h#n's last series move: those after which the bound rules out a mate in one are left
  // out unmade.
  if (moves_left == 1 && s.play == Play::SeriesHelp && s.reach != nullptr)
    s.reach->leave_out_hopeless_last_moves(pos, moves);
  bool found = false;
  any_move(pos, moves, s.stats, [&](model::Move m) {
    line.push_back(m);
    found = after_series_move(moves_left - 1, line, s) || found;
    line.pop_back();
    return false;
  });
  if (!found) s.dead_ends.store(pos.hash(), moves_left, true);
  return found;
}

bool after_series_move(int moves_left, Line& line, Search& s) {
  model::Position& pos = s.pos;
  if (moves_left == 0) return close_series(pos, line, s);
  if (model::in_check(pos, pos.side_to_move())) return false;
  PassUndo pass;
  pass_turn(pos, pass);
  const bool found = extend(moves_left, line, s);
  take_back_pass(pos, pass);
  return found;
}

}  // namespace

std::vector<Line> series_solutions(const model::Position& start, const Stipulation& stip,
                                   SearchStats& stats, const SearchSettings& settings) {
  if (stip.play != Play::SeriesDirect && stip.play != Play::SeriesHelp &&
      stip.play != Play::SeriesSelf)
    throw std::invalid_argument("series play solves ser-#n, ser-h#n and ser-s#n, not " +
                                stip.to_string());
  model::Position root = start;
  model::MoveList first;
  model::generate_legal(root, first);
  // ser-#n mates the other side; ser-h#n and ser-s#n, the series side.
  const model::PlayerId mated = stip.play == Play::SeriesDirect
                                    ? root.rules().next_player(root.side_to_move())
                                    : root.side_to_move();
  std::optional<MateReach> reach;
  if (settings.mate_reach && stip.goal != Goal::RulerMate)
    reach = MateReach::for_position(
        root, mated, stip.goal == Goal::Stalemate ? Ending::Stalemate : Ending::Mate);
  const bool flights = flights_rule_out(root.rules(), stip.goal);
  const std::size_t share =
      settings.hash_bytes / static_cast<std::size_t>(std::max(1, settings.threads));
  std::atomic<std::uint64_t> nodes{0};
  std::vector<Line> solutions = collect_by_first_move<Line>(
      first.size(), settings.threads,
      [&] {
        return std::make_unique<Search>(Search{stip.play, stip.goal, SolveCache(share),
                                               SearchStats{0, stats.stop}, start, nullptr,
                                               reach ? &*reach : nullptr, flights});
      },
      [&](std::unique_ptr<Search>& s, std::size_t i, std::vector<Line>& found) {
        const std::uint64_t before = s->stats.nodes;
        s->solutions = &found;
        with_move(s->pos, first[i], s->stats, [&] {
          Line line{first[i]};
          after_series_move(stip.moves - 1, line, *s);
        });
        nodes += s->stats.nodes - before;
      },
      settings.progress);
  stats.nodes += nodes;
  return solutions;
}

}  // namespace arbiter::puzzles
