// The hash a move leads to, foretold without making the move: a search asks its table's memory
// for that position's line while it is still busy with the move before (puzzles/direct_play.cpp).
// A wrong foretelling only costs the prefetch, so the common moves are foretold exactly and the
// rest are guessed.
#pragma once

#include <cstdint>

#include "model/move.h"
#include "model/position.h"

namespace arbiter::model {

// Whether predicted_hash(pos, m) is exactly the hash pos.make(m) leaves: a Normal move that does
// not promote or leave en passant rights, under rules without drops, carriers, imitation,
// checks answered out of turn (with more than two players),
// entry tracking, a remembered last arrival, or en passant rights kept while the piece stands
// unmoved.
bool hash_predicted_exactly(const Position& pos, Move m);

// The hash after m where hash_predicted_exactly holds; elsewhere pos.hash(), a guess.
std::uint64_t predicted_hash(const Position& pos, Move m);

}  // namespace arbiter::model
