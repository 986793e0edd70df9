// AtomsByCell: for one piece kind as one player owns it, the atoms that may move it from each
// cell, with the path each takes from there (CompiledAtom::path, or the general path where a move
// of the atom may promote from that cell). Compiled with the rules (compile_atom_paths.cpp), so
// that the move generator does not ask, for every atom of every piece at every node, whether the
// atom's start zones (from_zone, not_from_zone) hold the piece's cell or whether it may promote
// from there: those answers depend on the cell and the owner only. What depends on the position
// (a first-move condition, a closed zone) the generator still reads.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "model/cell.h"
#include "model/compiled_atom.h"

namespace arbiter::model {

// An atom that may move a piece from some cell, and the path its moves take from there.
struct AtomFromCell {
  std::uint16_t atom = 0;  // its index in CompiledRules::atoms(owner, kind)
  AtomPath path = AtomPath::General;
};

class AtomsByCell {
 public:
  AtomsByCell() = default;

  // Appends the atoms of the next cell (cells are filled in index order, 0 first).
  void append_cell(std::span<const AtomFromCell> atoms) {
    if (starts_.empty()) starts_.push_back(0);
    entries_.insert(entries_.end(), atoms.begin(), atoms.end());
    starts_.push_back(static_cast<std::uint32_t>(entries_.size()));
  }

  // The atoms that may move the piece from cell `c` (one of the cells appended), in the order of
  // the kind's atoms.
  std::span<const AtomFromCell> of(Cell c) const {
    return {entries_.data() + starts_[c.index], entries_.data() + starts_[c.index + 1u]};
  }

 private:
  std::vector<AtomFromCell> entries_;
  std::vector<std::uint32_t> starts_;  // cell i's atoms are entries_[starts_[i], starts_[i + 1])
};

}  // namespace arbiter::model
