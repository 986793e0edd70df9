// PerOwnerKind<T>: data kept per piece kind as each player owns it (a pawn moves forward, and
// forward is the owner's), sized by the rules: one slot per (player, kind), ordered by player, then
// kind, as piece codes are. PerOwnerKindCell<T> keeps one value per slot and cell, in one flat
// table. The one place that knows that order; nothing else writes `owner * kind_count + kind`.
#pragma once

#include <cassert>
#include <cstddef>
#include <type_traits>
#include <vector>

#include "model/cell.h"
#include "model/piece.h"
#include "model/player.h"

namespace arbiter::model {

template <typename T>
class PerOwnerKind {
  static_assert(!std::is_same_v<T, bool>, "vector<bool> hands out proxies: keep a char");

 public:
  PerOwnerKind() = default;
  PerOwnerKind(std::size_t player_count, std::size_t kind_count, const T& value = T{})
      : kind_count_(kind_count), values_(player_count * kind_count, value) {}

  T& operator()(PlayerId p, PieceKind k) { return values_[slot(p, k)]; }
  const T& operator()(PlayerId p, PieceKind k) const { return values_[slot(p, k)]; }
  // The value of piece p's owner and kind: its code less one is its slot (Piece::make), with no
  // multiplication where a hot loop has the piece at hand.
  const T& operator()(Piece p) const {
    assert(!p.is_none() && p.code - 1u < values_.size());
    return values_[p.code - 1u];
  }

  // The slot of (p, k), and the slots in order, for walks over every pair.
  std::size_t slot(PlayerId p, PieceKind k) const {
    assert(k.index < kind_count_ && p.index * kind_count_ + k.index < values_.size());
    return p.index * kind_count_ + k.index;
  }
  PieceKind kind_at(std::size_t slot) const { return PieceKind::from_index(slot % kind_count_); }
  std::size_t size() const { return values_.size(); }
  T& operator[](std::size_t slot) { return values_[slot]; }
  const T& operator[](std::size_t slot) const { return values_[slot]; }
  auto begin() { return values_.begin(); }
  auto end() { return values_.end(); }
  auto begin() const { return values_.begin(); }
  auto end() const { return values_.end(); }
  const std::vector<T>& values() const { return values_; }

  bool operator==(const PerOwnerKind&) const = default;

 private:
  std::size_t kind_count_ = 0;
  std::vector<T> values_;
};

// One value per (owner, kind) slot and cell: slot-major, cells in board order.
template <typename T>
class PerOwnerKindCell {
  static_assert(!std::is_same_v<T, bool>, "vector<bool> hands out proxies: keep a char");

 public:
  PerOwnerKindCell() = default;
  PerOwnerKindCell(std::size_t player_count, std::size_t kind_count, std::size_t cell_count,
                   const T& value = T{})
      : kind_count_(kind_count),
        cell_count_(cell_count),
        values_(player_count * kind_count * cell_count, value) {}

  T& operator()(PlayerId p, PieceKind k, Cell c) { return values_[index(p, k, c)]; }
  const T& operator()(PlayerId p, PieceKind k, Cell c) const { return values_[index(p, k, c)]; }
  // The same by slot (PerOwnerKind::slot order), for walks over every pair.
  T& at(std::size_t slot, Cell c) { return values_[slot * cell_count_ + c.index]; }
  const T& at(std::size_t slot, Cell c) const { return values_[slot * cell_count_ + c.index]; }
  std::size_t slot_count() const { return cell_count_ == 0 ? 0 : values_.size() / cell_count_; }

  bool operator==(const PerOwnerKindCell&) const = default;

 private:
  std::size_t index(PlayerId p, PieceKind k, Cell c) const {
    assert(k.index < kind_count_ && c.index < cell_count_);
    const std::size_t i = (p.index * kind_count_ + k.index) * cell_count_ + c.index;
    assert(i < values_.size());
    return i;
  }

  std::size_t kind_count_ = 0;
  std::size_t cell_count_ = 0;
  std::vector<T> values_;
};

}  // namespace arbiter::model
