// Attacks: whether a piece could capture on a cell, and whether a player's royal pieces are in
// check. Used by legality tests, castling safety and the check/mate verdicts.
#pragma once

#include "model/position.h"

namespace arbiter::model {

// Whether the piece on `from` (owned by its owner) could capture on `target` by one of its atoms,
// given the current occupancy. The piece on `target` (if any) is the one that would be captured.
bool piece_attacks(const Position& pos, Cell from, Cell target);

// Whether any opponent of `defender` attacks `target`.
bool is_attacked(const Position& pos, Cell target, PlayerId defender);

// Whether any royal piece of `player` is attacked.
bool in_check(const Position& pos, PlayerId player);

}  // namespace arbiter::model
