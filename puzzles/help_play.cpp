#include "puzzles/help_play.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <optional>
#include <stdexcept>

#include "model/attacks.h"
#include "puzzles/goal.h"
#include "puzzles/mate_reach.h"
#include "puzzles/pass_turn.h"
#include "puzzles/royal_flight.h"
#include "puzzles/search_node.h"
#include "puzzles/solve_cache.h"
#include "puzzles/table_lookahead.h"

namespace arbiter::puzzles {
namespace {

// One worker's search: its position, its table of dead ends, where its solutions go.
struct Search {
  Goal goal = Goal::Mate;
  SolveCache dead_ends;  // (position, single moves left) -> true when no line from it solves
  SearchStats stats;
  model::Position pos;
  std::vector<Line>* solutions = nullptr;
  const MateReach* reach = nullptr;  // the mate bound, when it holds for these rules
  model::PlayerId mated;             // the side to be mated
  bool flights = false;              // the flight test rules out last moves (royal_flight.h)
};

// Whether the bound says no mate can come in the plies left (the side to move makes the first).
bool out_of_reach(int plies_left, const Search& s) {
  if (s.reach == nullptr) return false;
  const int first = (plies_left + 1) / 2, second = plies_left / 2;
  return s.pos.side_to_move() == s.mated ? !s.reach->may_mate(s.pos, second, first)
                                         : !s.reach->may_mate(s.pos, first, second);
}

// Extends `line` by every move of the side to move in s.pos, with `plies_left` single moves to
// go (this one included); returns whether any solution was found below. `in_reach`: the bound
// is known to hold here, and is not asked again.
bool extend(int plies_left, Line& line, Search& s, bool in_reach = false) {
  model::Position& pos = s.pos;
  if (s.dead_ends.find(pos.hash(), plies_left)) return false;
  if (!in_reach && out_of_reach(plies_left, s)) {
    s.dead_ends.store(pos.hash(), plies_left, true);
    return false;
  }
  bool found = false;
  if (plies_left == 1) {  // the last move must reach the goal: only its candidates are made
    model::MoveList moves;
    goal_candidates(pos, s.goal, moves, s.flights);
    any_move(pos, moves, s.stats, [&](model::Move m) {
      if (reaches_goal(pos, s.goal)) {
        line.push_back(m);
        s.solutions->push_back(line);
        line.pop_back();
        found = true;
      }
      return false;
    });
  } else if (Node node = expand(pos, s.goal); node.outcome == Outcome::Ongoing) {
    // The mated side's last move: those after which the bound rules out a mate in one are left
    // out unmade; after those it judged and kept, the bound holds.
    // (The set of judged moves, 512 bytes, is made only where it is filled.)
    std::optional<MateReach::JudgedMoves> judged;
    if (plies_left == 2 && s.reach != nullptr)
      s.reach->leave_out_hopeless_last_moves(pos, node.moves, &judged.emplace());
    std::size_t index = 0;
    const TableLookahead lookahead(s.dead_ends, pos, node.moves, plies_left - 1);
    any_move(pos, node.moves, s.stats, lookahead, [&](model::Move m) {
      line.push_back(m);
      const bool bound_holds = judged && (*judged)[index];
      ++index;
      found = extend(plies_left - 1, line, s, bound_holds) || found;
      line.pop_back();
      return false;
    });
  }
  if (!found) s.dead_ends.store(pos.hash(), plies_left, true);
  return found;
}

}  // namespace

std::vector<Line> help_solutions(const model::Position& start, const Stipulation& stip,
                                 SearchStats& stats, const SearchSettings& settings) {
  if (stip.play != Play::Help)
    throw std::invalid_argument("help play solves h#n and h#n.5, not " + stip.to_string());
  model::Position root = start;
  const Node first = expand(root, stip.goal);
  if (first.outcome != Outcome::Ongoing) return {};
  const int plies = stip.help_plies();
  // The side that moves last mates; the other side is mated.
  const model::PlayerId mated =
      plies % 2 == 1 ? root.rules().next_player(root.side_to_move()) : root.side_to_move();
  std::optional<MateReach> reach;
  if (settings.mate_reach && stip.goal != Goal::RulerMate)
    reach = MateReach::for_position(
        root, mated, stip.goal == Goal::Stalemate ? Ending::Stalemate : Ending::Mate);
  const bool flights = flights_rule_out(root.rules(), stip.goal);
  const std::size_t share =
      settings.hash_bytes / static_cast<std::size_t>(std::max(1, settings.threads));
  std::atomic<std::uint64_t> nodes{0};
  std::vector<Line> solutions = collect_by_first_move<Line>(
      first.moves.size(), settings.threads,
      [&] {
        return std::make_unique<Search>(Search{stip.goal, SolveCache(share),
                                               SearchStats{0, stats.stop}, start, nullptr,
                                               reach ? &*reach : nullptr, mated, flights});
      },
      [&](std::unique_ptr<Search>& s, std::size_t i, std::vector<Line>& found) {
        const std::uint64_t before = s->stats.nodes;
        s->solutions = &found;
        with_move(s->pos, first.moves[i], s->stats, [&] {
          Line line{first.moves[i]};
          if (plies > 1)
            extend(plies - 1, line, *s);
          else if (reaches_goal(s->pos, stip.goal))
            found.push_back(line);
        });
        nodes += s->stats.nodes - before;
      },
      settings.progress);
  stats.nodes += nodes;
  return solutions;
}

HelpSetPlay help_set_play(const model::Position& pos, const Stipulation& stip, SearchStats& stats,
                          const SearchSettings& settings) {
  HelpSetPlay set{pos, stip, {}};
  set.stipulation.half_move = !stip.half_move;
  set.stipulation.moves = stip.half_move ? stip.moves : stip.moves - 1;
  if (model::in_check(pos, pos.side_to_move())) return set;
  PassUndo undo;
  pass_turn(set.passed, undo);
  set.lines = help_solutions(set.passed, set.stipulation, stats, settings);
  return set;
}

}  // namespace arbiter::puzzles
