// Captures in place (spec `captures_in_place`; Sannin shogi's «matar por iluminación»): the piece
// stays where it is and the first piece along each direction the move names is taken, into the
// mover's hand where captured pieces go there. The victims are logged, in the order taken, for
// unmake.
#include <cassert>

#include "model/position.h"

namespace arbiter::model {

void Position::make_in_place(Move m, Undo& undo) {
  const PlayerId mover = side_;
  const Piece piece = board_[m.from.index];
  assert(piece && rules_->owner(piece) == mover);
  undo.moved = piece;
  undo.moved_flags = flags_[m.from.index];
  undo.journals.in_place = static_cast<std::uint32_t>(in_place_log_.size());
  std::uint32_t rights = castling_;
  for (std::uint32_t bits = m.in_place_directions(); bits != 0; bits &= bits - 1) {
    const auto d = static_cast<DirectionId>(__builtin_ctz(bits));
    Cell victim;
    for (Cell c : rules_->board().ray(m.from, d)) {
      if (board_[c.index]) {
        victim = c;
        break;
      }
    }
    assert(!victim.is_none() && rules_->is_opponent(mover, rules_->owner(board_[victim.index])));
    const Piece taken = board_[victim.index];
    if (undo.captured_at.is_none()) {  // the first victim stands for the move's capture
      undo.captured = taken;
      undo.captured_at = victim;
      undo.captured_flags = flags_[victim.index];
    }
    in_place_log_.push_back({victim, taken, flags_[victim.index]});
    lift(victim);
    if (rules_->has_drops()) add_to_hand(mover, rules_->piece(rules_->kind(taken)).captured_as, +1);
    rights &= rules_->castling().keep_mask(victim);
  }
  halfmove_clock_ = 0;
  set_castling_hashed(rights);
}

void Position::unmake_in_place(const Undo& undo) {
  const PlayerId mover = rules_->owner(undo.moved);
  while (in_place_log_.size() > undo.journals.in_place) {
    const InPlaceVictim& v = in_place_log_.back();
    place(v.cell, v.piece, v.flags);
    if (rules_->has_drops())
      add_to_hand(mover, rules_->piece(rules_->kind(v.piece)).captured_as, -1);
    in_place_log_.pop_back();
  }
}

}  // namespace arbiter::model
