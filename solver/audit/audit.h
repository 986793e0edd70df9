// `arbiter audit`: everything the tool can say about a rulebook from its spec. The citations
// are checked against the rulebook text, then the clause search (contradictions, gaps), the
// option comparison (ambiguities) and the claim checks each add their findings.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "model/spec/document.h"
#include "solver/audit/clause_search.h"
#include "solver/audit/endgame_tables.h"
#include "solver/audit/report.h"

namespace arbiter::solver::audit {

struct AuditSettings {
  // Folder holding the rulebook files the citations name; none: quotes are not checked.
  std::optional<std::string> sources_dir;
  SearchLimits limits;
  // Where endgame claims read their tables; none: they stay open.
  std::optional<EndgameTableSource> endgame_tables;
  // Told the name of each phase as it starts ("comparing option alternatives"); may be empty.
  std::function<void(const std::string& phase)> progress;
};

// Throws UserError (file:line:column) when the spec does not validate (model::spec::validate:
// its audit section, claims, probe and audit positions, every option assignment) or a quote does
// not occur verbatim in its rulebook.
AuditReport audit_spec(const model::spec::SpecDocument& doc, const AuditSettings& settings);

}  // namespace arbiter::solver::audit
