// The index of an endgame table: every placement of the material's pieces on the cells each may
// stand on, for each side to move, numbered densely. A group of identical pieces is numbered as a
// combination (the combinatorial number system), so swapping them gives the same entry. Nothing
// here assumes a shape of board: a piece's cells are the cells the compiled rules let it rest on.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "model/position.h"
#include "solver/tablebase/material.h"

namespace arbiter::solver::tablebase {

class TableIndex {
 public:
  // The most pieces a table holds (retrograde scratch keeps a player's cells on the stack).
  static constexpr int kMaxPieces = 64;

  TableIndex(const model::CompiledRules& rules, Material material);

  const model::CompiledRules& rules() const { return *rules_; }
  const Material& material() const { return material_; }
  // Entries for one side to move, and in all.
  std::uint64_t per_side() const { return per_side_; }
  std::uint64_t size() const { return per_side_ * 2; }
  // The side to move of entry i (0: the first player of the turn order).
  int side_of(std::uint64_t i) const { return i < per_side_ ? 0 : 1; }

  // Whether a piece of the material's group (owner, kind) may stand on c in this table.
  bool may_stand(model::PlayerId owner, model::PieceKind kind, model::Cell c) const;

  // The entry of a position holding exactly this material and nothing else of state (no castling
  // or en passant right, empty hands, no passengers); none otherwise.
  std::optional<std::uint64_t> index_of(const model::Position& pos) const;

  // The entry after a quiet move of the piece of (owner, kind) from `from` to `to` in entry i
  // (the other side then to move), without setting anything up; none when that piece's group
  // has more than one piece (its rank depends on the others: use index_of).
  std::optional<std::uint64_t> after_quiet_move(std::uint64_t i, model::PlayerId owner, model::PieceKind kind,
                                                model::Cell from, model::Cell to) const {
    const int g = group_of_code_[rules_->make_piece(owner, kind).code];
    if (g < 0) return std::nullopt;
    const Group& group = groups_[static_cast<std::size_t>(g)];
    if (group.count != 1) return std::nullopt;
    const auto moved = static_cast<std::uint64_t>(group.slot[to.index]) * group.stride -
                       static_cast<std::uint64_t>(group.slot[from.index]) * group.stride;
    const std::uint64_t flipped = i < per_side_ ? i + per_side_ : i - per_side_;
    return flipped + moved;  // unsigned wrap-around gives the difference exactly
  }

  // Clears `pos` (a position of the same rules) and sets entry i up on it, every piece marked as
  // moved; false when two pieces of the entry share a cell (the board is then left cleared).
  bool set_up(std::uint64_t i, model::Position& pos) const;

 private:
  struct Group {
    model::PlayerId owner;
    model::PieceKind kind;
    int count = 0;
    std::vector<model::Cell> cells;  // the cells it may stand on, in board order
    std::vector<int> slot;           // per board cell: its place in `cells`, or -1
    std::uint64_t combinations = 0;
    std::uint64_t stride = 0;
  };
  const model::CompiledRules* rules_;
  Material material_;
  std::vector<Group> groups_;
  std::vector<int> group_of_code_;  // per piece code: its group, or -1
  std::vector<std::vector<std::uint64_t>> binomial_;  // binomial_[n][k]
  std::uint64_t per_side_ = 1;

  std::uint64_t choose(int n, int k) const;
  const Group* group_of(model::PlayerId owner, model::PieceKind kind) const;
};

// Removes every piece from a position and clears its state (side to move kept).
void clear_position(model::Position& pos);

}  // namespace arbiter::solver::tablebase
