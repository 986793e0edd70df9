#include "solver/tablebase/standing.h"

#include "model/mobility.h"
#include "model/notation/position_string.h"

namespace arbiter::solver::tablebase {

using model::Cell;

model::CellSet table_cells(const model::CompiledRules& rules, model::PlayerId owner,
                           model::PieceKind kind) {
  const std::size_t count = rules.board().cell_count();
  model::CellSet cells(count);
  for (std::size_t i = 0; i < count; ++i) {
    const Cell c = Cell::from_index(i);
    bool stands = model::may_rest_on(rules, owner, kind, c);
    if (!stands && rules.succession())
      for (const model::Heir& heir : rules.succession()->order)
        stands = stands || (heir.becomes == kind && heir.piece != kind &&
                            model::may_rest_on(rules, owner, heir.piece, c));
    if (stands) cells.insert(c);
  }
  if (!rules.piece(kind).promotion) return cells;
  const model::Position start = model::notation::start_position(rules);
  const model::Piece piece = rules.make_piece(owner, kind);
  model::CellSet in_play(count);
  for (std::size_t i = 0; i < count; ++i) {
    const Cell c = Cell::from_index(i);
    Cell from;
    if (cells.contains(c) &&
        (start.at(c) == piece || model::can_end_move_on(rules, owner, kind, c, from)))
      in_play.insert(c);
  }
  return in_play;
}

}  // namespace arbiter::solver::tablebase
