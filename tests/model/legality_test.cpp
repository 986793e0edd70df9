// Position legality (model/legality.h): the positions a user reported as accepted by show, moves,
// perft and play although no game could reach them are refused with a reason naming the cells and
// players; and no position reached by legal play, in any bundled or synthetic spec, is refused.
#include "model/legality.h"

#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "model/notation/position_string.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

using arbiter::model::legality_problems;
using arbiter::model::notation::position_from_string;
using arbiter::testing::bundled_rules;
using Catch::Matchers::Contains;

namespace {

std::vector<std::string> chess_problems(const std::string& text) {
  const auto rules = bundled_rules("chess");
  return legality_problems(position_from_string(*rules, text));
}

std::string joined(const std::vector<std::string>& problems) {
  std::string text;
  for (const auto& p : problems) text += p + "\n";
  return text;
}

}  // namespace

TEST_CASE("a king the side to move could capture makes the position illegal", "[model][legality]") {
  // Reported: moves listed e1e8 (a king capture) and play Rxe8 called the result stalemate.
  const auto problems = chess_problems("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
  REQUIRE(problems.size() == 1);
  CHECK_THAT(problems[0],
             Contains("black, who moved last, has a royal piece in check with white to move"));
}

TEST_CASE("adjacent kings make the position illegal", "[model][legality]") {
  const auto problems = chess_problems("8/8/8/3kK3/8/8/8/8 w - - 0 1");
  REQUIRE(problems.size() == 1);
  CHECK_THAT(problems[0], Contains("black, who moved last"));
}

TEST_CASE("a player without a king or with two is refused", "[model][legality]") {
  CHECK_THAT(joined(chess_problems("8/8/8/3k4/8/8/8/8 w - - 0 1")),
             Contains("white has no royal piece; the game begins with 1"));
  CHECK_THAT(joined(chess_problems("k7/8/8/8/8/8/8/K6K w - - 0 1")),
             Contains("white has 2 royal pieces; the game begins with 1 and no rule adds one"));
}

TEST_CASE("a pawn on its promotion rank is refused but not one on its own first rank",
          "[model][legality]") {
  CHECK_THAT(joined(chess_problems("k3P3/8/8/8/8/8/8/K7 w - - 0 1")),
             Contains("the white pawn on e8 stands unpromoted where it must promote on arrival"));
  // No rule keeps a pawn off its first rank; that is reachability, not legality.
  CHECK(chess_problems("k7/8/8/8/8/8/8/K3P3 w - - 0 1").empty());
}

TEST_CASE("castling rights need their king and rook at home", "[model][legality]") {
  CHECK_THAT(joined(chess_problems("4k3/8/8/8/8/8/8/4K3 w K - 0 1")),
             Contains("castling right 'K' (white white_king_side) needs the white rook on h1, "
                      "which holds nothing"));
  CHECK(chess_problems("4k3/8/8/8/8/8/8/4KB1R w K - 0 1").empty());
  CHECK_THAT(joined(chess_problems("4k3/8/8/8/8/8/8/3K3R w K - 0 1")),
             Contains("needs the white king on e1, which holds nothing"));
  CHECK(chess_problems("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").empty());
}

TEST_CASE("facing xiangqi generals and a general outside its palace are refused",
          "[model][legality]") {
  const auto rules = bundled_rules("xiangqi");
  const auto facing =
      legality_problems(position_from_string(*rules, "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"));
  CHECK_THAT(joined(facing), Contains("black, who moved last, has a royal piece in check"));
  const auto outside =
      legality_problems(position_from_string(*rules, "3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1"));
  CHECK_THAT(joined(outside), Contains("the red king on a0 stands where a king may never stop"));
}

TEST_CASE("every start position is legal", "[model][legality]") {
  for (const char* name : {"chess", "xiangqi", "shogi", "glinski", "omega", "ajedrez123"}) {
    INFO(name);
    const auto rules = bundled_rules(name);
    CHECK(legality_problems(arbiter::model::notation::start_position(*rules)).empty());
  }
}

// The check must never refuse what play reaches: random games in every bundled spec and in the
// synthetic specs (three players, holes, relocating captures, passengers, drops, pushes, ...).
TEST_CASE("no position reached by legal play is refused", "[model][legality]") {
  const std::uint64_t seed = 20261126;
  INFO("seed " << seed);
  std::mt19937_64 random(seed);
  auto walk = [&](const arbiter::model::CompiledRules& rules, const std::string& name) {
    // 40 games a spec; a quarter in the sanitizer run (tests/support/sample_size.h).
    for (int game = 0; game < arbiter::testing::sample_size(40); ++game) {
      const auto pos = arbiter::testing::random_playout(rules, random, 60);
      const auto problems = legality_problems(pos);
      INFO(name << ": " << arbiter::model::notation::to_string(pos));
      CHECK(joined(problems).empty());
    }
  };
  for (const char* name : {"chess", "xiangqi", "shogi", "glinski", "omega", "ajedrez123"})
    walk(*bundled_rules(name), name);
  for (const char* file :
       {"three.yaml", "harbour.yaml", "moorings.yaml", "prisoners.yaml", "heirs.yaml", "push.yaml",
        "hexsink.yaml", "sink.yaml", "warp.yaml", "immobilize.yaml", "opposition.yaml", "fool.yaml",
        "ferry.yaml", "ep_window.yaml", "pawn_race.yaml", "refuge.yaml", "chess_lame.yaml",
        "chess_targets.yaml"})
    walk(arbiter::testing::data_spec_rules(file), file);
}

TEST_CASE("a royal piece in hand is refused", "[model][legality]") {
  // Found by the position fuzzer: a shogi hand holding a king was accepted.
  const auto rules = bundled_rules("shogi");
  const auto problems = legality_problems(position_from_string(
      *rules, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b k 1"));
  CHECK_THAT(joined(problems), Contains("holds a king in hand; royal pieces are never captured"));
}
