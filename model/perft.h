// Perft: the number of legal move paths of a given length, the standard check of a move
// generator against published figures.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "model/position.h"

namespace arbiter::model {

// Leaf count at depth_plies (>= 0). Counts the last ply in bulk (the size of the legal move list).
std::uint64_t perft(Position& pos, int depth_plies);

// Leaf counts below each legal move of the root, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth_plies);

}  // namespace arbiter::model
