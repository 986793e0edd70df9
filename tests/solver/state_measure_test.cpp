// The engine's measures of the audit vocabulary on Ajedrez 123 positions: each variable kind
// reads what the position shows (who rules, mated or not, where the heirs stand, walled in,
// promoted pieces, counts, legal moves, the draw claim).
#include "solver/audit/state_measure.h"

#include <catch2/catch.hpp>

#include "model/notation/position_string.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

namespace spec = arbiter::model::spec;
using arbiter::model::Position;
namespace notation = arbiter::model::notation;

namespace {

spec::StateVariableDoc variable(const std::string& name, std::vector<std::string> values,
                                std::string kind, std::string piece = {},
                                std::optional<bool> original = std::nullopt) {
  spec::StateVariableDoc v;
  v.name = name;
  v.values = std::move(values);
  v.measure = spec::MeasureDoc{std::move(kind), std::move(piece), original, {}};
  return v;
}

spec::AuditDoc vocabulary() {
  spec::AuditDoc a;
  a.state = {variable("mated", {"no", "yes"}, "mated"),
             variable("check", {"no", "yes"}, "in_check"),
             variable("moves", {"no", "yes"}, "has_legal_move"),
             variable("claim", {"no", "yes"}, "may_claim_draw"),
             variable("ruler", {"king", "queen_regent", "princess_regent"}, "ruler"),
             variable("ruler_zone", {"board", "golden", "citadel"}, "ruler_zone"),
             variable("queen", {"board", "captured", "citadel", "golden", "aboard"}, "place",
                      "queen", true),
             variable("queen_blocked", {"no", "yes"}, "blocked", "queen", true),
             variable("princess", {"board", "captured", "citadel", "golden", "aboard"}, "place",
                      "princess", true),
             variable("promoted_queen", {"no", "yes"}, "present", "queen", false),
             variable("pawns", {"0", "1", "2+"}, "count", "peon")};
  return a;
}

spec::StateValues measured(const char* position, const std::vector<std::string>& options = {}) {
  const auto doc = arbiter::testing::bundled_document("ajedrez123");
  const auto rules =
      arbiter::testing::bundled_rules("ajedrez123", spec::choose_options(doc, options));
  Position pos = notation::position_from_string(*rules, position);
  return arbiter::solver::audit::measure_state(pos, vocabulary());
}

}  // namespace

TEST_CASE("measures: a mated king with the queen on the board and the princess gone",
          "[audit][measure][ajedrez123]") {
  const auto s = measured("rr3k5/11/11/11/11/13/11/11/11/3P7/K3Q6 w - - 0 1");
  CHECK(s.at("mated") == "yes");
  CHECK(s.at("check") == "yes");
  CHECK(s.at("moves") == "yes");  // the succession is a legal move
  CHECK(s.at("ruler") == "king");
  CHECK(s.at("ruler_zone") == "board");
  CHECK(s.at("queen") == "board");
  CHECK(s.at("princess") == "captured");
  CHECK(s.at("promoted_queen") == "no");
  CHECK(s.at("pawns") == "1");
  CHECK(s.at("claim") == "no");
}

TEST_CASE("measures: a queen walled in a citadel, then free", "[audit][measure][ajedrez123]") {
  const auto shut = measured("1r9/11/5k5/11/P10/QP11/P10/11/2n8/11/K7r2 w - - 0 1");
  CHECK(shut.at("mated") == "yes");
  CHECK(shut.at("moves") == "no");
  CHECK(shut.at("queen") == "citadel");
  CHECK(shut.at("queen_blocked") == "yes");
  CHECK(shut.at("pawns") == "2+");
  const auto free = measured("1r9/11/5k5/11/11/QP11/P10/11/2n8/11/K7r2 w - - 0 1");
  CHECK(free.at("queen") == "citadel");
  CHECK(free.at("queen_blocked") == "no");
  CHECK(free.at("pawns") == "2+");
}

TEST_CASE("measures: a queen riding an enemy ship, a promoted queen, a regent on f6",
          "[audit][measure][ajedrez123]") {
  const auto aboard = measured("rr3k4I/11/11/11/11/r11r/11/11/11/3s[Q]7/K10 w - - 0 1");
  CHECK(aboard.at("queen") == "aboard");
  CHECK(aboard.at("princess") == "board");
  const auto promoted = measured("5k5/11/11/11/11/13/11/11/11/11/K3Q~6 w - - 0 1");
  CHECK(promoted.at("queen") == "captured");
  CHECK(promoted.at("promoted_queen") == "yes");
  CHECK(promoted.at("pawns") == "0");
  const auto regent = measured("5k5/11/11/11/11/6H6/11/11/11/11/11 w - - 0 1");
  CHECK(regent.at("ruler") == "princess_regent");
  CHECK(regent.at("ruler_zone") == "golden");
  CHECK(regent.at("mated") == "no");
}

TEST_CASE("measures: the draw claim of a king that has just entered a citadel",
          "[audit][measure][ajedrez123]") {
  // After a6z6 it is black's move; the claim belongs to white, so measure with white to move.
  const auto inside = measured("5k5/11/11/11/11/K12/11/11/11/11/11 w - - 0 1");
  CHECK(inside.at("ruler_zone") == "citadel");
  CHECK(inside.at("claim") == "yes");  // while_inside: on any of its turns there
  const auto on_entry =
      measured("5k5/11/11/11/11/K12/11/11/11/11/11 w - - 0 1", {"draw_claim_timing=on_entry"});
  CHECK(on_entry.at("claim") == "no");  // not right after its own entering move
}
