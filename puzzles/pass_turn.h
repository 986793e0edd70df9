// Passing the turn: the side to move gives the move to the next player without moving. Chess
// has no such move; problem solving needs it twice. A threat is what the attacker would do if
// the defender could pass, and in series play one side makes several moves in a row while the
// other passes. A pass ends any en passant right that lasts one move only (the right belongs to
// the move right after the double step); rights that last while the pawn stands still remain.
#pragma once

#include "model/position.h"

namespace arbiter::puzzles {

// What pass_turn changed, for take_back_pass.
struct PassUndo {
  model::PlayerId side;
  model::EnPassant en_passant;
};

void pass_turn(model::Position& pos, PassUndo& undo);
void take_back_pass(model::Position& pos, const PassUndo& undo);

}  // namespace arbiter::puzzles
