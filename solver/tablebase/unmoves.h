// Retrograde moves: the positions one move before a table position. A predecessor is found the
// obvious way round: the player who just moved had one of its pieces on another cell, from which
// that piece could reach its cell on an empty board (a table compiled once from the atoms); the
// candidate is then kept only if it is a legal table position and the compiled move generator
// really offers that move in it. No move shape is inverted by hand, so every atom the generator
// knows (slides, leaps, lame leaps, hops, zones) is un-made correctly.
#pragma once

#include <functional>
#include <vector>

#include "model/move_list.h"
#include "model/position.h"
#include "solver/tablebase/index.h"

namespace arbiter::solver::tablebase {

// Whether a position may stand in a table: the player who just moved (not the side to move) has
// no royal piece attacked and no ruler too close to an enemy ruler.
bool is_legal_table_position(const model::Position& pos);

class Unmoves {
 public:
  explicit Unmoves(const TableIndex& index);

  // Calls visit(entry) for every table entry (same material) from which a legal quiet move leads
  // to `pos`, a legal table position; `pos` is used as scratch and restored. An entry with two
  // such moves is visited twice.
  void for_each_predecessor(model::Position& pos, model::MoveList& scratch,
                            const std::function<void(std::uint64_t)>& visit) const;

 private:
  const TableIndex* index_;
  // Per (player, kind) and destination cell: the cells a quiet move could come from.
  std::vector<std::vector<std::vector<model::Cell>>> origins_;

  const std::vector<model::Cell>& origins(model::PlayerId p, model::PieceKind k, model::Cell to) const;
};

}  // namespace arbiter::solver::tablebase
