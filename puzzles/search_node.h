// The step every puzzle search repeats: generate a position's legal moves once, read from them
// whether the game has ended there, then play each move, look, and take it back.
#pragma once

#include <atomic>
#include <cstdint>

#include "model/move_list.h"
#include "model/movegen.h"
#include "model/position.h"
#include "puzzles/goal.h"
#include "puzzles/stipulation.h"

namespace arbiter::puzzles {

// Thrown out of a search whose stop flag was raised (Ctrl-C): its results are incomplete.
struct SearchStopped {};

// A search's counter, and the flag its caller raises to stop it.
struct SearchStats {
  std::uint64_t nodes = 0;                  // positions made during the search
  const std::atomic<bool>* stop = nullptr;  // polled at every move made; null: never stops
};

// A position met by a search: its legal moves and the outcome for the side to move.
struct Node {
  model::MoveList moves;
  Outcome outcome = Outcome::Ongoing;
};

// The legal moves of `pos` (used as scratch, restored) and what they mean for `goal`.
inline Node expand(model::Position& pos, Goal goal) {
  Node node;
  model::generate_legal(pos, node.moves);
  node.outcome = outcome_given(pos, node.moves, goal);
  return node;
}

// Plays `m` on `pos`, calls visit() with it made, and takes it back. The move counts as a node;
// a raised stop flag throws SearchStopped before it is made.
template <class Visit>
void with_move(model::Position& pos, model::Move m, SearchStats& stats, Visit&& visit) {
  if (stats.stop != nullptr && stats.stop->load(std::memory_order_relaxed)) throw SearchStopped{};
  model::Undo undo;
  pos.make(m, undo);
  ++stats.nodes;
  visit();
  pos.unmake(m, undo);
}

// Plays each of `moves` on `pos`, calls visit(move) with it made, and takes it back; stops at
// the first move for which visit returns true, and returns whether one did. Every move made
// counts as a node.
template <class Visit>
bool any_move(model::Position& pos, const model::MoveList& moves, SearchStats& stats,
              Visit&& visit) {
  for (const model::Move m : moves) {
    bool stop = false;
    with_move(pos, m, stats, [&] { stop = visit(m); });
    if (stop) return true;
  }
  return false;
}

// any_move, with before(i) called before the i-th move is made, on the position as it stands.
// The i-th move is read after before(i), so `before` may reorder the moves not yet tried (from
// index i on) through the caller's own reference to the list (direct play ranks them so).
template <class Before, class Visit>
bool any_move(model::Position& pos, const model::MoveList& moves, SearchStats& stats,
              Before&& before, Visit&& visit) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    before(i);
    bool stop = false;
    with_move(pos, moves[i], stats, [&] { stop = visit(moves[i]); });
    if (stop) return true;
  }
  return false;
}

}  // namespace arbiter::puzzles
