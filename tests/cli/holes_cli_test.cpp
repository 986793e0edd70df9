// `--holes` on solve and analyse: cells taken off the board for one problem (a 7x8 board made of
// holes on the h-file), and the errors a bad hole list gives.
#include <catch2/catch.hpp>
#include <string>

#include "tests/support/cli_run.h"

using arbiter::testing::run_cli;
using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;

namespace {

// Kg8 against Kf6 and Ra1: 1.Ra8+ Kh7 on the whole board; on a board without the h-file the king
// has no h7 and Ra8 mates (f7 and g7 are the white king's, f8 the rook's).
const std::string kCorner = "6k1/8/5K2/8/8/8/8/R7 w - - 0 1";
const std::string kHFile = "h1,h2,h3,h4,h5,h6,h7,h8";

}  // namespace

TEST_CASE("solve with --holes takes cells off the board: a mate only a 7x8 board has",
          "[cli][holes]") {
  const auto whole = run_cli({"solve", "chess", "--position", kCorner, "--stip", "#1"});
  REQUIRE(whole.code == 0);
  CHECK_THAT(whole.out, Contains("verdict: no_solution") && EndsWith("solutions: 0\n"));
  const auto holed =
      run_cli({"solve", "chess", "--position", kCorner, "--stip", "#1", "--holes", kHFile});
  REQUIRE(holed.code == 0);
  CHECK_THAT(holed.out,
             Contains("1.Ra8#!") && Contains("verdict: sound") && EndsWith("solutions: 1\n"));
  const auto analysed =
      run_cli({"analyse", "chess", "--position", kCorner, "--mate", "1", "--holes", kHFile});
  REQUIRE(analysed.code == 0);
  CHECK_THAT(analysed.out, Contains("Ra8#"));
}

TEST_CASE("solve and analyse with --holes refuse a token that is no cell and a hole under a piece",
          "[cli][holes]") {
  const auto unknown =
      run_cli({"solve", "chess", "--position", kCorner, "--stip", "#1", "--holes", "h1,z9"});
  CHECK(unknown.code == 2);
  CHECK_THAT(unknown.err, Contains("'z9'") && Contains("expected cell names separated by commas"));
  const auto occupied = run_cli({"analyse", "chess", "--position", kCorner, "--holes", "a1"});
  CHECK(occupied.code == 2);
  CHECK_THAT(occupied.err, Contains("a1 holds a piece"));
}

TEST_CASE("holes on a hexagonal board: Gliński's centre taken off", "[cli][holes]") {
  // The start has 51 moves (Gliński perft 1, reference-figures.md). Of them only the pawn step
  // f5-f6 enters the centre, and every line through f6 is already blocked by the pawns: with f6 a
  // hole, 50 remain (a regression: hex boards once kept their holes as cells without a word). The
  // colouring's anchor is f6 itself, and keeps the cells' colours.
  const auto whole = run_cli({"analyse", "glinski", "--mate", "0"});
  REQUIRE(whole.code == 0);
  CHECK_THAT(whole.out, Contains("legal moves: 51"));
  const auto holed = run_cli({"analyse", "glinski", "--mate", "0", "--holes", "f6"});
  INFO(holed.err);
  REQUIRE(holed.code == 0);
  CHECK_THAT(holed.out, Contains("legal moves: 50\n"));
  const auto bad = run_cli({"analyse", "glinski", "--mate", "0", "--holes", "j5"});
  CHECK(bad.code == 2);
  CHECK_THAT(bad.err, Contains("j5"));
}

TEST_CASE("solve --promotions diagram: Popeye's promotion convention for fairy problems",
          "[cli][holes]") {
  // Petkov, Probleemblad 1967 (tests/puzzles/published_fairy_test.cpp): nine lines with the
  // kinds of the diagram; more when a pawn may become any kind of the spec.
  const std::string petkov = "R2GkGI2/1P4P1/4cap2/5pP1/1P5Z/1NI6/p7/4G1K1 b - - 0 1";
  const auto diagram = run_cli({"solve", "fairy", "--position", petkov, "--stip", "ser-h#3",
                                "--promotions", "diagram", "--solutions", "9"});
  REQUIRE(diagram.code == 0);
  CHECK_THAT(diagram.out, Contains("1.a1=GI 2.GIe2 3.GId6 Gd5#") && Contains("verdict: sound") &&
                              EndsWith("solutions: 9\n"));
  const auto spec = run_cli({"solve", "fairy", "--position", petkov, "--stip", "ser-h#3"});
  REQUIRE(spec.code == 0);
  CHECK_THAT(spec.out, Contains("1.a1=VA") && !Contains("solutions: 9\n"));
  const auto bad = run_cli(
      {"solve", "fairy", "--position", petkov, "--stip", "ser-h#3", "--promotions", "popeye"});
  CHECK(bad.code == 2);
  CHECK_THAT(bad.err, Contains("--promotions") && Contains("popeye"));
}
