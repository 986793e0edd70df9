// Endgame claims (check type `endgame`, specs/README.md "Claims"): "two knights force mate",
// "king and rook cannot", settled by the material's endgame table (solver/tablebase/forced_mate.h).
// Tables come from an EndgameTableSource; a claim whose tables are missing, too large for this
// machine, or beyond the generator's rules is not computed, and says why.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>

#include "solver/audit/claim_checks.h"
#include "solver/audit/endgame_tables.h"
#include "solver/tablebase/tablebases.h"

namespace arbiter::solver::audit {

struct EndgameOutcome {
  std::optional<ClaimResult> result;  // none: not computed
  std::string not_computed;           // why, and what would compute it
};

class EndgameClaims {
 public:
  explicit EndgameClaims(EndgameTableSource source) : source_(std::move(source)) {}

  // Throws UserError (at the claim's material) when the material does not read under `rules`.
  EndgameOutcome check(const std::shared_ptr<const model::CompiledRules>& rules,
                       const model::spec::ClaimCheckDoc& check);

 private:
  EndgameTableSource source_;
  std::map<const model::CompiledRules*, std::unique_ptr<tablebase::Tablebases>> tables_;

  tablebase::Tablebases& tables_for(const std::shared_ptr<const model::CompiledRules>& rules);
};

}  // namespace arbiter::solver::audit
