// The fast generator's incremental numbering (incremental_numbering.h).
#include "solver/tablebase/incremental_numbering.h"

namespace arbiter::solver::tablebase {

IncrementalNumbering::IncrementalNumbering(const TableIndex& index)
    : ix_(index),
      per_side_(index.per_side_),
      board_cells_(index.board_cells_),
      group_count_(index.groups_.size()),
      fold_group_(index.fold_group_),
      fold_piece_(index.fold_piece_),
      every_piece_alone_(index.piece_group_.size() == index.groups_.size()),
      lone_rank_(index.lone_rank_.data()),
      piece_group_(index.piece_group_),
      on_axis_(index.on_axis_.begin(), index.on_axis_.end()) {
  fold_group_offset_ = fold_group_ < 0 ? 0 : static_cast<std::size_t>(fold_group_) * board_cells_;
  symmetry_count_ = index.symmetries_.size();
  for (std::size_t n = 0; n < piece_group_.size(); ++n) {
    const int g = piece_group_[n];
    const auto gi = static_cast<std::size_t>(g);
    const bool alone_unfolded = index.groups_[gi].count == 1 && g != fold_group_;
    piece_ways_[n] = {g, alone_unfolded, g == fold_group_,
                      alone_unfolded ? lone_rank_ + gi * board_cells_ : nullptr};
  }
  const std::size_t cells = board_cells_;
  constexpr auto kMost = static_cast<std::size_t>(kMaxAxisImages);
  axis_symmetries_.assign(cells * kMost, kNoSymmetry);
  axis_parts_.assign(cells * kMost, 0);
  if (ix_.fold_group_ < 0 || !every_piece_alone_) return;
  parts_by_symmetry_.resize(group_count_ * cells * symmetry_count_);
  for (std::size_t g = 0; g < group_count_; ++g)
    for (std::size_t c = 0; c < cells; ++c)
      for (std::size_t k = 0; k < symmetry_count_; ++k)
        parts_by_symmetry_[(g * cells + c) * symmetry_count_ + k] =
            lone_rank_[(k * group_count_ + g) * cells + c];
  folded_along_ = symmetry_count_ <= kMostCachedSymmetries;
  for (std::size_t c = 0; c < cells; ++c) {
    const std::vector<std::uint8_t>& fixing = ix_.to_representative_[c];
    if (fixing.size() > kMost) {
      folded_along_ = false;
      continue;
    }
    for (std::size_t j = 0; j < fixing.size(); ++j) {
      axis_symmetries_[c * kMost + j] = fixing[j];
      axis_parts_[c * kMost + j] =
          lone_rank_[fixing[j] * group_count_ * cells + fold_group_offset_ + c];
    }
  }
}

void IncrementalNumbering::find_axis_images(Origin& o, const Cells& cells) const {
  const model::Cell folded = cells[fold_piece_];
  const auto& fixing = ix_.to_representative_[folded.index];
  if (fixing.size() < 2 || fixing.size() > static_cast<std::size_t>(kMaxAxisImages)) return;
  const std::uint64_t own =
      o.entry < per_side_ ? o.entry : o.entry - per_side_;  // the identity's image
  for (std::uint8_t k : fixing) {
    o.symmetry[static_cast<std::size_t>(o.images)] = k;
    o.rank[static_cast<std::size_t>(o.images++)] = k == 0 ? own : ix_.lone_rank(cells, k);
  }
}

}  // namespace arbiter::solver::tablebase
