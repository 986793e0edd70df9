// Running the claims of a spec: each under its base options (the defaults, with the claim's
// `when:` options set) and under every single-option deviation from that base. The base decides
// the finding's status; deviations that change the computed value are listed in its details.
#include "solver/audit/claims.h"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>

#include "model/diagnostic.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "model/spec/validate_claims.h"
#include "solver/audit/claim_checks.h"
#include "solver/audit/claims_endgame.h"

namespace arbiter::solver::audit {
namespace {

constexpr const char* kEndgameCheck = "endgame";

using model::CompiledRules;
using model::spec::ClaimDoc;
using model::spec::OptionValues;
using model::spec::SpecDocument;

// Compiled rules per option assignment, each compiled once for all claims.
class RulesCache {
 public:
  explicit RulesCache(const SpecDocument& doc) : doc_(doc) {}
  std::shared_ptr<const CompiledRules> get(const OptionValues& values) {
    auto it = cache_.find(values);
    if (it == cache_.end()) it = cache_.emplace(values, model::spec::compile(doc_, values)).first;
    return it->second;
  }

 private:
  const SpecDocument& doc_;
  std::map<OptionValues, std::shared_ptr<const CompiledRules>> cache_;
};

OptionValues base_values(const SpecDocument& doc, const ClaimDoc& claim) {
  OptionValues values = model::spec::default_option_values(doc);
  for (const auto& [option, value] : claim.when) values[option] = value.value;
  return values;
}

std::string guard_text(const ClaimDoc& claim) {
  std::string text;
  for (const auto& [option, value] : claim.when)
    text += (text.empty() ? "" : ", ") + option + "=" + value.value;
  return text;
}

Finding claim_finding(const ClaimDoc& claim) {
  Finding f;
  f.id = claim.id.value;
  f.kind = FindingKind::claim;
  f.citations = cite(claim.sources);
  return f;
}

std::string base_text(const ClaimDoc& claim) {
  return "under the default options" +
         (claim.when.empty() ? std::string() : " with " + guard_text(claim));
}

// An endgame claim is computed under its base options only: every other assignment of options
// would need tables of its own. Without tables (no source, or files not built) it stays open.
Finding check_endgame(const SpecDocument& doc, const ClaimDoc& claim, RulesCache& cache,
                      EndgameClaims* endgame) {
  Finding f = claim_finding(claim);
  f.status = FindingStatus::open;
  f.severity = Severity::note;
  EndgameOutcome outcome;
  if (endgame == nullptr)
    outcome.not_computed = "not computed: endgame tables were not consulted";
  else
    outcome = endgame->check(cache.get(base_values(doc, claim)), claim.check);
  if (!outcome.result) {
    f.title = claim.statement.value + ": " + outcome.not_computed;
    f.witness = abstract_witness(outcome.not_computed);
    f.details.push_back("endgame " + claim.check.material.value + " " + base_text(claim) + ": " +
                        outcome.not_computed);
    return f;
  }
  const ClaimResult& result = *outcome.result;
  f.status = result.holds ? FindingStatus::confirmed : FindingStatus::refuted;
  f.severity = result.holds ? Severity::note : Severity::error;
  f.title = claim.statement.value + ": claimed " + result.claimed + ", computed " + result.value;
  f.witness = result.witness;
  f.details.push_back("endgame " + claim.check.material.value + " " + base_text(claim) + ": " +
                      result.value);
  f.details.insert(f.details.end(), result.details.begin(), result.details.end());
  f.details.push_back(
      "other option settings are not computed for endgame claims (each needs tables of its own); "
      "a claim about another reading names it in `when:`");
  return f;
}

Finding check_one(const SpecDocument& doc, const ClaimDoc& claim, RulesCache& cache) {
  const ClaimCheck check = find_claim_check(claim.check.type.value);
  if (!check)  // the loader knows a type that claim_checks.cpp does not
    throw UserError(error_at(claim.check.mark,
                             "claim " + claim.id.value + " has no check that arbiter computes",
                             "a check type of specs/README.md \"Claims\""));
  const OptionValues base = base_values(doc, claim);
  const ClaimResult result = check(*cache.get(base), claim.check);
  Finding f = claim_finding(claim);
  f.status = result.holds ? FindingStatus::confirmed : FindingStatus::refuted;
  f.severity = result.holds ? Severity::note : Severity::error;
  f.title = claim.statement.value + ": claimed " + result.claimed + ", computed " + result.value;
  f.witness = result.witness;
  f.details.push_back(claim.check.type.value + " " + base_text(claim) + ": " + result.value);
  f.details.insert(f.details.end(), result.details.begin(), result.details.end());
  for (const auto& option : doc.options) {
    if (claim.when.count(option.name.value)) continue;
    for (const auto& alternative : option.alternatives) {
      if (alternative.value.value == base.at(option.name.value)) continue;
      OptionValues values = base;
      values[option.name.value] = alternative.value.value;
      const ClaimResult other = check(*cache.get(values), claim.check);
      if (other.value == result.value) continue;
      f.details.push_back(option.name.value + "=" + alternative.value.value + ": " + other.value +
                          (other.holds ? " (the claim holds)" : " (the claim fails)"));
    }
  }
  return f;
}

}  // namespace

std::vector<Finding> check_claims(const SpecDocument& doc,
                                  const EndgameTableSource* endgame_tables) {
  const auto problems = model::spec::validate_claims(doc);
  if (!problems.empty()) throw UserError(problems);
  RulesCache cache(doc);
  std::optional<EndgameClaims> endgame;
  if (endgame_tables) endgame.emplace(*endgame_tables);
  std::vector<Finding> findings;
  for (const auto& claim : doc.claims) {
    if (claim.check.type.value == kEndgameCheck)
      findings.push_back(check_endgame(doc, claim, cache, endgame ? &*endgame : nullptr));
    else
      findings.push_back(check_one(doc, claim, cache));
  }
  return findings;
}

std::vector<Finding> check_endgame_claims(const SpecDocument& doc, const EndgameTableSource& tables,
                                          const std::vector<std::string>& only) {
  const auto problems = model::spec::validate_claims(doc);
  if (!problems.empty()) throw UserError(problems);
  std::vector<std::string> ids;
  for (const auto& claim : doc.claims)
    if (claim.check.type.value == kEndgameCheck) ids.push_back(claim.id.value);
  for (const std::string& id : only)
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
      std::string known;
      for (const std::string& k : ids) known += (known.empty() ? "" : ", ") + k;
      throw UserError(input_error("'" + id + "' is not an endgame claim of " + doc.variant.value,
                                  ids.empty() ? "a spec with endgame claims" : "one of " + known));
    }
  RulesCache cache(doc);
  EndgameClaims endgame(tables);
  std::vector<Finding> findings;
  for (const auto& claim : doc.claims)
    if (claim.check.type.value == kEndgameCheck &&
        (only.empty() || std::find(only.begin(), only.end(), claim.id.value) != only.end()))
      findings.push_back(check_endgame(doc, claim, cache, &endgame));
  return findings;
}

}  // namespace arbiter::solver::audit
