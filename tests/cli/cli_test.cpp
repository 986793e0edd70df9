// The command line: exit codes and messages through run_arbiter (the same parse and dispatch as
// main), and the run_* functions called directly with a string stream.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.h"
#include "cli/build_description.h"
#include "cli/commands.h"
#include "tests/support/temp_file.h"

using arbiter::cli::run_arbiter;

namespace {

// Like CLI11's TApp: set `args` (without the program name), then run() returns the exit code
// and what was written to stdout and stderr.
class ArbiterCli {
 public:
  struct Result {
    int code = -1;
    std::string out;
    std::string err;
  };

  std::vector<std::string> args;

  Result run() const {
    std::vector<const char*> argv{"arbiter"};
    for (const auto& a : args) argv.push_back(a.c_str());
    std::ostringstream out, err;
    Result result;
    result.code = run_arbiter(static_cast<int>(argv.size()), argv.data(), out, err);
    result.out = out.str();
    result.err = err.str();
    return result;
  }
};

// Temporary files named after this test file.
class TempFile : public arbiter::testing::TempFile {
 public:
  TempFile(const std::string& name, const std::string& text)
      : arbiter::testing::TempFile("arbiter_cli_test_" + name, text) {}
};

std::string last_line(const std::string& text) {
  std::string trimmed = text;
  while (!trimmed.empty() && trimmed.back() == '\n') trimmed.pop_back();
  return trimmed.substr(trimmed.rfind('\n') == std::string::npos ? 0 : trimmed.rfind('\n') + 1);
}

}  // namespace

TEST_CASE_METHOD(ArbiterCli, "--help exits 0 and every command's help shows an example", "[cli]") {
  args = {"--help"};
  auto top = run();
  CHECK(top.code == 0);
  CHECK_THAT(top.out,
             Catch::Contains("show") && Catch::Contains("play") && Catch::Contains("bench"));
  for (const auto& command : std::vector<std::vector<std::string>>{{"spec", "check"},
                                                                   {"show"},
                                                                   {"moves"},
                                                                   {"perft"},
                                                                   {"play"},
                                                                   {"bench"},
                                                                   {"bench", "perft"},
                                                                   {"bench", "tb"},
                                                                   {"tb", "build"},
                                                                   {"tb", "stats"},
                                                                   {"tb", "probe"}}) {
    args = command;
    args.push_back("--help");
    auto help = run();
    INFO(command.front() << " --help");
    CHECK(help.code == 0);
    CHECK_THAT(help.out, Catch::Contains("Example: arbiter " + command.front()));
  }
}

TEST_CASE_METHOD(ArbiterCli, "usage errors exit 2 and name the problem", "[cli]") {
  SECTION("unknown option") {
    args = {"perft", "chess", "--depht", "2"};
    auto r = run();
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("--depht"));
  }
  SECTION("no subcommand") {
    args = {};
    CHECK(run().code == 2);
  }
  SECTION("bench without its subcommand") {
    args = {"bench"};
    CHECK(run().code == 2);
  }
  SECTION("a missing moves file") {
    args = {"play", "chess", "--moves-file", "/nonexistent/arbiter/game.pgn"};
    auto r = run();
    CHECK(r.code == 2);
    CHECK_THAT(r.err,
               Catch::Contains("/nonexistent/arbiter/game.pgn") && Catch::Contains("not exist"));
  }
  SECTION("--moves and --moves-file together") {
    TempFile game("together.pgn", "e4");
    args = {"play", "chess", "--moves", "e4", "--moves-file", game.path()};
    CHECK(run().code == 2);
  }
}

TEST_CASE_METHOD(ArbiterCli, "input errors exit 2 with a diagnostic naming the input", "[cli]") {
  SECTION("a bad position string names the offending token") {
    args = {"moves", "chess", "--position",
            "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"};
    auto r = run();
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("error: position string: unknown piece 'X'"));
  }
  SECTION("an unknown spec lists the bundled ones") {
    args = {"show", "chesss"};
    auto r = run();
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("'chesss'") && Catch::Contains("chess, fairy, glinski"));
  }
  SECTION("a bad YAML spec names file:line:column") {
    TempFile spec("bad_spec.yaml", "variant: x\nboard:\n  geometry: square\n  bogus_key: 3\n");
    args = {"spec", "check", spec.path()};
    auto r = run();
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains(spec.path() + ":4:3: error: unknown key 'bogus_key'"));
  }
  SECTION("an unknown option value") {
    args = {"perft", "chess", "--option", "no_such_option=1", "--depth", "1"};
    CHECK(run().code == 2);
  }
  SECTION("an illegal move in play names its ply, its text and the legal moves") {
    args = {"play", "chess", "--moves", "1. e4 e5 2. Ke3"};
    auto r = run();
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("ply 3 'Ke3' (move 2, white)") && Catch::Contains("Ke2") &&
                          Catch::Contains("Nf3"));
    CHECK(r.out.empty());
  }
}

TEST_CASE_METHOD(ArbiterCli, "perft's last line is the node count", "[cli][perft]") {
  args = {"perft", "chess", "--depth", "3"};
  auto r = run();
  CHECK(r.code == 0);
  CHECK(last_line(r.out) == "nodes: 8902");  // Chess Programming Wiki, "Perft Results"
  args = {"perft", "chess", "--depth", "2", "--divide"};
  r = run();
  CHECK_THAT(r.out, Catch::Contains("e2e4: 20\n"));
  CHECK(last_line(r.out) == "nodes: 400");
}

TEST_CASE_METHOD(ArbiterCli, "spec check accepts every bundled spec", "[cli][spec]") {
  for (const char* spec : {"chess", "xiangqi", "shogi", "glinski"}) {
    args = {"spec", "check", spec};
    auto r = run();
    INFO(spec << ": " << r.err);
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::Contains(": ok ("));
  }
}

TEST_CASE("show prints the diagram, the game state and the position string", "[cli][show]") {
  arbiter::cli::ShowOptions options;
  options.spec.spec = "chess";
  options.position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  std::ostringstream out;
  CHECK(arbiter::cli::run_show(options, out) == 0);
  CHECK_THAT(out.str(), Catch::StartsWith("8 r . . . k . . r\n") &&
                            Catch::Contains("  a b c d e f g h\n") &&
                            Catch::Contains("castling: KQkq\n") &&
                            Catch::EndsWith("position: r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n"));
}

TEST_CASE("moves --san lists the legal moves in SAN", "[cli][moves]") {
  arbiter::cli::MovesOptions options;
  options.spec.spec = "chess";
  options.san = true;
  std::ostringstream out;
  CHECK(arbiter::cli::run_moves(options, out) == 0);
  CHECK_THAT(out.str(), Catch::StartsWith("Na3\nNc3\nNf3\nNh3\na3\na4\n"));
}

TEST_CASE("play replays coordinates and SAN and prints the final position string", "[cli][play]") {
  arbiter::cli::PlayOptions options;
  options.spec.spec = "chess";
  std::ostringstream out;
  SECTION("SAN with move numbers, comments and a result") {
    options.moves = "1. e4 {king's pawn} e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O 1-0";
    CHECK(arbiter::cli::run_play(options, out) == 0);
    // The clocks are left out: the halfmove clock is the engine's to get right, not play's.
    CHECK_THAT(out.str(), Catch::StartsWith(
                              "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - "));
  }
  SECTION("coordinates and SAN mixed, from a given position") {
    options.position = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    options.moves = "O-O e8d7 Rd1+";
    CHECK(arbiter::cli::run_play(options, out) == 0);
    CHECK(out.str() == "8/3k4/8/8/8/8/8/3R2K1 b - - 3 2\n");
  }
  SECTION("a moves file: an illegal move's diagnostic names file:line:column") {
    const TempFile game("game.pgn", "[Event \"test\"]\n\n1. e4 e5\n2. Nf3 Nf3\n");
    options.moves_file = game.path();
    CHECK_THROWS_WITH(arbiter::cli::run_play(options, out),
                      Catch::Contains(game.path() + ":4:8: error: ply 4 'Nf3' (move 2, black)"));
  }
  SECTION("an unreadable moves file") {
    options.moves_file = "/nonexistent/arbiter/game.pgn";
    CHECK_THROWS_WITH(arbiter::cli::run_play(options, out),
                      Catch::Contains("cannot read the moves file"));
  }
  SECTION("no moves at all") {
    CHECK_THROWS_WITH(arbiter::cli::run_play(options, out), Catch::Contains("play needs moves"));
  }
}

TEST_CASE("moves and play write and read push chains", "[cli][moves][play]") {
  // Ajedrez 123 under push_chain=yes: the princess b1 pushes the knight c3, which pushes d5,
  // which pushes e7 on to g8.
  const std::string position = "5k5/11/11/11/4N6/13/3N7/11/2N8/11/1I3K5 w - - 0 1";
  std::ostringstream out;
  SECTION("moves lists them, in coordinates and in SAN") {
    arbiter::cli::MovesOptions options;
    options.spec = {"ajedrez123", {"push_chain=yes"}};
    options.position = position;
    CHECK(arbiter::cli::run_moves(options, out) == 0);
    CHECK_THAT(out.str(),
               Catch::Contains("\nb1c3-d5-e7-g8\n") && Catch::Contains("\nc3d5-e7-f5\n"));
    options.san = true;
    std::ostringstream san;
    CHECK(arbiter::cli::run_moves(options, san) == 0);
    CHECK_THAT(san.str(), Catch::Contains("\nb1c3-d5-e7-g8+\n"));  // the knight on g8 checks f11
  }
  SECTION("play reads them") {
    arbiter::cli::PlayOptions options;
    options.spec = {"ajedrez123", {"push_chain=yes"}};
    options.position = position;
    options.moves = "b1c3-d5-e7-g8 f11e11";
    CHECK(arbiter::cli::run_play(options, out) == 0);
    CHECK(out.str() == "4k6/11/11/6N4/4N6/13/3N7/11/2I8/11/5K5 w - - 2 2\n");
  }
  SECTION("play refuses a chain under the default push_chain=no") {
    arbiter::cli::PlayOptions options;
    options.spec = {"ajedrez123", {}};
    options.position = position;
    options.moves = "b1c3-d5-e7-g8";
    CHECK_THROWS_WITH(
        arbiter::cli::run_play(options, out),
        Catch::Contains("illegal move 'b1c3-d5-e7-g8'") && Catch::Contains("b1c3-d6"));
  }
}

TEST_CASE_METHOD(ArbiterCli, "bench perft --quick prints figures and a signature",
                 "[cli][bench][.slow]") {
  args = {"bench", "perft", "--quick"};
  auto r = run();
  CHECK(r.code == 0);
  CHECK_THAT(r.out,
             Catch::Contains("chess start") && Catch::Contains("4865609"));  // start, depth 5
  CHECK_THAT(last_line(r.out), Catch::StartsWith("signature: "));
}

TEST_CASE_METHOD(ArbiterCli, "bench tb --only times the tables named, and names the bench's tables",
                 "[cli][bench]") {
  SECTION("a table of the bench") {
    args = {"bench", "tb", "--threads", "1", "--only", "KRvK"};
    auto r = run();
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::Contains("chess   KRvK"));
    CHECK_THAT(r.out, !Catch::Contains("KQvK") && !Catch::Contains("KBNvK"));
    // The build the figures were measured on, as CMake configured this one.
    CHECK_THAT(r.out, Catch::Contains("\nbuild: " + arbiter::cli::build_description() + "\n"));
    CHECK_THAT(arbiter::cli::build_description(),
               Catch::Contains("profile") && Catch::Contains("LTO"));
    CHECK_THAT(last_line(r.out), Catch::StartsWith("signature: "));
  }
  SECTION("a material the bench does not time") {
    args = {"bench", "tb", "--only", "KRvK,KBNK"};
    auto r = run();
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("no bench table 'KBNK'") && Catch::Contains("KBNvK"));
    CHECK(r.out.empty());
  }
}

TEST_CASE_METHOD(ArbiterCli, "bench puzzles times the long corpus and agrees with Popeye's keys",
                 "[cli][bench][.slow]") {
  // Wenda's #6 (bench/data/long_problems.yaml): issue 21's speed target, kept out of the
  // default tests because it takes seconds; the bench's exit code says whether the keys agree.
  const std::string corpus = std::string(ARBITER_SOURCE_DIR) + "/bench/data/long_problems.yaml";
  args = {"bench", "puzzles", "--threads", "2", "--corpus", corpus};
  auto r = run();
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("wenda-schach-1966") &&
                        Catch::Contains("1 problems, 1 agree with Popeye"));
}

TEST_CASE("play replays the Omega Chess seed's scores from their files", "[cli][play][omega]") {
  const std::string dir = std::string(ARBITER_SOURCE_DIR) + "/tests/model/data/omega/";
  arbiter::cli::PlayOptions options;
  options.spec.spec = "omega";
  std::ostringstream out;
  SECTION("Sherzer v Polgar, every move legal as printed") {
    options.moves_file = dir + "sherzer-polgar.txt";
    CHECK(arbiter::cli::run_play(options, out) == 0);
    CHECK_THAT(out.str(), Catch::StartsWith(
                              "2/R3R5/6prk1/2p2p3p/6p1p1/2P2p2P1/3P1P3P/9Q/7q2/Pr4PK2/10/2 w - "));
  }
  SECTION("the wizard mate's misprinted knight move is named at its line and column") {
    options.moves_file = dir + "mate-del-mago.txt";
    CHECK_THROWS_WITH(arbiter::cli::run_play(options, out),
                      Catch::Contains("mate-del-mago.txt:1:18") && Catch::Contains("'Ni5\?\?'") &&
                          Catch::Contains("Nh5"));
  }
}

TEST_CASE("spec stats lists the pieces that can end a move in each zone", "[cli][omega]") {
  arbiter::cli::SpecStatsOptions options;
  options.spec.spec = "omega";
  std::ostringstream out;
  CHECK(arbiter::cli::run_spec_stats(options, out) == 0);
  // The seed: every piece except rooks and pawns can reach w1-w4.
  CHECK_THAT(out.str(),
             Catch::Contains("  wizard_cells: white: knight bishop queen king champion wizard; "
                             "black: knight bishop queen king champion wizard\n"));
}
