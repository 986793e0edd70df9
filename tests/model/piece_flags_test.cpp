// Per-piece flags: has-moved and original, kept through make/unmake, read and written by
// position strings (the "moved" field and the "~" mark for pieces that are not original).
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

// A jumper that may leap two cells forward only as its first move, and a pawn that promotes.
constexpr const char* kSpec = R"(
variant: flags
board: {geometry: square, files: [a, b, c, d], ranks: ["1", "2", "3", "4"]}
players:
  - {name: white, forward: n, case: upper, side: w}
  - {name: black, forward: s, case: lower, side: b}
zones:
  - {name: last, per_player: {white: [a4..d4], black: [a1..d1]}}
pieces:
  - name: jumper
    letter: J
    moves: [{step: [forward]}, {leap: [[0, 2]], symmetry: none, only_unmoved: true}]
  - {name: pawn, letter: P, moves: [{step: [forward]}], promotion: {zone: last, choices: [queen]}}
  - {name: queen, letter: Q, moves: [{slide: [all]}]}
  - {name: king, letter: K, royal: true, moves: [{step: [all]}]}
notation:
  fields: [board, side, moved]
  mark_not_original: true
  start: "3k/1P2/4/J2K w -"
)";

std::shared_ptr<const CompiledRules> flags_rules() {
  return spec::compile(spec::load_spec_text(kSpec, "flags.yaml"), {});
}

bool has_move(const Position& pos, const std::string& text) {
  for (Move m : legal_moves(pos))
    if (notation::move_to_string(pos, m) == text) return true;
  return false;
}

}  // namespace

TEST_CASE("a promoted piece is not original and a moved piece keeps its originality",
          "[model][position]") {
  const auto rules = arbiter::testing::bundled_rules("chess");
  const Position before = notation::position_from_string(*rules, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  const auto board = [&](const char* name) { return *rules->board().find(name); };
  const Position after = arbiter::testing::play(before, "a7a8q e8d7 e1e2");
  CHECK_FALSE(after.is_original(board("a8")));
  CHECK(after.is_original(board("e2")));
  CHECK(after.has_moved(board("e2")));
  // Chess does not mark originality, so its FEN stays standard.
  // Halfmove clock: a7a8q resets it (pawn), then e8d7 and e1e2 count 2.
  CHECK(notation::to_string(after) == "Q7/3k4/8/8/8/8/4K3/8 b - - 2 2");
}

TEST_CASE("position strings carry moved flags and the not-original mark", "[model][position]") {
  const auto rules = flags_rules();
  SECTION("the start: an unmoved jumper may leap two cells") {
    const Position start = notation::start_position(*rules);
    CHECK(has_move(start, "a1a3"));
  }
  SECTION("the moved field takes that right away") {
    const Position moved = notation::position_from_string(*rules, "3k/1P2/4/J2K w a1");
    CHECK_FALSE(has_move(moved, "a1a3"));
    CHECK(has_move(moved, "a1a2"));
    CHECK(notation::to_string(moved) == "3k/1P2/4/J2K w a1");
  }
  SECTION("a promotion writes the mark and playing on keeps it") {
    const Position start = notation::start_position(*rules);
    const Position after = arbiter::testing::play(start, "b3b4q");
    CHECK(notation::to_string(after) == "1Q~1k/4/4/J2K b b4");
    const Position reread = notation::position_from_string(*rules, notation::to_string(after));
    const Cell b4 = *rules->board().find("b4");
    CHECK_FALSE(reread.is_original(b4));
    CHECK(reread.has_moved(b4));
    CHECK(notation::to_string(reread) == notation::to_string(after));
  }
  SECTION("a moved field naming an empty cell is refused with the cell named") {
    auto parsed = notation::parse_position(*rules, "3k/1P2/4/J2K w b2");
    REQUIRE(std::holds_alternative<arbiter::Diagnostic>(parsed));
    CHECK_THAT(std::get<arbiter::Diagnostic>(parsed).message, Catch::Contains("no piece on 'b2'"));
  }
}
