#include "solver/tablebase/terminal.h"

#include "model/movegen.h"

namespace arbiter::solver::tablebase {

namespace {

Code code_of(model::Outcome outcome) {
  switch (outcome) {
    case model::Outcome::Loss:
      return code::loss(0);
    case model::Outcome::Win:
      return code::win(0);
    case model::Outcome::Draw:
      break;
  }
  return code::kDraw;
}

}  // namespace

Code terminal_value(model::Position& pos) {
  const model::CompiledRules& rules = pos.rules();
  switch (model::game_status(pos)) {
    case model::GameStatus::Checkmate:
      return code_of(rules.game_end().checkmate);
    case model::GameStatus::Stalemate:
      return code_of(rules.game_end().stalemate);
    case model::GameStatus::WonByRule:  // the other player's royal piece reached its zone
      return code_of(model::Outcome::Loss);
    case model::GameStatus::HeirsBlocked:
    case model::GameStatus::DrawnByRule:
    case model::GameStatus::Ongoing:
      break;
  }
  return code::kDraw;
}

}  // namespace arbiter::solver::tablebase
