// Ambiguity findings (issue 4): for every option of a spec and every alternative other than the
// default, the engine looks for a position where the alternative changes the legal moves, the
// state of the game (mate, stalemate, succession, draw claims) or the position a move leads to.
// A difference makes a confirmed finding with a witness position; none within the search's
// budget leaves the finding open.
#pragma once

#include <vector>

#include "model/spec/document.h"
#include "solver/audit/ambiguity_search.h"
#include "solver/audit/finding.h"

namespace arbiter::solver::audit {

// One finding per (option, non-default alternative), in the order of the spec, with id
// AMB-<option>-<alternative>. The other options stay at their defaults. Throws UserError when an
// alternative does not compile.
std::vector<Finding> find_ambiguities(const model::spec::SpecDocument& doc,
                                      const AmbiguitySearch& limits = {});

// The finding for one alternative of one option of `doc`.
Finding find_ambiguity(const model::spec::SpecDocument& doc, const model::spec::OptionDoc& option,
                       const model::spec::AlternativeDoc& alternative,
                       const AmbiguitySearch& limits = {});

}  // namespace arbiter::solver::audit
