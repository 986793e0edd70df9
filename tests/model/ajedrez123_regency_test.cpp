// Ajedrez 123's regency (inventory REG, CIT-9..CIT-12, GLD-5..GLD-7, END-1..END-3) on the bundled
// spec: each rule with a position where it applies and one where it does not.
#include <algorithm>
#include <catch2/catch.hpp>

#include "model/draw_claim.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;
using arbiter::testing::legal_move_texts;
using Texts = std::vector<std::string>;

namespace {

std::shared_ptr<const CompiledRules> ajedrez(const std::vector<std::string>& settings = {}) {
  const auto doc = arbiter::testing::bundled_document("ajedrez123");
  return arbiter::testing::bundled_rules("ajedrez123", spec::choose_options(doc, settings));
}

GameStatus status(Position pos) { return game_status(pos); }

// Ranks 11 down to 1; rank 6 has 13 cells (z6 first, l6 last).
// REG-16: the white king a1 is mated by the rook a11 (the rook b11 covers b1, b2; the pawn d2
// keeps the queen e1 off the a-file); the original queen e1 inherits.
constexpr const char* kQueenInherits = "rr3k5/11/11/11/11/13/11/11/11/3P7/K3Q6 w - - 0 1";
// The rook i1 mates a1 along rank 1 (knight c3 covers a2, b1; rook b11 covers b2); the original
// queen waits on z6, the original princess on k11.
constexpr const char* kQueenInCitadel = "1r8I/11/5k5/11/11/Q12/11/11/2n8/11/K7r2 w - - 0 1";

}  // namespace

TEST_CASE("REG-2, REG-5, REG-9, REG-16: the mated king's power passes to the original queen",
          "[ajedrez123][regency]") {
  const auto rules = ajedrez();
  const Position pos = notation::position_from_string(*rules, kQueenInherits);
  CHECK(legal_move_texts(pos) == Texts{"^a11a1"});
  const Position next = arbiter::testing::play(pos, "^a11a1");
  // The king is gone, the queen is a queen regent (G), the mating rook stands on a1, white moves.
  CHECK(notation::to_string(next) == "1r3k5/11/11/11/11/13/11/11/11/3P7/r3G6 w - - 0 1");
  CHECK(status(next) == GameStatus::Ongoing);
}

TEST_CASE("REG-4, PRO-4: a promoted queen never inherits", "[ajedrez123][regency]") {
  const auto rules = ajedrez();
  const Position pos =
      notation::position_from_string(*rules, "rr3k5/11/11/11/11/13/11/11/11/3P7/K3Q~6 w - - 0 1");
  CHECK(legal_move_texts(pos).empty());
  CHECK(status(pos) == GameStatus::Checkmate);  // END-2
}

TEST_CASE("REG-6 B, CIT-9, CIT-12: a queen in a citadel is passed over, the princess inherits",
          "[ajedrez123][regency]") {
  const auto rules = ajedrez();
  const Position pos = notation::position_from_string(*rules, kQueenInCitadel);
  CHECK(legal_move_texts(pos) == Texts{"^i1a1"});
  CHECK(notation::to_string(arbiter::testing::play(pos, "^i1a1")) ==
        "1r8H/11/5k5/11/11/Q12/11/11/2n8/11/r10 w - - 0 1");
}

TEST_CASE("REG-8, GLD-7: a princess who inherits on f6 must leave it with the next move",
          "[ajedrez123][regency]") {
  const auto rules = ajedrez();
  const Position pos =
      notation::position_from_string(*rules, "1r9/11/5k5/11/11/Q5I6/11/11/2n8/11/K7r2 w - - 0 1");
  const Position next = arbiter::testing::play(pos, "^i1a1");
  const Texts moves = legal_move_texts(next);
  REQUIRE_FALSE(moves.empty());
  CHECK(std::all_of(moves.begin(), moves.end(),
                    [](const std::string& m) { return m.rfind("f6", 0) == 0; }));
  // Without the obligation (a princess regent off f6, not in check) the queen on z6 moves too.
  const Position elsewhere =
      notation::position_from_string(*rules, "1r9/11/5k5/11/11/Q12/11/11/2n8/11/4H6 w - - 0 1");
  const Texts free_moves = legal_move_texts(elsewhere);
  CHECK(std::any_of(free_moves.begin(), free_moves.end(),
                    [](const std::string& m) { return m.rfind("z6", 0) == 0; }));
}

TEST_CASE("CIT-10, CIT-11, END-3: an heir shut in a citadel makes the mate a draw",
          "[ajedrez123][regency]") {
  // As kQueenInCitadel without the princess; white pawns on a5, a6, a7 shut the queen in z6.
  constexpr const char* kShutIn = "1r9/11/5k5/11/P10/QP11/P10/11/2n8/11/K7r2 w - - 0 1";
  const auto rules = ajedrez();
  const Position shut = notation::position_from_string(*rules, kShutIn);
  CHECK(legal_move_texts(shut).empty());
  CHECK(status(shut) == GameStatus::HeirsBlocked);
  const auto never = ajedrez({"citadel_successor_blocked=never"});
  CHECK(status(notation::position_from_string(*never, kShutIn)) == GameStatus::Checkmate);
  // The queen could leave z6 (a5 empty): the player simply loses (CIT-10).
  const Position free =
      notation::position_from_string(*rules, "1r9/11/5k5/11/11/QP11/P10/11/2n8/11/K7r2 w - - 0 1");
  CHECK(status(free) == GameStatus::Checkmate);
}

TEST_CASE("GLD-5, C-5: an enemy ship on f6 shuts the citadels to a regent too",
          "[ajedrez123][regency]") {
  const auto rules = ajedrez();
  const auto destinations = [&](const char* text) {
    return arbiter::testing::destinations_from(notation::position_from_string(*rules, text), "a6");
  };
  // White queen regent a6; the black ship on f6 or on e9.
  const Texts open = destinations("5k5/11/11/4s6/11/1G11/11/11/11/11/5K5 w - - 0 1");
  const Texts shut = destinations("5k5/11/11/11/11/1G4s6/11/11/11/11/5K5 w - - 0 1");
  CHECK(std::find(open.begin(), open.end(), "z6") != open.end());
  CHECK(std::find(shut.begin(), shut.end(), "z6") == shut.end());
  // A princess regent on f6 shuts them only under golden_block_by_regent_princess = yes.
  constexpr const char* kRegentOnGolden = "5k5/11/11/11/11/1G4h6/11/11/11/11/5K5 w - - 0 1";
  const auto yes = ajedrez({"golden_block_by_regent_princess=yes"});
  const Texts by_default = destinations(kRegentOnGolden);
  const Texts by_yes = arbiter::testing::destinations_from(
      notation::position_from_string(*yes, kRegentOnGolden), "a6");
  CHECK(std::find(by_default.begin(), by_default.end(), "z6") != by_default.end());
  CHECK(std::find(by_yes.begin(), by_yes.end(), "z6") == by_yes.end());
}

TEST_CASE("OPP-5, C-2, C-3: opposition between rulers follows from their attacks",
          "[ajedrez123][regency]") {
  const auto rules = ajedrez();
  const auto to = [&](const CompiledRules& r, const char* text, const char* from) {
    return arbiter::testing::destinations_from(notation::position_from_string(r, text), from);
  };
  const auto has = [](const Texts& t, const char* cell) {
    return std::find(t.begin(), t.end(), cell) != t.end();
  };
  // OPP-5: the white king d4 may step next to the black princess regent d6 orthogonally (d5:
  // a check on her) but not diagonally (c5, e5: she attacks him there).
  const Texts king = to(*rules, "11/11/11/11/11/4h8/11/3K7/11/11/5k5 w - - 0 1", "d4");
  CHECK(has(king, "d5"));
  CHECK_FALSE(has(king, "c5"));
  // C-2: a queen regent d4 next to a princess regent d6 orthogonally (d5): a check by default,
  // forbidden under queen_princess_regent_adjacency = forbidden.
  constexpr const char* kQueenRegent = "11/11/11/11/11/4h8/11/3G7/11/11/5k5 w - - 0 1";
  const auto forbidden = ajedrez({"queen_princess_regent_adjacency=forbidden"});
  CHECK(has(to(*rules, kQueenRegent, "d4"), "d5"));
  CHECK_FALSE(has(to(*forbidden, kQueenRegent, "d4"), "d5"));
  // C-3: princess regents a knight's leap apart: forbidden by default, allowed under no_opposition.
  constexpr const char* kPrincessRegents = "11/11/11/11/11/4h8/11/11/2H8/11/5k5 w - - 0 1";
  const auto no_opposition = ajedrez({"princess_regents_knight_opposition=no_opposition"});
  // (The white princess regent c3 stands a long leap from d6: in opposition only by default.)
  CHECK_FALSE(has(to(*rules, kPrincessRegents, "c3"), "e4"));  // e4 is a knight's leap from d6
  CHECK(has(to(*no_opposition, kPrincessRegents, "c3"), "e4"));
}

namespace {

// passenger_regency: the white king a1 is mated by the rook a11 (the rook b11 covers the b-file);
// white's original queen rides the black ship on d2 (both citadels hold black rooks); the
// original princess stands on k11.
constexpr const char* kQueenAboard = "rr3k4I/11/11/11/11/r11r/11/11/11/3s[Q]7/K10 w - - 0 1";

}  // namespace

TEST_CASE("SHP-13, REG-6, passenger_regency: a prisoner queen inherits aboard under yes only",
          "[ajedrez123][regency]") {
  const auto yes = ajedrez({"passenger_regency=yes"});
  const Position aboard = notation::position_from_string(*yes, kQueenAboard);
  CHECK(legal_move_texts(aboard) == Texts{"^a11a1"});
  // The queen comes before the princess (REG-5): she becomes the queen regent on the ship.
  const Position next = arbiter::testing::play(aboard, "^a11a1");
  CHECK(notation::to_string(next) == "1r3k4I/11/11/11/11/r11r/11/11/11/3s[G]7/r10 w - - 0 1");
  // Her side has no ruler on the board: never in check, play goes on with the princess.
  CHECK(status(next) == GameStatus::Ongoing);
  // By default (no) the prisoner is off the active board: the princess inherits on k11 ...
  const auto no = ajedrez();
  CHECK(notation::to_string(
            arbiter::testing::play(notation::position_from_string(*no, kQueenAboard), "^a11a1")) ==
        "1r3k4H/11/11/11/11/r11r/11/11/11/3s[Q]7/r10 w - - 0 1");
  // ... and without the princess the king is mated (END-2); under yes the queen still inherits.
  constexpr const char* kNoPrincess = "rr3k5/11/11/11/11/r11r/11/11/11/3s[Q]7/K10 w - - 0 1";
  CHECK(status(notation::position_from_string(*no, kNoPrincess)) == GameStatus::Checkmate);
  CHECK(legal_move_texts(notation::position_from_string(*yes, kNoPrincess)) == Texts{"^a11a1"});
}

TEST_CASE("passenger_regency, CIT-9, CIT-11: a prisoner on a ship in a citadel does not inherit",
          "[ajedrez123][regency]") {
  // The black ship with white's queen stands on z6; she cannot get out: "tablas por ahogado"
  // under yes (citadel_successor_blocked = all_blocked), a plain mate under no.
  constexpr const char* kShipInCitadel = "rr3k5/11/11/11/11/s[Q]11r/11/11/11/11/K10 w - - 0 1";
  const auto yes_rules = ajedrez({"passenger_regency=yes"});
  const auto no_rules = ajedrez();
  const Position yes = notation::position_from_string(*yes_rules, kShipInCitadel);
  CHECK(legal_move_texts(yes).empty());
  CHECK(status(yes) == GameStatus::HeirsBlocked);
  CHECK(status(notation::position_from_string(*no_rules, kShipInCitadel)) == GameStatus::Checkmate);
}

TEST_CASE(
    "passenger_regency, GLD-5: a regent aboard goes to a citadel that frees, unless f6 closes it",
    "[ajedrez123][regency]") {
  const auto yes = ajedrez({"passenger_regency=yes"});
  const auto after = [&](const char* text, const char* move) {
    return notation::to_string(
        arbiter::testing::play(notation::position_from_string(*yes, text), move));
  };
  // The black rook leaves z6: the black ship on e6 unloads white's queen regent there (SHP-13:
  // its own citadel l6 is taken).
  CHECK(after("5k5/11/11/11/11/r4s[G]6r/11/11/11/11/4P6 b - - 0 1", "z6a6") ==
        "5k5/11/11/11/11/Gr3s6r/11/11/11/11/4P6 w - - 1 2");
  // The usual citadel rules then apply: her player may claim the draw (DRW-1, while_inside).
  const Position unloaded = arbiter::testing::play(
      notation::position_from_string(*yes, "5k5/11/11/11/11/r4s[G]6r/11/11/11/11/4P6 b - - 0 1"),
      "z6a6");
  CHECK(draw_claimants(unloaded) == std::vector<PlayerId>{*yes->find_player("white")});
  // The same ship on f6 shuts the citadels to white's rulers: she stays aboard.
  CHECK(after("5k5/11/11/11/11/r5s[G]5r/11/11/11/11/4P6 b - - 0 1", "z6a6") ==
        "5k5/11/11/11/11/1r4s[G]5r/11/11/11/11/4P6 w - - 1 2");
}

TEST_CASE("REG-4, passenger_regency, prisoner_owner = captor: a turned prisoner is nobody's heir",
          "[ajedrez123][regency]") {
  // The white ship e5 takes black's original queen on e6; both citadels are full, so she rides
  // on, turned white: not one of white's originals (~), so she can never inherit for white.
  const auto rules = ajedrez({"passenger_regency=yes", "prisoner_owner=captor"});
  const Position pos =
      notation::position_from_string(*rules, "5k5/11/11/11/11/r4q6r/4S6/11/11/11/5K5 w - - 0 1");
  CHECK(notation::to_string(arbiter::testing::play(pos, "e5e6>[]")) ==
        "5k5/11/11/11/11/r4S[Q~]6r/11/11/11/11/5K5 b - - 0 1");
}
