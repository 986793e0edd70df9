// Running the claims of a spec: each under its base options (the defaults, with the claim's
// `when:` options set) and under every single-option deviation from that base. The base decides
// the finding's status; deviations that change the computed value are listed in its details.
#include "solver/audit/claims.h"

#include <map>
#include <memory>

#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "model/spec/validate_claims.h"
#include "solver/audit/claim_checks.h"

namespace arbiter::solver::audit {
namespace {

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
  for (const auto& [option, value] : claim.when) text += (text.empty() ? "" : ", ") + option + "=" + value.value;
  return text;
}

Finding check_one(const SpecDocument& doc, const ClaimDoc& claim, RulesCache& cache) {
  const ClaimCheck check = find_claim_check(claim.check.type.value);
  if (!check)  // the loader knows a type that claim_checks.cpp does not
    throw UserError(error_at(claim.check.mark, "claim " + claim.id.value + " has no check that arbiter computes",
                             "a check type of specs/README.md \"Claims\""));
  const OptionValues base = base_values(doc, claim);
  const ClaimResult result = check(*cache.get(base), claim.check);
  Finding f;
  f.id = claim.id.value;
  f.kind = FindingKind::claim;
  f.status = result.holds ? FindingStatus::confirmed : FindingStatus::refuted;
  f.severity = result.holds ? Severity::note : Severity::error;
  f.title = claim.statement.value + ": claimed " + result.claimed + ", computed " + result.value;
  f.citations = cite(claim.sources);
  f.witness = result.witness;
  f.details.push_back(claim.check.type.value + " under the default options" +
                      (claim.when.empty() ? std::string() : " with " + guard_text(claim)) + ": " + result.value);
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

std::vector<Finding> check_claims(const SpecDocument& doc) {
  const auto problems = model::spec::validate_claims(doc);
  if (!problems.empty()) throw UserError(problems);
  RulesCache cache(doc);
  std::vector<Finding> findings;
  for (const auto& claim : doc.claims) findings.push_back(check_one(doc, claim, cache));
  return findings;
}

}  // namespace arbiter::solver::audit
