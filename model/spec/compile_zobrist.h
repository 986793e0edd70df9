// The spec compiler's last pass: the Zobrist keys of a compiled ruleset (model/zobrist_keys.h).
#pragma once

#include "model/rules.h"

namespace arbiter::model::spec {

// Draws every key from one fixed seed, in a fixed order: a spec's keys depend only on its rules.
// The keys of a rule added later are drawn after the others and only when the rules use it, so
// that other specs' keys (and the figures hashed with them) stay what they were.
ZobristKeys draw_zobrist_keys(const CompiledRules& rules);

}  // namespace arbiter::model::spec
