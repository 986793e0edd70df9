// AtomsByCell: for one piece kind as one player owns it, the atoms that may move it from each
// cell, with the path each takes from there (CompiledAtom::path, or the general path where a move
// of the atom may promote from that cell). Compiled with the rules (compile_atom_paths.cpp), so
// that the move generator does not ask, for every atom of every piece at every node, whether the
// atom's start zones (from_zone, not_from_zone) hold the piece's cell or whether it may promote
// from there: those answers depend on the cell and the owner only. What depends on the position
// (a first-move condition, a closed zone) the generator still reads.
#pragma once

#include <cstdint>

#include "model/cell_lists.h"
#include "model/compiled_atom.h"

namespace arbiter::model {

// An atom that may move a piece from some cell, and the path its moves take from there.
struct AtomFromCell {
  std::uint16_t atom = 0;  // its index in CompiledRules::atoms(owner, kind)
  AtomPath path = AtomPath::General;
};

// The atoms that may move the piece from each cell, in the order of the kind's atoms.
using AtomsByCell = PerCellLists<AtomFromCell>;

}  // namespace arbiter::model
