// Every abstract state of a spec's vocabulary, counted directly: for each question, how many
// states the axioms admit where it is asked, and how many of them get exactly one answer, none,
// or two or more, from the text's clauses and from the spec's resolution under given options.
// An exhaustive count, independent of the Z3 search, that the tests compare with it.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/spec/document.h"
#include "solver/audit/report.h"

namespace arbiter::solver::audit {

struct AnswerCounts {
  std::string question;
  std::size_t asked =
      0;  // states of the question's variables (admitted by the axioms) where it is asked
  std::size_t one = 0;
  std::size_t none = 0;
  std::size_t several = 0;
};

// The variables a question depends on: those its `asked` condition and its clauses (of
// `selected`) mention, closed under the axioms (an axiom that mentions one brings in all of its).
// Every other variable is independent of the question's answers.
std::vector<std::string> question_variables(const model::spec::AuditDoc& audit,
                                            const std::string& question,
                                            const std::vector<std::size_t>& selected);

// Calls `visit` on every assignment of `variables` (each its values, in declared order; the
// others absent) that satisfies the axioms lying wholly within them. Returns false without
// visiting when there are more than `limit` raw assignments.
bool for_each_state(const model::spec::AuditDoc& audit, const std::vector<std::string>& variables,
                    const std::function<void(const model::spec::StateValues&)>& visit,
                    std::size_t limit = 4'000'000);

// Counts per question for the clauses `selected`; nullopt when the space exceeds the limit.
std::optional<std::vector<AnswerCounts>> count_answers(const model::spec::AuditDoc& audit,
                                                       const std::vector<std::size_t>& selected);

// Per question, every state (of the variables it depends on) where `selected` gives no answer or
// several, at most `max_rows` each.
std::vector<StateTable> open_states(const model::spec::AuditDoc& audit,
                                    const std::vector<std::size_t>& selected,
                                    std::size_t max_rows = 400);

}  // namespace arbiter::solver::audit
