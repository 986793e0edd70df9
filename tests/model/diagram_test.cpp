// Text diagrams (model/notation/diagram.h): square boards with coordinates, extra cells and holes
// placed by coordinates, staggered hex boards, and the game-state lines.
#include "model/notation/diagram.h"

#include <catch2/catch.hpp>
#include <sstream>
#include <vector>

#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

using arbiter::model::notation::position_from_string;
using arbiter::model::notation::render_board;
using arbiter::model::notation::render_position;
using arbiter::model::notation::start_position;
using arbiter::testing::bundled_rules;
using arbiter::testing::play;

namespace {

// Ten files and ranks, a hole on e5, and two extra cells beside the grid: z5 left of a5 and k6
// right of j6.
constexpr const char* kCitadelSpec = R"(
variant: citadels
board:
  geometry: square
  files: [a, b, c, d, e, f, g, h, i, j]
  ranks: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
  extra_cells: [{name: z5, at: [-1, 4]}, {name: k6, at: [10, 5]}]
  holes: [e5]
players:
  - {name: white, forward: n, case: upper, side: w}
  - {name: black, forward: s, case: lower, side: b}
pieces:
  - {name: rook, letter: R, moves: [{slide: [orthogonal]}]}
  - {name: king, letter: K, royal: true, moves: [{step: [all]}]}
game_end: {checkmate: loss, stalemate: draw}
notation:
  fields: [board, side]
  start: "4k5/10/10/10/11/10/10/10/10/4K5 w"
)";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("a chess diagram has ranks down the side and files along the bottom",
          "[model][diagram]") {
  const auto rules = bundled_rules("chess");
  const auto lines = lines_of(render_board(start_position(*rules)));
  REQUIRE(lines.size() == 9);
  CHECK(lines[0] == "8 r n b q k b n r");
  CHECK(lines[5] == "3 . . . . . . . .");
  CHECK(lines[7] == "1 R N B Q K B N R");
  CHECK(lines[8] == "  a b c d e f g h");
}

TEST_CASE("the position report lists the game state and the position string", "[model][diagram]") {
  const auto rules = bundled_rules("chess");
  SECTION("start position") {
    const std::string text = render_position(start_position(*rules));
    CHECK_THAT(text,
               Catch::Contains("to move: white\n") && Catch::Contains("castling: KQkq\n") &&
                   Catch::Contains("en passant: -\n") && Catch::Contains("halfmove clock: 0\n") &&
                   Catch::Contains("move number: 1\n") && Catch::Contains("check: no\n") &&
                   Catch::EndsWith(
                       "position: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"));
  }
  SECTION("en passant cells, check and mate") {
    const auto after_double_step = play(start_position(*rules), "e2e4");
    CHECK_THAT(render_position(after_double_step),
               Catch::Contains("en passant: e3 (takes the piece on e4)"));
    const auto checked = play(start_position(*rules), "e2e4 f7f6 d1h5");
    CHECK_THAT(render_position(checked),
               Catch::Contains("check: yes\n") && Catch::Contains("to move: black\n"));
    const auto fools_mate = play(start_position(*rules), "f2f3 e7e5 g2g4 d8h4");
    CHECK_THAT(render_position(fools_mate), Catch::Contains("check: checkmate\n"));
  }
}

TEST_CASE("extra cells and holes are drawn at their coordinates", "[model][diagram]") {
  const auto doc = arbiter::model::spec::load_spec_text(kCitadelSpec, "citadels.yaml");
  const auto rules =
      arbiter::model::spec::compile(doc, arbiter::model::spec::default_option_values(doc));
  const auto pos = position_from_string(*rules, "4k5/10/10/10/11/R9/10/10/10/4K5 w");
  const auto lines = lines_of(render_board(pos));
  REQUIRE(lines.size() >= 12);
  CHECK(lines[0] == "10   . . . . k . . . . .");
  CHECK(lines[4] == " 6   . . . . . . . . . . .");  // k6 right of j6
  CHECK(lines[5] == " 5 R . . . .   . . . . .");    // the rook on z5, the hole e5
  CHECK(lines[10] == "     a b c d e f g h i j");
  CHECK(lines[11] == "extra cells: z5, k6");
}

TEST_CASE("a hex diagram staggers the files and names every cell", "[model][diagram]") {
  const auto rules = bundled_rules("glinski");
  const auto lines = lines_of(render_board(start_position(*rules)));
  // Gliński's board: 11 files of 6 to 11 cells; file f's 11 cells are on every other line.
  REQUIRE(lines.size() == 22);
  CHECK(lines[0] == "               f11 b");
  CHECK(lines[1] == "            e10 q g10 k");
  CHECK(lines[5] == "a6 .  c7 p  e8 .  g8 .  i7 p  l6 .");
  CHECK(lines[20] == "               f1 B");
  CHECK(lines[21] == "a  b  c  d  e  f  g  h  i  k  l");
}

TEST_CASE("shogi diagrams show both hands and two-character promoted pieces", "[model][diagram]") {
  const auto rules = bundled_rules("shogi");
  const auto pos = position_from_string(
      *rules, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPP+P/1B5R1/LNSGKGSNL b 2Pp 1");
  const std::string text = render_position(pos);
  CHECK_THAT(text, Catch::Contains("hands: sente: pawn x2; gote: pawn\n"));
  CHECK_THAT(text, Catch::Contains("g P  P  P  P  P  P  P  P  +P\n"));
  CHECK_THAT(text, Catch::Contains("  9  8  7  6  5  4  3  2  1\n"));
}

TEST_CASE("the legend names every piece on the board or in hand, and no other",
          "[model][diagram]") {
  const auto rules = bundled_rules("shogi");
  const auto pos = position_from_string(*rules, "4k4/9/9/9/9/9/9/4+P4/4K4 b Gp 1");
  CHECK(arbiter::model::notation::render_legend(pos) ==
        "pieces: G gold (sente), K king (sente), +P tokin (sente), p pawn (gote), k king (gote)\n");
  CHECK_THAT(render_position(pos), Catch::Contains("  9  8  7  6  5  4  3  2  1\npieces: G gold"));
}

TEST_CASE("a drawn position names the rule that drew it", "[model][diagram]") {
  // Issue 20: every draw by rule read "a ruler stands in a draw zone", even in chess.
  const auto rules = bundled_rules("chess");
  CHECK_THAT(render_position(position_from_string(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 150 90")),
             Catch::Contains("check: no (the game is drawn: move limit (150 halfmoves))\n"));
  CHECK_THAT(
      render_position(position_from_string(*rules, "8/8/8/8/8/8/8/K1k5 b - - 0 1")),
      Catch::Contains("check: no (the game is drawn: dead position (only royal pieces left))\n"));
}
