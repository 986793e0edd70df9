#include "puzzles/direct_play.h"

#include <stdexcept>

#include "model/move_list.h"
#include "model/movegen.h"
#include "puzzles/goal.h"
#include "puzzles/solve_cache.h"

namespace arbiter::puzzles {
namespace {

// One search: the stipulation's kind and goal, what it has learnt, and its counters.
struct Search {
  bool self = false;  // s#n (else #n)
  Goal goal = Goal::Mate;
  SolveCache attacker_wins;  // (position with the attacker to move, its moves left) -> forced?
  SearchStats& stats;
};

bool attacker_forces(model::Position& pos, int moves_left, Search& s);

// After the attacker's move, the defender to move and the attacker with `moves_left` more moves
// (its next one included): whether every defence loses.
bool defence_fails(model::Position& pos, int moves_left, Search& s) {
  model::MoveList defences;
  model::generate_legal(pos, defences);
  if (defences.empty()) return false;  // the game has ended without the goal
  for (const model::Move d : defences) {
    model::Undo undo;
    pos.make(d, undo);
    ++s.stats.nodes;
    bool lost = false;
    if (!s.self) {
      lost = outcome_for(pos, s.goal) == Outcome::Ongoing && attacker_forces(pos, moves_left, s);
    } else if (moves_left == 0) {
      // Selfmate, the defender's last move: it must reach the goal against the attacker.
      lost = may_be_goal(pos, s.goal) && outcome_for(pos, s.goal) == Outcome::Goal;
    } else {
      // Selfmate: reaching the goal against the attacker is what the attacker wants; the
      // defender avoids it while it can.
      const Outcome after = outcome_for(pos, s.goal);
      lost = after == Outcome::Goal ||
             (after == Outcome::Ongoing && attacker_forces(pos, moves_left, s));
    }
    pos.unmake(d, undo);
    if (!lost) return false;
  }
  return true;
}

// The attacker's move `m` (made on `pos`) with `moves_left` of the attacker's moves after it:
// whether it forces the stipulation.
bool move_forces(model::Position& pos, int moves_left, Search& s) {
  if (!s.self && moves_left == 0)
    return may_be_goal(pos, s.goal) && outcome_for(pos, s.goal) == Outcome::Goal;
  const Outcome after = outcome_for(pos, s.goal);
  if (!s.self) {
    if (after == Outcome::Goal) return true;
    if (after == Outcome::GameOver || moves_left == 0) return false;
    return defence_fails(pos, moves_left, s);
  }
  // Selfmate: the attacker must not end the game itself; the defender then moves, and must
  // reach the goal with this move when no attacker move is left.
  if (after != Outcome::Ongoing) return false;
  return defence_fails(pos, moves_left, s);
}

// The attacker to move with `moves_left` moves (this one included, at least 1): whether one of
// them forces the stipulation.
bool attacker_forces(model::Position& pos, int moves_left, Search& s) {
  if (const auto known = s.attacker_wins.find(pos.hash(), moves_left)) return *known;
  model::MoveList moves;
  model::generate_legal(pos, moves);
  bool found = false;
  for (const model::Move m : moves) {
    model::Undo undo;
    pos.make(m, undo);
    ++s.stats.nodes;
    found = move_forces(pos, moves_left - 1, s);
    pos.unmake(m, undo);
    if (found) break;
  }
  s.attacker_wins.store(pos.hash(), moves_left, found);
  return found;
}

Search search_for(const Stipulation& stip, SearchStats& stats) {
  if (stip.play != Play::Direct && stip.play != Play::Self)
    throw std::invalid_argument("direct play solves #n and s#n, not " + stip.to_string());
  return Search{stip.play == Play::Self, stip.goal, SolveCache{}, stats};
}

}  // namespace

bool forces(model::Position& pos, const Stipulation& stip, SearchStats& stats) {
  Search s = search_for(stip, stats);
  return attacker_forces(pos, stip.moves, s);
}

std::vector<model::Move> direct_keys(const model::Position& start, const Stipulation& stip,
                                     SearchStats& stats) {
  Search s = search_for(stip, stats);
  model::Position pos = start;
  model::MoveList moves;
  model::generate_legal(pos, moves);
  std::vector<model::Move> keys;
  for (const model::Move m : moves) {
    model::Undo undo;
    pos.make(m, undo);
    ++stats.nodes;
    if (move_forces(pos, stip.moves - 1, s)) keys.push_back(m);
    pos.unmake(m, undo);
  }
  return keys;
}

}  // namespace arbiter::puzzles
