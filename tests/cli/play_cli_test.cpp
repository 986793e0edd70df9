// `arbiter play`: a game ends where it is decided (mate, stalemate, an automatic draw, the result
// token), no token is skipped silently, PGN written by --pgn reads back to the same position, and
// --show draws the position. The reproducers of issue 20 are named as such.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>

#include "tests/support/cli_run.h"
#include "tests/support/temp_file.h"

using arbiter::testing::run_cli;

namespace {

// Four knight trips: the start position stands for the fifth time (FIDE 9.6.1's automatic draw).
constexpr const char* kFivefold =
    "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8";

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

// Temporary files named after this test file.
class TempFile : public arbiter::testing::TempFile {
 public:
  TempFile(const std::string& name, const std::string& text)
      : arbiter::testing::TempFile("arbiter_play_test_" + name, text) {}
};

}  // namespace

TEST_CASE("issue 20: play stops at an automatic draw and refuses the next move", "[cli][play]") {
  const auto drawn = run_cli({"play", "chess", "--moves", kFivefold});
  CHECK(drawn.code == 0);
  CHECK_THAT(drawn.out,
             Catch::Contains("\ndrawn by rule: repetition (5 times)\nresult: 1/2-1/2\n"));
  const auto on = run_cli({"play", "chess", "--moves", std::string(kFivefold) + " 9. e4"});
  CHECK(on.code == 2);
  CHECK_THAT(on.err, Catch::Contains("--moves:1:92: error: ply 17 'e4' (move 9, white): the game "
                                     "is over (drawn by rule: repetition (5 times), result "
                                     "1/2-1/2); expected no move after the end of the game"));
  CHECK(on.out.empty());
}

TEST_CASE("play stops at mate and stalemate", "[cli][play]") {
  SECTION("a move after mate") {
    const auto r = run_cli({"play", "chess", "--moves", "1. f3 e5 2. g4 Qh4# 3. a3"});
    CHECK(r.code == 2);
    CHECK_THAT(r.err,
               Catch::Contains("ply 5 'a3'") &&
                   Catch::Contains("the game is over (checkmate: white is mated, result 0-1)"));
  }
  SECTION("a move after stalemate") {
    const auto r = run_cli(
        {"play", "chess", "--position", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "--moves", "Qf7 Kg8"});
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("ply 2 'Kg8'") &&
                          Catch::Contains("(stalemate: black has no move, result 1/2-1/2)"));
  }
  SECTION("a mate with its result") {
    const auto r = run_cli({"play", "chess", "--moves", "1. f3 e5 2. g4 Qh4# 0-1"});
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::EndsWith("\ncheckmate: white is mated\nresult: 0-1\n"));
  }
}

TEST_CASE("issue 20: play ends the game at a result token", "[cli][play]") {
  SECTION("a move after the result names both") {
    const auto r = run_cli({"play", "chess", "--moves", "e4 1-0 e5"});
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("--moves:1:8: error: 'e5' after the result '1-0' at 1:4"));
  }
  SECTION("a result the position does not decide is reported as the text's") {
    const auto r = run_cli({"play", "chess", "--moves", "e4 e5 1-0"});
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::EndsWith(
                          "\nresult: 1-0 (from the move text; the position is not decided)\n"));
  }
  SECTION("a result that contradicts the position is an error") {
    const auto r = run_cli({"play", "chess", "--moves", "1. f3 e5 2. g4 Qh4# 1-0"});
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("--moves:1:21: error: result '1-0' contradicts the game "
                                      "(checkmate: white is mated, result 0-1); expected '0-1' "
                                      "or no result"));
  }
}

TEST_CASE("issue 20: play skips no token silently", "[cli][play]") {
  SECTION("a null move") {
    const auto r = run_cli({"play", "chess", "--moves", "e4 0000 e5"});
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("--moves:1:4: error: null move '0000'"));
  }
  SECTION("an unclosed comment in a file names file:line:column") {
    const TempFile game("unclosed.pgn", "[Event \"x\"]\n\n1. e4 e5 {about\n2. Nf3 Nc6 *\n");
    const auto r = run_cli({"play", "chess", "--moves-file", game.path()});
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains(game.path() + ":3:10: error: unclosed comment '{'"));
  }
  SECTION("an unclosed variation") {
    const auto r = run_cli({"play", "chess", "--moves", "1. e4 (1. d4 d5 2. c4"});
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("--moves:1:7: error: unclosed variation '('"));
  }
  SECTION("a text without moves") {
    for (const char* text : {"   ", "1.", "{only a comment}", "1-0"}) {
      const auto r = run_cli({"play", "chess", "--moves", text});
      INFO(text);
      CHECK(r.code == 2);
      CHECK_THAT(r.err, Catch::Contains("error: no move found in the move text"));
    }
  }
}

TEST_CASE("play --pgn writes a game that --moves-file reads back to the same position",
          "[cli][play][pgn]") {
  struct Case {
    const char* spec;
    const char* position;
    const char* moves;
  };
  const Case cases[] = {
      {"chess", "",
       "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O"},
      {"chess", "4k3/8/8/8/8/8/8/R3K3 b Q - 0 30", "Kf7 O-O-O Ke6 Rd6+"},
      {"chess", "", "1. f3 e5 2. g4 Qh4#"},
      {"omega", "", "1.f4 f5 2.Bc4 Bc5 3.Qj5 Ng7 4.Qxg8#"},
      {"shogi", "", "7g7f 3c3d 8h2b+ 3a2b B*4e"},
  };
  for (const Case& c : cases) {
    INFO(c.spec << " " << c.moves);
    std::vector<std::string> args = {"play", c.spec, "--moves", c.moves};
    if (*c.position) args.insert(args.end(), {"--position", c.position});
    const auto direct = run_cli(args);
    REQUIRE(direct.code == 0);
    args.push_back("--pgn");
    const auto pgn = run_cli(args);
    REQUIRE(pgn.code == 0);
    CHECK_THAT(pgn.out, Catch::StartsWith("[Variant \"") && Catch::Contains("[Result \""));
    const TempFile file("round_trip.pgn", pgn.out);
    const auto back = run_cli({"play", c.spec, "--moves-file", file.path()});
    INFO(pgn.out << back.err);
    REQUIRE(back.code == 0);
    CHECK(first_line(back.out) == first_line(direct.out));
  }
}

TEST_CASE("play --pgn keeps the text's tags and writes the result", "[cli][play][pgn]") {
  const auto r = run_cli({"play", "chess", "--moves",
                          "[Event \"Fool's mate\"]\n[Result \"*\"]\n1. f3 e5 2. g4 Qh4#", "--pgn"});
  REQUIRE(r.code == 0);
  CHECK(r.out ==
        "[Event \"Fool's mate\"]\n[Variant \"chess\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# "
        "0-1\n");
}

TEST_CASE("play --show draws the last position, --show-each every one", "[cli][play]") {
  const auto last = run_cli({"play", "chess", "--moves", "e4 e5", "--show"});
  REQUIRE(last.code == 0);
  CHECK_THAT(last.out,
             Catch::StartsWith("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\n") &&
                 Catch::Contains("\n4 . . . . P . . .\n") &&
                 Catch::Contains("\npieces: P pawn (white), N knight (white)"));
  const auto each = run_cli({"play", "chess", "--moves", "e4 e5", "--show-each"});
  REQUIRE(each.code == 0);
  CHECK_THAT(each.out, Catch::StartsWith("after ply 1 (e4):\n8 r n b q k b n r\n") &&
                           Catch::Contains("\nafter ply 2 (e5):\n"));
  const auto both = run_cli({"play", "chess", "--moves", "e4", "--show", "--pgn"});
  CHECK(both.code == 2);
}
