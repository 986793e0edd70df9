// Imitation (spec `imitates:`, specs/README.md "Imitation"; the Fool of Omega Chess Advanced): the
// kind an imitating piece copies, the imitation record and entry cells a move leaves its mover,
// and the restrictions on an imitating piece's moves and entries.
#pragma once

#include "model/move.h"
#include "model/position.h"

namespace arbiter::model {

// The kind the imitating pieces of `owner` copy now: the record of the most recent move made by
// a player other than `owner`, found by walking the turn order back from the player who moved
// last (the one before the side to move). None when that record is none (e.g. at the start).
// Precondition: rules().has_imitation().
PieceKind imitated_kind(const Position& pos, PlayerId owner);

// The side to move's imitation state after it plays m in pos (called before m is made): its
// record (the moved kind; a promotion's kind unless that kind imitates; the kind an imitating
// mover copied; a castling's king- or rook-cell kind; an entry per entry_records) and the cells
// its imitating piece may enter on next (a first move's or a capture's start cell, a castling's
// two start cells).
ImitationState imitation_after(const Position& pos, Move m);

// Whether the side to move may still bring its imitating piece of `kind` in (the deadline).
bool entry_open(const Position& pos, PieceKind kind);

// The cell an imitating piece that copies a royal kind ends move m on, when its rule forbids it to
// end there attacked (royal: no_self_check); none otherwise. Called before m is made.
Cell royal_imitation_landing(const Position& pos, Move m);

}  // namespace arbiter::model
