// `arbiter solve`: keys and lines in the problemists' form, the verdict, `solutions: N` last,
// JSON with the documented fields, and the errors a problem's statement can hold.
#include <catch2/catch.hpp>
#include <string>

#include "tests/support/cli_run.h"
#include "tests/support/spec_fixture.h"

using arbiter::testing::run_cli;
using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;

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
  CHECK_THAT(run.out, Contains("[{\"first\": \"a1a8\", \"moves\": [\"a1a8\"], \"san\": "
                               "\"1.Ra8#!\", \"checks\": true, \"threat\": [], \"zugzwang\": "
                               "false, \"tree\": []}], \"tries\": []"));
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
  const auto tree =
      run_cli({"solve", "chess", "--position", kBackRank, "--stip", "#1", "--tree", "all"});
  CHECK(tree.code == 2);
  CHECK_THAT(tree.err, Contains("--tree"));
  const auto hash =
      run_cli({"solve", "chess", "--position", kBackRank, "--stip", "#1", "--hash", "0"});
  CHECK(hash.code == 2);
  CHECK_THAT(hash.err, Contains("--hash"));
  const std::string three =
      std::string(ARBITER_SOURCE_DIR) + "/tests/model/data/differential/three.yaml";
  const auto players = run_cli({"solve", three, "--position", "start", "--stip", "#2"});
  CHECK(players.code == 2);
  CHECK_THAT(players.err, Contains("problems are defined for two players; this spec has 3"));
}

namespace {

// Alberto Armeni, no. 3530, Freie Presse, 29 July 1994 (Popeye's example file BEISPIEL/ep.inp): the
// key 1.f4! threatens 2.fxe5#, and 1...gxf3 (en passant) is one of the defences; 1...Rb8+ allows
// two promotions that mate, a dual.
const std::string kArmeni = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";

}  // namespace

TEST_CASE("solve --tree full prints the threat, the variations and the duals", "[cli][solve]") {
  const auto keys = run_cli({"solve", "chess", "--position", kArmeni, "--stip", "#2"});
  REQUIRE(keys.code == 0);
  CHECK_THAT(keys.out, Contains("1.f4! threat: 2.fxe5#\n") && EndsWith("solutions: 1\n"));
  CHECK_THAT(keys.out, !Contains("1...gxf3"));
  const auto full =
      run_cli({"solve", "chess", "--position", kArmeni, "--stip", "#2", "--tree", "full"});
  REQUIRE(full.code == 0);
  CHECK_THAT(full.out, Contains("  1...gxf3 2.Nb7#\n") && Contains("  1...exf4 2.e5#\n"));
  CHECK_THAT(full.out, Contains("  1...Rb8+ (dual)\n    2.cxb8=Q#\n    2.cxb8=B#\n"));
  const auto json = run_cli({"solve", "chess", "--position", kArmeni, "--stip", "#2", "--tree",
                             "full", "--format", "json"});
  REQUIRE(json.code == 0);
  CHECK_THAT(json.out, Contains("\"threat\": [{\"move\": \"f4e5\", \"san\": \"2.fxe5#\"}]"));
  CHECK_THAT(json.out, Contains("{\"defence\": \"g4f3\", \"san\": \"1...gxf3\", "
                                "\"reaches_goal\": false, \"dual\": false, \"answers\": "
                                "[{\"move\": \"c5b7\", \"san\": \"2.Nb7#\""));
}

TEST_CASE("solve gives the same answer on one thread and on two, quietly", "[cli][solve]") {
  const auto one = run_cli(
      {"solve", "chess", "--position", kArmeni, "--stip", "#3", "--threads", "1", "--quiet"});
  const auto two = run_cli(
      {"solve", "chess", "--position", kArmeni, "--stip", "#3", "--threads", "2", "--quiet"});
  REQUIRE(one.code == 0);
  REQUIRE(two.code == 0);
  CHECK(one.err.empty());
  // Everything but the node count, which depends on how the tables were shared out.
  const auto without_nodes = [](const std::string& text) {
    return text.substr(0, text.find("nodes: ")) + text.substr(text.find("\nsolutions: "));
  };
  CHECK(without_nodes(one.out) == without_nodes(two.out));
  CHECK_THAT(one.out, Contains("verdict: cooked"));
}

TEST_CASE("solve --tries names each try with its refutation", "[cli][solve]") {
  const auto run = run_cli({"solve", "chess", "--position", kArmeni, "--stip", "#2", "--tries"});
  REQUIRE(run.code == 0);
  CHECK_THAT(run.out, Contains("1.c8=Q? but 1...Rxc8!\n") && Contains("1.Nxf8? but 1...Ba6!\n"));
  const auto json = run_cli(
      {"solve", "chess", "--position", kArmeni, "--stip", "#2", "--tries", "--format", "json"});
  CHECK_THAT(json.out, Contains("{\"move\": \"g6f8\", \"refutation\": \"b5a6\", \"san\": "
                                "\"1.Nxf8? but 1...Ba6!\"}"));
}

TEST_CASE("solve series play: every line, the series numbered", "[cli][solve]") {
  const auto help = run_cli(
      {"solve", "chess", "--position", "k7/8/1K6/8/8/8/8/7R b - - 0 1", "--stip", "ser-h#1"});
  REQUIRE(help.code == 0);
  CHECK_THAT(help.out,
             Contains("1.Kb8 Rh8#\n") && Contains("verdict: sound") && EndsWith("solutions: 1\n"));
  const auto direct = run_cli({"solve", "chess", "--position", "7k/8/6K1/8/8/8/8/R7 w - - 0 1",
                               "--stip", "ser-#2", "--format", "json"});
  REQUIRE(direct.code == 0);
  CHECK_THAT(direct.out, Contains("{\"first\": \"g6f7\", \"moves\": [\"g6f7\", \"a1h1\"], "
                                  "\"san\": \"1.Kf7 2.Rh1#\"}"));
  CHECK_THAT(direct.out, Contains("\"verdict\": \"cooked\""));
}

TEST_CASE("solve --goal ruler-mate: the ruler mated while an heir takes power", "[cli][solve]") {
  // heirs.yaml (a test spec of succession): the black king on a6 can be mated at once, but the
  // original black queen on e6 then takes power, so the game goes on: no #1. Read as ruler-mate,
  // each of the three mates of the king solves.
  const std::string heirs =
      std::string(ARBITER_SOURCE_DIR) + "/tests/model/data/differential/heirs.yaml";
  const std::string pos = "k3q1/6/1Q5/7/6/1R3K w";
  const auto mate = run_cli({"solve", heirs, "--position", pos, "--stip", "#1"});
  REQUIRE(mate.code == 0);
  CHECK_THAT(mate.out, Contains("verdict: no_solution"));
  const auto ruler =
      run_cli({"solve", heirs, "--position", pos, "--stip", "#1", "--goal", "ruler-mate"});
  REQUIRE(ruler.code == 0);
  CHECK_THAT(ruler.out, Contains("#1, white to move (goal: ruler-mate)\n") &&
                            Contains("1.Qb5#!\n") && Contains("1.Qa3#!\n") &&
                            Contains("1.Qa4#!\n") && EndsWith("solutions: 3\n"));
  const auto json = run_cli({"solve", heirs, "--position", pos, "--stip", "#1", "--goal",
                             "ruler-mate", "--format", "json"});
  CHECK_THAT(json.out, Contains("\"goal\": \"ruler-mate\""));
  // In chess, without succession, ruler-mate is mate.
  const auto chess =
      run_cli({"solve", "chess", "--position", kBackRank, "--stip", "#1", "--goal", "ruler-mate"});
  CHECK_THAT(chess.out, Contains("1.Ra8#!\n") && EndsWith("solutions: 1\n"));
  const auto stalemate =
      run_cli({"solve", heirs, "--position", pos, "--stip", "=1", "--goal", "ruler-mate"});
  CHECK(stalemate.code == 2);
  CHECK_THAT(stalemate.err, Contains("--goal ruler-mate: the stipulation =1 asks for stalemate"));
}

TEST_CASE("solve --engine z3: the same lines as the search, Z3's work reported, refusals exit 2",
          "[cli][solve][z3]") {
  // Babić, Problemkiste 1997 (tests/puzzles/data/published_problems.yaml): h=2, two solutions
  // with promotions to knight and bishop.
  const std::string babic = "8/5p1P/8/7k/8/8/8/6RK b - - 0 1";
  const auto search = run_cli({"solve", "chess", "--position", babic, "--stip", "h=2"});
  const auto z3 =
      run_cli({"solve", "chess", "--position", babic, "--stip", "h=2", "--engine", "z3"});
  REQUIRE(search.code == 0);
  REQUIRE(z3.code == 0);
  CHECK_THAT(z3.out, Contains("1...Kh6 2.h8=N Kh7 3.Nxf7\n1...Kh4 2.h8=B Kh3 3.Bf6\n"));
  CHECK_THAT(z3.out,
             Contains("verdict: cooked") && Contains("\nz3: ") && EndsWith("solutions: 2\n"));
  const auto lines = [](const std::string& out) { return out.substr(0, out.find("verdict")); };
  CHECK(lines(z3.out) == lines(search.out));
  const auto json = run_cli({"solve", "chess", "--position", babic, "--stip", "h=2", "--engine",
                             "z3", "--format", "json"});
  REQUIRE(json.code == 0);
  CHECK_THAT(json.out, Contains("\"engine\": \"z3\"") && Contains("\"z3\": {\"calls\": "));

  const auto direct =
      run_cli({"solve", "chess", "--position", kBackRank, "--stip", "#3", "--engine", "z3"});
  CHECK(direct.code == 2);
  CHECK_THAT(direct.err, Contains("--engine z3: the stipulation #3 is neither help play nor a "
                                  "direct #1 or #2"));
  const auto mate =
      run_cli({"solve", "chess", "--position", kBackRank, "--stip", "#1", "--engine", "z3"});
  REQUIRE(mate.code == 0);
  CHECK_THAT(mate.out, Contains("1.Ra8#!") && Contains("\nz3: ") && EndsWith("solutions: 1\n"));
  const auto drops = run_cli({"solve", "shogi", "--position", "start", "--stip", "h#1.5",
                              "--engine", "z3", "--allow-illegal"});
  CHECK(drops.code == 2);
  CHECK_THAT(drops.err, Contains("does not cover drops"));
}

TEST_CASE("solve --set-play: the set variations before the key, as Popeye's setplay lists them",
          "[cli][solve]") {
  // Armeni, Freie Presse 1994 (tests/puzzles/solution_tree_test.cpp); Popeye's option setplay
  // gives these nine set variations, 1...Rb8+ with a dual.
  const std::string armeni = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";
  const auto text = run_cli({"solve", "chess", "--position", armeni, "--stip", "#2", "--set-play"});
  REQUIRE(text.code == 0);
  CHECK_THAT(text.out,
             StartsWith("#2, white to move\nset play:\n  1...Rd1 2.Rxd1#\n") &&
                 Contains("  1...Rf7 2.c8=N#\n") &&
                 Contains("  1...Rb8+ (dual)\n    2.cxb8=Q#\n    2.cxb8=B#\n1.f4! threat: "
                          "2.fxe5#\n"));
  const auto json = run_cli(
      {"solve", "chess", "--position", armeni, "--stip", "#2", "--set-play", "--format", "json"});
  REQUIRE(json.code == 0);
  CHECK_THAT(json.out, Contains("\"set_play\": [{\"defence\": \"f1d1\", \"san\": \"1...Rd1\""));
}

TEST_CASE("solve --set-play on a helpmate: White begins half a move shorter, as in Popeye",
          "[cli][solve]") {
  // A position made for this test; Popeye (option setplay) lists the same 13 set lines of the
  // h#2: 1...g2-g4 2.Rd1, Ra2, Rb2, Rc2, Re2, Rg2 or Rh2, or Nc5, Nc7, Nd8, Nf4, Nf8 or Ng5,
  // then Qd3-f5#. The set play is the h#1.5 after Black's pass.
  const std::string pos = "6K1/4p3/4nk2/8/8/3Q4/3r2P1/8 b - - 0 1";
  const auto text = run_cli({"solve", "chess", "--position", pos, "--stip", "h#2", "--set-play"});
  REQUIRE(text.code == 0);
  CHECK_THAT(text.out, StartsWith("h#2, black to move\nset play:\n  1.g4 ") &&
                           Contains("  1.g4 Rd1 2.Qf5#\n") && Contains("  1.g4 Nc7 2.Qf5#\n"));
  std::size_t set_lines = 0;
  for (std::size_t at = text.out.find("\n  1.g4 "); at != std::string::npos;
       at = text.out.find("\n  1.g4 ", at + 1))
    ++set_lines;
  CHECK(set_lines == 13);
  const auto json = run_cli(
      {"solve", "chess", "--position", pos, "--stip", "h#2", "--set-play", "--format", "json"});
  REQUIRE(json.code == 0);
  CHECK_THAT(json.out, Contains("\"set_play\": [{\"moves\": [\"g2g4\", "));
  const auto series =
      run_cli({"solve", "chess", "--position", pos, "--stip", "ser-h#2", "--set-play"});
  CHECK(series.code == 2);
  CHECK_THAT(series.err, Contains("--set-play: the stipulation ser-h#2 has no set play here"));
}
