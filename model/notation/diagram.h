// Text diagrams of positions: the board drawn by cell coordinates (square grids with their extra
// cells and holes, staggered columns on hex boards) and a summary of the game state. Pure text:
// no colours, no terminal knowledge.
#pragma once

#include <string>
#include <vector>

#include "model/position.h"

namespace arbiter::model::notation {

// The board: one text line per row. Square boards print rank names down the left side and file
// names along the bottom; a cell is its piece token or '.', and extra cells appear at their
// coordinates (listed by name below the board). Hex boards print every cell as its name and
// content ("f6 K", "c3 .") in staggered columns, files named along the bottom. Ends in '\n'.
std::string render_board(const Position& pos);

// One piece of the legend: its token in diagrams, its kind's name and its owner's name.
struct LegendEntry {
  std::string token;  // "K", "+P", "kd"
  std::string piece;  // "king"
  std::string owner;  // "white"
};

// The pieces that stand on the board, ride on carriers or wait in hand, in the order of the
// rules' players and then piece kinds.
std::vector<LegendEntry> legend(const Position& pos);

// "pieces: K king (white), R rook (white), k king (black)\n"; empty for an empty board and hands.
std::string render_legend(const Position& pos);

// The board, its legend, followed by the side to move, castling rights, en passant cells, hands,
// clocks, check status and the position string, one "label: value" line each (lines that the rules
// do not use are left out). Ends in '\n'.
std::string render_position(const Position& pos);

}  // namespace arbiter::model::notation
