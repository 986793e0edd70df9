// The direction vocabulary of piece moves: absolute compass names, groups, and directions
// relative to the owner's forward.
#pragma once

#include <string>
#include <vector>

#include "model/board_graph.h"

namespace arbiter::model::spec {

// The absolute directions a written direction stands for, for an owner facing `forward`.
// Empty when the name is not part of the vocabulary.
std::vector<DirectionId> resolve_directions(const BoardGraph& board, const std::string& name,
                                            DirectionId forward);

// A one-line description of the accepted names, for error messages.
std::string direction_vocabulary(const BoardGraph& board);

}  // namespace arbiter::model::spec
