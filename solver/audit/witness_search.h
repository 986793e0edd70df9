// Concrete positions for the audit's abstract states. From the spec's `audit: positions`, the
// engine removes, moves and re-flags the side to move's pieces that the state vocabulary
// measures (into the zones the values name, or anywhere), sometimes walls such a piece in with
// enemy pieces, keeps every result that is a legal position (it reads back from its string and no
// player but the side to move is in check), and measures it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/rules.h"
#include "model/spec/audit_doc.h"

namespace arbiter::solver::audit {

struct MeasuredPosition {
  std::string position;            // the position string
  model::spec::StateValues state;  // its measured variables
};

// Deterministic for a given seed. Positions whose measured values fall outside the vocabulary,
// or break an axiom over measured variables, are dropped.
std::vector<MeasuredPosition> construct_positions(const model::CompiledRules& rules,
                                                  const model::spec::AuditDoc& audit,
                                                  std::size_t tries = 3000,
                                                  std::uint64_t seed = 20261123);

// Whether every value of `cube` is the measured one (variables the engine does not measure never
// match).
bool lies_in(const MeasuredPosition& p, const model::spec::StateValues& cube);

}  // namespace arbiter::solver::audit
