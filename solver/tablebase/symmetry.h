// Symmetries of an endgame table: the permutations of the board's cells that map the compiled
// rules, as far as the table's pieces read them, onto themselves, so that a position and its image
// have the same value. Derived from the compiled rules, never declared: candidates are the board
// graph's automorphisms that carry directions to directions (a rotation or reflection of the
// compass), kept when every piece of the material moves, rests and reads zones alike on a cell and
// on its image.
#pragma once

#include <vector>

#include "model/rules.h"
#include "solver/tablebase/material.h"

namespace arbiter::solver::tablebase {

// A permutation of the board's cells: image[c.index] is where cell c goes.
using CellPermutation = std::vector<model::Cell>;

// The group of cell permutations σ such that, for every group (owner, kind) of `material`:
// - σ is an automorphism of the board graph: neighbour(σ(c), δ(d)) = σ(neighbour(c, d)) for one
//   map δ of the directions that turns or mirrors the compass (so rays map onto rays);
// - every atom of the piece maps onto an atom of the piece (directions through δ, leap targets
//   and their lame cells through σ, all other fields equal), and back;
// - the cells it may rest on, and every zone it reads (atom zones, confinement, promotion, drop),
//   are mapped onto themselves;
// and the zones any piece reads globally (sanctuaries, royal-neighbour cells, closures, draw
// claims by zone), opposition placements and immobilizers' reach are mapped onto themselves.
// Board colours are not compared: no compiled rule reads a cell's colour. Castling is ignored (a
// table holds no castling rights). Rules whose order of cells matters (relocation, carriers,
// imitation) keep only the identity. The identity comes first; the set is closed under
// composition and inverse. A board with thousands of automorphisms (many identical disconnected
// parts) gets the identity alone.
std::vector<CellPermutation> table_symmetries(const model::CompiledRules& rules,
                                              const Material& material);

}  // namespace arbiter::solver::tablebase
