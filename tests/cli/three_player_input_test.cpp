// Bad input on a three-player spec (issue 24): a fourth player's prefix in a position string, an
// unknown side token, a move out of turn and a move naming a cell the hexagon does not have each
// end in exit 2 with a message naming the offending token.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "tests/support/cli_run.h"

namespace {

using arbiter::testing::run_cli;
using Catch::Matchers::Contains;

// Tres Reinas' start with white's rook on i1 given to a fourth player 'r'.
constexpr const char* kFourthPrefix =
    "1/3/gRgP1bPbR/gNgP3bPbN/gBgP5bPbB/gQgP7bPbQ/gBgP7bPbB/gNgP7bPbN/gRgP7bPbR/2wPwPwPwPwPwPwP2/"
    "2wRwNwBwQwBwNrR2 w 0 1";
constexpr const char* kRedToMove =
    "1/3/gRgP1bPbR/gNgP3bPbN/gBgP5bPbB/gQgP7bPbQ/gBgP7bPbB/gNgP7bPbN/gRgP7bPbR/2wPwPwPwPwPwPwP2/"
    "2wRwNwBwQwBwNwR2 r 0 1";

}  // namespace

TEST_CASE("bad input on a three-player spec exits 2 naming the token", "[cli][tres-reinas]") {
  SECTION("a fourth player's prefix") {
    const auto run = run_cli({"show", "tres-reinas", "--position", kFourthPrefix});
    CHECK(run.code == 2);
    CHECK_THAT(run.err, Contains("unknown piece 'rR'") &&
                            Contains("a player's prefix (w, g, b) and a piece letter"));
  }
  SECTION("a side to move that is no player's") {
    const auto run = run_cli({"show", "tres-reinas", "--position", kRedToMove});
    CHECK(run.code == 2);
    CHECK_THAT(run.err, Contains("unknown side to move 'r'; expected one of: w, g, b"));
  }
  SECTION("a move out of turn: grey's pawn while white is to move") {
    const auto run = run_cli({"play", "tres-reinas", "--moves", "b3b2"});
    CHECK(run.code == 2);
    CHECK_THAT(run.err, Contains("ply 1 'b3b2' (move 1, white): illegal move 'b3b2'"));
  }
  SECTION("a move on a cell the board does not have") {
    // The hexagon's files run a to l without j, and column l has six cells.
    for (const char* move : {"c2c3 b3b2 j5j4", "c2c3 b3b2 l7l6"}) {
      const auto run = run_cli({"play", "tres-reinas", "--moves", move});
      CHECK(run.code == 2);
      const std::string cell = std::string(move).substr(10, 2);
      CHECK_THAT(run.err, Contains("no cell '" + cell + "' on this board"));
    }
  }
}
