// Perft figures of the bundled proof specs against published values.
// Source of every chess figure: Chess Programming Wiki, "Perft Results"
// (../shared/research/reference-figures.md).
#include "model/perft.h"

#include <catch2/catch.hpp>

#include "model/notation/position_string.h"
#include "tests/support/spec_fixture.h"

using arbiter::model::perft;
using arbiter::model::notation::position_from_string;
using arbiter::model::notation::start_position;
using arbiter::testing::bundled_rules;

namespace {
constexpr const char* kKiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
}

TEST_CASE("chess start position perft matches the published counts to depth 5", "[model][perft]") {
  const auto rules = bundled_rules("chess");
  auto pos = start_position(*rules);
  CHECK(perft(pos, 1) == 20);
  CHECK(perft(pos, 2) == 400);
  CHECK(perft(pos, 3) == 8902);
  CHECK(perft(pos, 4) == 197281);
  CHECK(perft(pos, 5) == 4865609);
}

TEST_CASE("Kiwipete perft matches the published counts to depth 4", "[model][perft]") {
  const auto rules = bundled_rules("chess");
  auto pos = position_from_string(*rules, kKiwipete);
  CHECK(perft(pos, 1) == 48);
  CHECK(perft(pos, 2) == 2039);
  CHECK(perft(pos, 3) == 97862);
  CHECK(perft(pos, 4) == 4085603);
}

TEST_CASE("chess perft positions 3 to 6 of the Chess Programming Wiki match", "[model][perft]") {
  // Chess Programming Wiki, "Perft Results", positions 3, 4, 5 and 6.
  const auto rules = bundled_rules("chess");
  auto p3 = position_from_string(*rules, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
  CHECK(perft(p3, 5) == 674624);
  auto p4 = position_from_string(
      *rules, "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
  CHECK(perft(p4, 4) == 422333);
  auto p5 =
      position_from_string(*rules, "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");
  CHECK(perft(p5, 4) == 2103487);
  auto p6 = position_from_string(
      *rules, "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");
  CHECK(perft(p6, 4) == 3894594);
}

TEST_CASE("deep chess perft: start depth 6 and Kiwipete depth 5", "[model][perft][.slow]") {
  const auto rules = bundled_rules("chess");
  auto start = start_position(*rules);
  CHECK(perft(start, 6) == 119060324);
  auto kiwipete = position_from_string(*rules, kKiwipete);
  CHECK(perft(kiwipete, 5) == 193690690);
}

// Xiangqi figures: wukong-xiangqi and pikafish test tables (flying general illegal),
// ../shared/research/reference-figures.md.
TEST_CASE("xiangqi start position perft matches the published counts to depth 4",
          "[model][perft]") {
  const auto rules = bundled_rules("xiangqi");
  auto pos = start_position(*rules);
  CHECK(perft(pos, 1) == 44);
  CHECK(perft(pos, 2) == 1920);
  CHECK(perft(pos, 3) == 79666);
  CHECK(perft(pos, 4) == 3290240);
}

// Shogi figures: Japanese shogi engine tables, shogiops, ShogiLibSharp (drops, optional and
// forced promotion, nifu and uchifuzume), ../shared/research/reference-figures.md.
TEST_CASE("shogi start position perft matches the published counts to depth 4", "[model][perft]") {
  const auto rules = bundled_rules("shogi");
  auto pos = start_position(*rules);
  CHECK(perft(pos, 1) == 30);
  CHECK(perft(pos, 2) == 900);
  CHECK(perft(pos, 3) == 25470);
  CHECK(perft(pos, 4) == 719731);
}

// Glinski's hexagonal chess: 51 legal moves for White from the start position (the figure cited
// in specs/glinski.yaml).
TEST_CASE("Glinski hexagonal chess has 51 legal moves from the start", "[model][perft]") {
  const auto rules = bundled_rules("glinski");
  auto pos = start_position(*rules);
  CHECK(perft(pos, 1) == 51);
}

TEST_CASE("deep perft: xiangqi and shogi depth 5", "[model][perft][.slow]") {
  // Positions point at their rules: keep the rules alive while they are used.
  const auto xiangqi_rules = bundled_rules("xiangqi");
  auto xiangqi = start_position(*xiangqi_rules);
  CHECK(perft(xiangqi, 5) == 133312995);
  const auto shogi_rules = bundled_rules("shogi");
  auto shogi = start_position(*shogi_rules);
  CHECK(perft(shogi, 5) == 19861490);
}
