// Ajedrez 123's draw claim (CIT-8, CIT-16, DRW-1, QRG-5, PRG-5; option draw_claim_timing): a
// ruler that enters a citadel gives its player the right to a draw.
#include <catch2/catch.hpp>

#include "model/draw_claim.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;

namespace {

std::shared_ptr<const CompiledRules> ajedrez(const std::string& timing) {
  const auto doc = arbiter::testing::bundled_document("ajedrez123");
  return arbiter::testing::bundled_rules(
      "ajedrez123", spec::choose_options(doc, {"draw_claim_timing=" + timing}));
}

std::vector<std::string> claimants(const Position& pos) {
  std::vector<std::string> names;
  for (PlayerId p : draw_claimants(pos)) names.push_back(pos.rules().player(p).name);
  return names;
}

using Names = std::vector<std::string>;

// White king a6 beside the citadel z6; black king f11. Row 6 starts with z6.
constexpr const char* kBeside = "5k5/11/11/11/11/1K11/11/11/11/11/11 w - - 0 1";

}  // namespace

TEST_CASE("CIT-8, CIT-16: while the king stands in a citadel, his player may claim a draw",
          "[ajedrez123][draw]") {
  const auto rules = ajedrez("while_inside");
  const Position before = notation::position_from_string(*rules, kBeside);
  CHECK(claimants(before).empty());
  const Position inside = arbiter::testing::play(before, "a6z6");
  CHECK(claimants(inside).empty());  // black to move: the claim is white's, on white's turn
  const Position later = arbiter::testing::play(inside, "f11f10");
  CHECK(claimants(later) == Names{"white"});
  Position scratch = later;
  CHECK(game_status(scratch) == GameStatus::Ongoing);
}

TEST_CASE("draw_claim_timing on_entry: only right after the entering move", "[ajedrez123][draw]") {
  const auto rules = ajedrez("on_entry");
  const Position inside =
      arbiter::testing::play(notation::position_from_string(*rules, kBeside), "a6z6");
  CHECK(claimants(inside) == Names{"white"});
  CHECK(claimants(arbiter::testing::play(inside, "f11f10")).empty());
  // A position read from a string does not know how the king got there.
  CHECK(claimants(notation::position_from_string(*rules, notation::to_string(inside))).empty());
}

TEST_CASE("draw_claim_timing automatic: entering ends the game", "[ajedrez123][draw]") {
  const auto rules = ajedrez("automatic");
  Position inside = arbiter::testing::play(notation::position_from_string(*rules, kBeside), "a6z6");
  CHECK(game_status(inside) == GameStatus::DrawnByRule);
  Position before = notation::position_from_string(*rules, kBeside);
  CHECK(game_status(before) == GameStatus::Ongoing);
}

TEST_CASE("PRG-5: a princess regent entering a citadel by a push may claim too",
          "[ajedrez123][draw]") {
  const auto rules = ajedrez("on_entry");
  // The white princess regent b7 leaps (-2, -1) onto z6, where a white knight stands; the knight
  // moves on to a4.
  const Position pos =
      notation::position_from_string(*rules, "5k5/11/11/11/1H9/N12/11/11/11/11/11 w - - 0 1");
  const Position after = arbiter::testing::play(pos, "b7z6-a4");
  CHECK(notation::to_string(after) == "5k5/11/11/11/11/H12/11/N10/11/11/11 b - - 1 1");
  CHECK(claimants(after) == Names{"white"});
}
