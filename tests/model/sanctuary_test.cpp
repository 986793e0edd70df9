// Sanctuary zones (nothing captures into or out of them, nothing there attacks) and pieces that
// cannot be captured, on a small inline spec with a side cell like a citadel.
#include <algorithm>
#include <catch2/catch.hpp>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;

namespace {

// A 5x5 board with a side cell z3 beside a3 (like a citadel), which is a sanctuary.
constexpr const char* kSpec = R"(
variant: sanctuary
board:
  geometry: square
  files: [a, b, c, d, e]
  ranks: ["1", "2", "3", "4", "5"]
  extra_cells: [{name: z3, at: [-1, 2]}]
players:
  - {name: white, forward: n, case: upper, side: w}
  - {name: black, forward: s, case: lower, side: b}
zones:
  - {name: citadel, cells: [z3], sanctuary: true}
pieces:
  - {name: rook, letter: R, moves: [{slide: [orthogonal]}]}
  - {name: ship, letter: S, capturable: false, moves: [{step: [all]}]}
  - {name: cannon, letter: C, moves: [{hop: [orthogonal], mode: capture}]}
  - {name: king, letter: K, royal: true, moves: [{step: [all]}]}
notation:
  fields: [board, side]
  start: "4k/5/R5/5/4K w"
)";

std::shared_ptr<const CompiledRules> rules() {
  return spec::compile(spec::load_spec_text(kSpec, "sanctuary.yaml"), {});
}

}  // namespace

TEST_CASE("a piece in a sanctuary can neither capture nor be captured", "[model][movegen]") {
  const auto r = rules();
  // Row 3 lists z3 first: white rook on z3, black rook on a3.
  SECTION("the rook in the sanctuary may not take the rook beside it") {
    const auto pos = notation::position_from_string(*r, "4k/5/Rr4/5/4K w");
    CHECK(arbiter::testing::destinations_from(pos, "z3").empty());
  }
  SECTION("the rook beside the sanctuary may not take the rook inside it") {
    const auto pos = notation::position_from_string(*r, "4k/5/rR4/5/4K w");
    CHECK(arbiter::testing::destinations_from(pos, "a3") ==
          std::vector<std::string>{"a1", "a2", "a4", "a5", "b3", "c3", "d3", "e3"});
  }
  SECTION("an empty sanctuary may be entered") {
    const auto pos = notation::position_from_string(*r, "4k/5/1R4/5/4K w");
    const auto to = arbiter::testing::destinations_from(pos, "a3");
    CHECK(std::find(to.begin(), to.end(), "z3") != to.end());
  }
}

TEST_CASE("a royal piece in a sanctuary is not in check, and gives none from it",
          "[model][movegen]") {
  const auto r = rules();
  // Black king on z3, white rook on e3 looking along rank 3 through a3..d3 to z3.
  const auto inside = notation::position_from_string(*r, "5/5/k4R/5/4K b");
  CHECK_FALSE(in_check(inside, inside.side_to_move()));
  // A white rook in the sanctuary z3 does not check the black king on e3.
  const auto from_inside = notation::position_from_string(*r, "5/5/R4k/5/K4 b");
  CHECK_FALSE(in_check(from_inside, from_inside.side_to_move()));
  // The same rook on a3 does.
  const auto outside = notation::position_from_string(*r, "5/5/1R3k/5/K4 b");
  CHECK(in_check(outside, outside.side_to_move()));
}

TEST_CASE("a piece that cannot be captured still blocks lines and serves as a screen",
          "[model][movegen]") {
  const auto r = rules();
  // White rook a1, black ship a3, black king a5: the rook stops at a2 and cannot take the ship.
  const auto blocked = notation::position_from_string(*r, "k4/5/1s4/5/R3K w");
  CHECK(arbiter::testing::destinations_from(blocked, "a1") ==
        std::vector<std::string>{"a2", "b1", "c1", "d1"});
  // A white cannon on a1 hops over the ship on a3 to capture the rook on a5.
  const auto screen = notation::position_from_string(*r, "r3k/5/1s4/5/C3K w");
  CHECK(arbiter::testing::destinations_from(screen, "a1") == std::vector<std::string>{"a5"});
  // And the ship is never attacked: a rook facing it does not attack its cell.
  CHECK_FALSE(piece_attacks(blocked, *r->board().find("a1"), *r->board().find("a3")));
}

namespace {

// The refuge spec of the differential tests: refuges z4/h4 closed to kings while an enemy ship,
// knight, rook or cannon stands in the centre b2..f6.
std::shared_ptr<const CompiledRules> refuge_rules() {
  const auto doc = spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) +
                                        "/tests/model/data/differential/refuge.yaml");
  return spec::compile(doc, spec::default_option_values(doc));
}

}  // namespace

TEST_CASE("a zone closed to royal pieces while an enemy piece holds the centre",
          "[model][movegen]") {
  const auto r = refuge_rules();
  // White king on a4 beside the refuge z4; black king far away on g7.
  SECTION("open: the king may step into the refuge") {
    const auto pos = notation::position_from_string(*r, "6k/7/7/1K7/7/7/7 w");
    const auto to = arbiter::testing::destinations_from(pos, "a4");
    CHECK(std::find(to.begin(), to.end(), "z4") != to.end());
  }
  SECTION("closed by an enemy ship on d4") {
    const auto pos = notation::position_from_string(*r, "6k/7/7/1K2s4/7/7/7 w");
    const auto to = arbiter::testing::destinations_from(pos, "a4");
    CHECK(std::find(to.begin(), to.end(), "z4") == to.end());
    CHECK(std::find(to.begin(), to.end(), "a5") != to.end());
  }
  SECTION("not closed by the king's own ship on d4, nor by an enemy pawn there") {
    for (const char* text : {"6k/7/7/1K2S4/7/7/7 w", "6k/7/7/1K2p4/7/7/7 w"}) {
      const auto pos = notation::position_from_string(*r, text);
      const auto to = arbiter::testing::destinations_from(pos, "a4");
      CHECK(std::find(to.begin(), to.end(), "z4") != to.end());
    }
  }
  SECTION("a non-royal piece may still enter") {
    const auto pos = notation::position_from_string(*r, "6k/7/7/1R2s4/7/7/K6 w");
    const auto to = arbiter::testing::destinations_from(pos, "a4");
    CHECK(std::find(to.begin(), to.end(), "z4") != to.end());
  }
}
