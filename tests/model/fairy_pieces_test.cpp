// Rule tests of the fairy pieces of specs/fairy.yaml on fixed positions: where each moves, what
// blocks it, what it captures and when it gives check. Every expected list is derived in the
// comment above it (the definitions are quoted in the spec).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "model/attacks.h"
#include "model/notation/position_string.h"
#include "tests/support/spec_fixture.h"

using arbiter::model::Position;
using arbiter::model::notation::position_from_string;
using arbiter::testing::bundled_rules;
using arbiter::testing::destinations_from;
using Cells = std::vector<std::string>;

namespace {

bool side_in_check(const Position& pos) {
  return arbiter::model::in_check(pos, pos.side_to_move());
}

}  // namespace

TEST_CASE("a grasshopper lands right behind the first piece of each queen line", "[model][fairy]") {
  const auto rules = bundled_rules("fairy");
  SECTION("moves, blocks and captures") {
    // Gd4: north over Pd6 to d7; east over pe4 to f4; north-east over pg7 to h8; north-west over
    // pb6 takes pa7; south-west over Pc3 onto its own Pb2: none; the other lines have no hurdle.
    const Position pos = position_from_string(*rules, "k7/p5p1/1p1P4/8/3Gp3/2P5/1P6/7K w - - 0 1");
    CHECK(destinations_from(pos, "d4") == Cells{"a7", "d7", "f4", "h8"});
  }
  SECTION("it checks over a hurdle next to the king, not over one further away") {
    CHECK(side_in_check(position_from_string(*rules, "7k/6p1/8/8/8/8/8/G3K3 b - - 0 1")));
    CHECK_FALSE(side_in_check(position_from_string(*rules, "7k/8/5p2/8/8/8/8/G3K3 b - - 0 1")));
  }
}

TEST_CASE("a nightrider repeats a knight leap over empty cells", "[model][fairy]") {
  const auto rules = bundled_rules("fairy");
  SECTION("moves, blocks and captures") {
    // NIb2: c4 then takes pd6 (e8 behind it is out of reach); d3, then its own Pf4 ends the line;
    // a4 and d1; the other four leaps leave the board.
    const Position pos = position_from_string(*rules, "7k/8/3p4/8/5P2/8/1NI6/7K w - - 0 1");
    CHECK(destinations_from(pos, "b2") == Cells{"a4", "c4", "d1", "d3", "d6"});
  }
  SECTION("it checks along the line, and a piece on the line blocks it") {
    CHECK(side_in_check(position_from_string(*rules, "8/8/8/2k5/8/8/8/NI3K3 b - - 0 1")));
    CHECK_FALSE(side_in_check(position_from_string(*rules, "8/8/8/2k5/8/1p6/8/NI3K3 b - - 0 1")));
  }
  SECTION("a piece on its line in front of the king is pinned") {
    // pb3 stands between NIa1 and kc5: it may not leave the line (its only move b2 is illegal).
    const Position pos = position_from_string(*rules, "8/8/8/2k5/8/1p6/8/NI3K3 b - - 0 1");
    CHECK(destinations_from(pos, "b3").empty());
  }
}

TEST_CASE("zebra, camel and giraffe leap (2,3), (1,3) and (1,4)", "[model][fairy]") {
  const auto rules = bundled_rules("fairy");
  // From d4, with the kings on h1 and h8 out of the way.
  CHECK(destinations_from(position_from_string(*rules, "7k/8/8/8/3Z4/8/8/7K w - - 0 1"), "d4") ==
        Cells{"a2", "a6", "b1", "b7", "f1", "f7", "g2", "g6"});
  CHECK(destinations_from(position_from_string(*rules, "7k/8/8/8/3CA4/8/8/7K w - - 0 1"), "d4") ==
        Cells{"a3", "a5", "c1", "c7", "e1", "e7", "g3", "g5"});
  CHECK(destinations_from(position_from_string(*rules, "7k/8/8/8/3GI4/8/8/7K w - - 0 1"), "d4") ==
        Cells{"c8", "e8", "h3", "h5"});
}

TEST_CASE("pao, vao and leo move as riders and capture over one hurdle at any distance",
          "[model][fairy]") {
  const auto rules = bundled_rules("fairy");
  SECTION("pao") {
    // PAd4: the empty cells of its rook lines (d5 only to the north, pd6 stops it) and, over pd6,
    // the first piece beyond, rd8 (d7 is empty); never the adjacent pd6.
    const Position pos = position_from_string(*rules, "k2r4/8/3p4/8/3PA4/8/8/7K w - - 0 1");
    CHECK(destinations_from(pos, "d4") ==
          Cells{"a4", "b4", "c4", "d1", "d2", "d3", "d5", "d8", "e4", "f4", "g4", "h4"});
    CHECK(side_in_check(position_from_string(*rules, "3k4/8/3p4/8/3PA4/8/8/7K b - - 0 1")));
    CHECK_FALSE(side_in_check(position_from_string(*rules, "3k4/8/8/8/3PA4/8/8/7K b - - 0 1")));
  }
  SECTION("vao") {
    // VAc1: b2, a3; d2, e3 up to pf4, then over it the first piece beyond, nh6 (g5 empty).
    const Position pos = position_from_string(*rules, "k7/8/7n/8/5p2/8/8/2VA4K w - - 0 1");
    CHECK(destinations_from(pos, "c1") == Cells{"a3", "b2", "d2", "e3", "h6"});
  }
  SECTION("leo") {
    // LEa1 checks kh8 over pd4 on the long diagonal, and not without a hurdle.
    CHECK(side_in_check(position_from_string(*rules, "7k/8/8/8/3p4/8/8/LE3K3 b - - 0 1")));
    CHECK_FALSE(side_in_check(position_from_string(*rules, "7k/8/8/8/8/8/8/LE3K3 b - - 0 1")));
  }
}

TEST_CASE("a nao rides as a nightrider and captures over one hurdle on its line",
          "[model][fairy]") {
  const auto rules = bundled_rules("fairy");
  // NAb2: over Pc4 (d6 empty) it takes re8; d3, f4, h5 on the (2,1) line; a4 and d1.
  const Position pos = position_from_string(*rules, "k3r3/8/8/8/2P5/8/1NA6/7K w - - 0 1");
  CHECK(destinations_from(pos, "b2") == Cells{"a4", "d1", "d3", "e8", "f4", "h5"});
}

TEST_CASE("mao and moa are knights blocked on their first step", "[model][fairy]") {
  const auto rules = bundled_rules("fairy");
  SECTION("mao: the orthogonal neighbour must be empty") {
    // MAd4 with pd5: c6 and e6 (through d5) are blocked.
    const Position pos = position_from_string(*rules, "7k/8/8/3p4/3MA4/8/8/7K w - - 0 1");
    CHECK(destinations_from(pos, "d4") == Cells{"b3", "b5", "c2", "e2", "f3", "f5"});
  }
  SECTION("moa: the diagonal neighbour must be empty") {
    // MOd4 with pe5: e6 and f5 (through e5) are blocked.
    const Position pos = position_from_string(*rules, "7k/8/8/4p3/3MO4/8/8/7K w - - 0 1");
    CHECK(destinations_from(pos, "d4") == Cells{"b3", "b5", "c2", "c6", "e2", "f3"});
  }
}

TEST_CASE("rook-, bishop- and nightrider-hoppers are grasshoppers on their own lines",
          "[model][fairy]") {
  const auto rules = bundled_rules("fairy");
  // RHd4: over Pd6 to d7, over pf4 to g4; BHd4: over pf6 to g7; NHb2: over Pc4 to d6, over Pd3 to
  // f4.
  CHECK(destinations_from(position_from_string(*rules, "7k/8/3P4/8/3RH1p2/8/8/7K w - - 0 1"),
                          "d4") == Cells{"d7", "g4"});
  CHECK(destinations_from(position_from_string(*rules, "7k/8/5p2/8/3BH4/8/8/7K w - - 0 1"), "d4") ==
        Cells{"g7"});
  CHECK(destinations_from(position_from_string(*rules, "7k/8/8/8/2P5/3P4/1NH6/7K w - - 0 1"),
                          "b2") == Cells{"d6", "f4"});
}

TEST_CASE("a fairy pawn promotes to every kind, or to the orthodox four by option",
          "[model][fairy]") {
  // Pb7 to b8: queen, rook, bishop, knight and the 14 fairy kinds; 4 with
  // promotion_choices=orthodox.
  const std::string fen = "8/1P5k/8/8/8/8/8/7K w - - 0 1";
  CHECK(destinations_from(position_from_string(*bundled_rules("fairy"), fen), "b7").size() == 18);
  const auto orthodox = bundled_rules("fairy", {{"promotion_choices", "orthodox"}});
  CHECK(destinations_from(position_from_string(*orthodox, fen), "b7").size() == 4);
}
