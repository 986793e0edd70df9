#include "solver/audit/audit.h"

#include "model/notation/diagram.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "solver/audit/ambiguity.h"
#include "solver/audit/claims.h"
#include "solver/audit/clause_findings.h"
#include "solver/audit/clause_semantics.h"
#include "solver/audit/quote_check.h"
#include "solver/audit/state_space.h"
#include "solver/audit/text_and_spec.h"
#include "solver/audit/witness_search.h"

namespace arbiter::solver::audit {
namespace {

// Concrete witnesses: a position the engine built (from the spec's audit positions) whose measured
// state lies in a finding's class replaces the abstract one.
void attach_positions(const model::spec::SpecDocument& doc, ClauseAudit& clauses,
                      AuditReport& report) {
  const auto rules = model::spec::compile(doc, model::spec::default_option_values(doc));
  const auto built = construct_positions(*rules, *doc.audit);
  std::size_t concrete = 0;
  for (std::size_t k = 0; k < clauses.findings.size(); ++k) {
    const auto& cube = clauses.cubes[k];
    for (const auto& p : built) {
      if (!lies_in(p, cube)) continue;
      Witness& w = clauses.findings[k].witness;
      w.position = p.position;
      w.reachable = true;
      w.diagram =
          model::notation::render_board(model::notation::position_from_string(*rules, p.position));
      w.note = "A legal position the engine built, measured as " +
               describe_state(*doc.audit, p.state) + ". " + w.note;
      ++concrete;
      break;
    }
  }
  report.summary.push_back(
      "Witnesses: " + std::to_string(concrete) + " of " + std::to_string(clauses.findings.size()) +
      " contradiction and gap classes shown on a legal position the engine built (" +
      std::to_string(built.size()) + " built); the rest are abstract");
}

}  // namespace

AuditReport audit_spec(const model::spec::SpecDocument& doc, const AuditSettings& settings) {
  // The whole spec, under every option assignment it checks: its audit section, claims and
  // positions included.
  const auto phase = [&](const std::string& name) {
    if (settings.progress) settings.progress(name);
  };
  phase("validating the spec under its option assignments");
  if (auto errors = model::spec::validate(doc); !errors.empty()) throw UserError(std::move(errors));
  AuditReport report;
  report.variant = doc.variant.value;
  report.title = doc.title.value;
  report.spec_path = doc.path;

  if (settings.sources_dir) {
    phase("checking quotes against the rulebook");
    QuoteCheck quotes = check_quotes(doc, *settings.sources_dir);
    if (!quotes.errors.empty()) throw UserError(std::move(quotes.errors));
    report.summary.push_back(
        std::to_string(quotes.checked) + " quotes found verbatim in the rulebook text (" +
        *settings.sources_dir + ")" +
        (quotes.unchecked ? "; " + std::to_string(quotes.unchecked) + " cite web sources not there"
                          : ""));
  } else {
    report.summary.push_back("Quotes not checked: no rulebook folder (--sources DIR)");
  }

  phase("searching the rulebook's clauses with Z3");
  ClauseAudit clauses = audit_clauses(doc, settings.limits);
  if (doc.audit && !doc.audit->positions.empty()) attach_positions(doc, clauses, report);
  for (auto& f : clauses.findings) report.findings.push_back(std::move(f));
  for (auto& s : clauses.summary) report.summary.push_back(std::move(s));
  if (doc.audit) {
    for (auto& f : spec_deviations(doc)) report.findings.push_back(std::move(f));
    for (auto& line : agreeing_restatements(*doc.audit)) report.summary.push_back(std::move(line));
    report.tables = open_states(*doc.audit, select_clauses(*doc.audit));
  }
  for (auto& m : clauses.method) report.method.push_back(std::move(m));
  if (!doc.audit) report.summary.push_back("The spec has no audit: section (no clauses to check)");

  phase("comparing option alternatives");
  std::size_t differ = 0, same = 0;
  for (auto& f : find_ambiguities(doc)) {
    differ += f.status == FindingStatus::confirmed;
    same += f.status != FindingStatus::confirmed;
    report.findings.push_back(std::move(f));
  }
  report.summary.push_back(
      "Options: " + std::to_string(differ) +
      " non-default alternatives change play at a position the engine found; " +
      std::to_string(same) + " showed no difference within the search budget");
  std::string offered;
  for (const auto& option : doc.options)
    if (option.offered_by_rulebook()) offered += (offered.empty() ? "" : ", ") + option.name.value;
  if (!offered.empty())
    report.summary.push_back(
        "Choices the rulebook itself offers, played as options and not "
        "reported as ambiguities: " +
        offered);

  phase("checking claims");
  std::size_t confirmed = 0, refuted = 0, open = 0;
  for (auto& f : check_claims(doc, settings.endgame_tables ? &*settings.endgame_tables : nullptr)) {
    confirmed += f.status == FindingStatus::confirmed;
    refuted += f.status == FindingStatus::refuted;
    open += f.status == FindingStatus::open;
    report.findings.push_back(std::move(f));
  }
  report.summary.push_back(
      "Claims: " + std::to_string(confirmed) + " confirmed, " + std::to_string(refuted) +
      " refuted (computed under the default options and every single-option change; endgame "
      "claims under the default options, from endgame tables)" +
      (open == 0 ? std::string()
                 : "; " + std::to_string(open) + " not computed (endgame tables not built)"));
  return report;
}

}  // namespace arbiter::solver::audit
