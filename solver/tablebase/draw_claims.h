// The citadel draw claim as endgame tables value it (spec `game_end.draw_claims`; in Ajedrez 123 a
// ruler in a citadel, rules CIT-8, DRW-1, QRG-5, PRG-5). A claim is not a move but a right: the
// claimant may take the draw instead of playing on, so a position where it holds the right is
// worth at least a draw to it, and a win when it has a winning move.
//
// - while_inside: the side to move may claim while its royal piece stands in the zone, so the
//   entry itself is at least a draw for its side to move.
// - on_entry: only the player whose move brought its royal piece in may claim, right after that
//   move. Tables do not index that right (a table entry is the position without it); instead the
//   entering move itself is valued as at least a draw for the player who made it.
// - automatic: a royal piece in the zone ends the game (model::drawn_by_rule), valued in the
//   first pass like a mate.
#pragma once

#include <optional>

#include "model/move.h"
#include "model/position.h"
#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

class DrawClaims {
 public:
  explicit DrawClaims(const model::CompiledRules& rules);

  // Whether the spec has an on-entry claim (moves of royal pieces must then be made to be valued).
  bool has_entry_claims() const { return on_entry_; }

  // Whether the side to move of `pos` may claim a draw now (a while_inside claim; `pos` freshly set
  // up, so it holds no on-entry right).
  bool side_to_move_may_claim(const model::Position& pos) const;

  // The value of a position after a move (`child`, for its side to move), as the player who made
  // the move sees it through the claim: when that move gave it an on-entry right (`after` is the
  // position made), a loss for it becomes a draw. `child` unchanged otherwise.
  Code through_entry_claim(const model::Position& after, Code child) const;

  // `value` for the side to move of `pos`, raised to a draw when it may claim one now.
  Code with_claim(const model::Position& pos, Code value) const;

 private:
  bool while_inside_ = false;
  bool on_entry_ = false;
};

}  // namespace arbiter::solver::tablebase
