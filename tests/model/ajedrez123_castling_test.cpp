// Ajedrez 123 castling's jump cell (CAS-3, CAS-6, CAS-10; option castling_jump_cell): the rook
// jumps the cell between it and the knight's cell, which the rulebook only ever shows holding the
// player's own cannon at home. Spec key `may_hold`.
#include <algorithm>
#include <catch2/catch.hpp>

#include "model/notation/position_string.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;

namespace {

// Whether white may castle f1c1 with b1 holding `b1` (a position-string token, or "1": empty).
bool castles(const std::string& option, const std::string& b1) {
  const auto doc = arbiter::testing::bundled_document("ajedrez123");
  const auto rules = arbiter::testing::bundled_rules(
      "ajedrez123", spec::choose_options(doc, {"castling_jump_cell=" + option}));
  const std::string rank1 = b1 == "1" ? std::string("R4K5") : "R" + b1 + "3K5";
  const Position pos = notation::position_from_string(
      *rules, "5k5/11/11/11/11/13/11/11/11/11/" + rank1 + " w A - 0 1");
  const auto moves = arbiter::testing::legal_move_texts(pos);
  return std::find(moves.begin(), moves.end(), "f1c1") != moves.end();
}

}  // namespace

TEST_CASE("CAS-10: what the rook may jump when castling, under each reading",
          "[ajedrez123][castling]") {
  // Empty, own cannon, own knight, enemy knight (an enemy cannon on b1 would attack c1).
  CHECK(castles("own_cannon_or_empty", "1"));
  CHECK(castles("own_cannon_or_empty", "C"));
  CHECK_FALSE(castles("own_cannon_or_empty", "N"));
  CHECK_FALSE(castles("own_cannon_or_empty", "n"));
  CHECK(castles("any_piece", "N"));
  CHECK(castles("any_piece", "n"));
  CHECK(castles("any_cannon_or_empty", "C"));
  CHECK_FALSE(castles("any_cannon_or_empty", "N"));
}
