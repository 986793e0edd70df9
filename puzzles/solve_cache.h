// What a solver learnt of a position with some moves left: a transposition table keyed by the
// position's Zobrist hash (model::Position::hash, kept by make/unmake) and the moves left. The
// hash covers the pieces, the side to move and the rights (castling, en passant); a 51-bit
// collision between two keys a search meets is left out of account, as every engine does.
//
// How the answers for different numbers of moves relate is the solver's to say (MovesLeft). When
// its question is "within k moves" (a direct mate), a position keeps one entry whatever the moves
// left: the fewest moves known to succeed and the most known to fail, so that an answer found
// with k moves also answers the same position met with more or fewer (a tempo lost on the way,
// a transposition of unequal length).
//
// The table's memory is bounded (`arbiter solve --hash MB`). It starts small and doubles while
// more than half full or when a bucket overflows, up to the bound; a full bucket at the bound gives
// up one of its entries, which only costs the search a repeated computation.
//
// Most probes of a search miss the processor's caches, so the layout is chosen for them: an
// entry is one 8-byte word (the key's upper 51 bits, the two bounds, an "occupied" bit), the 8
// entries a key may occupy share one 64-byte cache line. (Huge pages were tried and cost more
// than they saved: solve_cache.cpp.)
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

namespace arbiter::puzzles {

class SolveCache {
 public:
  enum class MovesLeft {
    Exact,   // an answer holds for its own number of moves left only (a helpmate in exactly n)
    Within,  // the question is "within k moves": a yes holds with more moves, a no with fewer
  };

  // The default bound, and the smallest accepted.
  static constexpr std::size_t kDefaultBytes = std::size_t{64} << 20;
  static constexpr std::size_t kMinimumBytes = std::size_t{64} << 10;

  // Answers are kept for at most kMaxMovesLeft moves left; beyond, nothing is kept.
  static constexpr int kMaxMovesLeft = 61;

  explicit SolveCache(std::size_t max_bytes = kDefaultBytes,
                      MovesLeft moves_left = MovesLeft::Exact);

  std::optional<bool> find(std::uint64_t hash, int moves_left) const;
  // Asks the processor to bring the key's bucket near, so that a find or store made a little
  // later does not wait for memory. A hint: it changes nothing the table holds.
  void prefetch(std::uint64_t hash, int moves_left) const;
  void store(std::uint64_t hash, int moves_left, bool value);

  std::size_t size() const { return used_; }
  // The memory the table uses now, and at most. The bound is set aside when the table is made;
  // on Linux the part not yet used is never touched (solve_cache.cpp).
  std::size_t bytes() const { return slots_ * sizeof(std::uint64_t); }
  std::size_t max_bytes() const { return max_slots_ * sizeof(std::uint64_t); }

 private:
  struct Release {
    Release() : bytes(0) {}
    explicit Release(std::size_t b) : bytes(b) {}
    std::size_t bytes;  // how the words were allocated depends on their size
    void operator()(std::uint64_t* words) const;
  };
  using Words = std::unique_ptr<std::uint64_t[], Release>;

  static Words allocate(std::size_t slots);
  std::uint64_t key_of(std::uint64_t hash, int moves_left) const;
  std::uint64_t* bucket_of(std::uint64_t key) const;
  bool insert(std::uint64_t word);  // false: the word's bucket is full
  void grow();

  MovesLeft moves_left_;

  Words words_;
  std::size_t slots_ = 0;  // a power of two, at least one bucket
  std::size_t used_ = 0;
  std::size_t max_slots_;  // a power of two
};

}  // namespace arbiter::puzzles
