#include "model/zone_conditions.h"

namespace arbiter::model {

bool zones_allow(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner, Cell from,
                 Cell to) {
  if (a.from_zone != kNoZone && !rules.zones().contains(a.from_zone, owner, from)) return false;
  if (a.to_zone != kNoZone && !rules.zones().contains(a.to_zone, owner, to)) return false;
  if (a.not_to_zone != kNoZone && rules.zones().contains(a.not_to_zone, owner, to)) return false;
  if (a.not_from_zone != kNoZone && rules.zones().contains(a.not_from_zone, owner, from))
    return false;
  return true;
}

bool zone_conditions_hold(const Position& pos, const CompiledAtom& a, PlayerId owner, Cell from,
                          Cell to) {
  return zones_allow(pos.rules(), a, owner, from, to) && first_move_condition_holds(pos, a, from);
}

bool closure_holds(const Position& pos, const ZoneClosure& c, PlayerId mover) {
  const CompiledRules& rules = pos.rules();
  return rules.zones().of(c.occupied_zone, mover).any_of([&](Cell cell) {
    const Piece p = pos.at(cell);
    if (!p) return false;
    if (c.occupied_by != 0 && ((c.occupied_by >> rules.kind(p).index) & 1u) == 0) return false;
    const PlayerId owner = rules.owner(p);
    return c.by == Relation::Any || (c.by == Relation::Own && owner == mover) ||
           (c.by == Relation::Opponent && rules.is_opponent(mover, owner));
  });
}

bool closure_covers(const CompiledRules& rules, const ZoneClosure& c, PlayerId mover,
                    PieceKind kind, Cell to) {
  if (!rules.zones().contains(c.zone, mover, to)) return false;
  return ((c.to_kinds >> kind.index) & 1u) != 0 || (c.to_royal && rules.piece(kind).royal);
}

}  // namespace arbiter::model
