#include "solver/tablebase/rule_support.h"

#include <algorithm>

#include "solver/tablebase/passengers.h"

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
    if (chains && pieces >= 3)
      return "chains of pushes (" + rules.player(mover.owner).name + "'s pieces)";
  }
  return std::nullopt;
}

// Whether some piece of an opponent of `owner` in the material captures en passant.
bool opponent_captures_en_passant(const CompiledRules& rules, const Material& material,
                                  PlayerId owner) {
  for (const MaterialGroup& g : material.groups()) {
    if (g.owner == owner) continue;
    for (const CompiledAtom& a : rules.atoms(g.owner, g.kind))
      if (a.captures_en_passant) return true;
  }
  return false;
}

// Whether promoting to `kind` makes a piece that is not an original where originals inherit the
// royal role (succession `original: true`): tables hold no mark of originality.
bool promotes_to_heir(const CompiledRules& rules, PieceKind kind) {
  if (!rules.succession()) return false;
  for (const model::Heir& heir : rules.succession()->order)
    if (heir.piece == kind && heir.original_only) return true;
  return false;
}

// The rules one group's pieces may trigger.
std::optional<std::string> group_need(const CompiledRules& rules, const Material& material,
                                      const MaterialGroup& g) {
  const model::PieceInfo& info = rules.piece(g.kind);
  // A promotion leaves for the table of the promoted material, built first; but not where the
  // promoted piece differs from an original one.
  if (info.promotion)
    for (PieceKind choice : info.promotion->choices)
      if (promotes_to_heir(rules, choice))
        return "promotion to a piece that cannot inherit like an original (" + info.name + ")";
  for (const CompiledAtom& a : rules.atoms(g.owner, g.kind)) {
    // A multi-cell move leaves an en passant right. Tables hold none: a right for the next move
    // only is valued beside the entry (en_passant.h); one that stands while the pawn stays unmoved
    // would follow the play, and is refused.
    if (a.creates_en_passant && opponent_captures_en_passant(rules, material, g.owner) &&
        rules.en_passant().window == model::EnPassantWindow::WhileUnmoved)
      return "en passant rights standing while the pawn stays unmoved (" + info.name + ")";
    // A table marks every piece as moved.
    if (a.only_unmoved) return "moves only an unmoved piece makes (" + info.name + ")";
    // A relocation keeps the material and is un-made in the table (unmoves.h), a piece carried
    // aboard too (passengers.h); not one that hands the piece to the taker (another material,
    // which may lead back here).
    if (a.relocates && a.relocation.to_captor && has_target(rules, material, g, a))
      return "relocated pieces changing sides (" + info.name + ")";
  }
  return std::nullopt;
}

}  // namespace

bool en_passant_interplay(const CompiledRules& rules, const Material& material) {
  for (const MaterialGroup& g : material.groups())
    for (const CompiledAtom& a : rules.atoms(g.owner, g.kind))
      if (a.creates_en_passant && opponent_captures_en_passant(rules, material, g.owner))
        return true;
  return false;
}

model::RuleFeatures material_features(const CompiledRules& rules, const Material& material) {
  model::RuleFeatures used = rules.ruleset_features();
  for (const MaterialGroup& g : material.groups()) used |= rules.features_of(g.owner, g.kind);
  if (!en_passant_interplay(rules, material)) {
    used.remove(model::RuleFeature::EnPassant);
    used.remove(model::RuleFeature::EnPassantByLeap);
    used.remove(model::RuleFeature::EnPassantWhileUnmoved);
  }
  return used;
}

std::optional<std::string> unsupported_rule(const CompiledRules& rules, const Material& material) {
  if (auto refused = kGeneralTableSupport.refusal(material_features(rules, material)))
    return refused;
  if (auto need = push_chain_need(rules, material)) return need;
  if (auto need = Passengers(rules, material).unsupported(rules, material)) return need;
  for (const MaterialGroup& g : material.groups())
    if (auto need = group_need(rules, material, g)) return need;
  return std::nullopt;
}

}  // namespace arbiter::solver::tablebase
