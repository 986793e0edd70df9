// Claims: statements of a rulebook that computation confirms or refutes (spec key `claims:`,
// specs/README.md "Claims"). Each claim is computed with the engine under the default options
// (with the claim's `when:` options set) and again under every single-option deviation; the
// default decides the status, the deviations that change the computed value are listed.
// Endgame claims are computed under the default (and `when:`) options only, from endgame tables.
#pragma once

#include <vector>

#include "model/spec/document.h"
#include "solver/audit/endgame_tables.h"
#include "solver/audit/finding.h"

namespace arbiter::solver::audit {

// One finding per claim, in the spec's order. Throws UserError when a claim names something the
// spec does not define (model::spec::validate_claims). Endgame claims read their tables from
// `endgame_tables`; without it they stay open.
std::vector<Finding> check_claims(const model::spec::SpecDocument& doc,
                                  const EndgameTableSource* endgame_tables = nullptr);

// One finding per endgame claim, in the spec's order (`arbiter tb claims`); only the claims whose
// ids `only` lists when it is not empty (an id that names no endgame claim is an input error).
std::vector<Finding> check_endgame_claims(const model::spec::SpecDocument& doc,
                                          const EndgameTableSource& tables,
                                          const std::vector<std::string>& only = {});

}  // namespace arbiter::solver::audit
