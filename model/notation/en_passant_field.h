// The en passant field of position strings (docs/position-format.md, "The en passant field"):
// `-`, or the standing en passant rights separated by `;`, each its target cells separated by
// commas, followed by `@` and the cell of the piece it takes when the field cannot infer it.
#pragma once

#include <optional>
#include <string>

#include "model/diagnostic.h"
#include "model/position.h"

namespace arbiter::model::notation {

// Reads the field into `pos`, whose board and side to move are already read.
std::optional<Diagnostic> read_en_passant_field(Position& pos, const std::string& token);

// The field for `pos`: the rights in board order of the pieces they take.
std::string en_passant_field(const Position& pos);

}  // namespace arbiter::model::notation
