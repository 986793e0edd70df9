// make/unmake for a push: the pusher lands on an own piece's cell and that piece moves on.
#include "model/position.h"

namespace arbiter::model {

// A push: the pusher lands on the pushed piece's cell; the pushed piece moves on to m.aux,
// capturing what stands there (to the hand, with drops) and promoting to m.piece if given.
void Position::make_push(Move m, Undo& undo) {
  const PlayerId mover = side_;
  const Cell onward = Cell::from_index(m.aux);
  undo.moved = board_[m.from.index];
  undo.moved_flags = flags_[m.from.index];
  undo.pushed = board_[m.to.index];
  undo.pushed_flags = flags_[m.to.index];
  lift(m.from);  // first: the pushed piece may move on to the cell the pusher left
  lift(m.to);
  undo.captured_at = onward;
  undo.captured = board_[onward.index];
  if (undo.captured) {
    undo.captured_flags = flags_[onward.index];
    lift(onward);
    halfmove_clock_ = 0;
    if (rules_->has_drops()) add_to_hand(mover, rules_->piece(rules_->kind(undo.captured)).captured_as, +1);
  }
  place(m.to, undo.moved, undo.moved_flags | piece_flags::kMoved);
  const Piece landed = m.piece.is_none() ? undo.pushed : rules_->make_piece(mover, m.piece);
  const std::uint8_t promoted = m.piece.is_none() ? 0 : piece_flags::kNotOriginal;
  place(onward, landed, undo.pushed_flags | piece_flags::kMoved | promoted);
  if (rules_->has_carriers()) follow_carriers(m.from, m.to, m.to, onward);
  set_castling_hashed(castling_ & rules_->castling_keep_mask(m.from) & rules_->castling_keep_mask(m.to) &
                      rules_->castling_keep_mask(onward));
}

void Position::unmake_push(Move m, const Undo& undo) {
  const PlayerId mover = rules_->owner(undo.moved);
  const Cell onward = Cell::from_index(m.aux);
  lift(onward);
  lift(m.to);
  if (undo.captured) {
    place(onward, undo.captured, undo.captured_flags);
    if (rules_->has_drops()) add_to_hand(mover, rules_->piece(rules_->kind(undo.captured)).captured_as, -1);
  }
  place(m.to, undo.pushed, undo.pushed_flags);
  place(m.from, undo.moved, undo.moved_flags);
}

}  // namespace arbiter::model
