// CompiledRules::atoms_overlap, whether two atoms of a piece may give the same move, so that the
// generator removes the repeats (a pawn's step and double step both reach the cell in front): the
// generator's lists, taken from random positions of every bundled and synthetic spec and one move
// after them, must hold no move twice. (Skipping the removal for chess fails this test.)
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/test_specs.h"

namespace arbiter::model {
namespace {

TEST_CASE("no generated move list holds a move twice", "[movegen][atoms]") {
  const auto specs = testing::bundled_and_synthetic_rules();
  for (const auto& rules : specs) {
    INFO(rules->variant());
    std::mt19937_64 random(23);
    std::size_t listed = 0;
    testing::for_random_positions_and_successors(
        *rules, random, testing::sample_size(8), [&](Position& pos) {
          MoveList moves;
          generate_pseudo_legal(pos, moves);
          std::vector<Move> sorted(moves.begin(), moves.end());
          const auto key = [](const Move& m) {
            return std::tuple(m.from.index, m.to.index, static_cast<int>(m.type), m.piece.index,
                              m.aux, m.chain);
          };
          std::sort(sorted.begin(), sorted.end(),
                    [&](const Move& a, const Move& b) { return key(a) < key(b); });
          const auto repeat = std::adjacent_find(sorted.begin(), sorted.end());
          INFO(notation::to_string(pos));
          CHECK(repeat == sorted.end());
          listed += sorted.size();
        });
    CHECK(listed > 0);
  }
}

}  // namespace
}  // namespace arbiter::model
