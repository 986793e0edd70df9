// model::has_legal_move, which stops at the first legal move it finds, against the whole list of
// generate_legal: on random positions of every bundled spec and on every position one legal move
// after them (where checks, and so mates, come up).
#include <catch2/catch.hpp>
#include <random>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

TEST_CASE("has_legal_move agrees with the legal move list", "[model][movegen]") {
  const int positions = testing::sample_size(60);
  int without_moves = 0;
  for (const char* spec : testing::kBundledSpecs) {
    INFO(spec);
    const auto rules = testing::bundled_rules(spec);
    std::mt19937_64 random(17);
    for (int i = 0; i < positions; ++i) {
      Position pos = testing::random_position(*rules, random, 40);
      for (const Move m : legal_moves(pos)) {
        Position next = pos;
        Undo undo;
        next.make(m, undo);
        const bool any = !legal_moves(next).empty();
        INFO(notation::to_string(next));
        CHECK(has_legal_move(next) == any);
        without_moves += any ? 0 : 1;
      }
      CHECK(has_legal_move(pos) == !legal_moves(pos).empty());
    }
  }
  if (positions == 60) CHECK(without_moves > 0);  // the full sample meets mates
}

}  // namespace
}  // namespace arbiter::model
