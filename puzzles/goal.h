// Whether a move reached a stipulation's goal: read from the spec's own end of game
// (model::game_status), so "mate" means what the rulebook says it means. In Ajedrez 123 a ruler
// mated while an heir can take power is not mated: the heir's succession is a legal move, and
// the position goes on (docs/puzzles.md).
#pragma once

#include "model/move_list.h"
#include "model/position.h"
#include "puzzles/stipulation.h"

namespace arbiter::puzzles {

enum class Outcome {
  Goal,      // the side to move is mated (Goal::Mate) or stalemated (Goal::Stalemate)
  GameOver,  // the game has ended otherwise (the other end, a draw by rule, heirs shut in)
  Ongoing,   // the side to move has a legal move and the game goes on
};

// The outcome for the side to move in `pos` (used as scratch, restored).
Outcome outcome_for(model::Position& pos, Goal goal);
// The same from the legal moves of `pos`, when the caller has generated them anyway.
Outcome outcome_given(model::Position& pos, const model::MoveList& legal, Goal goal);

// A necessary condition for Outcome::Goal that costs one attack test instead of a move
// generation: a mated side is in check, a stalemated one is not.
bool may_be_goal(const model::Position& pos, Goal goal);

// Whether `goal` is reached against the side to move in `pos` (used as scratch, restored):
// outcome_for(pos, goal) == Outcome::Goal, with the cheap refusals first (may_be_goal; a mated
// or stalemated side has no legal move, so one legal move found settles it).
bool reaches_goal(model::Position& pos, Goal goal);

// Whether reaching `goal` takes a check: every mate is one, a stalemate never.
bool goal_takes_check(Goal goal);

// The moves of the side to move in `pos` (used as scratch, restored) that may reach `goal` at
// once, in generate_legal's order; none when the game has ended in `pos`. For a mate these are
// the legal moves that may give check (model::generate_legal_check_candidates); the others are
// never made. With `without_flight_keepers` (only where flights_rule_out holds, royal_flight.h)
// the moves that leave the other side's royal piece a free flight are left out too, before
// legality is tested.
void goal_candidates(model::Position& pos, Goal goal, model::MoveList& out,
                     bool without_flight_keepers);

// Keeps in `moves` (legal moves of the side to move in `pos`) those that may reach `goal` at
// once: for a mate, those that may give check. The others are dropped unmade, the order kept.
void keep_goal_candidates(const model::Position& pos, Goal goal, model::MoveList& moves);

// Whether one of `moves` (legal moves of the side to move in `pos`) surely does not reach
// `goal` at once: for a mate, a move that cannot give check. Nothing is made.
bool some_move_misses(const model::Position& pos, Goal goal, const model::MoveList& moves);

}  // namespace arbiter::puzzles
