// The imitation field of position strings (docs/position-format.md, "The imitation field"): one
// entry per player in the spec's player order, separated by commas; each is the letter of the
// kind its last move recorded, or `-`, then optionally `@` and its entry cells joined by `+`.
#pragma once

#include <optional>
#include <string>

#include "model/diagnostic.h"
#include "model/position.h"

namespace arbiter::model::notation {

// Reads the field into `pos` (whose rules have imitation).
std::optional<Diagnostic> read_imitation_field(Position& pos, const std::string& token);

// The field for `pos`.
std::string imitation_field(const Position& pos);

}  // namespace arbiter::model::notation
