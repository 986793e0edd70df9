// Imitation records, imitated kinds, entry cells and the entry deadline (spec `imitates:`).
#include "model/imitation.h"

#include <algorithm>

namespace arbiter::model {
namespace {

std::size_t turn_index(const CompiledRules& rules, PlayerId p) {
  const auto& order = rules.turn_order();
  return static_cast<std::size_t>(std::find(order.begin(), order.end(), p) - order.begin());
}

bool is_imitator(const CompiledRules& rules, PieceKind k) {
  return !k.is_none() && rules.imitation(k).imitates;
}

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

}  // namespace

PieceKind imitated_kind(const Position& pos, PlayerId owner) {
  const CompiledRules& rules = pos.rules();
  const auto& order = rules.turn_order();
  const std::size_t n = order.size();
  const std::size_t side = turn_index(rules, pos.side_to_move());
  for (std::size_t back = 1; back <= n; ++back) {
    const PlayerId q = order[(side + n - back) % n];
    if (q != owner) return pos.imitation_state(q).record;
  }
  return PieceKind();
}

ImitationState imitation_after(const Position& pos, Move m) {
  const CompiledRules& rules = pos.rules();
  const PlayerId me = pos.side_to_move();
  ImitationState next;  // no record, no entry cells
  if (m.type == MoveType::Succession) return pos.imitation_state(me);
  if (m.type == MoveType::Drop) {
    if (!is_imitator(rules, m.piece))
      next.record = m.piece;
    else if (rules.imitation(m.piece).entry_records_imitated)
      next.record = imitated_kind(pos, me);
    else
      next.record = pos.imitation_state(me).record;
    return next;
  }
  if (m.type == MoveType::Castling) {
    const CastlingRule& c = rules.castling()[m.castling_rule()];
    next.record = rules.kind(pos.at(rules.castling_records_rook() ? c.rook_from : c.king_from));
    // Castling is both pieces' first move: either start cell may take the entering piece.
    next.entry = {c.king_from, c.rook_from};
    return next;
  }
  const PieceKind moved = rules.kind(pos.at(m.from));
  if (is_imitator(rules, moved))
    next.record = imitated_kind(pos, me);
  else if (m.is_promotion() && !is_imitator(rules, m.piece))
    next.record = m.piece;
  else
    next.record = moved;
  // The entry triggers are those of the imitating kind (a spec has one: compile_imitation.cpp).
  bool after_first_move = false, after_capture = false;
  for (std::size_t k = 0; k < rules.kind_count(); ++k) {
    const ImitationRule& r = rules.imitation(PieceKind::from_index(k));
    after_first_move = after_first_move || (r.imitates && r.enters_after_first_move);
    after_capture = after_capture || (r.imitates && r.enters_after_capture);
  }
  if ((after_first_move && !pos.has_moved(m.from)) || (after_capture && captures(pos, m)))
    next.entry[0] = m.from;
  return next;
}

bool entry_open(const Position& pos, PieceKind kind) {
  const CompiledRules& rules = pos.rules();
  const ImitationRule& rule = rules.imitation(kind);
  if (rule.enter_before <= 0) return true;
  if (!rule.deadline_in_plies) return pos.fullmove_number() <= rule.enter_before;
  // Plies played so far, counted from the full-move number and the side to move.
  const long plies =
      static_cast<long>(pos.fullmove_number() - 1) * static_cast<long>(rules.player_count()) +
      static_cast<long>(turn_index(rules, pos.side_to_move()));
  return plies < rule.enter_before;
}

Cell royal_imitation_landing(const Position& pos, Move m) {
  const CompiledRules& rules = pos.rules();
  PieceKind kind;
  if (m.type == MoveType::Drop)
    kind = m.piece;
  else if (m.type == MoveType::Normal || m.type == MoveType::EnPassant ||
           m.type == MoveType::Relocation || m.type == MoveType::Push)
    kind = rules.kind(pos.at(m.from));
  if (!is_imitator(rules, kind) || !rules.imitation(kind).no_self_check) return Cell::none();
  const PieceKind copied = imitated_kind(pos, pos.side_to_move());
  if (copied.is_none() || !rules.piece(copied).royal) return Cell::none();
  return m.to;
}

}  // namespace arbiter::model
