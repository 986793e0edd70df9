// Attacks: whether a piece could capture on a cell, and whether a player's royal pieces are in
// check. Used by legality tests, castling safety and the check/mate verdicts.
#pragma once

#include "model/position.h"

namespace arbiter::model {

// Whether the piece on `from` (owned by its owner) could capture on `target` by one of its atoms,
// given the current occupancy. The piece on `target` (if any) is the one that would be captured.
bool piece_attacks(const Position& pos, Cell from, Cell target);

// Whether any opponent of `defender` attacks `target`.
bool is_attacked(const Position& pos, Cell target, PlayerId defender);

// Whether closure c's condition holds for `mover`: some cell of its occupied zone (the mover's
// set, for per-player zones) holds a piece of the listed kinds owned as `by` says.
bool closure_holds(const Position& pos, const ZoneClosure& c, PlayerId mover);

// Whether closure c (when it holds) keeps a piece of `kind` owned by `mover` out of cell `to`.
bool closure_covers(const CompiledRules& rules, const ZoneClosure& c, PlayerId mover, PieceKind kind, Cell to);

// Whether any royal piece of `player` is attacked.
bool in_check(const Position& pos, PlayerId player);

}  // namespace arbiter::model
