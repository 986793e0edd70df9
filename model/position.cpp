// Position bookkeeping: placing and lifting pieces with their hash keys, and make/unmake for
// every kind of move (normal, promotion, en passant, castling, drop, relocation; push,
// succession, elimination, captures in place and double captures have their own files). Passengers
// are kept in position_passengers.cpp.
#include "model/position.h"

#include <cassert>

namespace arbiter::model {

Position::Position(const CompiledRules& rules)
    : rules_(&rules),
      board_(rules.board().cell_count()),
      words_((rules.board().cell_count() + 63) / 64),
      occupied_((rules.piece_code_count() + 1) * words_, 0),
      player_occupied_(rules.player_count() * words_, 0),
      flags_(rules.board().cell_count(), 0),
      hands_(rules.player_count(), rules.kind_count(), 0),
      lists_(rules.player_count()),
      list_slot_(rules.board().cell_count(), 0),
      side_(rules.turn_order().front()),
      imitation_(rules.imitation().in_use ? rules.player_count() : 0) {
  hash_ = compute_hash();
}

void Position::place(Cell c, Piece p, std::uint8_t flags) {
  assert(board_[c.index].is_none());
  board_[c.index] = p;
  occupied_[c.index >> 6] |= std::uint64_t{1} << (c.index & 63);
  occupied_[(p.code + 1u) * words_ + (c.index >> 6)] |= std::uint64_t{1} << (c.index & 63);
  flags_[c.index] = flags;
  const bool moved = (flags & piece_flags::kMoved) != 0;
  const std::size_t owner = rules_->owner(p).index;
  player_occupied_[owner * words_ + (c.index >> 6)] |= std::uint64_t{1} << (c.index & 63);
  auto& list = lists_[owner];
  list_slot_[c.index] = static_cast<std::uint8_t>(list.size());
  list.push_back(c);
  hash_ ^= rules_->zobrist().piece(p, c);
  if (moved && rules_->uses_moved_flags()) hash_ ^= rules_->zobrist().moved(c);
}

void Position::lift(Cell c) {
  const Piece p = board_[c.index];
  assert(!p.is_none());
  hash_ ^= rules_->zobrist().piece(p, c);
  if (has_moved(c) && rules_->uses_moved_flags()) hash_ ^= rules_->zobrist().moved(c);
  const std::size_t owner = rules_->owner(p).index;
  player_occupied_[owner * words_ + (c.index >> 6)] &= ~(std::uint64_t{1} << (c.index & 63));
  auto& list = lists_[owner];
  const std::uint8_t slot = list_slot_[c.index];
  const Cell last = list.back();
  list[slot] = last;
  list_slot_[last.index] = slot;
  list.pop_back();
  board_[c.index] = Piece::none();
  occupied_[c.index >> 6] &= ~(std::uint64_t{1} << (c.index & 63));
  occupied_[(p.code + 1u) * words_ + (c.index >> 6)] &= ~(std::uint64_t{1} << (c.index & 63));
  flags_[c.index] = 0;
}

void Position::add_to_hand(PlayerId p, PieceKind k, int delta) {
  auto& count = hands_(p, k);
  assert(count + delta >= 0 && count + delta <= 255);  // a hand gives only what it holds
  hash_ ^= rules_->zobrist().hand(p, k, count);
  count = static_cast<std::uint8_t>(count + delta);
  hash_ ^= rules_->zobrist().hand(p, k, count);
}

void Position::set_en_passant_hashed(const EnPassant& ep) {
  for (std::uint8_t i = 0; i < en_passant_.count; ++i)
    hash_ ^= rules_->zobrist().en_passant(en_passant_.cells[i]);
  en_passant_ = ep;
  for (std::uint8_t i = 0; i < en_passant_.count; ++i)
    hash_ ^= rules_->zobrist().en_passant(en_passant_.cells[i]);
}

void Position::set_castling_hashed(std::uint32_t rights) {
  for (std::uint32_t changed = castling_ ^ rights; changed != 0; changed &= changed - 1) {
    hash_ ^= rules_->zobrist().castling(static_cast<std::size_t>(__builtin_ctz(changed)));
  }
  castling_ = rights;
}

void Position::put(Cell c, Piece p, bool moved) {
  put_with_flags(c, p, moved ? piece_flags::kMoved : 0);
}

void Position::put_with_flags(Cell c, Piece p, std::uint8_t flags) {
  if (!board_[c.index].is_none()) lift(c);
  place(c, p, flags);
}

void Position::remove(Cell c) {
  if (passenger_count(c) > 0) {
    hash_ ^= passengers_hash();
    std::erase_if(passengers_, [&](const Passenger& p) { return p.carrier == c; });
    hash_ ^= passengers_hash();
  }
  if (!board_[c.index].is_none()) lift(c);
}

void Position::set_side_to_move(PlayerId p) {
  hash_ ^= rules_->zobrist().side(side_);
  side_ = p;
  hash_ ^= rules_->zobrist().side(side_);
}

void Position::set_castling_rights(std::uint32_t rights) { set_castling_hashed(rights); }
void Position::set_en_passant_rights(std::span<const EnPassant> rights) {
  if (rules_->en_passant().window != EnPassantWindow::WhileUnmoved) {
    assert(rights.size() <= 1);
    set_en_passant_hashed(rights.empty() ? EnPassant{} : rights.front());
    return;
  }
  hash_ ^= standing_hash();
  standing_.assign(rights.begin(), rights.end());
  hash_ ^= standing_hash();
}

void Position::set_last_arrival(Cell c) {
  if (rules_->uses_last_arrival()) {
    if (!last_arrival_.is_none()) hash_ ^= rules_->zobrist().last_arrival(last_arrival_);
    if (!c.is_none()) hash_ ^= rules_->zobrist().last_arrival(c);
  }
  last_arrival_ = c;
}

void Position::set_hand_count(PlayerId p, PieceKind k, int count) {
  add_to_hand(p, k, count - hand_count(p, k));
}

void Position::set_clocks(int halfmove_clock, int fullmove_number) {
  halfmove_clock_ = halfmove_clock;
  fullmove_number_ = fullmove_number;
}

void Position::make(Move m, Undo& undo) {
  const PlayerId mover = side_;
  undo.hash = hash_;
  undo.castling = castling_;
  undo.en_passant = en_passant_;
  undo.journals.standing_en_passant = static_cast<std::uint32_t>(standing_log_.size());
  undo.halfmove_clock = halfmove_clock_;
  undo.captured = Piece::none();
  undo.captured_at = Cell::none();
  undo.arrival.last = last_arrival_;
  undo.arrival.entered = entered_;
  const bool entry_before = rules_->game_end().tracks_entry && royal_in_entry_zone(mover);
  ImitationState imitation_next;
  if (rules_->imitation().in_use) {
    undo.imitation = imitation_[mover.index];
    imitation_next = imitation_after(m);
  }
  const bool carriers = rules_->relocation().has_carriers;
  if (carriers) {
    undo.journals.passengers = static_cast<std::uint32_t>(passenger_log_.size());
    hash_ ^= passengers_hash();
  }
  if (m.type == MoveType::Elimination) {
    make_elimination(m, undo);
    note_entry(mover, entry_before);
    return;
  }
  if (m.type == MoveType::Succession) {
    make_succession(m, undo);
    if (carriers) {
      unload_passengers(m);
      hash_ ^= passengers_hash();
    }
    note_entry(mover, entry_before);
    return;
  }
  ++halfmove_clock_;
  const bool closes = closes_round(mover);  // asked of the board before the move

  EnPassant next_ep;
  switch (m.type) {
    case MoveType::Drop: {
      undo.moved = rules_->make_piece(mover, m.piece);
      add_to_hand(mover, m.piece, -1);
      place(m.to, undo.moved, piece_flags::kMoved | piece_flags::kNotOriginal);
      break;
    }
    case MoveType::Castling: {
      const CastlingRule& rule = rules_->castling()[m.castling_rule()];
      const Piece king = board_[rule.king_from.index];
      const Piece rook = board_[rule.rook_from.index];
      undo.moved = king;
      undo.moved_flags = flags_[rule.king_from.index];
      undo.captured_flags = flags_[rule.rook_from.index];  // the rook's flags
      lift(rule.king_from);
      lift(rule.rook_from);
      place(rule.king_to, king, undo.moved_flags | piece_flags::kMoved);
      place(rule.rook_to, rook, undo.captured_flags | piece_flags::kMoved);
      if (carriers) follow_carriers(rule.king_from, rule.king_to, rule.rook_from, rule.rook_to);
      set_castling_hashed(castling_ & rules_->castling().keep_mask(rule.king_from) &
                          rules_->castling().keep_mask(rule.rook_from));
      break;
    }
    case MoveType::Normal:
    case MoveType::EnPassant:
      make_normal(m, undo, next_ep);
      break;
    case MoveType::Relocation:
      make_relocation(m, undo);
      break;
    case MoveType::Push:
      make_push(m, undo);
      break;
    case MoveType::InPlace:
      make_in_place(m, undo);
      break;
    case MoveType::DoubleCapture:
      make_double_capture(m, undo);
      break;
    case MoveType::Succession:
    case MoveType::Elimination:
      break;  // handled above
  }
  if (carriers) {
    unload_passengers(m);
    hash_ ^= passengers_hash();
  }
  if (rules_->en_passant().window == EnPassantWindow::WhileUnmoved)
    update_standing(m, undo, next_ep);
  else
    set_en_passant_hashed(next_ep);
  set_last_arrival(m.type == MoveType::Push ? m.pushed_to() : m.to);
  note_entry(mover, entry_before);
  if (rules_->imitation().in_use) set_imitation_state(mover, imitation_next);
  if (closes) ++fullmove_number_;
  ++ply_number_;
  if (rules_->marks_checked_royals()) mark_checked_royals(undo);
  set_side_to_move(player_to_reply(mover));
}

void Position::make_normal(Move m, Undo& undo, EnPassant& next_ep) {
  const PlayerId mover = side_;
  const Piece piece = board_[m.from.index];
  assert(piece && rules_->owner(piece) == mover);  // the mover's own piece moves
  undo.moved = piece;
  undo.moved_flags = flags_[m.from.index];
  undo.captured_at = m.type == MoveType::EnPassant ? en_passant_victim(m.to) : m.to;
  undo.captured = board_[undo.captured_at.index];
  if (undo.captured) {
    undo.captured_flags = flags_[undo.captured_at.index];
    lift(undo.captured_at);
    halfmove_clock_ = 0;
    if (rules_->has_drops()) {
      add_to_hand(mover, rules_->piece(rules_->kind(undo.captured)).captured_as, +1);
    }
  }
  if (rules_->piece(rules_->kind(piece)).resets_halfmove_clock) halfmove_clock_ = 0;
  lift(m.from);
  const Piece landed = m.piece.is_none() ? piece : rules_->make_piece(mover, m.piece);
  const std::uint8_t promoted = m.piece.is_none() ? 0 : piece_flags::kNotOriginal;
  place(m.to, landed, undo.moved_flags | piece_flags::kMoved | promoted);
  if (rules_->relocation().has_carriers) follow_carriers(m.from, m.to);
  set_castling_hashed(castling_ & rules_->castling().keep_mask(m.from) &
                      rules_->castling().keep_mask(m.to));
  // A multi-cell move that creates en passant targets: the passed cells lie on the line from
  // `from` to `to`.
  if (m.leaves_en_passant()) {
    const LineStep line = rules_->reach().line(m.from, m.to);
    const auto ray = rules_->board().ray(m.from, line.direction);
    const int first = rules_->en_passant().all_passed ? 0 : line.distance - 2;
    for (int i = first; i + 1 < line.distance && next_ep.count < next_ep.cells.size(); ++i) {
      next_ep.cells[next_ep.count++] = ray[static_cast<std::size_t>(i)];
    }
    next_ep.victim = m.to;
  }
}

// The mover lands on `to`; the piece there goes to m.relocated_to(), or aboard the mover.
void Position::make_relocation(Move m, Undo& undo) {
  const PlayerId mover = side_;
  const Piece piece = board_[m.from.index];
  assert(piece && rules_->owner(piece) == mover && board_[m.to.index]);  // it lands on a piece
  undo.moved = piece;
  undo.moved_flags = flags_[m.from.index];
  undo.captured_at = m.to;
  undo.captured = board_[m.to.index];
  undo.captured_flags = flags_[m.to.index];
  if (rules_->is_opponent(mover, rules_->owner(undo.captured))) halfmove_clock_ = 0;
  if (rules_->piece(rules_->kind(piece)).resets_halfmove_clock) halfmove_clock_ = 0;
  lift(m.to);
  lift(m.from);
  const Piece landed = m.piece.is_none() ? piece : rules_->make_piece(mover, m.piece);
  const std::uint8_t promoted = m.piece.is_none() ? 0 : piece_flags::kNotOriginal;
  place(m.to, landed, undo.moved_flags | piece_flags::kMoved | promoted);
  if (rules_->relocation().has_carriers) follow_carriers(m.from, m.to);
  const bool changes_sides = m.relocated_to_mover();
  const Piece relocated =
      changes_sides ? rules_->make_piece(mover, rules_->kind(undo.captured)) : undo.captured;
  // A piece that changes sides did not stand in its new owner's set-up: it is not original there.
  const std::uint8_t flags =
      undo.captured_flags | piece_flags::kMoved | (changes_sides ? piece_flags::kNotOriginal : 0);
  if (m.relocated_aboard())
    load_passenger(m.to, relocated, flags);
  else
    place(m.relocated_to(), relocated, flags);
  set_castling_hashed(castling_ & rules_->castling().keep_mask(m.from) &
                      rules_->castling().keep_mask(m.to));
}

void Position::unmake_relocation(Move m, const Undo& undo) {
  // A carried victim was taken off the passenger list by revert_passengers.
  if (!m.relocated_aboard()) lift(m.relocated_to());
  lift(m.to);
  place(m.from, undo.moved, undo.moved_flags);
  place(m.to, undo.captured, undo.captured_flags);
}

void Position::unmake(Move m, const Undo& undo) {
  if (rules_->marks_checked_royals()) unmark_checked_royals(undo);
  if (m.type == MoveType::Elimination) {
    unmake_elimination(m, undo);
    return;
  }
  if (m.type == MoveType::Succession) {
    unmake_succession(m, undo);
    return;
  }
  const PlayerId mover = rules_->owner(undo.moved);
  if (rules_->relocation().has_carriers) revert_passengers(undo.journals.passengers);
  switch (m.type) {
    case MoveType::Drop:
      lift(m.to);
      add_to_hand(mover, m.piece, +1);
      break;
    case MoveType::Castling: {
      const CastlingRule& rule = rules_->castling()[m.castling_rule()];
      const Piece rook = board_[rule.rook_to.index];
      lift(rule.king_to);
      lift(rule.rook_to);
      place(rule.king_from, undo.moved, undo.moved_flags);
      place(rule.rook_from, rook, undo.captured_flags);
      break;
    }
    case MoveType::Normal:
    case MoveType::EnPassant:
      lift(m.to);
      place(m.from, undo.moved, undo.moved_flags);
      if (undo.captured) {
        place(undo.captured_at, undo.captured, undo.captured_flags);
        if (rules_->has_drops()) {
          add_to_hand(mover, rules_->piece(rules_->kind(undo.captured)).captured_as, -1);
        }
      }
      break;
    case MoveType::Relocation:
      unmake_relocation(m, undo);
      break;
    case MoveType::Push:
      unmake_push(m, undo);
      break;
    case MoveType::InPlace:
      restore_taken(undo);
      break;
    case MoveType::DoubleCapture:
      lift(m.to);
      place(m.from, undo.moved, undo.moved_flags);
      restore_taken(undo);
      break;
    case MoveType::Succession:
    case MoveType::Elimination:
      break;  // handled above
  }
  restore_state(undo, mover, true);
}

void Position::restore_state(const Undo& undo, PlayerId mover, bool turn_passed) {
  if (turn_passed && closes_round(mover)) --fullmove_number_;  // the board is back as before
  --ply_number_;
  side_ = mover;
  castling_ = undo.castling;
  en_passant_ = undo.en_passant;
  if (standing_log_.size() > undo.journals.standing_en_passant)
    revert_standing(undo.journals.standing_en_passant);
  halfmove_clock_ = undo.halfmove_clock;
  last_arrival_ = undo.arrival.last;
  entered_ = undo.arrival.entered;
  if (rules_->imitation().in_use) imitation_[mover.index] = undo.imitation;
  hash_ = undo.hash;
}

bool Position::royal_in_entry_zone(PlayerId p) const {
  for (const DrawClaimRule& claim : rules_->game_end().draw_claims) {
    if (claim.timing != ClaimTiming::OnEntry) continue;
    for (Cell c : lists_[p.index])
      if (rules_->is_royal(board_[c.index]) && rules_->zones().contains(claim.zone, p, c))
        return true;
  }
  return false;
}

// After a move: the mover may claim on entry if its move brought a royal piece into the zone.
void Position::note_entry(PlayerId mover, bool before) {
  if (!rules_->game_end().tracks_entry) return;
  const std::uint8_t next =
      (!before && royal_in_entry_zone(mover)) ? static_cast<std::uint8_t>(mover.index + 1) : 0;
  if (entered_ != 0) hash_ ^= rules_->zobrist().entered(PlayerId::from_index(entered_ - 1u));
  entered_ = next;
  if (entered_ != 0) hash_ ^= rules_->zobrist().entered(PlayerId::from_index(entered_ - 1u));
}

std::uint64_t Position::compute_hash() const {
  std::uint64_t h = rules_->zobrist().side(side_);
  for (std::size_t i = 0; i < board_.size(); ++i) {
    const Cell c = Cell::from_index(i);
    if (board_[i]) {
      h ^= rules_->zobrist().piece(board_[i], c);
      if (has_moved(c) && rules_->uses_moved_flags()) h ^= rules_->zobrist().moved(c);
    }
  }
  for (std::size_t p = 0; p < rules_->player_count(); ++p)
    for (std::size_t k = 0; k < rules_->kind_count(); ++k) {
      const PlayerId owner = PlayerId::from_index(p);
      const PieceKind kind = PieceKind::from_index(k);
      h ^= rules_->zobrist().hand(owner, kind, hands_(owner, kind));
    }
  for (std::uint32_t r = castling_; r != 0; r &= r - 1)
    h ^= rules_->zobrist().castling(static_cast<std::size_t>(__builtin_ctz(r)));
  for (std::uint8_t i = 0; i < en_passant_.count; ++i)
    h ^= rules_->zobrist().en_passant(en_passant_.cells[i]);
  if (rules_->uses_last_arrival() && !last_arrival_.is_none())
    h ^= rules_->zobrist().last_arrival(last_arrival_);
  if (entered_ != 0) h ^= rules_->zobrist().entered(PlayerId::from_index(entered_ - 1u));
  if (rules_->relocation().has_carriers) h ^= passengers_hash();
  h ^= standing_hash();
  if (rules_->imitation().in_use) h ^= imitation_hash();
  return h;
}

bool Position::same_as(const Position& o) const {
  if (board_ != o.board_ || hands_ != o.hands_ || side_ != o.side_ || castling_ != o.castling_ ||
      !(en_passant_ == o.en_passant_) || halfmove_clock_ != o.halfmove_clock_ ||
      fullmove_number_ != o.fullmove_number_ || ply_number_ != o.ply_number_ ||
      (rules_->uses_last_arrival() && last_arrival_ != o.last_arrival_) || entered_ != o.entered_ ||
      !same_passengers(o) || !same_standing(o) || imitation_ != o.imitation_) {
    return false;
  }
  for (std::size_t i = 0; i < flags_.size(); ++i) {
    // Originality always counts; moved flags only where some rule reads them.
    const std::uint8_t mask =
        rules_->uses_moved_flags() ? 0xFF : static_cast<std::uint8_t>(~piece_flags::kMoved);
    if ((flags_[i] & mask) != (o.flags_[i] & mask)) return false;
  }
  return true;
}

}  // namespace arbiter::model
