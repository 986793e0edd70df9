// Ajedrez 123's ship in specs/ajedrez123.yaml (inventory SHP-12..SHP-21): relocation to the
// citadels, the prisoner riding on the ship, its own king carried to a citadel, and the six
// options of those rules. Row 6 of a position string is z6 a6 ... k6 l6 (13 cells).
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "model/notation/position_string.h"
#include "model/notation/san.h"
#include "tests/support/spec_fixture.h"

using arbiter::testing::bundled_rules;
using arbiter::testing::legal_move_texts;
using arbiter::testing::play;
namespace notation = arbiter::model::notation;

namespace {

// Kings on f11 and f1; `row6`, `row5`, `row4` replace those rows; white to move.
std::string position(const std::string& row6, const std::string& row5 = "11",
                     const std::string& row4 = "11", const std::string& row1 = "5K5") {
  return "5k5/11/11/11/11/" + row6 + "/" + row5 + "/" + row4 + "/11/11/" + row1 + " w - - 0 1";
}

std::string after(const std::string& pos, const std::string& move,
                  const arbiter::model::spec::OptionValues& options = {}) {
  const auto rules = bundled_rules("ajedrez123", options);
  return notation::to_string(play(notation::position_from_string(*rules, pos), move));
}

bool legal(const std::string& pos, const std::string& move,
           const arbiter::model::spec::OptionValues& options = {}) {
  const auto rules = bundled_rules("ajedrez123", options);
  const auto moves = legal_move_texts(notation::position_from_string(*rules, pos));
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

}  // namespace

TEST_CASE("Ajedrez 123: the ship puts what it picks up in its own citadel, else the other",
          "[model][relocation]") {
  // SHP-12, SHP-13: the white ship on e5 takes the black rook on e6.
  CHECK(after(position("5r7", "4S6"), "e5e6>z6") ==
        "5k5/11/11/11/11/r4S7/11/11/11/11/5K5 b - - 0 1");
  // z6 holds a white bishop: l6.
  CHECK(after(position("B4r7", "4S6"), "e5e6>l6") ==
        "5k5/11/11/11/11/B4S6r/11/11/11/11/5K5 b - - 0 1");
  // Option victim_home_first: black's citadel l6 first.
  CHECK(
      legal(position("5r7", "4S6"), "e5e6>l6", {{"prisoner_citadel_order", "victim_home_first"}}));
  // Option captor_choice: either.
  CHECK(legal(position("5r7", "4S6"), "e5e6>l6", {{"prisoner_citadel_order", "captor_choice"}}));
  CHECK(legal(position("5r7", "4S6"), "e5e6>z6", {{"prisoner_citadel_order", "captor_choice"}}));
  // Option prisoner_owner captor: the rook turns white, and is not one of white's originals (~).
  CHECK(after(position("5r7", "4S6"), "e5e6>z6", {{"prisoner_owner", "captor"}}) ==
        "5k5/11/11/11/11/R~4S7/11/11/11/11/5K5 b - - 0 1");
}

TEST_CASE("Ajedrez 123: with both citadels occupied the prisoner rides on the ship",
          "[model][relocation]") {
  const std::string full = position("B4r6b", "4S6");
  const std::string carried = "5k5/11/11/11/11/B4S[r]6b/11/11/11/11/5K5 b - - 0 1";
  CHECK(after(full, "e5e6>[]") == carried);
  const auto rules = bundled_rules("ajedrez123");
  const auto pos = notation::position_from_string(*rules, full);
  CHECK(notation::move_to_san(
            pos, std::get<arbiter::model::Move>(notation::parse_san(pos, "Sxe6"))) == "Sxe6>[]");
  SECTION("ship_capacity one: no second pick-up while both are occupied") {
    const std::string riding = position("B4S[r]r5b");
    CHECK_FALSE(legal(riding, "e6f6>[]"));
    CHECK(legal(riding, "e6f6>[]", {{"ship_capacity", "unlimited"}}));
  }
  SECTION("passenger_unload immediate: black's bishop leaving l6 lets the rook in at once") {
    const std::string black = "5k5/11/11/11/11/B4S[r]6b/11/11/11/11/5K5 b - - 0 1";
    CHECK(after(black, "l6k5") == "5k5/11/11/11/11/B4S6r/10b/11/11/11/5K5 w - - 1 2");
    CHECK(after(black, "l6k5", {{"passenger_unload", "on_ship_move"}}) ==
          "5k5/11/11/11/11/B4S[r]7/10b/11/11/11/5K5 w - - 1 2");
  }
}

TEST_CASE("Ajedrez 123: the ship carries its own king to a citadel unless the enemy holds f6",
          "[model][relocation]") {
  // SHP-19: the ship on e5 moves onto the king's cell e4; the king goes to z6 (no capture, so
  // the halfmove clock runs on).
  const std::string open = position("13", "4S6", "4K6", "11");
  CHECK(after(open, "e5e4>z6") == "5k5/11/11/11/11/K12/11/4S6/11/11/11 b - - 1 1");
  CHECK(legal(open, "e5e4>l6", {{"ruler_transport_citadel", "owner_choice"}}));
  // SHP-21: an enemy ship or non-regent princess on f6 forbids it; an own ship does not.
  CHECK_FALSE(legal(position("6s6", "4S6", "4K6", "11"), "e5e4>z6"));
  CHECK_FALSE(legal(position("6i6", "4S6", "4K6", "11"), "e5e4>z6"));
  CHECK(legal(position("6S6", "4S6", "4K6", "11"), "e5e4>z6"));
  // Nor may the ship pick up the enemy king (SHP-18).
  CHECK_FALSE(legal("11/11/11/11/11/13/4S6/4k6/11/11/5K5 w - - 0 1", "e5e4>z6"));
}

TEST_CASE("Ajedrez 123: a ship in a citadel picks up nothing and carries its king only by option",
          "[model][relocation]") {
  // SHP-16: the ship on z6 does not pick up the rook on a6.
  CHECK_FALSE(legal(position("Sr11"), "z6a6>l6"));
  // The king on a5, beside z6.
  const std::string beside = position("S12", "K10", "11", "11");
  CHECK_FALSE(legal(beside, "z6a5>z6"));
  CHECK(after(beside, "z6a5>z6", {{"ship_transport_from_citadel", "allowed"}}) ==
        "5k5/11/11/11/11/K12/S10/11/11/11/11 b - - 1 1");
}
