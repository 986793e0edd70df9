// Every command that reads a position refuses the same illegal positions with the same words
// (cli/position_argument.h), unless --allow-illegal; `position check` lists every problem; specs
// that used to crash the commands are refused with exit 2 (reproducers of issue 20).
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "tests/support/cli_run.h"
#include "tests/support/spec_fixture.h"

using arbiter::testing::run_cli;
using Catch::Matchers::Contains;

namespace {

const std::string kKingCapturable = "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1";

}  // namespace

TEST_CASE("show moves perft play and tb probe all refuse a position whose king can be taken",
          "[cli][legality]") {
  // Reported: moves listed e1e8 and play Rxe8 reported "stalemate", while tb probe refused it.
  const std::vector<std::vector<std::string>> commands = {
      {"show", "chess", "--position", kKingCapturable},
      {"moves", "chess", "--position", kKingCapturable},
      {"perft", "chess", "--depth", "1", "--position", kKingCapturable},
      {"play", "chess", "--position", kKingCapturable, "--moves", "Rxe8"},
      {"tb", "probe", "chess", "--position", kKingCapturable},
  };
  for (const auto& args : commands) {
    INFO(args[0]);
    const auto run = run_cli(args);
    CHECK(run.code == 2);
    CHECK_THAT(run.err, Contains("error: position '" + kKingCapturable +
                                 "' is not legal: black, who moved last, has a royal piece in "
                                 "check with white to move") &&
                            Contains("--allow-illegal"));
    CHECK(run.out.empty());
  }
}

TEST_CASE("the flag --allow-illegal analyses such a position anyway", "[cli][legality]") {
  const auto moves = run_cli({"moves", "chess", "--allow-illegal", "--position", kKingCapturable});
  CHECK(moves.code == 0);
  CHECK_THAT(moves.out, Contains("e1e8"));
}

TEST_CASE("position check lists every problem and says legal otherwise", "[cli][legality]") {
  const auto bad =
      run_cli({"position", "check", "chess", "--position", "k3P3/8/8/8/8/8/8/K6K w K - 0 1"});
  CHECK(bad.code == 2);
  CHECK_THAT(bad.err, Contains("white has 2 royal pieces") &&
                          Contains("the white pawn on e8 stands unpromoted") &&
                          Contains("castling right 'K'"));
  const auto syntax = run_cli({"position", "check", "chess", "--position", "k7/8/8 w - - 0 1"});
  CHECK(syntax.code == 2);
  CHECK_THAT(syntax.err, Contains("rows"));
  const auto good =
      run_cli({"position", "check", "chess", "--position", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"});
  CHECK(good.code == 0);
  CHECK(good.out == "legal: r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n");
}

TEST_CASE("an empty position string is refused and not read as the start", "[cli][legality]") {
  // Reported: --position '' silently meant the start position.
  for (const char* command : {"show", "moves"}) {
    const auto run = run_cli({command, "chess", "--position", ""});
    CHECK(run.code == 2);
    CHECK_THAT(run.err,
               Contains("the position string is empty; expected a position string, or start"));
  }
  CHECK(run_cli({"moves", "chess", "--position", "start"}).code == 0);
}

TEST_CASE("perft refuses a depth beyond reach before it starts", "[cli][bounded]") {
  // Reported: perft --depth 20 was accepted (and would run for ever).
  const auto run = run_cli({"perft", "chess", "--depth", "20"});
  CHECK(run.code == 2);
  CHECK_THAT(run.err, Contains("perft to depth 20 would count about") && Contains("beyond reach"));
  CHECK(run_cli({"perft", "chess", "--depth", "3"}).out ==
        "nodes: 8902\n");  // FIDE start, published
}

TEST_CASE("a spec whose castling rook starts on the king's cell is refused by every command",
          "[cli][validation]") {
  // Reported: "double free or corruption" in moves/show and a segfault in perft.
  std::string text = arbiter::testing::source_text("specs/chess.yaml");
  text.replace(text.find("rook: [h1, f1]"), 14, "rook: [e1, f1]");
  const auto path = std::filesystem::temp_directory_path() / "arbiter_bad_castling.yaml";
  std::ofstream(path) << text;
  for (const char* command : {"show", "moves", "perft"}) {
    const auto run = run_cli({command, path.string()});
    CHECK(run.code == 2);
    CHECK_THAT(run.err, Contains("arbiter_bad_castling.yaml:61:") &&
                            Contains("the rook starts on the king's cell e1"));
  }
  std::filesystem::remove(path);
}

TEST_CASE("spec check notes a start giving a player several royal pieces", "[cli][validation]") {
  // Reported: a start position with two kings was accepted without a word.
  std::string text = arbiter::testing::source_text("specs/chess.yaml");
  text.replace(text.find("RNBQKBNR w KQkq"), 15, "RNBKKBNR w kq");
  const auto path = std::filesystem::temp_directory_path() / "arbiter_two_kings.yaml";
  std::ofstream(path) << text;
  const auto run = run_cli({"spec", "check", path.string()});
  CHECK(run.code == 0);
  CHECK_THAT(run.out, Contains("note: the start position gives white 2 royal pieces; that player "
                               "is in check when any of them is attacked"));
  std::filesystem::remove(path);
}
