// Moves in coordinate form: from and to cell names ("e2e4", "b1b10"), a promotion suffix (the
// promoted piece's letter in lower case, or "+" when it is the mover's own promoted form as in
// shogi: "7c7b+"), drops "P*5e". Castling is written as the king's move ("e1g1"). A relocation
// ends with ">" and where the piece it lands on goes: a cell ("f5f6>z6") or "[]" when the mover
// carries it ("f5f6>[]"), as position strings write passengers in brackets. A push names the
// pushed piece's destination after "-" ("c1e2-g3"), a push chain each further cell ("c1e2-g3-h5":
// the piece on e2 pushes the one on g3 on to h5).
#pragma once

#include <string>
#include <variant>

#include "model/diagnostic.h"
#include "model/position.h"

namespace arbiter::model::notation {

std::string move_to_string(const Position& pos, Move move);

// ">CELL" or ">[]" for a relocation, "" for any other move.
std::string relocation_suffix(const BoardGraph& board, Move move);

// Finds the legal move the text names. A relocation may leave out its ">..." suffix when only one
// legal relocation has that start and end. A malformed token and a well-formed but illegal move
// get different messages; both name the token, and an illegal one lists the legal moves.
std::variant<Move, Diagnostic> parse_move(const Position& pos, const std::string& text);

}  // namespace arbiter::model::notation
