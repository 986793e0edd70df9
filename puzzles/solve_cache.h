// What a solver learnt of a position with some moves left: a transposition table keyed by the
// position's Zobrist hash (model::Position::hash, kept by make/unmake) and the moves left. The
// hash covers the pieces, the side to move and the rights (castling, en passant); a 64-bit
// collision between two positions a search meets is left out of account, as every engine does.
//
// The table's memory is bounded (`arbiter solve --hash MB`). It starts small and doubles while
// more than half full, up to the bound; a full table at the bound replaces an entry of the
// probe window, which only costs the search a repeated computation.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace arbiter::puzzles {

class SolveCache {
 public:
  // The default bound, and the smallest accepted.
  static constexpr std::size_t kDefaultBytes = std::size_t{64} << 20;
  static constexpr std::size_t kMinimumBytes = std::size_t{64} << 10;

  explicit SolveCache(std::size_t max_bytes = kDefaultBytes);

  std::optional<bool> find(std::uint64_t hash, int moves_left) const;
  void store(std::uint64_t hash, int moves_left, bool value);

  std::size_t size() const { return used_; }
  // The memory the table holds now, and at most.
  std::size_t bytes() const { return slots_.size() * sizeof(Entry); }
  std::size_t max_bytes() const { return max_slots_ * sizeof(Entry); }

 private:
  struct Entry {
    std::uint64_t hash = 0;
    std::int16_t moves_left = -1;  // -1: empty
    bool value = false;
  };
  static constexpr std::size_t kProbes = 4;

  std::size_t home(std::uint64_t hash, int moves_left) const;
  void grow();

  std::vector<Entry> slots_;  // a power of two
  std::size_t used_ = 0;
  std::size_t max_slots_;  // a power of two
};

}  // namespace arbiter::puzzles
