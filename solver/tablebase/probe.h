// Probing a position: its value for the side to move and the value of each legal move, so that
// a user sees every move that keeps the best result and which of them is fastest.
#pragma once

#include <vector>

#include "model/move.h"
#include "solver/tablebase/tablebases.h"

namespace arbiter::solver::tablebase {

struct MoveValue {
  model::Move move;
  Code value;  // for the player making the move
};

struct ProbeReport {
  Code value;                    // for the side to move
  std::vector<MoveValue> moves;  // every legal move, best first
};

// Builds or loads the tables the position needs. Throws UserError for positions tables do not
// hold (castling or en passant rights, material the generator refuses).
ProbeReport probe_position(Tablebases& tables, const model::Position& pos,
                           const BuildControl& control);

// Whether a move keeps the result of the position (a win stays a win, a draw a draw).
bool keeps_result(Code position, Code move);

}  // namespace arbiter::solver::tablebase
