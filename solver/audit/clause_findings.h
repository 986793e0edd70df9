// The clause part of an audit: the Z3 search over the text's own sentences turned into
// contradiction and gap findings (with the sentences quoted, the minimal conflicting sets, the
// smallest sets to amend, and how the spec's options settle each case), the same search over the
// spec's resolution under its default options, and the exhaustive state counts.
#pragma once

#include <string>
#include <vector>

#include "model/spec/document.h"
#include "solver/audit/clause_search.h"
#include "solver/audit/finding.h"

namespace arbiter::solver::audit {

struct ClauseAudit {
  std::vector<Finding> findings;
  std::vector<model::spec::StateValues> cubes;  // per finding: the values that decide its class
  std::vector<std::string> summary;
  std::vector<std::string> method;
};

// Nothing when the spec has no `audit:` section.
ClauseAudit audit_clauses(const model::spec::SpecDocument& doc, const SearchLimits& limits = {});

// "mated=yes, ruler=king, ..." in the vocabulary's order.
std::string describe_state(const model::spec::AuditDoc& audit,
                           const model::spec::StateValues& state);

}  // namespace arbiter::solver::audit
