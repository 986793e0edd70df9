#include "solver/tablebase/standing.h"

#include "model/mobility.h"

namespace arbiter::solver::tablebase {

bool may_stand_in_table(const model::CompiledRules& rules, model::PlayerId owner, model::PieceKind kind,
                        model::Cell c) {
  if (model::may_rest_on(rules, owner, kind, c)) return true;
  if (!rules.succession()) return false;
  for (const model::Heir& heir : rules.succession()->order)
    if (heir.becomes == kind && heir.piece != kind && model::may_rest_on(rules, owner, heir.piece, c)) return true;
  return false;
}

}  // namespace arbiter::solver::tablebase
