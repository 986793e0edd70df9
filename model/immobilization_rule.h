// Immobilizers, compiled from pieces' `immobilizes` key (specs/README.md "Immobilizers"): a piece
// that freezes the enemy pieces one step away from it in its directions. Each (owner, kind) that
// immobilizes gets, per cell, the cells from which it would cover that cell, so that whether a
// piece is immobilized is a few look-ups around it. Queries on positions: model/immobilization.h.
#pragma once

#include <vector>

#include "model/cell.h"
#include "model/piece.h"
#include "model/player.h"

namespace arbiter::model {

// One immobilizing piece kind as owned by one player.
struct Immobilizer {
  Piece piece;  // the owner's piece of that kind
  PlayerId owner;
  bool released_by_own = false;  // a piece it covers moves while an own immobilizer covers it too
  bool victims_attack = false;   // immobilized_attacks yes: a piece it immobilizes still attacks
  // [cell X]: the cells from which this piece covers X (one step in one of its directions to X).
  std::vector<std::vector<Cell>> covered_from;
};

struct ImmobilizationRule {
  std::vector<Immobilizer> immobilizers;
  bool silences = false;  // some immobilizer's victims attack nothing
};

}  // namespace arbiter::model
