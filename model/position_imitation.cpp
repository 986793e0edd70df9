// Position bookkeeping of imitation (spec `imitates:`): each player's record and entry cells with
// their hash keys, the record a move leaves (imitation_after), and the kind an imitating piece
// copies now (imitated_kind).
#include "model/position.h"

namespace arbiter::model {
namespace {

// Whether move m (before it is made) captures an opponent's piece.
bool captures(const Position& pos, Move m) {
  const CompiledRules& rules = pos.rules();
  const PlayerId me = pos.side_to_move();
  auto enemy_on = [&](Cell c) {
    const Piece p = pos.at(c);
    return p && rules.is_opponent(me, rules.owner(p));
  };
  switch (m.type) {
    case MoveType::EnPassant:
      return true;
    case MoveType::Normal:
    case MoveType::Relocation:
      return enemy_on(m.to);
    case MoveType::Push:  // the (last) pushed piece lands there
      return enemy_on(m.pushed_to());
    default:
      return false;
  }
}

std::uint64_t state_key(const CompiledRules& rules, PlayerId p, const ImitationState& s) {
  std::uint64_t h = 0;
  if (!s.record.is_none()) h ^= rules.zobrist().record(p, s.record);
  for (Cell c : s.entry)
    if (!c.is_none()) h ^= rules.zobrist().entry_cell(p, c);
  return h;
}

}  // namespace

void Position::set_imitation_state(PlayerId p, const ImitationState& state) {
  hash_ ^= state_key(*rules_, p, imitation_[p.index]);
  imitation_[p.index] = state;
  hash_ ^= state_key(*rules_, p, imitation_[p.index]);
}

std::uint64_t Position::imitation_hash() const {
  std::uint64_t h = 0;
  for (std::size_t p = 0; p < imitation_.size(); ++p)
    h ^= state_key(*rules_, PlayerId::from_index(p), imitation_[p]);
  return h;
}

PieceKind Position::imitated_kind(PlayerId owner) const {
  const CompiledRules& rules = *rules_;
  const auto& order = rules.turn_order();
  const std::size_t n = order.size();
  const std::size_t side = rules.turn_index(side_to_move());
  for (std::size_t back = 1; back <= n; ++back) {
    const PlayerId q = order[(side + n - back) % n];
    if (q != owner) return imitation_state(q).record;
  }
  return PieceKind();
}

ImitationState Position::imitation_after(Move m) const {
  const CompiledRules& rules = *rules_;
  const PlayerId me = side_to_move();
  ImitationState next;  // no record, no entry cells
  if (m.type == MoveType::Succession) return imitation_state(me);
  if (m.type == MoveType::Drop) {
    if (!rules.imitation().imitates(m.piece))
      next.record = m.piece;
    else if (rules.imitation().of(m.piece).entry_records_imitated)
      next.record = imitated_kind(me);
    else
      next.record = imitation_state(me).record;
    return next;
  }
  if (m.type == MoveType::Castling) {
    const CastlingRule& c = rules.castling()[m.castling_rule()];
    next.record =
        rules.kind(at(rules.imitation().castling_records_rook ? c.rook_from : c.king_from));
    // Castling is both pieces' first move: either start cell may take the entering piece.
    next.entry = {c.king_from, c.rook_from};
    return next;
  }
  const PieceKind moved = rules.kind(at(m.from));
  if (rules.imitation().imitates(moved))
    next.record = imitated_kind(me);
  else if (m.is_promotion() && !rules.imitation().imitates(m.piece))
    next.record = m.piece;
  else
    next.record = moved;
  // The entry triggers are those of the imitating kind (a spec has one: compile_imitation.cpp).
  const ImitationRule& entry = rules.imitation().imitator_rule();
  if ((entry.enters_after_first_move && !has_moved(m.from)) ||
      (entry.enters_after_capture && captures(*this, m)))
    next.entry[0] = m.from;
  return next;
}

}  // namespace arbiter::model
