// Retractions: the positions one move before a position, as a composer takes a mating picture
// back move by move. A retraction is found the plain way round, so that no move shape is inverted
// by hand: the player who moved last had one of its pieces on another, empty cell; the move
// generator, asked in that position, must have the move from there to here, and making it must
// give this very board. Only quiet moves are retracted (no capture, so no piece comes back; no
// promotion, castling or en passant), and the position before must be legal by the spec.
#pragma once

#include <vector>

#include "model/position.h"

namespace arbiter::puzzles {

// Every position from which a legal quiet move of the player who moved last leads to `pos`'s
// board, with that player to move; in the order of the cells the moved piece stands on, then
// of the cells it came from.
std::vector<model::Position> quiet_retractions(const model::Position& pos);

}  // namespace arbiter::puzzles
