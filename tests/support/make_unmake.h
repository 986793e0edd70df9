// A check shared by the tests of every move type: playing a move and taking it back.
#pragma once

#include "model/move.h"
#include "model/position.h"

namespace arbiter::testing {

// Plays m on pos and takes it back: after the move the incremental hash equals the one computed
// from scratch; after the take-back the position and its hash are those before the move.
void check_make_unmake(model::Position& pos, model::Move m);

}  // namespace arbiter::testing
