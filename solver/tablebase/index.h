// The index of an endgame table: every placement of the material's pieces on the cells each may
// stand on, for each side to move, numbered densely. A group of identical pieces is numbered as a
// combination (the combinatorial number system), so swapping them gives the same entry. Nothing
// here assumes a shape of board: a piece's cells are the cells the compiled rules let it rest on.
// Symmetry folding: when the rules have symmetries for this material (symmetry.h), the first piece
// that is alone of its kind is numbered only on one cell of each orbit (the cell of lowest index),
// and a position is brought there by a symmetry before it is numbered. When that piece stands on a
// cell some symmetry fixes (an axis), several entries hold images of one position: only the one of
// lowest number is canonical, the others are never reached by index_of.
// Order: each group's number is a digit of the entry's, from the lowest: the groups in material
// order, the folded one last (the highest), so that the entries of one folded cell lie together.
// Passengers (passengers.h): a piece that may ride a carrier is also numbered on the cells where
// the carrier may stand, and an entry where it shares the carrier's cell holds it aboard.
// This is the plain mapping between positions, placements and entries; the fast generator's
// shortcuts through it (walking the entries in order, numbering a move's entry from its origin's)
// are incremental_numbering.h.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "model/position.h"
#include "solver/tablebase/material.h"
#include "solver/tablebase/passengers.h"
#include "solver/tablebase/side.h"
#include "solver/tablebase/symmetry.h"

namespace arbiter::solver::tablebase {

// Whether an index folds by the table's symmetries (None: every placement has its own entry, the
// reference the folded tables are tested against).
enum class Folding : std::uint8_t { None, BySymmetry };

class TableIndex {
 public:
  // The most pieces a table holds: far beyond what any machine can build (each piece multiplies
  // the entries by the cells it may stand on), small enough that the generators copy a placement
  // in a few instructions (they keep one on the stack per move made or un-made).
  static constexpr int kMaxPieces = 16;

  TableIndex(const model::CompiledRules& rules, Material material,
             Folding folding = Folding::BySymmetry);

  const model::CompiledRules& rules() const { return *rules_; }
  const Material& material() const { return material_; }
  // Entries for one side to move, and in all.
  std::uint64_t per_side() const { return per_side_; }
  std::uint64_t size() const { return per_side_ * 2; }
  // The side to move of entry i (0: the first player of the turn order).
  Side side_of(std::uint64_t i) const { return i < per_side_ ? Side::First : Side::Second; }

  // Whether a piece of the material's group (owner, kind) may stand on c in this table (on the
  // board: a passenger rides on its carrier's cell, where it may not stand).
  bool may_stand(model::PlayerId owner, model::PieceKind kind, model::Cell c) const;
  // Whether group g (in material order) is numbered on c: a cell it may stand on or, for a
  // passenger, one where a carrier it may ride may stand.
  bool numbers(int g, model::Cell c) const {
    return groups_[static_cast<std::size_t>(g)].slot[c.index] >= 0;
  }

  // Which pieces may ride which carriers in this table; holds_passengers(): some may.
  const Passengers& passengers() const { return passengers_; }
  bool holds_passengers() const { return passengers_.any(); }

  // The symmetries the index folds by (the identity first; only the identity when none is used).
  const std::vector<CellPermutation>& symmetries() const { return symmetries_; }

  // The canonical entry of a position holding exactly this material and nothing else of state (no
  // castling right, no en passant right the side to move could use, empty hands, no passenger but
  // one per carrier that may ride it); none otherwise. Every image of a position under the
  // symmetries gets the same entry.
  std::optional<std::uint64_t> index_of(const model::Position& pos) const;

  // Whether entry i, set up on `pos` (set_up returned true), is the canonical entry of its
  // position (false: another entry holds an image of the same position).
  bool is_canonical(std::uint64_t i, const model::Position& pos) const;

  // How many distinct positions the canonical entry i stands for (the size of its orbit under the
  // symmetries); 1 without folding. Statistics count every position, so they weigh entries by it.
  std::uint64_t orbit_size(std::uint64_t i) const;

  // The entry after a quiet move of the piece of (owner, kind) from `from` to `to` in entry i
  // (the other side then to move), without setting anything up; none when the material has no
  // such piece. A lone piece moving while the folded piece stays off an axis changes the entry by
  // its own cells alone; otherwise the placement is decoded and numbered again.
  std::optional<std::uint64_t> after_quiet_move(std::uint64_t i, model::PlayerId owner,
                                                model::PieceKind kind, model::Cell from,
                                                model::Cell to) const {
    const int g = group_of_code_[rules_->make_piece(owner, kind).code];
    if (g < 0) return std::nullopt;
    const Group& group = groups_[static_cast<std::size_t>(g)];
    if (!shifts_alone(g, [&] { return folded_cell(i); }))
      return after_move_of_placement(i, g, from, to);
    return shifted(i, group, from, to);
  }

  // Clears `pos` (a position of the same rules) and sets entry i up on it, every piece marked as
  // moved; false when two pieces of the entry share a cell (but a passenger aboard its carrier)
  // or a piece stands on a cell it may not (the board is then left cleared).
  bool set_up(std::uint64_t i, model::Position& pos) const;

  // Placements without a Position (the fast generator's form): the cell of every piece of the
  // material, numbered in group order (material.h), a group's pieces in any order.
  using Cells = std::array<model::Cell, kMaxPieces>;
  // A piece's place in a placement: its number in Cells (the material's pieces in group order).
  using PieceSlot = std::size_t;
  static constexpr PieceSlot kNoSlot = kMaxPieces;  // no piece (no victim)
  // The group (in material order) of the piece in slot n.
  int group_of_piece(PieceSlot n) const { return piece_group_[n]; }
  // The cells of entry i as numbered, shared or not (a passenger on its carrier's cell).
  void placement_of(std::uint64_t i, Cells& cells) const { decode(i, cells); }
  // orbit_size(i), where `cells` is already placement_of(i) (a walk over the entries in order
  // turns it from entry to entry, incremental_numbering.h).
  std::uint64_t orbit_size(std::uint64_t i, const Cells& cells) const;
  // The canonical entry of a placement (every piece on a cell its group may stand on), with the
  // turn order's first or second player (side) to move.
  std::uint64_t entry_of(Side side, const Cells& cells) const {
    return (side == Side::First ? 0 : per_side_) + canonical_rank(cells);
  }
  // Whether entry i, whose cells are `cells` (placement_of, each piece on a cell of its own), is
  // the canonical entry of its position.
  bool is_canonical(std::uint64_t i, const Cells& cells) const {
    return fold_group_ < 0 || !on_axis_[cells[fold_piece_].index] ||
           !has_lower_image(i < per_side_ ? i : i - per_side_, cells);
  }

 private:
  friend class IncrementalNumbering;  // the fast generator's numbering reads the tables below
  struct Group {
    model::PlayerId owner;
    model::PieceKind kind;
    int count = 0;
    std::vector<model::Cell> cells;  // the cells it is numbered on, in board order
    std::vector<int> slot;           // per board cell: its place in `cells`, or -1
    std::vector<bool> rests;         // per board cell: whether it may stand there
    std::uint64_t combinations = 0;
    std::uint64_t stride = 0;
    int first = 0;                    // its first piece in a placement
    std::uint64_t divisor_magic = 0;  // for combinations > 1: 2^64 / combinations, rounded up
  };
  // A material's limits: at most this many identical pieces (one group: a kind of one owner),
  // and at most this many groups.
  static constexpr int kMaxIdenticalPieces = 16;
  static constexpr std::size_t kMaxPieceGroups = 16;
  // The cells of each group's pieces, group after group, in any order within a group.
  using Placement = Cells;
  const model::CompiledRules* rules_;
  Material material_;
  Passengers passengers_;
  std::vector<Group> groups_;
  std::vector<int> group_of_code_;  // per piece code: its group, or -1
  std::vector<int> piece_group_;    // per piece of a placement: its group
  // Per (symmetry, group, cell), for a group of one piece: what the piece on that cell adds to
  // the rank of the placement's image under the symmetry.
  std::vector<std::uint64_t> lone_rank_;
  std::size_t board_cells_ = 0;
  std::vector<std::vector<std::uint64_t>> binomial_;  // binomial_[n][k]
  std::uint64_t per_side_ = 1;
  std::vector<CellPermutation> symmetries_;
  int fold_group_ = -1;         // the group numbered on orbit representatives
  std::size_t fold_piece_ = 0;  // its piece's place in a placement (when folding)
  std::vector<std::vector<std::uint8_t>>
      to_representative_;      // per cell: symmetries taking it there
  std::vector<bool> on_axis_;  // per cell: some symmetry but the identity fixes it

  std::uint64_t choose(int n, int k) const;
  const Group* group_of(model::PlayerId owner, model::PieceKind kind) const;
  void fold(const std::vector<CellPermutation>& symmetries);
  model::Cell folded_cell(std::uint64_t i) const {
    const Group& g = groups_[static_cast<std::size_t>(fold_group_)];
    return g.cells[static_cast<std::size_t>((i % per_side_) / g.stride % g.combinations)];
  }
  // Whether a move of group g's piece changes the entry by that piece's own cells alone: it is
  // alone of its kind, not the folded piece, and the folded piece (on the cell `folded()` gives,
  // asked only when folding) stands off every axis.
  template <typename FoldedCell>
  bool shifts_alone(int g, FoldedCell folded) const {
    return groups_[static_cast<std::size_t>(g)].count == 1 && g != fold_group_ &&
           (fold_group_ < 0 || !on_axis_[folded().index]);
  }
  // Entry i (of a lone piece of `group`, not the folded one, off any axis) after that piece moved
  // from `from` to `to`: its own cells alone change the number.
  std::uint64_t shifted(std::uint64_t i, const Group& group, model::Cell from,
                        model::Cell to) const {
    const auto moved = static_cast<std::uint64_t>(group.slot[to.index]) * group.stride -
                       static_cast<std::uint64_t>(group.slot[from.index]) * group.stride;
    const std::uint64_t flipped = i < per_side_ ? i + per_side_ : i - per_side_;
    return flipped + moved;  // unsigned wrap-around gives the difference exactly
  }
  // The rank within its side of a placement whose cells all have slots, mapped by symmetry k.
  std::uint64_t rank(const Placement& cells, std::size_t k) const;
  // rank(), when every piece is alone of its kind: a sum of look-ups.
  std::uint64_t lone_rank(const Placement& cells, std::size_t k) const;
  // rank(), by lone_rank() where every piece is alone of its kind.
  std::uint64_t image_rank(const Placement& cells, std::size_t k) const {
    return piece_group_.size() == groups_.size() ? lone_rank(cells, k) : rank(cells, k);
  }
  // The lowest rank among the placement's images that put the folded piece on its representative.
  std::uint64_t canonical_rank(const Placement& cells) const;
  // Whether some image of a placement numbered `rest` (the folded piece on its representative, on
  // an axis) has a lower rank: the placement is then not canonical.
  bool has_lower_image(std::uint64_t rest, const Placement& cells) const;
  void decode(std::uint64_t i, Placement& cells) const {
    assert(i < size());  // an entry of this table
    const std::uint64_t rest = i < per_side_ ? i : i - per_side_;
    if (lone_digits_.empty()) return decode_groups(rest, cells);
    // Every piece alone: per digit one multiplication and one look-up (see decode_groups).
    // (The vectors are read into locals first: the stores to `cells` could otherwise alias them.)
    const LoneDigit* digits = lone_digits_.data();
    const model::Cell* numbered = lone_cells_.data();
    const std::size_t last = lone_digits_.size() - 1;
    std::uint64_t left = rest;
    for (std::size_t k = 0; k < last; ++k) {
      const LoneDigit& d = digits[k];
      const auto quotient = static_cast<std::uint64_t>((static_cast<Wide>(d.magic) * left) >> 64);
      cells[d.group] = numbered[d.first_cell + (left - quotient * d.combinations)];
      left = quotient;
    }
    cells[digits[last].group] = numbered[digits[last].first_cell + left];
  }
  // The placement numbered `rest` within its side, group by group.
  void decode_groups(std::uint64_t rest, Placement& cells) const;
  __extension__ typedef unsigned __int128
      Wide;  // GCC's 128-bit integer, for division by multiplication
  // For decode(), where every piece is alone of its kind, each digit but the last has more than
  // one cell and the table is narrow (below 2^32 entries a side); empty where that does not hold.
  struct LoneDigit {
    std::uint64_t combinations = 0;
    std::uint64_t magic = 0;
    std::size_t first_cell = 0;  // where the group's numbered cells start in lone_cells_
    std::size_t group = 0;       // its group (and piece)
  };
  std::vector<std::size_t> digit_order_;  // the groups from the lowest digit (stride 1) up
  std::vector<LoneDigit> lone_digits_;
  std::vector<model::Cell> lone_cells_;  // every group's numbered cells, group after group
  // set_up() where the material holds passengers: carriers first, then each piece on its cell or
  // aboard the carrier standing there.
  bool set_up_aboard(const Placement& cells, model::Position& pos) const;
  // index_of()'s count of the pieces of `pos`: every piece on the board, then every passenger on
  // its carrier's cell; false when one cannot be numbered.
  bool place_pieces(const model::Position& pos, Placement& cells) const;
  // The canonical entry after a piece of group g moves from `from` to `to` in entry i.
  std::uint64_t after_move_of_placement(std::uint64_t i, int g, model::Cell from,
                                        model::Cell to) const;
};

// Removes every piece from a position and clears its state (side to move kept).
void clear_position(model::Position& pos);

}  // namespace arbiter::solver::tablebase
