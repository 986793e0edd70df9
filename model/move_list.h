// A fixed-capacity list of moves kept on the stack, for move generation in hot loops.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>

#include "model/move.h"

namespace arbiter::model {

class MoveList {
 public:
  static constexpr std::size_t kCapacity = 4096;

  void push_back(Move m) {
    assert(size_ < kCapacity);
    moves_[size_++] = m;
  }
  void clear() { size_ = 0; }
  void resize(std::size_t n) { size_ = n; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move& operator[](std::size_t i) { return moves_[i]; }
  const Move& operator[](std::size_t i) const { return moves_[i]; }
  Move* begin() { return moves_.data(); }
  Move* end() { return moves_.data() + size_; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }

 private:
  std::array<Move, kCapacity> moves_;
  std::size_t size_ = 0;
};

}  // namespace arbiter::model
