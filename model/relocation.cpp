// Where relocating captures put their victims (specs/README.md "Relocating captures").
#include "model/relocation.h"

#include "model/zone_conditions.h"

namespace arbiter::model {
namespace {

// Calls take(aux) for each relocation choice until it returns false.
template <typename Take>
void each_choice(const Position& pos, const CompiledAtom& a, Cell from, Cell to, Take&& take) {
  const CompiledRules& rules = pos.rules();
  const Piece mover = pos.at(from);
  const Piece victim = pos.at(to);
  const PlayerId me = rules.owner(mover);
  const bool changes_sides = a.relocation.to_captor && rules.owner(victim) != me;
  const Piece relocated = changes_sides ? rules.make_piece(me, rules.kind(victim)) : victim;
  const std::uint16_t sides = changes_sides ? relocation::kToMover : 0;
  bool found = false;
  for (Cell c : a.relocation.cells) {
    const bool free = c == from || !pos.at(c);
    if (!free || !may_receive(pos, c, relocated)) continue;
    found = true;
    if (!take(static_cast<std::uint16_t>(c.index | sides)) || !a.relocation.any_free) return;
  }
  if (found || !a.relocation.carry_when_full) return;
  const auto& carries = rules.piece(rules.kind(mover)).carries;
  if (carries && pos.passenger_count(from) < static_cast<std::size_t>(carries->capacity)) {
    take(static_cast<std::uint16_t>(relocation::kCarried | sides));
  }
}

}  // namespace

bool may_receive(const Position& pos, Cell c, Piece piece) {
  const CompiledRules& rules = pos.rules();
  const PlayerId owner = rules.owner(piece);
  const PieceKind kind = rules.kind(piece);
  if (!rules.may_stop_on(owner, kind, c)) return false;
  for (const ZoneClosure& closure : rules.zones().closures)
    if (closure_covers(rules, closure, owner, kind, c) && closure_holds(pos, closure, owner))
      return false;
  return true;
}

void relocation_choices(const Position& pos, const CompiledAtom& a, Cell from, Cell to,
                        std::vector<std::uint16_t>& out) {
  each_choice(pos, a, from, to, [&](std::uint16_t aux) {
    out.push_back(aux);
    return true;
  });
}

bool can_relocate(const Position& pos, const CompiledAtom& a, Cell from, Cell to) {
  bool any = false;
  each_choice(pos, a, from, to, [&](std::uint16_t) {
    any = true;
    return false;
  });
  return any;
}

}  // namespace arbiter::model
