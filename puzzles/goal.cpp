#include "puzzles/goal.h"

#include "model/attacks.h"
#include "model/movegen.h"

namespace arbiter::puzzles {

namespace {

Outcome outcome_of(model::GameStatus status, Goal goal) {
  switch (status) {
    case model::GameStatus::Ongoing:
      return Outcome::Ongoing;
    case model::GameStatus::Checkmate:
      return goal == Goal::Mate ? Outcome::Goal : Outcome::GameOver;
    case model::GameStatus::Stalemate:
      return goal == Goal::Stalemate ? Outcome::Goal : Outcome::GameOver;
    case model::GameStatus::HeirsBlocked:
    case model::GameStatus::DrawnByRule:
      break;
  }
  return Outcome::GameOver;
}

}  // namespace

Outcome outcome_for(model::Position& pos, Goal goal) {
  return outcome_of(model::game_status(pos), goal);
}

Outcome outcome_given(model::Position& pos, const model::MoveList& legal, Goal goal) {
  return outcome_of(model::game_status(pos, legal), goal);
}

bool may_be_goal(const model::Position& pos, Goal goal) {
  return model::in_check(pos, pos.side_to_move()) == (goal == Goal::Mate);
}

}  // namespace arbiter::puzzles
