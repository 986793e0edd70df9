// The audit's side of the engine: measuring a position in the vocabulary of the spec's
// `audit: state` (who rules, is the side to move mated, where its heirs stand, ...). Clause
// conditions evaluated on these values (model::spec::holds) say what the text prescribes for a real
// position, so the audit's abstract states and the engine's positions can be compared.
#pragma once

#include "model/position.h"
#include "model/spec/audit_doc.h"

namespace arbiter::solver::audit {

// The value of every variable that has a `measure`, for the side to move. Variables without one
// are absent. A measured value may fall outside the variable's declared values (the vocabulary
// does not cover the position); callers check.
model::spec::StateValues measure_state(model::Position& pos, const model::spec::AuditDoc& audit);

// One variable's value.
std::string measure(model::Position& pos, const model::spec::StateVariableDoc& variable);

}  // namespace arbiter::solver::audit
