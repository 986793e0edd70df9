// PerCellLists<T>: a list of values for each cell of a board, stored in one contiguous array (the
// lists end to end, and where each cell's list starts), so that reading a cell's list is two
// loads and its values lie side by side in memory. CellLists is its case of cells (an atom's
// one-cell targets); AtomsByCell (model/atoms_by_cell.h) its case of a piece's atoms.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "model/cell.h"

namespace arbiter::model {

template <class T>
class PerCellLists {
 public:
  PerCellLists() = default;

  // Appends the list of the next cell (cells are filled in index order, 0 first).
  void append_list(std::span<const T> values) {
    if (starts_.empty()) starts_.push_back(0);
    values_.insert(values_.end(), values.begin(), values.end());
    starts_.push_back(static_cast<std::uint32_t>(values_.size()));
  }

  // Whether no list was appended.
  bool empty() const { return starts_.empty(); }

  // The list of cell `c` (which must be one of the cells appended).
  std::span<const T> of(Cell c) const {
    return {values_.data() + starts_[c.index], values_.data() + starts_[c.index + 1u]};
  }

 private:
  std::vector<T> values_;
  std::vector<std::uint32_t> starts_;  // cell i's list is values_[starts_[i], starts_[i + 1])
};

// A list of cells for each cell.
using CellLists = PerCellLists<Cell>;

}  // namespace arbiter::model
