#include "puzzles/goal.h"

#include <algorithm>

#include "model/attacks.h"
#include "model/draw_claim.h"
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
  if (goal == Goal::RulerMate) {
    model::MoveList legal;
    model::generate_legal(pos, legal);
    return outcome_given(pos, legal, goal);
  }
  return outcome_of(model::game_status(pos), goal);
}

Outcome outcome_given(model::Position& pos, const model::MoveList& legal, Goal goal) {
  if (goal == Goal::RulerMate) {
    // Mated whatever follows: in check, and nothing to play but a succession (none at all in a
    // spec without succession: plain checkmate). The draws by rule still come first.
    const bool only_successions = std::all_of(legal.begin(), legal.end(), [](model::Move m) {
      return m.type == model::MoveType::Succession;
    });
    if (only_successions && model::in_check(pos, pos.side_to_move()) && !model::drawn_by_rule(pos))
      return Outcome::Goal;
    goal = Goal::Mate;  // otherwise as for mate: a game that went on, or ended in another way
  }
  return outcome_of(model::game_status(pos, legal), goal);
}

bool may_be_goal(const model::Position& pos, Goal goal) {
  return model::in_check(pos, pos.side_to_move()) == (goal != Goal::Stalemate);
}

bool reaches_goal(model::Position& pos, Goal goal) {
  if (!may_be_goal(pos, goal)) return false;
  if (goal != Goal::RulerMate && model::has_legal_move(pos)) return false;
  return outcome_for(pos, goal) == Outcome::Goal;
}

}  // namespace arbiter::puzzles
