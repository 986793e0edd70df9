// Immobilization on a position: the few cells around a piece from which an immobilizer would
// cover it, read from the compiled tables (model/immobilization_rule.h).
#include "model/immobilization.h"

namespace arbiter::model {
namespace {

// Whether the piece `imm` stands on a cell from which it covers c.
bool covers(const Position& pos, const Immobilizer& imm, Cell c) {
  for (Cell from : imm.covered_from[c.index])
    if (pos.at(from) == imm.piece) return true;
  return false;
}

// Whether an immobilizer owned by `side` covers c.
bool covered_by_side(const Position& pos, const ImmobilizationRule& rule, PlayerId side, Cell c) {
  for (const Immobilizer& imm : rule.immobilizers)
    if (imm.owner == side && covers(pos, imm, c)) return true;
  return false;
}

}  // namespace

Immobilization immobilization_of(const Position& pos, Cell c) {
  const CompiledRules& rules = pos.rules();
  Immobilization result;
  const auto& rule = rules.immobilization();
  if (!rule) return result;
  const PlayerId owner = rules.owner(pos.at(c));
  for (const Immobilizer& imm : rule->immobilizers) {
    if (!rules.is_opponent(owner, imm.owner) || !covers(pos, imm, c)) continue;
    if (imm.released_by_own && covered_by_side(pos, *rule, owner, c)) {
      result.released = true;
      continue;
    }
    result.immobilized = true;
    if (!imm.victims_attack) {
      result.attacks = false;
      break;
    }
  }
  return result;
}

}  // namespace arbiter::model
