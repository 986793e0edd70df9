// Ambiguity findings: each non-default alternative of each option against the default, searched
// side by side (paired_search.h) from the start position and from the option's probes.
#include "solver/audit/ambiguity.h"

#include <memory>
#include <string_view>

#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "solver/audit/paired_search.h"

namespace arbiter::solver::audit {
namespace {

using model::spec::AlternativeDoc;
using model::spec::OptionDoc;
using model::spec::SpecDocument;

// FNV-1a: a stable hash of the finding id, so each alternative draws its own random games
// whatever the order or number of the others.
std::uint64_t stable_hash(std::string_view text) {
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

const AlternativeDoc* find_alternative(const OptionDoc& option, const std::string& value) {
  for (const auto& a : option.alternatives)
    if (a.value.value == value) return &a;
  return nullptr;
}

std::vector<Citation> citations(const OptionDoc& option, const AlternativeDoc& alternative) {
  std::vector<Citation> result = cite(option.sources);
  if (const AlternativeDoc* def = find_alternative(option, option.default_value.value)) {
    for (auto& c : cite(def->sources)) result.push_back(std::move(c));
  }
  for (auto& c : cite(alternative.sources)) result.push_back(std::move(c));
  return result;
}

void confirm(Finding& f, const PairedWitness& w, const std::string& option) {
  f.status = FindingStatus::confirmed;
  f.severity = Severity::warning;
  f.witness.position = w.position;
  f.witness.diagram = w.diagram;
  f.witness.reachable = w.reachable;
  f.witness.note = w.difference.summary;
  if (!w.reachable)
    f.witness.note += " (constructed position: " + w.origin + " of option " + option + ")";
  for (const auto& line : w.difference.details) f.details.push_back(line);
  std::string moves;
  for (const auto& m : w.line) moves += (moves.empty() ? "" : " ") + m;
  if (w.reachable) {
    f.details.push_back("reached from " + w.origin + " in " + std::to_string(w.line.size()) +
                        " single moves" + (moves.empty() ? "" : ": " + moves));
  } else if (!moves.empty()) {
    // Replaying the moves keeps the state a position string leaves out.
    f.details.push_back("reached from " + w.origin + " (" + w.origin_position + ") by: " + moves);
  }
}

}  // namespace

Finding find_ambiguity(const SpecDocument& doc, const OptionDoc& option,
                       const AlternativeDoc& alternative, const AmbiguitySearch& limits) {
  const std::string& name = option.name.value;
  const std::string& def = option.default_value.value;
  const std::string& alt = alternative.value.value;
  Finding f;
  f.id = "AMB-" + name + "-" + alt;
  f.kind = FindingKind::ambiguity;
  f.citations = citations(option, alternative);

  const auto values_a = model::spec::default_option_values(doc);
  auto values_b = values_a;
  values_b[name] = alt;
  const auto rules_a = model::spec::compile(doc, values_a);
  const auto rules_b = model::spec::compile(doc, values_b);
  const std::string name_a = name + "=" + def;
  const std::string name_b = name + "=" + alt;

  PairedSearch search(*rules_a, *rules_b, name_a, name_b, limits, limits.seed ^ stable_hash(f.id));
  std::optional<PairedWitness> found = search.from_start();
  for (std::size_t i = 0; !found && i < option.probes.size(); ++i)
    found = search.from_probe(option.probes[i].value, static_cast<int>(i + 1));
  for (const auto& s : search.skipped()) f.details.push_back(s);

  if (found) {
    f.title = "option " + name + ": " + alt + " plays differently from the default " + def;
    confirm(f, *found, name);
  } else {
    f.status = FindingStatus::open;
    f.severity = Severity::note;
    f.title = "option " + name + ": no difference found between " + def + " and " + alt;
    f.witness.note = "no difference found in " + std::to_string(search.positions_compared()) +
                     " positions; the alternative may not change play";
  }
  f.details.push_back(std::to_string(search.positions_compared()) + " positions compared (" +
                      std::to_string(option.probes.size()) + " probes)");
  return f;
}

std::vector<Finding> find_ambiguities(const SpecDocument& doc, const AmbiguitySearch& limits) {
  std::vector<Finding> findings;
  for (const auto& option : doc.options) {
    if (option.offered_by_rulebook()) continue;  // the rulebook's own choice: no ambiguity
    for (const auto& alternative : option.alternatives) {
      if (alternative.value.value == option.default_value.value) continue;
      findings.push_back(find_ambiguity(doc, option, alternative, limits));
    }
  }
  return findings;
}

}  // namespace arbiter::solver::audit
