// CellLists: a list of cells for each cell of a board, stored in one contiguous array (the
// lists end to end, and where each cell's list starts), so that reading a cell's list is two
// loads and its cells lie side by side in memory.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "model/cell.h"

namespace arbiter::model {

class CellLists {
 public:
  CellLists() = default;

  // Appends the list of the next cell (cells are filled in index order, 0 first).
  void append_list(std::span<const Cell> cells) {
    if (starts_.empty()) starts_.push_back(0);
    cells_.insert(cells_.end(), cells.begin(), cells.end());
    starts_.push_back(static_cast<std::uint32_t>(cells_.size()));
  }

  // Whether no list was appended.
  bool empty() const { return starts_.empty(); }

  // The list of cell `c` (which must be one of the cells appended).
  std::span<const Cell> of(Cell c) const {
    return {cells_.data() + starts_[c.index], cells_.data() + starts_[c.index + 1u]};
  }

 private:
  std::vector<Cell> cells_;
  std::vector<std::uint32_t> starts_;  // cell i's list is cells_[starts_[i], starts_[i + 1])
};

}  // namespace arbiter::model
