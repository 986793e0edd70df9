// `arbiter solve`: keys and lines in the problemists' form, the verdict, `solutions: N` last,
// JSON with the documented fields, and the errors a problem's statement can hold.
#include <catch2/catch.hpp>
#include <string>

#include "tests/support/cli_run.h"
#include "tests/support/spec_fixture.h"

using arbiter::testing::run_cli;
using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;

namespace {

// A back-rank mate: Ra8 is the only mate in one.
const std::string kBackRank = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
// Two rooks: Ra8 and Rb8 both mate, a cook.
const std::string kTwoRooks = "6k1/5ppp/8/8/8/8/8/RR4K1 w - - 0 1";
// The start position with Black to move: by the board's symmetry its h#2 solutions mirror the
// 8 fool's mates of perft 4 (Chess Programming Wiki, "Perft Results").
const std::string kStartBlack = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";

}  // namespace

TEST_CASE("solve #1: the key with !, the verdict and the count last", "[cli][solve]") {
  const auto run = run_cli({"solve", "chess", "--position", kBackRank, "--stip", "#1"});
  REQUIRE(run.code == 0);
  CHECK_THAT(run.out, Contains("1.Ra8#!\n"));
  CHECK_THAT(run.out, Contains("verdict: sound"));
  CHECK_THAT(run.out, EndsWith("solutions: 1\n"));
}

TEST_CASE("solve names a cook and a problem without solution", "[cli][solve]") {
  const auto cooked = run_cli({"solve", "chess", "--position", kTwoRooks, "--stip", "#1"});
  REQUIRE(cooked.code == 0);
  CHECK_THAT(cooked.out, Contains("1.Ra8#!") && Contains("1.Rb8#!") && Contains("verdict: cooked"));
  CHECK_THAT(cooked.out, EndsWith("solutions: 2\n"));
  const auto none =
      run_cli({"solve", "chess", "--position", "6k1/6pp/8/8/8/8/8/R5K1 w - - 0 1", "--stip", "#1"});
  REQUIRE(none.code == 0);
  CHECK_THAT(none.out, Contains("verdict: no_solution") && EndsWith("solutions: 0\n"));
}

TEST_CASE("solve h#2 lists every line, numbered from the second player's move", "[cli][solve]") {
  const auto run =
      run_cli({"solve", "chess", "--position", kStartBlack, "--stip", "h#2", "--solutions", "8"});
  REQUIRE(run.code == 0);
  CHECK_THAT(run.out, Contains("1...f6 2.e4 g5 3.Qh5#\n"));
  CHECK_THAT(run.out, Contains("verdict: sound (8 solutions stated)"));
  CHECK_THAT(run.out, EndsWith("solutions: 8\n"));
  const auto cooked = run_cli({"solve", "chess", "--position", kStartBlack, "--stip", "h#2"});
  CHECK_THAT(cooked.out, Contains("verdict: cooked"));
}

TEST_CASE("solve --format json has the documented fields", "[cli][solve]") {
  const auto run =
      run_cli({"solve", "chess", "--position", kBackRank, "--stip", "#1", "--format", "json"});
  REQUIRE(run.code == 0);
  CHECK_THAT(run.out, Contains("\"stipulation\": \"#1\""));
  CHECK_THAT(run.out, Contains("\"side_to_move\": \"white\""));
  CHECK_THAT(run.out, Contains("\"verdict\": \"sound\""));
  CHECK_THAT(run.out,
             Contains("[{\"first\": \"a1a8\", \"moves\": [\"a1a8\"], \"san\": \"1.Ra8#!\"}]"));
  CHECK_THAT(run.out, Contains("\"nodes\": ") && Contains("\"cpu_seconds\": "));
}

TEST_CASE("solve refuses a bad stipulation, the wrong side to move and three players",
          "[cli][solve]") {
  const auto bad = run_cli({"solve", "chess", "--position", kBackRank, "--stip", "#0"});
  CHECK(bad.code == 2);
  CHECK_THAT(bad.err, Contains("error: stipulation '#0'"));
  const auto side = run_cli({"solve", "chess", "--position", kBackRank, "--stip", "h#2"});
  CHECK(side.code == 2);
  CHECK_THAT(side.err, Contains("h#2: black moves first, but the position has white to move"));
  const auto series = run_cli({"solve", "chess", "--position", kBackRank, "--stip", "ser-#3"});
  CHECK(series.code == 2);
  CHECK_THAT(series.err, Contains("series play is not solved yet"));
  const std::string three =
      std::string(ARBITER_SOURCE_DIR) + "/tests/model/data/differential/three.yaml";
  const auto players = run_cli({"solve", three, "--position", "start", "--stip", "#2"});
  CHECK(players.code == 2);
  CHECK_THAT(players.err, Contains("problems are defined for two players; this spec has 3"));
}
