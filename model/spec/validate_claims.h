// Checking the names a spec's claims use (specs/README.md "Claims"): pieces, zones, colours,
// cells, players, options and coordinate maps must exist, claim ids must be unique.
#pragma once

#include <vector>

#include "model/diagnostic.h"
#include "model/spec/document.h"

namespace arbiter::model::spec {

// Every problem found, each naming the claim's file:line:column; empty when the claims are valid.
std::vector<Diagnostic> validate_claims(const SpecDocument& doc);

}  // namespace arbiter::model::spec
