// What a solver learnt of a position with some moves left: a transposition table keyed by the
// position's Zobrist hash (model::Position::hash, kept by make/unmake) and the moves left. The
// hash covers the pieces, the side to move and the rights (castling, en passant); a 64-bit
// collision between two positions a search meets is left out of account, as every engine does.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>

namespace arbiter::puzzles {

class SolveCache {
 public:
  std::optional<bool> find(std::uint64_t hash, int moves_left) const {
    const auto it = entries_.find(key(hash, moves_left));
    if (it == entries_.end()) return std::nullopt;
    return it->second;
  }
  void store(std::uint64_t hash, int moves_left, bool value) {
    entries_[key(hash, moves_left)] = value;
  }
  std::size_t size() const { return entries_.size(); }

 private:
  // The moves left go into the key by a multiply that spreads them over every bit.
  static std::uint64_t key(std::uint64_t hash, int moves_left) {
    return hash ^ (static_cast<std::uint64_t>(moves_left) + 1) * 0x9E3779B97F4A7C15ULL;
  }
  std::unordered_map<std::uint64_t, bool> entries_;
};

}  // namespace arbiter::puzzles
