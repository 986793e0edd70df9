// Moves that may take more than one piece. A capture in place (spec `captures_in_place`; Sannin
// shogi's «matar por iluminación»): the piece stays where it is and the first piece along each
// direction the move names is taken. A double capture (spec `double_capture`; Tres Reinas'
// «captura doble»): the piece takes one piece, then from its cell a second. Victims go into the
// mover's hand where captured pieces go there; they are logged, in the order taken, for unmake.
#include <cassert>
#include <vector>

#include "model/position.h"

namespace arbiter::model {

// Takes the piece on c as the mover's capture, logged; the first one taken stands for the move's
// capture in the Undo.
void Position::take_logged(Cell c, Undo& undo) {
  const PlayerId mover = side_;
  const Piece taken = board_[c.index];
  assert(taken && rules_->is_opponent(mover, rules_->owner(taken)));
  if (undo.captured_at.is_none()) {
    undo.captured = taken;
    undo.captured_at = c;
    undo.captured_flags = flags_[c.index];
  }
  taken_log_.push_back({c, taken, flags_[c.index]});
  lift(c);
  if (rules_->has_drops()) add_to_hand(mover, rules_->piece(rules_->kind(taken)).captured_as, +1);
  halfmove_clock_ = 0;
}

void Position::make_in_place(Move m, Undo& undo) {
  const Piece piece = board_[m.from.index];
  assert(piece && rules_->owner(piece) == side_);
  undo.moved = piece;
  undo.moved_flags = flags_[m.from.index];
  undo.journals.taken = static_cast<std::uint32_t>(taken_log_.size());
  std::vector<Cell> victims;  // all found before any is taken
  for_each_in_place_victim(m, [&](Cell c) { victims.push_back(c); });
  std::uint32_t rights = castling_;
  for (Cell victim : victims) {
    take_logged(victim, undo);
    rights &= rules_->castling().keep_mask(victim);
  }
  set_castling_hashed(rights);
}

void Position::make_double_capture(Move m, Undo& undo) {
  const PlayerId mover = side_;
  const Piece piece = board_[m.from.index];
  assert(piece && rules_->owner(piece) == mover);
  undo.moved = piece;
  undo.moved_flags = flags_[m.from.index];
  undo.journals.taken = static_cast<std::uint32_t>(taken_log_.size());
  const Cell first = m.first_capture();
  take_logged(first, undo);
  take_logged(m.to, undo);
  lift(m.from);
  const Piece landed = m.piece.is_none() ? piece : rules_->make_piece(mover, m.piece);
  const std::uint8_t promoted = m.piece.is_none() ? 0 : piece_flags::kNotOriginal;
  place(m.to, landed, undo.moved_flags | piece_flags::kMoved | promoted);
  set_castling_hashed(castling_ & rules_->castling().keep_mask(m.from) &
                      rules_->castling().keep_mask(first) & rules_->castling().keep_mask(m.to));
}

void Position::restore_taken(const Undo& undo) {
  const PlayerId mover = rules_->owner(undo.moved);
  while (taken_log_.size() > undo.journals.taken) {
    const TakenPiece& t = taken_log_.back();
    place(t.cell, t.piece, t.flags);
    if (rules_->has_drops())
      add_to_hand(mover, rules_->piece(rules_->kind(t.piece)).captured_as, -1);
    taken_log_.pop_back();
  }
}

}  // namespace arbiter::model
