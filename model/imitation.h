// Imitation (spec `imitates:`, specs/README.md "Imitation"; the Fool of Omega Chess Advanced): the
// restrictions on an imitating piece's moves and entries. The kind it copies and the record and
// entry cells a move leaves are the position's (Position::imitated_kind, imitation_after).
#pragma once

#include "model/move.h"
#include "model/position.h"

namespace arbiter::model {

// Whether the side to move may still bring its imitating piece of `kind` in (the deadline).
bool entry_open(const Position& pos, PieceKind kind);

// The cell an imitating piece that copies a royal kind ends move m on, when its rule forbids it to
// end there attacked (royal: no_self_check); none otherwise. Called before m is made.
Cell royal_imitation_landing(const Position& pos, Move m);

}  // namespace arbiter::model
