#include "puzzles/pass_turn.h"

#include <span>

#include "model/rules.h"

namespace arbiter::puzzles {

void pass_turn(model::Position& pos, PassUndo& undo) {
  undo.side = pos.side_to_move();
  undo.en_passant = model::EnPassant{};
  if (pos.rules().en_passant().window != model::EnPassantWindow::WhileUnmoved) {
    const auto rights = pos.en_passant_rights();
    if (!rights.empty()) undo.en_passant = rights.front();
    pos.set_en_passant_rights({});
  }
  pos.set_side_to_move(pos.rules().next_player(undo.side));
}

void take_back_pass(model::Position& pos, const PassUndo& undo) {
  pos.set_side_to_move(undo.side);
  if (undo.en_passant.count > 0) pos.set_en_passant_rights(std::span(&undo.en_passant, 1));
}

}  // namespace arbiter::puzzles
