// The fast generator's incremental numbering over a table's index (index.h): how it walks the
// entries in order and numbers the entries a move or un-move leads to without numbering each
// placement from scratch. index.h keeps the plain mapping between positions, placements and
// entries; everything here is a shortcut to what that mapping gives, and the table tests check the
// two agree (every fast table equals the one built through index_of and set_up).
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <limits>
#include <span>
#include <type_traits>
#include <vector>

#include "solver/tablebase/index.h"

namespace arbiter::solver::tablebase {

class IncrementalNumbering {
 public:
  using Cells = TableIndex::Cells;
  using PieceSlot = TableIndex::PieceSlot;

  explicit IncrementalNumbering(const TableIndex& index);

  // Turns `cells`, the placement of entry i (placement_of), into that of entry i + 1 (for the last
  // entry of a side: the first of the other), as an odometer turns: where every piece is alone of
  // its kind, the lowest digit steps to its next cell and a digit that wraps round carries; decoded
  // otherwise. A walk over the table in order thus pays little for its placements.
  void next_placement(std::uint64_t i, Cells& cells) const {
    step_placement(i, cells, [](model::Cell, model::Cell) {});
  }
  // next_placement(), calling moved(from, to) for each piece it moves (each stepping digit's);
  // false where it decoded the placement afresh instead, moved not called.
  template <typename Moved>
  bool step_placement(std::uint64_t i, Cells& cells, Moved&& moved) const {
    if (ix_.lone_digits_.empty()) {
      ix_.decode(i + 1 < ix_.size() ? i + 1 : 0, cells);
      return false;
    }
    for (std::size_t k = 0; k < ix_.lone_digits_.size(); ++k) {
      const TableIndex::LoneDigit& d = ix_.lone_digits_[k];
      const std::size_t g = d.group;
      const model::Cell from = cells[g];
      const auto next = static_cast<std::uint64_t>(ix_.groups_[g].slot[from.index]) + 1;
      const model::Cell to = ix_.lone_cells_[d.first_cell + (next < d.combinations ? next : 0)];
      cells[g] = to;
      moved(from, to);
      if (next < d.combinations) return true;
    }
    return true;
  }

  // The entries of one side as rows: those of a row share every piece's cell but one piece's
  // (the row's piece, alone of its kind), which runs over every cell its group is numbered on,
  // in the order of `cells`. A first visit by rows finds what depends on the other pieces once
  // per row (fast_retrograde.cpp).
  struct Rows {
    PieceSlot piece = 0;
    std::uint64_t count = 0;   // rows per side
    std::uint64_t stride = 0;  // from an entry of a row to the next
    std::span<const model::Cell> cells;
    // The first entry of row r (for the first side to move), its piece on cells[0].
    std::uint64_t first_entry(std::uint64_t r) const {
      return r % stride + r / stride * stride * cells.size();
    }
  };
  // Rows of piece n, which must be alone of its kind.
  Rows rows(PieceSlot n) const {
    const TableIndex::Group& g = ix_.groups_[static_cast<std::size_t>(piece_group_[n])];
    assert(g.count == 1);
    return {n, per_side_ / g.combinations, g.stride, g.cells};
  }

  // Whether piece n is the folded one (numbered on one cell of each orbit).
  bool folds(PieceSlot n) const { return fold_group_ >= 0 && n == fold_piece_; }
  // Whether every entry of a row, whose cells but the row piece's are `cells`, is the canonical
  // one of its position: none folds, or the row piece is not the folded one and that stands off
  // every axis.
  bool all_canonical(const Rows& rows, const Cells& cells) const {
    return fold_group_ < 0 ||
           (rows.piece != fold_piece_ && on_axis_[cells[fold_piece_].index] == 0);
  }

  // An entry whose moves (or un-moves) are about to be numbered, with what that needs found once
  // for all of them: when every piece is alone of its kind and the folded piece stands on an
  // axis, the rank of the placement's image under each symmetry fixing that cell (a move of
  // another piece changes each by that piece's own cells alone).
  static constexpr int kMaxAxisImages = 8;
  // The most symmetries whose sums the Folded way keeps (more: each rank found afresh).
  static constexpr std::size_t kMostCachedSymmetries = 16;
  struct Origin {
    std::uint64_t entry = 0;
    int images = 0;        // how many ranks are kept; 0: none
    bool on_axis = false;  // the folded piece stands on an axis (where the index folds)
    // The first `images` are set (left uninitialized otherwise: an origin is made per entry).
    std::array<std::uint8_t, kMaxAxisImages> symmetry;
    std::array<std::uint64_t, kMaxAxisImages> rank;
  };
  // Entry i, whose cells are `cells` (placement_of, each piece on a cell of its own), as the
  // origin of moves.
  Origin origin(std::uint64_t i, const Cells& cells) const {
    Origin o;
    o.entry = i;
    o.on_axis = fold_group_ >= 0 && on_axis_[cells[fold_piece_].index] != 0;
    if (o.on_axis && every_piece_alone_) find_axis_images(o, cells);
    return o;
  }

  // A piece about to move from an origin, with what numbering all its moves needs found once: the
  // way its moves are numbered, and the number of the side to move after them. When the piece is
  // alone of its kind, not the folded one, and the folded piece stands off every axis, a move
  // changes the entry by the piece's own cells alone: the entry after it is a base (the origin's
  // entry for the other side, less the part of the cell left) plus the part of the cell reached,
  // one look-up. The folded piece's moves are ranked under the one symmetry that takes the cell
  // reached to its representative (off every axis) or under each that does (on one); other
  // pieces' moves from an origin on an axis shift the ranks of the origin's images.
  struct Mover {
    enum class Way : std::uint8_t { Shift, Folded, Images, Rank };
    Way way = Way::Rank;
    PieceSlot piece = 0;
    int group = 0;
    model::Cell from;
    std::uint64_t base = 0;  // Shift: see above; otherwise the other side's first entry
    const std::uint64_t* part = nullptr;  // Shift: per cell, the piece's part in the number
    const Cells* cells = nullptr;         // the origin's placement
  };
  // Piece n of the origin's entry, whose cells are `cells`, about to move.
  Mover mover(const Origin& o, const Cells& cells, PieceSlot n) const {
    Mover m;
    const PieceWay& piece = piece_ways_[n];
    m.piece = n;
    m.from = cells[n];
    m.cells = &cells;
    m.group = piece.group;
    const std::uint64_t per_side = per_side_;
    if (piece.alone_unfolded && !o.on_axis) {
      m.way = Mover::Way::Shift;
      m.part = piece.part;
      const std::uint64_t flipped = o.entry < per_side ? o.entry + per_side : o.entry - per_side;
      m.base = flipped - m.part[m.from.index];  // unsigned wrap-around gives the difference exactly
      return m;
    }
    m.base = o.entry < per_side ? per_side : 0;
    m.way = piece.folded   ? Mover::Way::Folded
            : o.images > 0 ? Mover::Way::Images
                           : Mover::Way::Rank;
    return m;
  }
  // The entry after the mover's move to `to`, `after` being the placement with the move made.
  std::uint64_t entry_after(const Origin& o, const Mover& m, const Cells& after,
                            model::Cell to) const {
    return numbered(o, m, [&](const auto& number) { return number(to, after); });
  }

  // The Shift way's numbering (see Mover).
  struct ShiftNumber {
    std::uint64_t base;
    const std::uint64_t* part;
    std::uint64_t operator()(model::Cell to, const Cells&) const { return base + part[to.index]; }
  };
  // Calls each(number) once and returns what it returns, where number(to, after) is the entry
  // after the mover's move to `to` (`after`: the placement with the move made), as entry_after
  // gives it. The way of numbering is chosen here, once: a loop over the mover's moves inside
  // `each` is compiled once per way, with no choice left inside it.
  template <typename Each>
  std::invoke_result_t<Each&, const ShiftNumber&> numbered(const Origin& o, const Mover& m,
                                                           Each&& each) const {
    switch (m.way) {
      case Mover::Way::Shift:
        return each(ShiftNumber{m.base, m.part});
      case Mover::Way::Folded:
        return folded_numbered(m, each);
      case Mover::Way::Images:
        return images_numbered(o, m, each);
      case Mover::Way::Rank:
        break;
    }
    return each([this, base = m.base](model::Cell, const Cells& after) {
      return base + ix_.canonical_rank(after);
    });
  }

  // Numbering along a row (Rows of stride 1): the entries after one move of a piece that is
  // neither the row piece nor the folded one, from every entry of the row at once. Along(to) is
  // then a number of each entry k of the row: the entry the move to `to` leads to from entry k.
  // The Shift way (the folded piece off every axis): the entries from the row's follow one
  // another as the origins do.
  struct ShiftAlong {
    std::uint64_t base;
    const std::uint64_t* part;
    struct From {
      std::uint64_t first;  // from the row's first entry
      std::uint64_t operator()(std::size_t k) const { return first + k; }
    };
    From operator()(model::Cell to) const { return {base + part[to.index]}; }
  };
  // The Images way (the folded piece on an axis): from entry k, the lowest of the images' ranks,
  // each the rank of the row's first entry's image changed by the mover's cells and the row
  // piece's.
  struct ImagesAlong {
    std::uint64_t base;
    int images;
    std::array<std::uint64_t, kMaxAxisImages> left;  // per image: its rank less the parts left
    std::array<const std::uint64_t*, kMaxAxisImages>
        mover;  // per image: the mover's parts per cell
    std::array<const std::uint64_t*, kMaxAxisImages>
        row;                   // per image: the row piece's parts per cell
    const model::Cell* cells;  // the row's cells
    struct From {
      const ImagesAlong* along;
      std::array<std::uint64_t, kMaxAxisImages> reached;  // per image: left with the part of `to`
      std::uint64_t operator()(std::size_t k) const {
        const std::size_t c = along->cells[k].index;
        std::uint64_t best = std::min(reached[0] + along->row[0][c], reached[1] + along->row[1][c]);
        // (At least two images: find_axis_images keeps none for fewer. Two, the commonest: a
        // folded piece on one axis.)
        if (along->images == 2) [[likely]]
          return along->base + best;
        for (int j = 2; j < along->images; ++j)
          best = std::min(best, reached[static_cast<std::size_t>(j)] +
                                    along->row[static_cast<std::size_t>(j)][c]);
        return along->base + best;
      }
    };
    From operator()(model::Cell to) const {
      From f;  // (its array left uninitialized past `images`)
      f.along = this;
      for (int j = 0; j < images; ++j) {
        const auto u = static_cast<std::size_t>(j);
        f.reached[u] = left[u] + mover[u][to.index];
      }
      return f;
    }
  };
  // The Folded way (the mover is the folded piece): from entry k, the lowest of the ranks under
  // the symmetries taking the cell reached to its representative, each the folded piece's part
  // there plus the other pieces' under that symmetry; of those, only the row piece's changes
  // along the row.
  struct FoldedAlong {
    std::uint64_t base;
    const IncrementalNumbering* numbering;
    std::array<std::uint64_t, kMostCachedSymmetries> others;  // per symmetry: but the row piece's
    const std::uint64_t* row;  // the row piece's parts per (symmetry, cell): lone_rank_'s
    std::size_t row_stride;    // from one symmetry's parts of the row piece to the next
    const model::Cell* cells;  // the row's cells
    struct From {
      const FoldedAlong* along;
      int fixing;  // how many symmetries take the cell reached to its representative
      std::array<std::uint64_t, kMaxAxisImages> reached;     // per such symmetry: but the row piece
      std::array<const std::uint64_t*, kMaxAxisImages> row;  // its row piece's parts per cell
      std::uint64_t operator()(std::size_t k) const {
        const std::size_t c = along->cells[k].index;
        std::uint64_t best = reached[0] + row[0][c];
        for (std::size_t j = 1; j < static_cast<std::size_t>(fixing); ++j)
          best = std::min(best, reached[j] + row[j][c]);
        return along->base + best;
      }
    };
    From operator()(model::Cell to) const {
      constexpr auto kMost = static_cast<std::size_t>(kMaxAxisImages);
      const std::size_t at = to.index * kMost;
      const std::uint8_t* fixing = &numbering->axis_symmetries_[at];
      From f;  // (its arrays left uninitialized past `fixing`: zeroing them cost 6% of KBNK's time)
      f.along = this;
      f.fixing = 0;
      for (std::size_t j = 0; j < kMost && fixing[j] != kNoSymmetry; ++j, ++f.fixing) {
        f.reached[j] = others[fixing[j]] + numbering->axis_parts_[at + j];
        f.row[j] = row + fixing[j] * row_stride;
      }
      return f;
    }
  };
  // Calls each(along) with the ShiftAlong, ImagesAlong or FoldedAlong of mover m from the row's
  // first entry (origin `o`, its placement the mover's, the row piece on rows.cells[0]); false,
  // without a call, where the mover's moves are numbered otherwise (a piece not alone of its kind,
  // a placement without images kept, the folded piece where its images are not cached).
  template <typename Each>
  bool along_row(const Origin& o, const Mover& m, const Rows& rows, Each&& each) const {
    if (m.way == Mover::Way::Shift) {
      each(ShiftAlong{m.base, m.part});
      return true;
    }
    if (m.way == Mover::Way::Folded) {
      if (!folded_along_) return false;
      FoldedAlong along{};
      along.base = m.base;
      along.numbering = this;
      along.cells = rows.cells.data();
      const auto row_group = static_cast<std::size_t>(piece_group_[rows.piece]);
      along.row = lone_rank_ + row_group * board_cells_;
      along.row_stride = group_count_ * board_cells_;
      const Cells& cells = *m.cells;
      for (std::size_t g = 0; g < group_count_; ++g) {
        if (static_cast<int>(g) == fold_group_ || g == row_group) continue;
        const std::uint64_t* parts =
            &parts_by_symmetry_[(g * board_cells_ + cells[g].index) * symmetry_count_];
        for (std::size_t k = 0; k < symmetry_count_; ++k) along.others[k] += parts[k];
      }
      each(along);
      return true;
    }
    if (m.way != Mover::Way::Images) return false;
    ImagesAlong along{};
    along.base = m.base;
    along.images = o.images;
    along.cells = rows.cells.data();
    const auto row_group = static_cast<std::size_t>(piece_group_[rows.piece]);
    const model::Cell start = rows.cells[0];
    for (std::size_t j = 0; j < static_cast<std::size_t>(o.images); ++j) {
      const std::uint64_t* by_symmetry = lone_rank_ + o.symmetry[j] * group_count_ * board_cells_;
      along.mover[j] = by_symmetry + static_cast<std::size_t>(m.group) * board_cells_;
      along.row[j] = by_symmetry + row_group * board_cells_;
      // (wraps exactly, back with the parts of the cells reached)
      along.left[j] = o.rank[j] - along.mover[j][m.from.index] - along.row[j][start.index];
    }
    each(along);
    return true;
  }

 private:
  const TableIndex& ix_;
  // The index's figures the hot paths read, copied so that they are one load away.
  std::uint64_t per_side_ = 0;
  std::size_t board_cells_ = 0;
  std::size_t group_count_ = 0;
  int fold_group_ = -1;
  std::size_t fold_piece_ = 0;
  std::size_t fold_group_offset_ = 0;  // the folded group's part tables within a symmetry's
  std::size_t symmetry_count_ = 1;
  bool every_piece_alone_ = false;
  const std::uint64_t* lone_rank_ = nullptr;  // TableIndex::lone_rank_
  std::vector<int> piece_group_;              // per piece slot: its group
  // Per piece slot, what a Mover of it needs, side by side: its group; whether it is alone of its
  // kind and not the folded piece (its moves may shift the entry), whether it is the folded one;
  // per cell, its part in the rank under the identity.
  struct PieceWay {
    int group = 0;
    bool alone_unfolded = false;
    bool folded = false;
    const std::uint64_t* part = nullptr;
  };
  std::array<PieceWay, TableIndex::kMaxPieces> piece_ways_{};
  std::vector<std::uint8_t> on_axis_;  // per cell: some symmetry but the identity fixes it
  // Per cell (kMaxAxisImages bytes each), where every piece is alone: the symmetries taking the
  // folded piece there to its orbit's representative, kNoSymmetry after the last; all kNoSymmetry
  // where they are more than kMaxAxisImages, or where not every piece is alone.
  static constexpr std::uint8_t kNoSymmetry = 0xFF;
  std::vector<std::uint8_t> axis_symmetries_;
  // Beside each of them: the folded piece's part in the rank of the image under that symmetry.
  std::vector<std::uint64_t> axis_parts_;
  // Where every piece is alone: per group and cell, the part of a piece there in the rank of the
  // image under each symmetry, side by side (lone_rank_ read across its symmetries), so that the
  // Folded way sums the others' parts under every symmetry a row at a time.
  std::vector<std::uint64_t> parts_by_symmetry_;
  // Whether the folded piece's moves may be numbered along a row (FoldedAlong): every piece alone,
  // at most kMostCachedSymmetries, and no cell with more than kMaxAxisImages symmetries to its
  // representative.
  bool folded_along_ = false;

  // Origin: the ranks of the images under the symmetries fixing the folded piece's cell.
  void find_axis_images(Origin& o, const Cells& cells) const;
  // The Images way: the folded piece on an axis, every piece alone, a piece (not the folded one)
  // moving. Each of the origin's images changes by the moving piece's own cells alone, so the
  // entry after a move to `to` is the lowest of (the image's rank less the part of the cell left)
  // plus the part of `to`, each found here once for all the moves.
  template <typename Each>
  std::invoke_result_t<Each&, const ShiftNumber&> images_numbered(const Origin& o, const Mover& m,
                                                                  Each& each) const {
    std::array<const std::uint64_t*, kMaxAxisImages> part;
    std::array<std::uint64_t, kMaxAxisImages> left;
    const auto images = static_cast<std::size_t>(o.images);
    for (std::size_t j = 0; j < images; ++j) {
      part[j] = lone_rank_ +
                (o.symmetry[j] * group_count_ + static_cast<std::size_t>(m.group)) * board_cells_;
      left[j] = o.rank[j] - part[j][m.from.index];  // wraps exactly, back with the part of `to`
    }
    if (images == 2)  // a cell on one mirror's axis: the identity and the mirror
      return each([&, base = m.base](model::Cell to, const Cells&) {
        return base + std::min(left[0] + part[0][to.index], left[1] + part[1][to.index]);
      });
    return each([&, base = m.base](model::Cell to, const Cells&) {
      std::uint64_t best = std::numeric_limits<std::uint64_t>::max();
      for (std::size_t j = 0; j < images; ++j) best = std::min(best, left[j] + part[j][to.index]);
      return base + best;
    });
  }
  // The Folded way: the rank of the placement after the folded piece's move to `to`, under the
  // one symmetry taking `to` to its representative, or the lowest under those that do. Where
  // every piece is alone, the image's rank is the part of the folded piece's cell plus that of
  // the others, which stay: the latter is found for every symmetry once for all the moves (a row
  // of parts_by_symmetry_ added per piece), the former is read per landing cell (axis_parts_).
  static constexpr std::size_t kSquareSymmetries = 8;  // a square's (the commonest count)
  template <typename Each>
  std::invoke_result_t<Each&, const ShiftNumber&> folded_numbered(const Mover& m,
                                                                  Each& each) const {
    if (!every_piece_alone_ || symmetry_count_ > kMostCachedSymmetries)
      return each([this, base = m.base](model::Cell, const Cells& after) {
        return base + ix_.canonical_rank(after);
      });
    std::array<std::uint64_t, kMostCachedSymmetries> others{};  // per symmetry
    const Cells& cells = *m.cells;
    const std::size_t symmetries = symmetry_count_;
    for (std::size_t g = 0; g < group_count_; ++g) {
      if (static_cast<int>(g) == fold_group_) continue;
      const std::uint64_t* row =
          &parts_by_symmetry_[(g * board_cells_ + cells[g].index) * symmetries];
      if (symmetries == kSquareSymmetries) {
        // A count known here: a few wide additions rather than a loop (KBNK 1.6% fewer
        // instructions).
        for (std::size_t k = 0; k < kSquareSymmetries; ++k) others[k] += row[k];
      } else {
        for (std::size_t k = 0; k < symmetries; ++k) others[k] += row[k];
      }
    }
    return each([&, base = m.base](model::Cell to, const Cells& after) {
      constexpr auto kMost = static_cast<std::size_t>(kMaxAxisImages);
      const std::size_t at = to.index * kMost;
      const std::uint8_t* fixing = &axis_symmetries_[at];
      if (fixing[0] == kNoSymmetry) return base + ix_.canonical_rank(after);  // too many
      std::uint64_t best = others[fixing[0]] + axis_parts_[at];
      for (std::size_t j = 1; j < kMost && fixing[j] != kNoSymmetry; ++j)
        best = std::min(best, others[fixing[j]] + axis_parts_[at + j]);
      return base + best;
    });
  }
};

}  // namespace arbiter::solver::tablebase
