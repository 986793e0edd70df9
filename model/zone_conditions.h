// The conditions zones put on a move: an atom's own zones (from, to, not to, not from) and its
// first-move condition, and the zones a rule closes while another zone is occupied (spec
// `closed:`). Move generation, attack tests, relocations and the tablebase un-moves all read them.
#pragma once

#include "model/position.h"
#include "model/rules.h"

namespace arbiter::model {

// Whether atom a's zone conditions (from_zone, to_zone, not_to_zone, not_from_zone) let a piece
// of `owner` on `from` go to `to`: they read the cells only, and may be settled when compiling.
bool zones_allow(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner, Cell from,
                 Cell to);

// Whether atom a's first-move condition (only_unmoved) lets the piece on `from` move by it in
// `pos`: the atom has none, or the piece has not moved.
inline bool first_move_condition_holds(const Position& pos, const CompiledAtom& a, Cell from) {
  return !a.only_unmoved || !pos.has_moved(from);
}

// zones_allow and first_move_condition_holds.
bool zone_conditions_hold(const Position& pos, const CompiledAtom& a, PlayerId owner, Cell from,
                          Cell to);

// Whether closure c's condition holds for `mover`: some cell of its occupied zone (the mover's
// set, for per-player zones) holds a piece of the listed kinds owned as `by` says.
bool closure_holds(const Position& pos, const ZoneClosure& c, PlayerId mover);

// Whether closure c (when it holds) keeps a piece of `kind` owned by `mover` out of cell `to`.
bool closure_covers(const CompiledRules& rules, const ZoneClosure& c, PlayerId mover,
                    PieceKind kind, Cell to);

}  // namespace arbiter::model
