// Perft: the number of legal move paths of a given length, the standard check of a move
// generator against published figures.
#pragma once

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "model/position.h"

namespace arbiter::model {

// Leaf count at depth_plies (>= 0). Counts the last ply in bulk (the size of the legal move list).
std::uint64_t perft(Position& pos, int depth_plies);

// An estimate of perft(pos, depth_plies) made before counting, from the first two plies: the
// second ply's count times its mean branching raised to the remaining depth (exact up to depth 2).
// For refusing counts beyond reach; games whose branching grows (chess) are underestimated.
double estimate_perft_leaves(Position& pos, int depth_plies);

// Called before each root move is searched: its index from 0, the number of root moves, the move.
using RootProgress = std::function<void(std::size_t index, std::size_t total, Move move)>;

// Leaf counts below each legal move of the root, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth_plies,
                                                         const RootProgress& progress = {});

}  // namespace arbiter::model
