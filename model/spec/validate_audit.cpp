#include "model/spec/validate_audit.h"

#include <algorithm>
#include <set>

namespace arbiter::model::spec {
namespace {

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// "0", "12", or "3+" (3 or more).
bool is_count(const std::string& value) {
  std::size_t digits = 0;
  while (digits < value.size() && value[digits] >= '0' && value[digits] <= '9') ++digits;
  return digits > 0 && digits < 4 &&
         (digits == value.size() || (digits + 1 == value.size() && value.back() == '+'));
}

std::string listed(const std::vector<std::string>& list) {
  std::string text;
  for (const auto& item : list) text += (text.empty() ? "" : ", ") + item;
  return text;
}

class AuditChecker {
 public:
  AuditChecker(const SpecDocument& doc, const AuditDoc& audit) : doc_(doc), audit_(audit) {
    for (const auto& p : doc.pieces) pieces_.push_back(p.name.value);
    for (const auto& z : doc.zones) zones_.push_back(z.name.value);
  }

  std::vector<Diagnostic> run() {
    std::set<std::string> names;
    for (const auto& v : audit_.state) {
      if (!names.insert(v.name).second)
        error(v.mark, "state variable '" + v.name + "' is declared twice",
              "one declaration per name");
      if (v.measure) check_measure(v);
    }
    std::set<std::string> ids;
    for (const auto& a : audit_.axioms) {
      if (!ids.insert(a.id).second)
        error(a.mark, "axiom id '" + a.id + "' is used twice", "unique ids");
      check_condition(a.condition);
    }
    for (const auto& q : audit_.questions) check_condition(q.asked);
    for (const auto& c : audit_.clauses) {
      if (!ids.insert(c.id).second)
        error(c.mark, "clause id '" + c.id + "' is used twice", "unique ids");
      check_condition(c.when);
      const QuestionDoc* q = question(c.question);
      if (!q) {
        error(c.mark, "clause " + c.id + " answers an unknown question '" + c.question + "'",
              "one of the questions declared under audit: questions");
      } else if (!contains(q->answers, c.then)) {
        error(c.mark,
              "clause " + c.id + " gives '" + c.then + "', not an answer of question '" + q->name +
                  "'",
              "one of: " + listed(q->answers));
      }
      for (const auto& [option, alternative] : c.under) check_option(c, option, alternative);
    }
    return std::move(found_);
  }

 private:
  void error(SourceMark mark, std::string message, std::string expected) {
    found_.push_back(error_at(std::move(mark), std::move(message), std::move(expected)));
  }

  const StateVariableDoc* variable(const std::string& name) const {
    for (const auto& v : audit_.state)
      if (v.name == name) return &v;
    return nullptr;
  }
  const QuestionDoc* question(const std::string& name) const {
    for (const auto& q : audit_.questions)
      if (q.name == name) return &q;
    return nullptr;
  }

  void check_measure(const StateVariableDoc& v) {
    const MeasureDoc& m = *v.measure;
    static const std::vector<std::string> kinds = {
        "mated",      "in_check", "has_legal_move", "may_claim_draw", "ruler",
        "ruler_zone", "place",    "blocked",        "present",        "count"};
    if (!contains(kinds, m.kind)) {
      error(m.mark, "unknown measure '" + m.kind + "' for '" + v.name + "'",
            "one of: " + listed(kinds));
      return;
    }
    const bool needs_piece =
        m.kind == "place" || m.kind == "blocked" || m.kind == "present" || m.kind == "count";
    if (needs_piece && !contains(pieces_, m.piece))
      error(m.mark,
            "measure '" + m.kind + "' of '" + v.name + "' needs a piece of the spec, not '" +
                m.piece + "'",
            "piece: one of " + listed(pieces_));
    const bool yes_no = m.kind == "mated" || m.kind == "in_check" || m.kind == "blocked" ||
                        m.kind == "present" || m.kind == "has_legal_move" ||
                        m.kind == "may_claim_draw";
    if (yes_no && v.values != std::vector<std::string>{"no", "yes"})
      error(v.mark, "variable '" + v.name + "' measures '" + m.kind + "', which is yes or no",
            "type: yes_no");
    for (const auto& value : v.values) {
      bool known = true;
      if (m.kind == "ruler") known = contains(pieces_, value);
      if (m.kind == "ruler_zone") known = value == "board" || contains(zones_, value);
      if (m.kind == "place")
        known =
            value == "board" || value == "captured" || value == "aboard" || contains(zones_, value);
      if (m.kind == "count") known = is_count(value);
      if (!known)
        error(v.mark,
              "value '" + value + "' of '" + v.name + "' is nothing measure '" + m.kind +
                  "' can return",
              m.kind == "ruler"   ? "piece names"
              : m.kind == "count" ? "whole numbers, the last may be N+ (N or more)"
                                  : "board, captured, aboard or a zone name");
    }
    if ((m.kind == "place" || m.kind == "ruler_zone") && !contains(v.values, "board"))
      error(v.mark,
            "variable '" + v.name + "' needs the value 'board' (anywhere outside the listed zones)",
            "values: [..., board]");
  }

  void check_condition(const ConditionText& c) { check_node(c.parsed, c); }

  void check_node(const Condition& node, const ConditionText& text) {
    if (node.op == Condition::Op::test) {
      const StateVariableDoc* v = variable(node.variable);
      SourceMark at = text.mark;
      if (!v) {
        error(at, "unknown state variable '" + node.variable + "' in \"" + text.text + "\"",
              "a variable declared under audit: state");
        return;
      }
      for (const auto& value : node.values)
        if (!contains(v->values, value))
          error(at, "'" + value + "' is not a value of '" + v->name + "' in \"" + text.text + "\"",
                "one of: " + listed(v->values));
    }
    for (const auto& o : node.operands) check_node(o, text);
  }

  void check_option(const ClauseDoc& c, const std::string& option, const std::string& alternative) {
    for (const auto& o : doc_.options) {
      if (o.name.value != option) continue;
      for (const auto& a : o.alternatives)
        if (a.value.value == alternative) return;
      error(c.mark,
            "clause " + c.id + ": '" + alternative + "' is not an alternative of option '" +
                option + "'",
            "an alternative of that option");
      return;
    }
    error(c.mark, "clause " + c.id + " is under an unknown option '" + option + "'",
          "an option of the spec");
  }

  const SpecDocument& doc_;
  const AuditDoc& audit_;
  std::vector<std::string> pieces_;
  std::vector<std::string> zones_;
  std::vector<Diagnostic> found_;
};

}  // namespace

std::vector<Diagnostic> validate_audit(const SpecDocument& doc) {
  if (!doc.audit) return {};
  return AuditChecker(doc, *doc.audit).run();
}

}  // namespace arbiter::model::spec
