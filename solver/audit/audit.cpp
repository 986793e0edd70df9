#include "solver/audit/audit.h"

#include "model/spec/validate_audit.h"
#include "solver/audit/claims.h"
#include "solver/audit/clause_findings.h"
#include "solver/audit/quote_check.h"

namespace arbiter::solver::audit {

AuditReport audit_spec(const model::spec::SpecDocument& doc, const AuditSettings& settings) {
  if (auto errors = model::spec::validate_audit(doc); !errors.empty()) throw UserError(std::move(errors));
  AuditReport report;
  report.variant = doc.variant.value;
  report.title = doc.title.value;
  report.spec_path = doc.path;

  if (settings.sources_dir) {
    QuoteCheck quotes = check_quotes(doc, *settings.sources_dir);
    if (!quotes.errors.empty()) throw UserError(std::move(quotes.errors));
    report.summary.push_back(std::to_string(quotes.checked) + " quotes found verbatim in the rulebook text (" +
                             *settings.sources_dir + ")" +
                             (quotes.unchecked ? "; " + std::to_string(quotes.unchecked) + " cite web sources not there" : ""));
  } else {
    report.summary.push_back("Quotes not checked: no rulebook folder (--sources DIR)");
  }

  ClauseAudit clauses = audit_clauses(doc, settings.limits);
  for (auto& f : clauses.findings) report.findings.push_back(std::move(f));
  for (auto& s : clauses.summary) report.summary.push_back(std::move(s));
  for (auto& m : clauses.method) report.method.push_back(std::move(m));
  if (!doc.audit) report.summary.push_back("The spec has no audit: section (no clauses to check)");

  std::size_t confirmed = 0, refuted = 0;
  for (auto& f : check_claims(doc)) {
    confirmed += f.status == FindingStatus::confirmed;
    refuted += f.status == FindingStatus::refuted;
    report.findings.push_back(std::move(f));
  }
  report.summary.push_back("Claims: " + std::to_string(confirmed) + " confirmed, " + std::to_string(refuted) +
                           " refuted (computed under the default options and every single-option change)");
  return report;
}

}  // namespace arbiter::solver::audit
