#include "solver/audit/state_space.h"

#include "solver/audit/clause_semantics.h"

namespace arbiter::solver::audit {

bool for_each_state(const model::spec::AuditDoc& audit, const std::function<void(const model::spec::StateValues&)>& visit,
                    std::size_t limit) {
  std::size_t total = 1;
  for (const auto& v : audit.state) {
    total *= v.values.size();
    if (total > limit) return false;
  }
  std::vector<std::size_t> index(audit.state.size(), 0);
  model::spec::StateValues state;
  for (std::size_t n = 0; n < total; ++n) {
    for (std::size_t k = 0; k < audit.state.size(); ++k) state[audit.state[k].name] = audit.state[k].values[index[k]];
    if (satisfies_axioms(audit, state)) visit(state);
    // Next state: the last variable varies fastest.
    for (std::size_t k = audit.state.size(); k-- > 0;) {
      if (++index[k] < audit.state[k].values.size()) break;
      index[k] = 0;
    }
  }
  return true;
}

std::optional<std::vector<AnswerCounts>> count_answers(const model::spec::AuditDoc& audit,
                                                       const std::vector<std::size_t>& selected) {
  std::vector<AnswerCounts> counts;
  for (const auto& q : audit.questions) counts.push_back({q.name, 0, 0, 0, 0});
  const bool done = for_each_state(audit, [&](const model::spec::StateValues& state) {
    for (std::size_t k = 0; k < audit.questions.size(); ++k) {
      if (!model::spec::holds(audit.questions[k].asked.parsed, state)) continue;
      AnswerCounts& c = counts[k];
      ++c.asked;
      const std::size_t n = prescribe(audit, selected, audit.questions[k].name, state).answers.size();
      if (n == 0) ++c.none;
      else if (n == 1) ++c.one;
      else ++c.several;
    }
  });
  if (!done) return std::nullopt;
  return counts;
}

}  // namespace arbiter::solver::audit
