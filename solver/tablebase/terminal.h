// The value of a position with no legal move, for its side to move: checkmate and stalemate as the
// spec values them, and a mate whose heirs are shut in a citadel (spec `succession.blocked_draw`,
// CIT-11: "tablas por ahogado"), a draw. A mate with an heir ready is not terminal: the model
// generates the succession as a move (see succession.h).
#pragma once

#include "model/position.h"
#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

// Precondition: the side to move of `pos` has no legal move (model::generate_legal is empty).
Code terminal_value(model::Position& pos);

}  // namespace arbiter::solver::tablebase
