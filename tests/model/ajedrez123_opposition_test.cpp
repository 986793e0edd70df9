// Ajedrez 123's option ruler_opposition_model (C-6): rulers keep their distance by attacking each
// other (attack, the default) or only as the text lists (explicit: the `opposition` placements and
// checks of specs/ajedrez123.yaml). Each case shows a move one reading allows and the other
// forbids, or one both forbid.
#include <algorithm>
#include <catch2/catch.hpp>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;

namespace {

using Texts = std::vector<std::string>;

std::shared_ptr<const CompiledRules> ajedrez(const std::vector<std::string>& settings) {
  const auto doc = arbiter::testing::bundled_document("ajedrez123");
  return arbiter::testing::bundled_rules("ajedrez123", spec::choose_options(doc, settings));
}

Texts to(const CompiledRules& r, const char* text, const char* from) {
  return arbiter::testing::destinations_from(notation::position_from_string(r, text), from);
}

bool has(const Texts& t, const char* cell) {
  return std::find(t.begin(), t.end(), cell) != t.end();
}

}  // namespace

TEST_CASE("C-6: two queen regents on an open line", "[ajedrez123][opposition]") {
  // The white queen regent a4 and the black one d8. Under the attack model she may not enter the
  // d file or the a5-d8 diagonal (the black regent would attack her); under explicit she may
  // (the text gives queen regents no check on each other), but never next to her (d7).
  constexpr const char* kText = "11/11/11/3g7/11/13/11/G10/11/11/11 w - - 0 1";
  const auto attack = ajedrez({});
  const auto explicit_model = ajedrez({"ruler_opposition_model=explicit"});
  const Texts by_attack = to(*attack, kText, "a4");
  const Texts by_list = to(*explicit_model, kText, "a4");
  CHECK_FALSE(has(by_attack, "d4"));
  CHECK_FALSE(has(by_attack, "a5"));
  CHECK(has(by_list, "d4"));
  CHECK(has(by_list, "a5"));
  CHECK(has(by_attack, "b4"));
  CHECK_FALSE(has(to(*attack, "11/11/11/3g7/11/13/11/11/11/11/G10 w - - 0 1", "a1"), "d4"));
  CHECK_FALSE(has(to(*explicit_model, "11/11/11/3g7/11/13/11/11/G10/11/11 w - - 0 1", "a3"), "d7"));
  // On the line, neither is in check under explicit; under the attack model both would be.
  const Position facing = notation::position_from_string(
      *explicit_model, "11/11/11/3g7/11/13/11/3G7/11/11/11 w - - 0 1");
  CHECK_FALSE(in_check(facing, facing.side_to_move()));
  const Position facing_attack =
      notation::position_from_string(*attack, "11/11/11/3g7/11/13/11/3G7/11/11/11 w - - 0 1");
  CHECK(in_check(facing_attack, facing_attack.side_to_move()));
}

TEST_CASE("PRG-9: a princess regent checks a queen regent only by her leaps",
          "[ajedrez123][opposition]") {
  // The white princess regent b2; the black queen regent d9 moves down the d file. d4 lies on
  // the princess regent's diagonal: forbidden under the attack model, allowed under explicit
  // (there the queen regent gives check). d3 is a knight's leap from b2: forbidden under both.
  constexpr const char* kText = "11/11/3g7/11/11/13/11/11/11/1H9/11 b - - 0 1";
  const auto attack = ajedrez({});
  const auto explicit_model = ajedrez({"ruler_opposition_model=explicit"});
  CHECK_FALSE(has(to(*attack, kText, "d9"), "d4"));
  CHECK(has(to(*explicit_model, kText, "d9"), "d4"));
  CHECK_FALSE(has(to(*attack, kText, "d9"), "d3"));
  CHECK_FALSE(has(to(*explicit_model, kText, "d9"), "d3"));
  // After d9-d4 the queen regent checks the princess regent (QRG-9, "otro tanto").
  const Position after =
      arbiter::testing::play(notation::position_from_string(*explicit_model, kText), "d9d4");
  CHECK(in_check(after, after.side_to_move()));
}

TEST_CASE("OPP-5, PRG-8, C-3 under the explicit lists", "[ajedrez123][opposition]") {
  const auto explicit_model = ajedrez({"ruler_opposition_model=explicit"});
  // The king d4 may step orthogonally next to the princess regent d6 (a check on her, OPP-5),
  // never diagonally (c5, e5: opposition, PRG-8). Two kings keep a cell between them.
  const Texts king = to(*explicit_model, "11/11/11/11/11/4h8/11/3K7/11/11/11 w - - 0 1", "d4");
  CHECK(has(king, "d5"));
  CHECK_FALSE(has(king, "c5"));
  CHECK_FALSE(has(king, "e5"));
  CHECK_FALSE(has(to(*explicit_model, "11/11/11/11/11/4k8/11/3K7/11/11/11 w - - 0 1", "d4"), "d5"));
  // Princess regents: diagonally adjacent never; a knight's leap apart only under
  // princess_regents_knight_opposition = no_opposition; on an open diagonal always (the attack
  // model forbids that).
  constexpr const char* kPrincessRegents = "11/11/11/11/11/4h8/11/11/2H8/11/11 w - - 0 1";
  const auto no_opposition = ajedrez(
      {"ruler_opposition_model=explicit", "princess_regents_knight_opposition=no_opposition"});
  CHECK_FALSE(has(to(*explicit_model, kPrincessRegents, "c3"), "e4"));
  CHECK(has(to(*no_opposition, kPrincessRegents, "c3"), "e4"));
  CHECK(has(to(*explicit_model, kPrincessRegents, "c3"), "b4"));
  CHECK_FALSE(has(to(*ajedrez({}), kPrincessRegents, "c3"), "b4"));
  CHECK_FALSE(has(to(*explicit_model, "11/11/11/11/11/4h8/11/11/11/11/1H9 w - - 0 1", "b1"), "c5"));
}

TEST_CASE("C-2 under the explicit lists: a queen regent beside a princess regent",
          "[ajedrez123][opposition]") {
  // The white queen regent d4, the black princess regent d6: d5 is a check on her by default,
  // forbidden under queen_princess_regent_adjacency = forbidden; c5 (diagonal) is never allowed.
  constexpr const char* kText = "11/11/11/11/11/4h8/11/3G7/11/11/11 w - - 0 1";
  const auto check = ajedrez({"ruler_opposition_model=explicit"});
  const auto forbidden =
      ajedrez({"ruler_opposition_model=explicit", "queen_princess_regent_adjacency=forbidden"});
  CHECK(has(to(*check, kText, "d4"), "d5"));
  CHECK_FALSE(has(to(*forbidden, kText, "d4"), "d5"));
  CHECK_FALSE(has(to(*check, kText, "d4"), "c5"));
}

TEST_CASE("the explicit lists leave rulers in a citadel alone", "[ajedrez123][opposition]") {
  // White king on z6: under explicit, as under the attack model, the black king b6 may step
  // beside it (a5, a6, a7) unless citadel_ruler_adjacency forbids it.
  constexpr const char* kText = "11/11/11/11/11/K1k10/11/11/11/11/11 b - - 0 1";
  const auto explicit_model = ajedrez({"ruler_opposition_model=explicit"});
  const auto forbidden =
      ajedrez({"ruler_opposition_model=explicit", "citadel_ruler_adjacency=forbidden"});
  CHECK(has(to(*explicit_model, kText, "b6"), "a6"));
  CHECK_FALSE(has(to(*forbidden, kText, "b6"), "a6"));
}
