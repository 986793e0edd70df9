#include "puzzles/goal.h"

#include <algorithm>

#include "model/attacks.h"
#include "model/check_candidates.h"
#include "model/draw_claim.h"
#include "model/movegen.h"
#include "puzzles/royal_flight.h"

namespace arbiter::puzzles {
namespace {

// The pieces that may mate at once, by the flight test (RoyalFlights::piece_may_mate).
class MatingPieces : public model::PieceFilter {
 public:
  explicit MatingPieces(RoyalFlights& flights) : flights_(flights) {}
  bool wants(model::Cell from) override { return flights_.piece_may_mate(from); }

 private:
  RoyalFlights& flights_;
};

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
    case model::GameStatus::WonByRule:
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

bool goal_takes_check(Goal goal) { return goal != Goal::Stalemate; }

void goal_candidates(model::Position& pos, Goal goal, model::MoveList& out,
                     bool without_flight_keepers) {
  out.clear();
  if (goal != Goal::Mate) {  // a ruler mate reads the whole list (only successions left?)
    model::generate_legal(pos, out);
    if (outcome_given(pos, out, goal) != Outcome::Ongoing)
      out.clear();
    else
      keep_goal_candidates(pos, goal, out);
    if (without_flight_keepers) leave_out_flight_keepers(pos, out);
    return;
  }
  // The game goes on unless a rule ended it or no legal move is left (then none is listed).
  if (model::drawn_by_any_rule(pos)) return;
  const model::PlayerId victim = pos.rules().next_player(pos.side_to_move());
  bool legal;
  if (without_flight_keepers) {
    // The pieces that cannot both check and take every free flight are not even listed; the
    // flight test on the others costs less than legality's, and comes first.
    RoyalFlights flights(pos);
    MatingPieces pieces(flights);
    legal = model::generate_check_candidates(pos, victim, out, &pieces);
    leave_out_flight_keepers(flights, out);
  } else {
    legal = model::generate_check_candidates(pos, victim, out);
  }
  if (!legal) model::keep_legal_moves(pos, out);
}

void keep_goal_candidates(const model::Position& pos, Goal goal, model::MoveList& moves) {
  if (goal_takes_check(goal))
    model::keep_check_candidates(pos, pos.rules().next_player(pos.side_to_move()), moves);
}

bool some_move_misses(const model::Position& pos, Goal goal, const model::MoveList& moves) {
  return goal_takes_check(goal) &&
         model::some_move_cannot_check(pos, pos.rules().next_player(pos.side_to_move()), moves);
}

}  // namespace arbiter::puzzles
