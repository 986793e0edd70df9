// The side to move of an endgame table: the turn order's first player or its second. Tables are
// games of two players (rule_support.h refuses more); this type, PerSide, and the entry numbering
// that gives each side half the entries (index.h) are where that assumption is written, so that
// tables of coalitions in three-player games find every place to widen.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "model/player.h"
#include "model/rules.h"

namespace arbiter::solver::tablebase {

enum class Side : std::uint8_t { First, Second };

constexpr Side other(Side s) { return s == Side::First ? Side::Second : Side::First; }

// The side of `player` in a table of `rules` (a two-player turn order).
inline Side side_of_player(const model::CompiledRules& rules, model::PlayerId player) {
  return player == rules.turn_order()[0] ? Side::First : Side::Second;
}
// The player of side s.
inline model::PlayerId player_of(const model::CompiledRules& rules, Side s) {
  return rules.turn_order()[static_cast<std::size_t>(s)];
}

// One value per side of a two-player table.
template <class T>
class PerSide {
 public:
  T& operator[](Side s) { return values_[static_cast<std::size_t>(s)]; }
  const T& operator[](Side s) const { return values_[static_cast<std::size_t>(s)]; }

 private:
  std::array<T, 2> values_{};
};

}  // namespace arbiter::solver::tablebase
