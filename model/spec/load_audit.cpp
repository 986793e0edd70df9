#include "model/spec/load_audit.h"

namespace arbiter::model::spec {
namespace {

using yaml::KeyedMap;
using yaml::Reader;

std::string word(Reader& r, const YAML::Node& node, const char* what) {
  return r.text(node, what).value;
}

std::vector<std::string> words(Reader& r, const YAML::Node& node, const char* what) {
  std::vector<std::string> out;
  for (const Text& t : r.text_list(node, what)) out.push_back(t.value);
  return out;
}

// A condition in the clause language; a syntax error points at the offending token.
ConditionText condition(Reader& r, const YAML::Node& node, const char* what) {
  ConditionText c;
  c.mark = r.mark(node);
  if (!node.IsScalar()) {
    r.error(node, std::string(what) + " must be a condition written as text",
            "e.g. \"mated and queen.where in [board, golden]\"");
    return c;
  }
  c.text = node.Scalar();
  try {
    c.parsed = parse_condition(c.text);
  } catch (const ConditionError& e) {
    // A quoted scalar's mark is its opening quote.
    const int quote = node.Tag() == "!" ? 1 : 0;
    SourceMark at = c.mark;
    if (at.line > 0) at.column += e.column - 1 + quote;
    r.errors().push_back(
        {at, std::string(what) + ": " + e.message + " in \"" + c.text + "\"", e.expected});
  }
  return c;
}

MeasureDoc read_measure(Reader& r, const YAML::Node& node) {
  MeasureDoc m;
  m.mark = r.mark(node);
  if (node.IsScalar()) {
    m.kind = node.Scalar();
    return m;
  }
  KeyedMap map(r, node, kMeasureKeys);
  if (auto n = map["kind"]) m.kind = word(r, n, "measure kind");
  if (auto n = map["piece"]) m.piece = word(r, n, "piece name");
  if (auto n = map["original"]) m.original = r.boolean(n, "original");
  return m;
}

StateVariableDoc read_variable(Reader& r, const YAML::Node& node) {
  StateVariableDoc v;
  v.mark = r.mark(node);
  KeyedMap map(r, node, kStateVariableKeys);
  if (auto n = map["name"]) v.name = word(r, n, "variable name");
  if (auto n = map["values"]) v.values = words(r, n, "value");
  if (auto n = map["type"]) {
    if (n.IsScalar() && n.Scalar() == "yes_no") {
      v.values = {"no", "yes"};
    } else {
      r.error(n, "unknown variable type", "type: yes_no (or a values: [...] list)");
    }
  }
  if (auto n = map["measure"]) v.measure = read_measure(r, n);
  if (auto n = map["description"]) v.description = word(r, n, "description");
  if (map.valid() && v.values.size() < 2)
    r.error(node, "a state variable needs at least two values",
            "values: [a, b, ...] or type: yes_no");
  return v;
}

AxiomDoc read_axiom(Reader& r, const YAML::Node& node) {
  AxiomDoc a;
  a.mark = r.mark(node);
  KeyedMap map(r, node, kAxiomKeys);
  if (auto n = map["id"]) a.id = word(r, n, "axiom id");
  if (auto n = map["holds"])
    a.condition = condition(r, n, "holds");
  else if (map.valid())
    r.error(node, "an axiom needs a condition", "holds: \"CONDITION\"");
  if (auto n = map["reason"]) a.reason = word(r, n, "reason");
  a.sources = yaml::read_sources(r, map["source"]);
  return a;
}

QuestionDoc read_question(Reader& r, const YAML::Node& node) {
  QuestionDoc q;
  q.mark = r.mark(node);
  KeyedMap map(r, node, kQuestionKeys);
  if (auto n = map["name"]) q.name = word(r, n, "question name");
  if (auto n = map["description"]) q.description = word(r, n, "description");
  if (auto n = map["asked"])
    q.asked = condition(r, n, "asked");
  else
    q.asked.parsed.op = Condition::Op::always;
  if (auto n = map["answers"]) q.answers = words(r, n, "answer");
  if (map.valid() && q.answers.size() < 2)
    r.error(node, "a question needs at least two answers", "answers: [a, b, ...]");
  return q;
}

ClauseDoc read_clause(Reader& r, const YAML::Node& node) {
  ClauseDoc c;
  c.mark = r.mark(node);
  KeyedMap map(r, node, kClauseKeys);
  if (auto n = map["id"]) c.id = word(r, n, "clause id");
  if (auto n = map["question"]) c.question = word(r, n, "question name");
  if (auto n = map["when"])
    c.when = condition(r, n, "when");
  else
    c.when.parsed.op = Condition::Op::always;
  if (auto n = map["then"]) c.then = word(r, n, "answer");
  if (auto n = map["priority"]) c.priority = r.integer(n, "priority");
  if (auto n = map["reading"]) c.reading = word(r, n, "reading");
  if (auto n = map["under"]) {
    if (!n.IsMap()) {
      r.error(n, "'under' must map an option to one of its alternatives",
              "under: {option: alternative}");
    } else {
      r.unique_keys(n, "under");
      for (const auto& entry : n)
        c.under.emplace_back(entry.first.Scalar(), word(r, entry.second, "alternative"));
    }
  }
  c.sources = yaml::read_sources(r, map["source"]);
  if (map.valid() && (c.id.empty() || c.question.empty() || c.then.empty()))
    r.error(node, "a clause needs an id, a question and an answer",
            "{id: ID, question: NAME, when: \"CONDITION\", then: ANSWER, source: {...}}");
  if (map.valid() && c.sources.empty() && c.under.empty())
    r.error(node, "a clause of the rulebook must cite its sentence",
            "source: {file, section, quote}");
  return c;
}

}  // namespace

AuditDoc read_audit(Reader& r, const YAML::Node& node) {
  AuditDoc a;
  a.mark = r.mark(node);
  KeyedMap map(r, node, kAuditKeys);
  yaml::read_list(r, map["positions"], "position", a.positions,
                  [](Reader& rr, const YAML::Node& n) {
                    return PositionText{rr.text(n, "position string").value, rr.mark(n)};
                  });
  yaml::read_list(r, map["state"], "state variable", a.state, read_variable);
  yaml::read_list(r, map["axioms"], "axiom", a.axioms, read_axiom);
  yaml::read_list(r, map["questions"], "question", a.questions, read_question);
  yaml::read_list(r, map["clauses"], "clause", a.clauses, read_clause);
  return a;
}

}  // namespace arbiter::model::spec
