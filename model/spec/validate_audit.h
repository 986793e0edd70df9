// Checks an `audit:` section against itself and the spec: every condition names declared
// variables and values, every clause a declared question and one of its answers, every measure
// a known kind, piece and zone, ids unique.
#pragma once

#include <vector>

#include "model/diagnostic.h"
#include "model/spec/document.h"

namespace arbiter::model::spec {

std::vector<Diagnostic> validate_audit(const SpecDocument& doc);

}  // namespace arbiter::model::spec
