#include "solver/tablebase/rule_support.h"

namespace arbiter::solver::tablebase {

using model::CompiledAtom;
using model::CompiledRules;
using model::PieceKind;
using model::PlayerId;

namespace {

bool has_kind(std::uint64_t kinds, PieceKind k) { return (kinds >> k.index & 1u) != 0; }

// Whether the atom of `mover`'s piece (of group `g`) can land on some other piece of the material:
// an own piece for `target_side: own`, an enemy capturable one otherwise, of the atom's target
// kinds.
bool has_target(const CompiledRules& rules, const Material& material, const MaterialGroup& mover,
                const CompiledAtom& atom) {
  for (const MaterialGroup& g : material.groups()) {
    if ((g.owner == mover.owner) != atom.targets_own) continue;
    if (atom.target_kinds != 0 && !has_kind(atom.target_kinds, g.kind)) continue;
    if (!atom.targets_own && !rules.piece(g.kind).capturable) continue;
    if (g.owner == mover.owner && g.kind == mover.kind && g.count < 2) continue;  // not itself
    return true;
  }
  return false;
}

// A push moves two pieces, which un-moves handle; a chain of pushes (a pushed piece pushing a
// third) moves more, which they do not. A chain needs an atom that pushes on in turn and three of
// one player's pieces that push or are pushed.
std::optional<std::string> push_chain_need(const CompiledRules& rules, const Material& material) {
  for (const MaterialGroup& mover : material.groups()) {
    bool chains = false;
    std::uint64_t involved = 0;  // kinds of this player that push or are pushed
    for (const MaterialGroup& g : material.groups()) {
      if (g.owner != mover.owner) continue;
      for (const CompiledAtom& a : rules.atoms(g.owner, g.kind)) {
        if (a.push_kinds == 0) continue;
        chains = chains || a.push_chain;
        involved |= a.push_kinds | (std::uint64_t{1} << g.kind.index);
      }
    }
    int pieces = 0;
    for (const MaterialGroup& g : material.groups())
      if (g.owner == mover.owner && has_kind(involved, g.kind)) pieces += g.count;
    if (chains && pieces >= 3) return "chains of pushes (" + rules.player(mover.owner).name + "'s pieces)";
  }
  return std::nullopt;
}

// The rules one group's pieces may trigger.
std::optional<std::string> group_need(const CompiledRules& rules, const Material& material,
                                      const MaterialGroup& g) {
  const model::PieceInfo& info = rules.piece(g.kind);
  if (info.promotion) return "promotion (" + info.name + ")";
  for (const CompiledAtom& a : rules.atoms(g.owner, g.kind)) {
    if (a.creates_en_passant || a.captures_en_passant) return "en passant (" + info.name + ")";
    if (a.relocates && has_target(rules, material, g, a))
      return "relocating captures (" + info.name + ")";
  }
  // A carrier only takes passengers its relocating captures cannot place, refused above.
  return std::nullopt;
}

}  // namespace

std::optional<std::string> unsupported_rule(const CompiledRules& rules, const Material& material) {
  if (rules.player_count() != 2) return "more than two players";
  if (rules.has_drops()) return "drops";
  if (rules.has_imitation()) return "imitating pieces";
  if (auto need = push_chain_need(rules, material)) return need;
  for (const MaterialGroup& g : material.groups())
    if (auto need = group_need(rules, material, g)) return need;
  return std::nullopt;
}

}  // namespace arbiter::solver::tablebase
