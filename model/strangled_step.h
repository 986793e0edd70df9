// The strangled diagonal (Tres Reinas: "la prohibición de usar una diagonal 'estrangulada' entre
// dos piezas del mismo color"): a slide's diagonal step passes between the two cells beside it
// (BoardGraph::passes_between), and when both hold pieces of one player the way is shut there, for
// moves and captures alike, and the piece goes no further along that line. Whose pieces shut it is
// the atom's `strangled_by`: an opponent of the mover's, or any player's (the mover's own too).
// Orthogonal steps pass between no cells and are never strangled.
#pragma once

#include "model/board_graph.h"
#include "model/compiled_atom.h"
#include "model/rules.h"

namespace arbiter::model {

// Whether the step of a slide from `from` in direction d is strangled for a piece of `mover`,
// reading pieces through `board` (a Position, or a board changed by a move not made).
template <class Board>
bool strangled(const CompiledRules& rules, const Board& board, Strangling by, PlayerId mover,
               Cell from, DirectionId d) {
  if (by == Strangling::None) return false;
  const auto beside = rules.board().passes_between(from, d);
  if (!beside) return false;
  const Piece one = board.at((*beside)[0]), other = board.at((*beside)[1]);
  if (!one || !other) return false;
  const PlayerId owner = rules.owner(one);
  if (owner != rules.owner(other)) return false;
  return by == Strangling::ByAnyone || owner != mover;
}

}  // namespace arbiter::model
