// docs/tutorial.md's example spec, docs/tutorial/capablanca.yaml: it loads, passes `spec check`,
// castles as the published rules say, and matches the published perft figures from the start.
// Sources of the figures: Fairy-Stockfish, tests/perft.sh ("capablanca startpos 4 805128"), and
// the perft table of the Shuriken variant engine (Toni Helminen; figures credited to Sjeng):
// 28, 784, 25228, 805128 at depths 1 to 4.
#include <catch2/catch.hpp>

#include "model/notation/position_string.h"
#include "model/perft.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/cli_run.h"

namespace {

const std::string kSpec = std::string(ARBITER_SOURCE_DIR) + "/docs/tutorial/capablanca.yaml";

std::shared_ptr<const arbiter::model::CompiledRules> capablanca() {
  const auto document = arbiter::model::spec::load_spec_file(kSpec);
  return arbiter::model::spec::compile(document,
                                       arbiter::model::spec::default_option_values(document));
}

}  // namespace

TEST_CASE("the tutorial's Capablanca spec matches the published perft to depth 3",
          "[cli][tutorial]") {
  const auto rules = capablanca();
  auto pos = arbiter::model::notation::start_position(*rules);
  CHECK(arbiter::model::notation::to_string(pos) ==
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
  CHECK(arbiter::model::perft(pos, 1) == 28);
  CHECK(arbiter::model::perft(pos, 2) == 784);
  CHECK(arbiter::model::perft(pos, 3) == 25228);
}

TEST_CASE("the tutorial's Capablanca spec matches the published perft at depth 4",
          "[.slow][cli][tutorial]") {
  const auto rules = capablanca();
  auto pos = arbiter::model::notation::start_position(*rules);
  CHECK(arbiter::model::perft(pos, 4) == 805128);
}

TEST_CASE("the tutorial's commands: spec check, perft, and castling three squares",
          "[cli][tutorial]") {
  const auto check = arbiter::testing::run_cli({"spec", "check", kSpec});
  CHECK(check.code == 0);
  CHECK_THAT(check.out, Catch::Contains(": ok (capablanca, "));
  const auto perft = arbiter::testing::run_cli({"perft", kSpec, "--depth", "2"});
  CHECK(perft.code == 0);
  CHECK_THAT(perft.out, Catch::EndsWith("784\n"));
  // The king goes three squares towards the rook, which lands on the square the king crossed last.
  const std::string rooks = "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1";
  const auto king_side =
      arbiter::testing::run_cli({"play", kSpec, "--position", rooks, "--moves", "O-O"});
  CHECK(king_side.code == 0);
  CHECK_THAT(king_side.out, Catch::Contains("r4k3r/10/10/10/10/10/10/R6RK1 b kq"));
  const auto queen_side =
      arbiter::testing::run_cli({"play", kSpec, "--position", rooks, "--moves", "O-O-O"});
  CHECK(queen_side.code == 0);
  CHECK_THAT(queen_side.out, Catch::Contains("r4k3r/10/10/10/10/10/10/2KR5R b kq"));
}
