// Where a piece of an endgame table may stand: on a cell where it may end a move
// (model::may_rest_on), or on one where a piece that becomes its kind by succession may, since an
// heir inherits where she stands. In Ajedrez 123 a princess on the golden cell becomes a princess
// regent there, who may not stop on it and must leave it on her next move (REG-8): that position
// is a table entry like any other, its obligation read from the placement by the move generator.
// A piece that promotes moves one way (a pawn): it stands only where a game can bring it, a start
// cell of its kind or a cell one of its moves ends on (never a chess pawn on its first rank).
#pragma once

#include "model/rules.h"

namespace arbiter::solver::tablebase {

model::CellSet table_cells(const model::CompiledRules& rules, model::PlayerId owner,
                           model::PieceKind kind);

}  // namespace arbiter::solver::tablebase
