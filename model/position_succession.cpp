// make/unmake for a succession move: the mated royal piece leaves, the heir changes kind in
// place (on her cell, or aboard her carrier), and the chosen mating piece (if any) moves onto its
// destination, promoting if the move says so. The mated side moves next unless the rule passes
// the turn.
#include <cassert>

#include "model/position.h"
#include "model/succession.h"

namespace arbiter::model {

void Position::make_succession(Move m, Undo& undo) {
  const PlayerId mated = side_;
  const Cell victim = m.succession_victim();
  undo.halfmove_clock = halfmove_clock_;
  undo.captured = board_[victim.index];
  undo.captured_at = victim;
  undo.captured_flags = flags_[victim.index];
  lift(victim);

  const auto heir = find_heir(*this, mated);
  assert(heir);
  const Piece crowned = rules_->make_piece(mated, heir_becomes(*this, *heir));
  if (heir->aboard()) {
    // She inherits where she rides; the passenger journal takes it back (rule heirs_aboard).
    undo.succession.heir_at = Cell::none();
    change_passenger(static_cast<std::uint32_t>(heir->passenger), crowned);
  } else {
    undo.succession.heir_at = heir->cell;
    undo.succession.heir_was = board_[heir->cell.index];
    const std::uint8_t heir_flags = flags_[heir->cell.index];
    lift(heir->cell);
    place(heir->cell, crowned, heir_flags);
  }

  undo.moved = Piece::none();
  std::uint32_t rights = castling_ & rules_->castling().keep_mask(victim);
  if (!m.from.is_none()) {
    const Piece piece = board_[m.from.index];
    undo.moved = piece;
    undo.moved_flags = flags_[m.from.index];
    lift(m.from);
    const Piece landed =
        m.piece.is_none() ? piece : rules_->make_piece(rules_->owner(piece), m.piece);
    const std::uint8_t promoted = m.piece.is_none() ? 0 : piece_flags::kNotOriginal;
    place(m.to, landed, undo.moved_flags | piece_flags::kMoved | promoted);
    if (rules_->relocation().has_carriers) follow_carriers(m.from, m.to);
    rights &= rules_->castling().keep_mask(m.from) & rules_->castling().keep_mask(m.to);
  }
  set_castling_hashed(rights);
  halfmove_clock_ = 0;  // a royal piece left the board: as a capture
  set_last_arrival(m.to);
  ++ply_number_;
  // An en passant right outlives the succession (if the turn stays, or under while_unmoved)
  // unless its piece left or changed kind.
  if (rules_->en_passant().window == EnPassantWindow::WhileUnmoved)
    update_standing(m, undo, EnPassant{});
  else if (!m.from.is_none() && m.from == en_passant_.victim)
    set_en_passant_hashed(EnPassant{});
  if (rules_->marks_checked_royals()) mark_checked_royals(undo);
  if (rules_->succession()->turn_passes) {
    set_en_passant_hashed(EnPassant{});
    if (mated == rules_->turn_order().back()) ++fullmove_number_;
    set_side_to_move(rules_->next_player(mated));
  }
}

void Position::unmake_succession(Move m, const Undo& undo) {
  const PlayerId mated = rules_->owner(undo.captured);
  if (rules_->relocation().has_carriers) revert_passengers(undo.journals.passengers);
  if (!m.from.is_none()) {
    lift(m.to);
    place(m.from, undo.moved, undo.moved_flags);
  }
  if (!undo.succession.heir_at.is_none()) {
    const std::uint8_t heir_flags = flags_[undo.succession.heir_at.index];
    lift(undo.succession.heir_at);
    place(undo.succession.heir_at, undo.succession.heir_was, heir_flags);
  }
  place(undo.captured_at, undo.captured, undo.captured_flags);
  restore_state(undo, mated, rules_->succession()->turn_passes);
}

}  // namespace arbiter::model
