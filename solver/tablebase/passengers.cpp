#include "solver/tablebase/passengers.h"

namespace arbiter::solver::tablebase {

using model::CompiledAtom;
using model::CompiledRules;

namespace {

bool has_kind(std::uint64_t kinds, model::PieceKind k) { return (kinds >> k.index & 1u) != 0; }

// Whether a carrying atom of a piece of group `carrier` may land on a piece of group `victim` and
// so, with every relocation cell taken, carry it.
bool carries_victim(const CompiledRules& rules, const MaterialGroup& carrier,
                    const MaterialGroup& victim, const CompiledAtom& a) {
  if (!a.relocates || !a.relocation.carry_when_full || a.relocation.to_captor) return false;
  if ((victim.owner == carrier.owner) != a.targets_own) return false;
  if (a.target_kinds != 0 && !has_kind(a.target_kinds, victim.kind)) return false;
  return a.targets_own || rules.piece(victim.kind).capturable;
}

// Whether a carrier of group `carrier` may have a piece of `passenger`'s owner and kind aboard:
// one of its carrying atoms lands on such a piece, or (heirs_aboard) on a piece of the line of
// succession that becomes this kind, possibly after several successions aboard.
bool may_carry_kind(const CompiledRules& rules, const MaterialGroup& carrier,
                    const MaterialGroup& passenger) {
  std::vector<bool> kinds(rules.kind_count(), false);
  for (std::size_t k = 0; k < rules.kind_count(); ++k) {
    const MaterialGroup victim{passenger.owner, model::PieceKind::from_index(k), 1};
    for (const CompiledAtom& a : rules.atoms(carrier.owner, carrier.kind))
      kinds[k] = kinds[k] || carries_victim(rules, carrier, victim, a);
  }
  const auto& succession = rules.succession();
  if (succession && succession->heirs_aboard)
    for (bool grew = true; grew;) {
      grew = false;
      for (const model::Heir& heir : succession->order)
        if (kinds[heir.piece.index] && !kinds[heir.becomes.index])
          kinds[heir.becomes.index] = grew = true;
    }
  return kinds[passenger.kind.index];
}

}  // namespace

Passengers::Passengers(const CompiledRules& rules, const Material& material)
    : groups_(material.groups().size()), rides_(groups_ * groups_, false), capacity_(groups_, 0) {
  const auto& groups = material.groups();
  for (std::size_t c = 0; c < groups_; ++c) {
    const auto& carries = rules.piece(groups[c].kind).carries;
    if (!carries) continue;
    capacity_[c] = carries->capacity;
    for (std::size_t v = 0; v < groups_; ++v)
      rides_[c * groups_ + v] = may_carry_kind(rules, groups[c], groups[v]);
  }
  for (bool r : rides_) any_ = any_ || r;
}

std::optional<std::string> Passengers::unsupported(const CompiledRules& rules,
                                                   const Material& material) const {
  const auto& groups = material.groups();
  for (std::size_t c = 0; c < groups_; ++c) {
    if (capacity_[c] == 0) continue;
    const std::string& name = rules.piece(groups[c].kind).name;
    // Pieces of one group never share a cell in the index, so one cannot ride another.
    if (may_ride(c, c)) return "a " + name + " carrying another of its own kind";
    int riders = 0;
    for (std::size_t v = 0; v < groups_; ++v) {
      if (!may_ride(c, v)) continue;
      riders += groups[v].count;
      // A carrier aboard another would carry its own passengers along, two deep.
      if (capacity_[v] > 0)
        return "a " + rules.piece(groups[v].kind).name + " carried aboard a " + name;
    }
    if (capacity_[c] >= 2 && riders >= 2)
      return "several passengers aboard one " + name + " (the index keeps no order of passengers)";
  }
  return std::nullopt;
}

}  // namespace arbiter::solver::tablebase
