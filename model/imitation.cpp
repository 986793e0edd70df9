// The restrictions on imitating pieces (spec `imitates:`): the entry deadline and the royal
// landing; the records and entry cells themselves are the position's (position_imitation.cpp).
#include "model/imitation.h"

namespace arbiter::model {

bool entry_open(const Position& pos, PieceKind kind) {
  const CompiledRules& rules = pos.rules();
  const ImitationRule& rule = rules.imitation().of(kind);
  if (rule.enter_before <= 0) return true;
  if (!rule.deadline_in_plies) return pos.fullmove_number() <= rule.enter_before;
  // Plies played so far, counted from the full-move number and the side to move.
  const long plies =
      static_cast<long>(pos.fullmove_number() - 1) * static_cast<long>(rules.player_count()) +
      static_cast<long>(rules.turn_index(pos.side_to_move()));
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
  if (!rules.imitation().imitates(kind) || !rules.imitation().of(kind).no_self_check)
    return Cell::none();
  const PieceKind copied = pos.imitated_kind(pos.side_to_move());
  if (copied.is_none() || !rules.piece(copied).royal) return Cell::none();
  return m.to;
}

}  // namespace arbiter::model
