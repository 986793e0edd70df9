// Mobility of each piece kind on an otherwise empty board: how many cells it can move to from
// each cell (and where that is greatest), and which cells it can ever reach from its start
// cells by its own moves. Rulebooks make such claims ("the knight reaches 12 cells") that this
// checks by computation.
#pragma once

#include <vector>

#include "model/position.h"

namespace arbiter::model {

struct PieceMobility {
  PlayerId owner;
  PieceKind kind;
  int most_moves = 0;               // the largest number of distinct destination cells
  std::vector<Cell> best_cells;     // the cells where it has that many
  std::vector<Cell> start_cells;    // where the start position has this piece
  CellSet reachable;                // cells reachable from the start cells, start cells included
  std::vector<int> reachable_from;  // per start cell: how many cells it alone can reach
};

// Whether a piece of (owner, kind) can stand on `c` after a move: it may stop there, and it is not
// a cell where it must have promoted on arrival (a chess pawn never stands on its last rank).
bool may_rest_on(const CompiledRules& rules, PlayerId owner, PieceKind kind, Cell c);

// The distinct cells a piece of (owner, kind) standing alone on `from` can move to (legal moves).
std::vector<Cell> lone_destinations(const CompiledRules& rules, PlayerId owner, PieceKind kind,
                                    Cell from);

// The cells such a lone piece reaches from `from` by its own moves, `from` included.
CellSet lone_reach(const CompiledRules& rules, PlayerId owner, PieceKind kind, Cell from);

// Whether a piece of (owner, kind) can end a move on `target`: moving there alone on an empty
// board, or capturing there an enemy piece of a kind that may stand there, starting from a cell
// it may stand on after a move (never one where it must have promoted on arrival: a chess pawn
// never captures from its last rank). `from` receives such a start cell.
bool can_end_move_on(const CompiledRules& rules, PlayerId owner, PieceKind kind, Cell target,
                     Cell& from);

// For each kind that `owner` has in `start` (or, with no start cells, every kind), its mobility.
// The piece stands alone: no other piece blocks, attacks or is captured.
std::vector<PieceMobility> piece_mobility(const Position& start, PlayerId owner);

}  // namespace arbiter::model
