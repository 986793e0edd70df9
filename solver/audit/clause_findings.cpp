#include "solver/audit/clause_findings.h"

#include <algorithm>
#include <map>
#include <set>

#include "model/spec/options.h"
#include "solver/audit/clause_semantics.h"
#include "solver/audit/state_space.h"

namespace arbiter::solver::audit {
namespace {

using model::spec::AuditDoc;
using model::spec::SpecDocument;

std::string join(const std::vector<std::string>& items, const char* sep = ", ") {
  std::string text;
  for (const auto& i : items) text += (text.empty() ? "" : sep) + i;
  return text;
}

std::string ids(const AuditDoc& audit, const std::vector<std::size_t>& clauses) {
  std::vector<std::string> names;
  for (std::size_t i : clauses) names.push_back(audit.clauses[i].id);
  return join(names);
}

const model::spec::QuestionDoc& question(const AuditDoc& audit, const std::string& name) {
  for (const auto& q : audit.questions)
    if (q.name == name) return q;
  return audit.questions.front();
}

// "queen_inherits (REG-16, REG-5) against loss (CIT-10)".
std::string answer_groups(const AuditDoc& audit, const std::vector<std::size_t>& firing) {
  std::map<std::string, std::vector<std::size_t>> by_answer;
  std::vector<std::string> order;
  for (std::size_t i : firing) {
    const std::string& a = audit.clauses[i].then;
    if (!by_answer.count(a)) order.push_back(a);
    by_answer[a].push_back(i);
  }
  std::vector<std::string> parts;
  for (const auto& a : order) parts.push_back(a + " (" + ids(audit, by_answer[a]) + ")");
  return join(parts, " against ");
}

void cite_clauses(const AuditDoc& audit, const std::vector<std::size_t>& clauses, Finding& f) {
  std::set<std::string> seen;
  for (std::size_t i : clauses)
    for (const auto& s : audit.clauses[i].sources)
      if (seen.insert(s.quote).second) f.citations.push_back(cite(s));
}

// Whether `c` tests `variable` for `value` somewhere.
bool tests(const model::spec::Condition& c, const std::string& variable, const std::string& value) {
  if (c.op == model::spec::Condition::Op::test && c.variable == variable &&
      std::find(c.values.begin(), c.values.end(), value) != c.values.end())
    return true;
  return std::any_of(c.operands.begin(), c.operands.end(),
                     [&](const auto& o) { return tests(o, variable, value); });
}

// For a gap: the clauses that speak of the case, i.e. test one of the values that decide it
// (other than those of the question's `asked` condition, which every clause repeats).
std::vector<std::size_t> nearest(const AuditDoc& audit, const model::spec::QuestionDoc& q,
                                 const std::vector<std::size_t>& mine,
                                 const model::spec::StateValues& cube) {
  const auto asked = model::spec::variables_of(q.asked.parsed);
  std::vector<std::size_t> out;
  for (std::size_t i : mine) {
    for (const auto& [variable, value] : cube) {
      if (std::find(asked.begin(), asked.end(), variable) != asked.end()) continue;
      if (tests(audit.clauses[i].when.parsed, variable, value)) {
        out.push_back(i);
        break;
      }
    }
  }
  return out;
}

// How the spec's options settle the question in the witness state: under the defaults, and
// under every alternative of each option that has resolution clauses for this question.
std::vector<std::string> resolutions(const SpecDocument& doc, const StateClass& c) {
  const AuditDoc& audit = *doc.audit;
  const auto defaults = model::spec::default_option_values(doc);
  auto settle = [&](const model::spec::OptionValues& values) {
    const Prescription p = prescribe(audit, select_clauses(audit, values), c.question, c.witness);
    if (p.answers.empty()) return std::string("no answer");
    std::vector<std::string> answers(p.answers.begin(), p.answers.end());
    return join(answers, " and ") + " (" + ids(audit, p.firing) + ")";
  };
  std::vector<std::string> lines{"The spec, with its default options: " + settle(defaults) + "."};
  std::vector<std::string> options;
  for (const auto& clause : audit.clauses) {
    if (clause.question != c.question) continue;
    for (const auto& [option, alternative] : clause.under)
      if (std::find(options.begin(), options.end(), option) == options.end())
        options.push_back(option);
  }
  for (const auto& name : options) {
    for (const auto& o : doc.options) {
      if (o.name.value != name) continue;
      std::vector<std::string> parts;
      for (const auto& a : o.alternatives) {
        auto values = defaults;
        values[name] = a.value.value;
        parts.push_back(a.value.value + (a.value.value == defaults.at(name) ? " (default)" : "") +
                        ": " + settle(values));
      }
      lines.push_back("Option `" + name + "`: " + join(parts, "; ") + ".");
    }
  }
  return lines;
}

Finding to_finding(const SpecDocument& doc, const StateClass& c, const std::string& id,
                   bool of_spec) {
  const AuditDoc& audit = *doc.audit;
  const auto& q = question(audit, c.question);
  Finding f;
  f.id = id;
  f.kind =
      c.kind == StateClass::Kind::contradiction ? FindingKind::contradiction : FindingKind::gap;
  f.status = FindingStatus::open;
  f.severity = c.kind == StateClass::Kind::contradiction ? Severity::error : Severity::warning;
  f.about_spec = of_spec;
  const std::string what = q.description.empty() ? q.name : q.description;
  const std::string whose = of_spec ? "the spec's rules (default options)" : "the rulebook";
  if (c.kind == StateClass::Kind::contradiction) {
    f.title = what + ": " + whose + " gives " + answer_groups(audit, c.firing);
    cite_clauses(audit, c.firing, f);
    for (const auto& set : c.sets.conflicts) {
      std::vector<std::size_t> clauses;
      for (std::size_t k : set) clauses.push_back(c.firing[k]);
      f.details.push_back("Minimal conflicting set: {" + ids(audit, clauses) + "}");
    }
    for (const auto& set : c.sets.corrections) {
      std::vector<std::size_t> clauses;
      for (std::size_t k : set) clauses.push_back(c.firing[k]);
      f.details.push_back("Smallest set of sentences to amend: {" + ids(audit, clauses) + "}");
    }
    if (!c.sets.complete)
      f.details.push_back(
          "The enumeration of conflicting sets stopped at its limit; there may be more.");
  } else {
    f.title = what + ": " + whose + " gives no answer";
    std::vector<std::size_t> mine;
    for (std::size_t i = 0; i < audit.clauses.size(); ++i)
      if (audit.clauses[i].question == c.question && audit.clauses[i].under.empty())
        mine.push_back(i);
    f.details.push_back("No clause of this question applies; its clauses: " + ids(audit, mine) +
                        ".");
    const auto near = nearest(audit, q, mine, c.cube);
    if (!near.empty())
      f.details.push_back("The nearest sentences (quoted): " + ids(audit, near) + ".");
    cite_clauses(audit, near.empty() ? mine : near, f);
  }
  if (!c.silenced.empty())
    f.details.push_back("Silenced here by a clause of higher priority: " + ids(audit, c.silenced) +
                        ".");
  for (std::size_t i : c.firing)
    if (!audit.clauses[i].reading.empty())
      f.details.push_back(audit.clauses[i].id + " read as: " + audit.clauses[i].reading);
  if (!of_spec)
    for (auto& line : resolutions(doc, c)) f.details.push_back(std::move(line));
  f.witness.reachable = false;
  f.witness.note = "Abstract states: " +
                   (c.cube.empty() ? std::string("every state") : describe_state(audit, c.cube)) +
                   (c.cube.size() < audit.state.size() ? ", whatever the other variables" : "") +
                   ". For example: " + describe_state(audit, c.witness) + ".";
  return f;
}

std::string counts_line(const AnswerCounts& c, const std::string& whose) {
  return whose + ", question `" + c.question + "`: " + std::to_string(c.asked) +
         " abstract states, " + std::to_string(c.one) + " with one answer, " +
         std::to_string(c.none) + " with none, " + std::to_string(c.several) + " with two or more";
}

}  // namespace

std::string describe_state(const AuditDoc& audit, const model::spec::StateValues& state) {
  std::vector<std::string> parts;
  for (const auto& v : audit.state) {
    const auto it = state.find(v.name);
    if (it != state.end()) parts.push_back(v.name + "=" + it->second);
  }
  return join(parts);
}

ClauseAudit audit_clauses(const SpecDocument& doc, const SearchLimits& limits) {
  ClauseAudit out;
  if (!doc.audit) return out;
  const AuditDoc& audit = *doc.audit;
  const auto text = select_clauses(audit, {});
  const auto spec = select_clauses(audit, model::spec::default_option_values(doc));

  const SearchResult of_text = search_clauses(audit, text, limits);
  const SearchResult of_spec = search_clauses(audit, spec, limits);
  if (!of_text.axioms_consistent)
    out.summary.push_back(
        "The audit's axioms admit no state at all: the vocabulary is inconsistent.");
  int contradictions = 0, gaps = 0;
  auto add = [&](const StateClass& c, bool spec_level) {
    const bool con = c.kind == StateClass::Kind::contradiction;
    const std::string id = std::string(spec_level ? "SPEC-" : "") + (con ? "CON-" : "GAP-") +
                           std::to_string(con ? ++contradictions : ++gaps);
    out.findings.push_back(to_finding(doc, c, id, spec_level));
    out.cubes.push_back(c.cube);
  };
  for (const auto& c : of_text.classes) add(c, false);
  for (const auto& c : of_spec.classes) add(c, true);

  for (const auto& [sel, whose] : {std::pair{&text, "The rulebook's sentences"},
                                   std::pair{&spec, "The spec (default options)"}}) {
    if (const auto counts = count_answers(audit, *sel)) {
      for (const auto& c : *counts) out.summary.push_back(counts_line(c, whose));
    } else {
      out.summary.push_back(std::string(whose) + ": too many abstract states to count one by one");
    }
  }
  out.summary.push_back(std::to_string(text.size()) + " clauses of the text and " +
                        std::to_string(spec.size() - text.size()) +
                        " of the spec's resolution over " + std::to_string(audit.state.size()) +
                        " state variables: " + std::to_string(of_text.classes.size()) +
                        " failure classes in the text, " + std::to_string(of_spec.classes.size()) +
                        " left by the spec");
  out.method.push_back("Z3 " + z3_version() +
                       ", one solver with assumption literals per search; rlimit " +
                       std::to_string(limits.rlimit) + " per query; at most " +
                       std::to_string(limits.classes_per_question) + " classes per question and " +
                       std::to_string(limits.marco_rounds) + " MARCO rounds per class");
  out.method.push_back(
      std::to_string(of_text.queries + of_spec.queries) + " solver queries; enumeration " +
      (of_text.complete && of_spec.complete ? "complete"
                                            : "stopped at a limit (there may be more classes)"));
  return out;
}

}  // namespace arbiter::solver::audit
