// Elimination (spec game_end.elimination): who is still in the game, and make/unmake for the
// move by which a mated player leaves it. Sannin shogi: «Cuando se da jaque mate, todas las
// piezas del jugador se retiran del tablero y del juego. [...] El juego pasa entonces al jugador
// que da jaque mate»; the army may instead pass to the mater (a reading other three-player games
// use, and Tres Reinas' rebellion).
#include <algorithm>
#include <cassert>

#include "model/position.h"

namespace arbiter::model {

bool Position::in_game(PlayerId p) const {
  if (!rules_->game_end().elimination) return true;
  if (!lists_[p.index].empty()) return true;
  if (!rules_->has_drops()) return false;
  for (std::size_t k = 0; k < rules_->kind_count(); ++k)
    if (hand_count(p, PieceKind::from_index(k)) > 0) return true;
  return false;
}

PlayerId Position::next_still_in_game(PlayerId p) const {
  PlayerId q = rules_->next_player(p);
  for (std::size_t i = 1; i < rules_->player_count() && !in_game(q); ++i)
    q = rules_->next_player(q);
  return q;
}

std::size_t Position::players_in_game() const {
  std::size_t n = 0;
  for (std::size_t i = 0; i < rules_->player_count(); ++i)
    if (in_game(PlayerId::from_index(i))) ++n;
  return n;
}

bool Position::closes_round_among_those_in_game(PlayerId mover) const {
  const auto& order = rules_->turn_order();
  auto it = std::find(order.begin(), order.end(), mover);
  if (it == order.end()) return false;
  for (++it; it != order.end(); ++it)
    if (in_game(*it)) return false;
  return true;
}

void Position::make_elimination(Move m, Undo& undo) {
  const PlayerId mated = side_;
  const PlayerId mater = m.eliminating_player();
  const bool taken_over = rules_->game_end().elimination->army_taken_over;
  const bool closes = closes_round(mated);
  undo.journals.eliminated = static_cast<std::uint32_t>(elimination_log_.size());
  std::vector<Cell> army;
  for_each_piece_in_cell_order(mated, [&](Cell c) { army.push_back(c); });
  std::uint32_t rights = castling_;
  for (const Cell c : army) {
    const Piece piece = board_[c.index];
    const std::uint8_t flags = flags_[c.index];
    elimination_log_.push_back({c, piece, flags, 0});
    lift(c);
    rights &= rules_->castling().keep_mask(c);
    // A piece that changes sides did not stand in its new owner's set-up: not original there.
    if (taken_over && !rules_->is_royal(piece))
      place(c, rules_->make_piece(mater, rules_->kind(piece)), flags | piece_flags::kNotOriginal);
  }
  for (std::size_t k = 0; rules_->has_drops() && k < rules_->kind_count(); ++k) {
    const PieceKind kind = PieceKind::from_index(k);
    const int count = hand_count(mated, kind);
    if (count == 0) continue;
    elimination_log_.push_back({Cell::none(), rules_->make_piece(mated, kind), 0, count});
    add_to_hand(mated, kind, -count);
    if (taken_over) add_to_hand(mater, kind, +count);
  }
  set_castling_hashed(rights);
  set_en_passant_hashed(EnPassant{});
  halfmove_clock_ = 0;  // pieces left the board: as a capture
  set_last_arrival(Cell::none());
  ++ply_number_;
  if (closes) ++fullmove_number_;
  if (rules_->marks_checked_royals()) mark_checked_royals(undo);
  set_side_to_move(m.next_after_elimination());
}

void Position::unmake_elimination(Move m, const Undo& undo) {
  assert(elimination_log_.size() > undo.journals.eliminated);
  const PlayerId mated = rules_->owner(elimination_log_[undo.journals.eliminated].piece);
  const PlayerId mater = m.eliminating_player();
  const bool taken_over = rules_->game_end().elimination->army_taken_over;
  while (elimination_log_.size() > undo.journals.eliminated) {
    const EliminatedPiece e = elimination_log_.back();
    elimination_log_.pop_back();
    if (e.cell.is_none()) {
      const PieceKind kind = rules_->kind(e.piece);
      add_to_hand(mated, kind, +e.hand);
      if (taken_over) add_to_hand(mater, kind, -e.hand);
      continue;
    }
    if (board_[e.cell.index]) lift(e.cell);
    place(e.cell, e.piece, e.flags);
  }
  restore_state(undo, mated, true);
}

}  // namespace arbiter::model
