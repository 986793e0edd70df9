// Validation of a whole spec: the names its claims and audit clauses use; every option alternative
// (all combinations when there are at most 64) must compile and its start position must parse, and
// every option's probe positions must parse under the defaults. Diagnostics are collected, not
// thrown one by one.
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "model/spec/validate_audit.h"
#include "model/spec/validate_claims.h"

namespace arbiter::model::spec {
namespace {

// The positions a spec gives the audit must parse under the default alternatives: each option's
// `probes:` (read under every alternative of its option by the audit, which skips it where it
// does not parse) and the `audit: positions` the engine builds witnesses from.
template <typename Add>
void check_positions(const SpecDocument& doc, Add&& add) {
  const auto rules = compile(doc, default_option_values(doc));
  auto check = [&](const std::string& text, const SourceMark& mark, const std::string& what) {
    auto parsed = notation::parse_position(*rules, text);
    if (const auto* d = std::get_if<Diagnostic>(&parsed))
      add(error_at(mark, what + " does not parse: " + d->message, d->expected));
  };
  for (const auto& o : doc.options)
    for (const auto& probe : o.probes)
      check(probe.value, probe.mark, "probe position of option '" + o.name.value + "'");
  if (doc.audit)
    for (const auto& p : doc.audit->positions) check(p.text, p.mark, "audit position");
}

}  // namespace

std::vector<Diagnostic> validate(const SpecDocument& doc) {
  std::vector<Diagnostic> found;
  auto add = [&](const Diagnostic& d) {
    for (const auto& f : found)
      if (f.to_string() == d.to_string()) return;
    found.push_back(d);
  };
  for (const auto& o : doc.options) {
    bool has_default = false;
    for (const auto& a : o.alternatives)
      has_default = has_default || a.value.value == o.default_value.value;
    if (!has_default) {
      add({o.default_value.mark.line ? o.default_value.mark : o.mark,
           "option '" + o.name.value + "' has default '" + o.default_value.value +
               "', which is not one of its alternatives",
           "default: one of the alternatives' values"});
    }
    if (o.alternatives.size() < 2)
      add({o.mark, "option '" + o.name.value + "' needs at least two alternatives",
           "two or more alternatives"});
  }
  for (const auto& d : validate_audit(doc)) add(d);
  for (const auto& d : validate_claims(doc)) add(d);
  if (!found.empty()) return found;
  for (const auto& values : option_assignments_to_check(doc)) {
    try {
      compile(doc, values);  // also parses the start position
    } catch (const UserError& e) {
      for (const auto& d : e.diagnostics()) add(d);
    }
  }
  if (found.empty()) check_positions(doc, add);
  return found;
}

}  // namespace arbiter::model::spec
