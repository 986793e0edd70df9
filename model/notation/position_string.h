// Position strings: FEN generalized to any board (docs/position-format.md). The fields and their
// order come from the spec (`notation.fields`), so chess FEN, xiangqi FEN and shogi SFEN are read
// unchanged. The board field lists rows from the highest row key down, each row's cells in column
// order, pieces as letters (two players: by case; more players: prefix + letter), runs of empty
// cells as decimal numbers.
#pragma once

#include <string>
#include <variant>

#include "model/diagnostic.h"
#include "model/position.h"

namespace arbiter::model::notation {

// Parses a position string; a Diagnostic names the offending token and the expected form.
std::variant<Position, Diagnostic> parse_position(const CompiledRules& rules,
                                                  const std::string& text);

// Parses or throws UserError.
Position position_from_string(const CompiledRules& rules, const std::string& text);

// The start position of the rules.
Position start_position(const CompiledRules& rules);

std::string to_string(const Position& pos);
// The same, written for the board without the cells of `left_out` (holes added for a problem):
// they take no place in their rows, and a row of such cells only is left out.
std::string to_string(const Position& pos, const CellSet& left_out);

// The token of a piece in position strings ("N", "n", "gN", "+P").
std::string piece_token(const CompiledRules& rules, Piece piece);

}  // namespace arbiter::model::notation
