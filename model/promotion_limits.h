// Promotion choices limited by the pieces on the board (spec `{piece: NAME, at_most: N,
// owned_by: own | opponent | any}`, specs/README.md "Promotion"): a choice is offered only while
// fewer than N pieces of its kind, owned as `owned_by` says, stand on the board before the move.
// A forced promotion with no choice offered leaves the piece no move into the zone.
#pragma once

#include "model/position.h"

namespace arbiter::model {

// Whether `mover`, promoting under `promotion` in `pos` (the position before the move), may
// choose `choice`, one of promotion.choices.
bool offers_choice(const Position& pos, PlayerId mover, const CompiledPromotion& promotion,
                   PieceKind choice);

// The same, at no cost for the promotions without limits (nearly all).
inline bool choice_offered(const Position& pos, PlayerId mover, const CompiledPromotion& promotion,
                           PieceKind choice) {
  return promotion.limits.empty() || offers_choice(pos, mover, promotion, choice);
}

}  // namespace arbiter::model
