// Per-piece cell rules: confined_to (may stand only inside a zone) and cannot_stop_on (may pass
// through a zone but never stop or capture there), on a small inline spec.
#include <algorithm>
#include <catch2/catch.hpp>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;

namespace {

constexpr const char* kSpec = R"(
variant: zones
board: {geometry: square, files: [a, b, c, d, e], ranks: ["1", "2", "3", "4", "5"]}
players:
  - {name: white, forward: n, case: upper, side: w}
  - {name: black, forward: s, case: lower, side: b}
zones:
  - {name: golden, cells: [c3]}
  - {name: home, per_player: {white: [a1..e2], black: [a4..e5]}}
pieces:
  - {name: rook, letter: R, cannot_stop_on: golden, moves: [{slide: [orthogonal]}]}
  - {name: guard, letter: G, confined_to: home, moves: [{step: [all]}]}
  - {name: king, letter: K, royal: true, moves: [{step: [all]}]}
notation:
  fields: [board, side]
  start: "4k/5/5/5/K4 w"
)";

}  // namespace

TEST_CASE("a piece passes through but never stops on a cannot_stop_on cell", "[model][movegen]") {
  const auto rules = spec::compile(spec::load_spec_text(kSpec, "zones.yaml"), {});
  SECTION("an empty golden cell is crossed, not entered") {
    const auto pos = notation::position_from_string(*rules, "4k/5/5/5/K1R2 w");
    // Rook on c1 up the c-file: c2, (c3 skipped), c4, c5; along rank 1: b1, d1, e1.
    CHECK(arbiter::testing::destinations_from(pos, "c1") ==
          std::vector<std::string>{"b1", "c2", "c4", "c5", "d1", "e1"});
  }
  SECTION("an enemy piece on the golden cell cannot be captured by it") {
    const auto pos = notation::position_from_string(*rules, "4k/5/2g2/5/K1R2 w");
    CHECK(arbiter::testing::destinations_from(pos, "c1") ==
          std::vector<std::string>{"b1", "c2", "d1", "e1"});
  }
}

TEST_CASE("a confined piece never leaves its own zone", "[model][movegen]") {
  const auto rules = spec::compile(spec::load_spec_text(kSpec, "zones.yaml"), {});
  // White's home is ranks 1-2: the guard on b2 may step to a1..c1, a2, c2, but not a3..c3.
  const auto pos = notation::position_from_string(*rules, "4k/5/5/1G3/4K w");
  CHECK(arbiter::testing::destinations_from(pos, "b2") ==
        std::vector<std::string>{"a1", "a2", "b1", "c1", "c2"});
  // Black's home is ranks 4-5: the same guard kind, owned by black, on d4 may not go to rank 3.
  const auto black = notation::position_from_string(*rules, "4k/3g1/5/5/K4 b");
  CHECK(arbiter::testing::destinations_from(black, "d4") ==
        std::vector<std::string>{"c4", "c5", "d5", "e4"});
}
