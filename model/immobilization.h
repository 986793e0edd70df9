// Immobilization on a position (specs/README.md "Immobilizers"): whether a piece is frozen by an
// enemy immobilizer next to it, and whether, frozen, it still attacks. Move generation skips the
// moves of immobilized pieces; attack detection skips the attacks of silenced ones.
#pragma once

#include "model/position.h"

namespace arbiter::model {

struct Immobilization {
  bool immobilized = false;  // the piece may not move: no atom move, no castling, not pushed on
  bool attacks = true;       // it still attacks (false only when immobilized)
  bool released = false;     // an enemy immobilizer covers it but an own immobilizer releases it
};

// The state of the piece on c (which must hold a piece) under the rules' immobilizers: it is
// immobilized when an enemy immobilizer covers its cell, unless that immobilizer has
// released_by_own and an immobilizer of the piece's own side covers the cell too. It attacks
// nothing when some immobilizer that holds it so has immobilized_attacks no.
Immobilization immobilization_of(const Position& pos, Cell c);

// Whether the piece on c may not move (false at once for specs without immobilizers).
inline bool is_immobilized(const Position& pos, Cell c) {
  return pos.rules().immobilization() && immobilization_of(pos, c).immobilized;
}

}  // namespace arbiter::model
