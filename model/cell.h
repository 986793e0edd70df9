// A cell of a board graph, and sets of cells. Cells are indices into BoardGraph::cells(); their
// names and coordinates belong to the board, never to arithmetic on the index.
#pragma once

#include <compare>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace arbiter::model {

struct Cell {
  static constexpr std::uint16_t kNone = 0xFFFF;
  std::uint16_t index = kNone;

  constexpr Cell() = default;
  static constexpr Cell from_index(std::size_t i) {
    Cell c;
    c.index = static_cast<std::uint16_t>(i);
    return c;
  }
  static constexpr Cell none() { return Cell(); }
  constexpr bool is_none() const { return index == kNone; }
  auto operator<=>(const Cell&) const = default;
};

// A set of cells, sized by the board when the spec is compiled.
class CellSet {
 public:
  CellSet() = default;
  explicit CellSet(std::size_t cell_count) : words_((cell_count + 63) / 64, 0), size_(cell_count) {}

  std::size_t capacity() const { return size_; }
  bool contains(Cell c) const {
    return c.index < size_ && ((words_[c.index >> 6] >> (c.index & 63)) & 1u) != 0;
  }
  void insert(Cell c) { words_[c.index >> 6] |= std::uint64_t{1} << (c.index & 63); }
  void erase(Cell c) { words_[c.index >> 6] &= ~(std::uint64_t{1} << (c.index & 63)); }
  bool empty() const {
    for (auto w : words_)
      if (w != 0) return false;
    return true;
  }
  std::size_t count() const {
    std::size_t n = 0;
    for (auto w : words_) n += static_cast<std::size_t>(__builtin_popcountll(w));
    return n;
  }
  std::vector<Cell> cells() const {
    std::vector<Cell> result;
    for (std::size_t i = 0; i < size_; ++i)
      if (contains(Cell::from_index(i))) result.push_back(Cell::from_index(i));
    return result;
  }
  // Calls visit(cell) for each cell of the set in index order until it returns true; whether
  // one did (no allocation, unlike cells()).
  template <typename Visit>
  bool any_of(Visit&& visit) const {
    for (std::size_t w = 0; w < words_.size(); ++w)
      for (std::uint64_t bits = words_[w]; bits != 0; bits &= bits - 1)
        if (visit(Cell::from_index(w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits)))))
          return true;
    return false;
  }
  // The set's bits, 64 cells a word, cell i at bit i % 64 of word i / 64.
  std::span<const std::uint64_t> words() const { return {words_.data(), words_.size()}; }
  CellSet& operator|=(const CellSet& other) {
    for (std::size_t i = 0; i < words_.size() && i < other.words_.size(); ++i)
      words_[i] |= other.words_[i];
    return *this;
  }
  bool operator==(const CellSet&) const = default;

 private:
  std::vector<std::uint64_t> words_;
  std::size_t size_ = 0;
};

}  // namespace arbiter::model

template <>
struct std::hash<arbiter::model::Cell> {
  std::size_t operator()(arbiter::model::Cell c) const noexcept { return c.index; }
};
