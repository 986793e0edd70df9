// `arbiter analyse`: one report on a position (side to move, check, mate and stalemate with
// succession, legal moves, checks, the shortest forced mate with its line, the tables' verdict
// when their files are there), as text and JSON, and its errors.
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "tests/support/cli_run.h"

using arbiter::testing::run_cli;
using Catch::Matchers::Contains;

namespace {

const std::string kBackRank = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
// Alberto Armeni, no. 3530, Freie Presse, 29 July 1994 (Popeye's BEISPIEL/ep.inp): #2 by 1.f4!;
// no mate in one.
const std::string kArmeni = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";

}  // namespace

TEST_CASE("analyse: checks, the mate in one and its line", "[cli][analyse]") {
  const auto run = run_cli({"analyse", "chess", "--position", kBackRank});
  REQUIRE(run.code == 0);
  CHECK_THAT(run.out, Contains("side to move: white\n") && Contains("status: ongoing\n"));
  CHECK_THAT(run.out, Contains("legal moves: 17\n") && Contains("checks: 1 (Ra8#)\n"));
  CHECK_THAT(run.out, Contains("forced mate: in 1: 1.Ra8#\n"));
  CHECK_THAT(run.out, Contains("tablebase: no --tables given\n"));
}

TEST_CASE("analyse: the shortest mate is found with a line the defence drags out longest",
          "[cli][analyse]") {
  const auto run = run_cli({"analyse", "chess", "--position", kArmeni, "--mate", "2"});
  REQUIRE(run.code == 0);
  CHECK_THAT(run.out, Contains("forced mate: in 2: 1.f4 "));
  const auto one = run_cli({"analyse", "chess", "--position", kArmeni, "--mate", "1"});
  CHECK_THAT(one.out, Contains("forced mate: none in 1 moves or fewer\n"));
  const auto json =
      run_cli({"analyse", "chess", "--position", kArmeni, "--mate", "2", "--format", "json"});
  CHECK_THAT(json.out, Contains("\"forced_mate\": {\"moves\": 2, \"line\": [\"f2f4\", "));
}

TEST_CASE("analyse: a mated side, and a ruler mated while an heir takes power", "[cli][analyse]") {
  const auto mated =
      run_cli({"analyse", "chess", "--position", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"});
  REQUIRE(mated.code == 0);
  CHECK_THAT(mated.out, Contains("side to move: black, in check\n") &&
                            Contains("status: checkmate\n") && Contains("legal moves: 0\n") &&
                            Contains("forced mate: not searched\n"));
  // heirs.yaml (a test spec of succession): the king on a1 is mated, the queen on e1 inherits.
  const std::string heirs =
      std::string(ARBITER_SOURCE_DIR) + "/tests/model/data/differential/heirs.yaml";
  const auto heir = run_cli({"analyse", heirs, "--position", "1r3k/6/7/7/1q4/K3Q1 w"});
  REQUIRE(heir.code == 0);
  CHECK_THAT(heir.out, Contains(", in check\n") &&
                           Contains("status: ongoing (its ruler is mated; successions: 1)\n") &&
                           Contains("legal moves: 1\n"));
}

TEST_CASE("analyse: the tables' verdict when their files are there, never a build",
          "[cli][analyse]") {
  const std::string dir =
      (std::filesystem::temp_directory_path() / "arbiter_analyse_cli_test_tables").string();
  std::filesystem::remove_all(dir);
  const std::string kqk = "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1";
  const auto absent =
      run_cli({"analyse", "chess", "--position", kqk, "--tables", dir, "--mate", "1"});
  REQUIRE(absent.code == 0);
  CHECK_THAT(absent.out, Contains("tablebase: no table files for KQvK in " + dir));
  CHECK_FALSE(std::filesystem::exists(dir + "/KQvK.arbtb"));
  REQUIRE(run_cli({"tb", "build", "chess", "--material", "KQvK", "--out", dir, "--quiet"}).code ==
          0);
  const auto run = run_cli({"analyse", "chess", "--position", kqk, "--tables", dir, "--mate", "1"});
  REQUIRE(run.code == 0);
  // The same verdict `tb probe` gives from the same files.
  const auto probe = run_cli({"tb", "probe", "chess", "--position", kqk, "--tables", dir});
  const std::string verdict = probe.out.substr(0, probe.out.find('\n'));  // "white to move: win..."
  CHECK_THAT(verdict, Contains("white to move: win, mate in "));
  CHECK_THAT(run.out, Contains("tablebase: " + verdict + "\n"));
  const auto json = run_cli(
      {"analyse", "chess", "--position", kqk, "--tables", dir, "--mate", "1", "--format", "json"});
  CHECK_THAT(json.out, Contains("\"tablebase\": {\"verdict\": \"win, mate in "));
  std::filesystem::remove_all(dir);
}

TEST_CASE("analyse refuses a bad --mate and a bad position, naming them", "[cli][analyse]") {
  const auto negative = run_cli({"analyse", "chess", "--mate", "-1"});
  CHECK(negative.code == 2);
  CHECK_THAT(negative.err, Contains("--mate"));
  const auto large = run_cli({"analyse", "chess", "--mate", "61"});
  CHECK(large.code == 2);
  const auto bad = run_cli({"analyse", "chess", "--position", "8/8/8/8 w - - 0 1"});
  CHECK(bad.code == 2);
  CHECK_THAT(bad.err, Contains("the board field has 4 rows"));
}
