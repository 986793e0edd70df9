// Text diagrams of positions: the board drawn by cell coordinates (square grids with their extra
// cells and holes, staggered columns on hex boards) and a summary of the game state. Pure text:
// no colours, no terminal knowledge.
#pragma once

#include <string>

#include "model/position.h"

namespace arbiter::model::notation {

// The board: one text line per row. Square boards print rank names down the left side and file
// names along the bottom; a cell is its piece token or '.', and extra cells appear at their
// coordinates (listed by name below the board). Hex boards print every cell as its name and
// content ("f6 K", "c3 .") in staggered columns, files named along the bottom. Ends in '\n'.
std::string render_board(const Position& pos);

// The board followed by the side to move, castling rights, en passant cells, hands, clocks,
// check status and the position string, one "label: value" line each (lines that the rules do
// not use are left out). Ends in '\n'.
std::string render_position(const Position& pos);

}  // namespace arbiter::model::notation
