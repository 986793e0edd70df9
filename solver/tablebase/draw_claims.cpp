#include "solver/tablebase/draw_claims.h"

#include <algorithm>

#include "model/draw_claim.h"

namespace arbiter::solver::tablebase {

DrawClaims::DrawClaims(const model::CompiledRules& rules) {
  for (const model::DrawClaimRule& claim : rules.game_end().draw_claims) {
    if (claim.timing == model::ClaimTiming::WhileInside) while_inside_ = true;
    if (claim.timing == model::ClaimTiming::OnEntry) on_entry_ = true;
  }
}

bool DrawClaims::side_to_move_may_claim(const model::Position& pos) const {
  if (!while_inside_) return false;
  const auto claimants = model::draw_claimants(pos);
  return std::find(claimants.begin(), claimants.end(), pos.side_to_move()) != claimants.end();
}

Code DrawClaims::through_entry_claim(const model::Position& after, Code child) const {
  if (!on_entry_ || !code::is_win(child)) return child;
  // Two players: the player who just moved is the one not to move in `after`.
  const auto entrant = after.entered_claim_zone();
  return entrant && *entrant != after.side_to_move() ? code::kDraw : child;
}

Code DrawClaims::with_claim(const model::Position& pos, Code value) const {
  return code::is_loss(value) && side_to_move_may_claim(pos) ? code::kDraw : value;
}

}  // namespace arbiter::solver::tablebase
