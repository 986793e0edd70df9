// Players are indices into the compiled rules' player list; any number of them. Data kept per
// player lives in PerPlayer<T>, sized by the rules, never in T[2].
#pragma once

#include <cassert>
#include <compare>
#include <cstdint>
#include <vector>

namespace arbiter::model {

struct PlayerId {
  static constexpr std::uint8_t kNone = 0xFF;
  std::uint8_t index = kNone;

  constexpr PlayerId() = default;
  static constexpr PlayerId from_index(std::size_t i) {
    PlayerId p;
    p.index = static_cast<std::uint8_t>(i);
    return p;
  }
  constexpr bool is_none() const { return index == kNone; }
  auto operator<=>(const PlayerId&) const = default;
};

template <typename T>
class PerPlayer {
 public:
  PerPlayer() = default;
  PerPlayer(std::size_t player_count, const T& value) : values_(player_count, value) {}
  T& operator[](PlayerId p) {
    assert(p.index < values_.size());
    return values_[p.index];
  }
  const T& operator[](PlayerId p) const {
    assert(p.index < values_.size());
    return values_[p.index];
  }
  std::size_t size() const { return values_.size(); }
  bool operator==(const PerPlayer&) const = default;

 private:
  std::vector<T> values_;
};

}  // namespace arbiter::model
