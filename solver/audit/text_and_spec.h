// Two checks that compare clauses state by state, exhaustively (no solver): where the text gives
// one answer and the spec, with its default options, plays another (a deviation the spec should
// justify by an option), and which rules the text states more than once, in different sections,
// agreeing (restatements: the clashing ones are contradictions already).
#pragma once

#include <string>
#include <vector>

#include "model/spec/document.h"
#include "solver/audit/finding.h"

namespace arbiter::solver::audit {

// One finding per (question, text answer, spec answer) class, ids DEV-1, DEV-2, ...
std::vector<Finding> spec_deviations(const model::spec::SpecDocument& doc);

// Summary lines: per question, the groups of clauses from different sections that fire together
// with the same answer in some state.
std::vector<std::string> agreeing_restatements(const model::spec::AuditDoc& audit);

}  // namespace arbiter::solver::audit
