// What problemists ask of a sound direct problem beyond its unique key, shared by the composers:
// a quiet key (no check, no capture) and no dual in the solution tree.
#pragma once

#include "model/move.h"
#include "model/position.h"
#include "puzzles/solution_tree.h"

namespace arbiter::puzzles {

// Whether the tree has a dual: two or more threat moves, or a defence with two or more shortest
// answers (problemists count a double threat as a flaw of the same kind).
bool has_dual(const AttackerMove& move);

// Whether `m`, played from `pos`, neither captures (on its target cell, or en passant) nor checks.
bool is_quiet(const model::Position& pos, model::Move m);

}  // namespace arbiter::puzzles
