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
    moves_.items[size_++] = m;
  }
  void clear() { size_ = 0; }
  void resize(std::size_t n) { size_ = n; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move& operator[](std::size_t i) { return moves_.items[i]; }
  const Move& operator[](std::size_t i) const { return moves_.items[i]; }
  Move* begin() { return moves_.items; }
  Move* end() { return moves_.items + size_; }
  const Move* begin() const { return moves_.items; }
  const Move* end() const { return moves_.items + size_; }

 private:
  // Left uninitialised: a list is built at every node, and only its first size_ entries are read.
  union Storage {
    Storage() {}
    Move items[kCapacity];
  };
  Storage moves_;
  std::size_t size_ = 0;
};

}  // namespace arbiter::model
