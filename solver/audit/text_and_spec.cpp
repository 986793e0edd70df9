#include "solver/audit/text_and_spec.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "model/spec/options.h"
#include "solver/audit/clause_findings.h"
#include "solver/audit/clause_semantics.h"
#include "solver/audit/state_space.h"

namespace arbiter::solver::audit {
namespace {

std::string ids(const model::spec::AuditDoc& audit, const std::vector<std::size_t>& clauses) {
  std::string text;
  for (std::size_t i : clauses) text += (text.empty() ? "" : ", ") + audit.clauses[i].id;
  return text;
}

std::set<std::string> sections(const model::spec::ClauseDoc& c) {
  std::set<std::string> out;
  for (const auto& s : c.sources) out.insert(s.file + "|" + s.section);
  return out;
}

}  // namespace

std::vector<Finding> spec_deviations(const model::spec::SpecDocument& doc) {
  std::vector<Finding> out;
  if (!doc.audit) return out;
  const auto& audit = *doc.audit;
  const auto text = select_clauses(audit, {});
  const auto spec = select_clauses(audit, model::spec::default_option_values(doc));
  struct Class {
    model::spec::StateValues witness;
    std::vector<std::size_t> text_firing, spec_firing;
    std::size_t states = 0;
  };
  std::map<std::tuple<std::string, std::string, std::string>, Class> classes;
  for (const auto& q : audit.questions) {
    auto vars = question_variables(audit, q.name, text);
    for (const auto& v : question_variables(audit, q.name, spec))
      if (std::find(vars.begin(), vars.end(), v) == vars.end()) vars.push_back(v);
    for_each_state(audit, vars, [&](const model::spec::StateValues& s) {
      if (!model::spec::holds(q.asked.parsed, s)) return;
      const Prescription t = prescribe(audit, text, q.name, s);
      const Prescription p = prescribe(audit, spec, q.name, s);
      if (t.answers.size() != 1 || p.answers.size() != 1 || t.answers == p.answers) return;
      Class& c = classes[{q.name, *t.answers.begin(), *p.answers.begin()}];
      if (c.states++ == 0) c = Class{s, t.firing, p.firing, 1};
    });
  }
  for (const auto& [key, c] : classes) {
    const auto& [question, said, played] = key;
    Finding f;
    f.id = "DEV-" + std::to_string(out.size() + 1);
    f.kind = FindingKind::contradiction;
    f.status = FindingStatus::open;
    f.severity = Severity::warning;
    f.about_spec = true;
    std::string what = question;
    for (const auto& q : audit.questions)
      if (q.name == question && !q.description.empty()) what = q.description;
    f.title = what + ": the text says " + said + " (" + ids(audit, c.text_firing) +
              "), the spec with its default options plays " + played + " (" +
              ids(audit, c.spec_firing) + ")";
    for (std::size_t i : c.text_firing)
      for (const auto& s : audit.clauses[i].sources) f.citations.push_back(cite(s));
    f.details.push_back("In " + std::to_string(c.states) +
                        " abstract states (of the variables the question depends on) the text "
                        "gives one answer and the spec another.");
    f.details.push_back(
        "The spec's choice is justified only if an option names it; compare its alternatives in "
        "the contradiction and ambiguity findings.");
    f.witness.note = "Abstract state: " + describe_state(audit, c.witness) + ".";
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<std::string> agreeing_restatements(const model::spec::AuditDoc& audit) {
  const auto text = select_clauses(audit, {});
  // question -> groups of clauses (different sections, same answer, firing together)
  std::map<std::string, std::set<std::set<std::size_t>>> groups;
  for (const auto& q : audit.questions) {
    for_each_state(
        audit, question_variables(audit, q.name, text), [&](const model::spec::StateValues& s) {
          if (!model::spec::holds(q.asked.parsed, s)) return;
          const Prescription p = prescribe(audit, text, q.name, s);
          std::map<std::string, std::vector<std::size_t>> by_answer;
          for (std::size_t i : p.firing) by_answer[audit.clauses[i].then].push_back(i);
          for (const auto& [answer, clauses] : by_answer) {
            std::set<std::string> seen;
            for (std::size_t i : clauses)
              for (const auto& sec : sections(audit.clauses[i])) seen.insert(sec);
            if (clauses.size() >= 2 && seen.size() >= 2)
              groups[q.name].insert(std::set<std::size_t>(clauses.begin(), clauses.end()));
          }
        });
  }
  std::vector<std::string> lines;
  for (const auto& [question, sets] : groups) {
    // Keep only the largest groups: drop a group contained in another.
    std::vector<std::string> parts;
    for (const auto& g : sets) {
      bool inside = false;
      for (const auto& h : sets)
        if (h != g && std::includes(h.begin(), h.end(), g.begin(), g.end())) inside = true;
      if (inside) continue;
      parts.push_back(ids(audit, std::vector<std::size_t>(g.begin(), g.end())));
    }
    std::string line = "Restated in different sections and agreeing, question `" + question + "`: ";
    for (std::size_t k = 0; k < parts.size(); ++k)
      line += (k ? "; " : "") + std::string("{") + parts[k] + "}";
    lines.push_back(line);
  }
  return lines;
}

}  // namespace arbiter::solver::audit
