#include "solver/audit/clause_semantics.h"

namespace arbiter::solver::audit {

std::vector<std::size_t> select_clauses(const model::spec::AuditDoc& audit,
                                        const model::spec::OptionValues& options) {
  std::vector<std::size_t> selected;
  for (std::size_t i = 0; i < audit.clauses.size(); ++i) {
    const auto& c = audit.clauses[i];
    bool chosen = true;
    for (const auto& [option, alternative] : c.under) {
      const auto it = options.find(option);
      chosen = chosen && it != options.end() && it->second == alternative;
    }
    if (chosen) selected.push_back(i);
  }
  return selected;
}

Prescription prescribe(const model::spec::AuditDoc& audit, const std::vector<std::size_t>& selected,
                       const std::string& question, const model::spec::StateValues& state) {
  std::vector<std::size_t> holding;
  int top = 0;
  for (std::size_t i : selected) {
    const auto& c = audit.clauses[i];
    if (c.question != question || !model::spec::holds(c.when.parsed, state)) continue;
    if (holding.empty() || c.priority > top) top = c.priority;
    holding.push_back(i);
  }
  Prescription p;
  for (std::size_t i : holding) {
    if (audit.clauses[i].priority == top) {
      p.firing.push_back(i);
      p.answers.insert(audit.clauses[i].then);
    } else {
      p.silenced.push_back(i);
    }
  }
  return p;
}

bool satisfies_axioms(const model::spec::AuditDoc& audit, const model::spec::StateValues& state) {
  for (const auto& a : audit.axioms)
    if (!model::spec::holds(a.condition.parsed, state)) return false;
  return true;
}

}  // namespace arbiter::solver::audit
