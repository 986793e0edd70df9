#include "solver/audit/state_space.h"

#include <algorithm>

#include "solver/audit/clause_semantics.h"

namespace arbiter::solver::audit {
namespace {

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

void add_all(std::vector<std::string>& to, const model::spec::Condition& c) {
  for (const auto& v : model::spec::variables_of(c))
    if (!contains(to, v)) to.push_back(v);
}

}  // namespace

std::vector<std::string> question_variables(const model::spec::AuditDoc& audit,
                                            const std::string& question,
                                            const std::vector<std::size_t>& selected) {
  std::vector<std::string> vars;
  for (const auto& q : audit.questions)
    if (q.name == question) add_all(vars, q.asked.parsed);
  for (std::size_t i : selected)
    if (audit.clauses[i].question == question) add_all(vars, audit.clauses[i].when.parsed);
  for (bool grew = true; grew;) {
    grew = false;
    for (const auto& a : audit.axioms) {
      const auto mentioned = model::spec::variables_of(a.condition.parsed);
      const bool touches = std::any_of(mentioned.begin(), mentioned.end(),
                                       [&](const auto& v) { return contains(vars, v); });
      if (!touches) continue;
      for (const auto& v : mentioned)
        if (!contains(vars, v)) {
          vars.push_back(v);
          grew = true;
        }
    }
  }
  // In declared order.
  std::vector<std::string> ordered;
  for (const auto& v : audit.state)
    if (contains(vars, v.name)) ordered.push_back(v.name);
  return ordered;
}

bool for_each_state(const model::spec::AuditDoc& audit, const std::vector<std::string>& variables,
                    const std::function<void(const model::spec::StateValues&)>& visit,
                    std::size_t limit) {
  std::vector<const model::spec::StateVariableDoc*> vars;
  for (const auto& v : audit.state)
    if (contains(variables, v.name)) vars.push_back(&v);
  std::vector<const model::spec::AxiomDoc*> axioms;
  for (const auto& a : audit.axioms) {
    const auto mentioned = model::spec::variables_of(a.condition.parsed);
    if (std::all_of(mentioned.begin(), mentioned.end(),
                    [&](const auto& v) { return contains(variables, v); }))
      axioms.push_back(&a);
  }
  std::size_t total = 1;
  for (const auto* v : vars) {
    total *= v->values.size();
    if (total > limit) return false;
  }
  std::vector<std::size_t> index(vars.size(), 0);
  model::spec::StateValues state;
  for (std::size_t n = 0; n < total; ++n) {
    for (std::size_t k = 0; k < vars.size(); ++k) state[vars[k]->name] = vars[k]->values[index[k]];
    if (std::all_of(axioms.begin(), axioms.end(),
                    [&](const auto* a) { return model::spec::holds(a->condition.parsed, state); }))
      visit(state);
    // Next assignment: the last variable varies fastest.
    for (std::size_t k = vars.size(); k-- > 0;) {
      if (++index[k] < vars[k]->values.size()) break;
      index[k] = 0;
    }
  }
  return true;
}

std::optional<std::vector<AnswerCounts>> count_answers(const model::spec::AuditDoc& audit,
                                                       const std::vector<std::size_t>& selected) {
  std::vector<AnswerCounts> counts;
  for (const auto& q : audit.questions) {
    AnswerCounts c{q.name, 0, 0, 0, 0};
    const bool done = for_each_state(audit, question_variables(audit, q.name, selected),
                                     [&](const model::spec::StateValues& state) {
                                       if (!model::spec::holds(q.asked.parsed, state)) return;
                                       ++c.asked;
                                       const std::size_t n =
                                           prescribe(audit, selected, q.name, state).answers.size();
                                       if (n == 0)
                                         ++c.none;
                                       else if (n == 1)
                                         ++c.one;
                                       else
                                         ++c.several;
                                     });
    if (!done) return std::nullopt;
    counts.push_back(c);
  }
  return counts;
}

std::vector<StateTable> open_states(const model::spec::AuditDoc& audit,
                                    const std::vector<std::size_t>& selected,
                                    std::size_t max_rows) {
  std::vector<StateTable> tables;
  for (const auto& q : audit.questions) {
    StateTable t;
    t.question = q.name;
    t.description = q.description;
    t.variables = question_variables(audit, q.name, selected);
    for_each_state(audit, t.variables, [&](const model::spec::StateValues& s) {
      if (!model::spec::holds(q.asked.parsed, s)) return;
      ++t.states;
      const Prescription p = prescribe(audit, selected, q.name, s);
      if (p.answers.size() == 1) return;
      if (t.rows.size() == max_rows) {
        t.truncated = true;
        return;
      }
      StateTable::Row row;
      for (const auto& v : t.variables) row.values.push_back(s.at(v));
      row.answers.assign(p.answers.begin(), p.answers.end());
      for (std::size_t i : p.firing) row.clauses.push_back(audit.clauses[i].id);
      t.rows.push_back(std::move(row));
    });
    if (!t.rows.empty()) tables.push_back(std::move(t));
  }
  return tables;
}

}  // namespace arbiter::solver::audit
