// Ambiguity findings (issue 4): for every option of a spec and every alternative other than the
// default, the engine looks for a position where the alternative changes the legal moves, the
// state of the game (mate, stalemate, succession, draw claims) or the position a move leads to.
// A difference makes a confirmed finding with a witness position; none within the search's
// budget leaves the finding open.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "model/spec/document.h"
#include "solver/audit/finding.h"

namespace arbiter::solver::audit {

// How hard to look. The search is deterministic: the same limits give the same findings.
struct AmbiguitySearch {
  std::uint64_t seed = 123;  // mixed with each finding's id, so alternatives are independent
  int playouts = 6;          // random games from the start position, per alternative
  int max_plies = 200;       // single moves per game from the start
  std::size_t node_budget =
      1500;                   // positions compared in the games from the start, per alternative
  int probe_playouts = 3;     // random continuations from each `probes:` position
  int probe_plies = 6;        // single moves per continuation from a probe
  double capture_bias = 0.5;  // chance to choose among the captures, when there are any
  double check_bias = 0.25;   // chance to look for a checking move first
};

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
