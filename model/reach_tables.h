// What each piece could reach on an empty board, computed once from its atoms: the cells it could
// capture on, could check from after one move, could capture from, could reach; and, for attack
// tests, the ray that joins two cells. Move generation and the searches read them to skip pieces
// that cannot matter before looking at the board.
#pragma once

#include <cstdint>
#include <vector>

#include "model/board_graph.h"
#include "model/cell.h"
#include "model/per_owner_kind.h"

namespace arbiter::model {

// The direction and distance from one cell to another along a ray, if any.
struct LineStep {
  DirectionId direction = 0;
  std::uint16_t distance = 0;  // 0 = not on a ray
};

struct ReachTables {
  // Cells a piece of (p, k) standing on `from` could capture on an empty board.
  PerOwnerKindCell<CellSet> capture;
  // Cells a piece of (p, k) standing on `from` could capture on an empty board after one plain
  // move of its own (capture from every cell its atoms reach from `from`): a royal piece
  // elsewhere cannot be checked directly by that piece's next move. Every cell where the kind
  // also moves otherwise (it promotes, captures en passant, pushes, relocates or transports):
  // those moves are judged one by one.
  PerOwnerKindCell<CellSet> check;
  // The cells from which a piece of (p, k) could capture on `target`: those whose `capture`
  // holds `target`.
  PerOwnerKindCell<CellSet> capture_from;
  // The cells a piece of (p, k) standing on `from` could reach by one step, leap or ride of an
  // atom, whatever the atom's mode: a superset of the cells its moves land on.
  PerOwnerKindCell<CellSet> reach;
  std::size_t cell_count = 0;
  std::vector<LineStep> lines;  // per (from, to)
  // No two rays from one cell meet the same cell: then line(from, to) names the only ray from
  // `from` that reaches `to` (a board that wraps or joins rays may have two).
  bool rays_meet_once = true;

  const CellSet& could_capture(PlayerId p, PieceKind k, Cell from) const {
    return capture(p, k, from);
  }
  const CellSet& could_check(PlayerId p, PieceKind k, Cell from) const { return check(p, k, from); }
  const CellSet& could_capture_from(PlayerId p, PieceKind k, Cell target) const {
    return capture_from(p, k, target);
  }
  const CellSet& could_reach(PlayerId p, PieceKind k, Cell from) const { return reach(p, k, from); }
  LineStep line(Cell from, Cell to) const { return lines[from.index * cell_count + to.index]; }
};

}  // namespace arbiter::model
