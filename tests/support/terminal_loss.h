// Shared by the forward mate searches that check endgame tables independently of them.
#pragma once

#include "model/attacks.h"
#include "model/position.h"

namespace arbiter::testing {

// Whether the side to move, which has no legal move, has lost by the rules: it is mated, or
// stalemated where stalemate loses (xiangqi).
inline bool lost_without_move(const model::Position& pos) {
  const auto& rules = pos.rules();
  const bool mated = model::in_check(pos, pos.side_to_move());
  return (mated ? rules.game_end().checkmate : rules.game_end().stalemate) == model::Outcome::Loss;
}

}  // namespace arbiter::testing
