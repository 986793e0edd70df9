// Ajedrez 123 options whose alternatives are not covered elsewhere: who moves first, which ways
// into a citadel the golden-cell block shuts, how long a pawn may be taken en passant, and
// whether a pushed knight pushes in turn.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;

namespace {

std::shared_ptr<const CompiledRules> ajedrez(const std::vector<std::string>& settings) {
  const auto doc = arbiter::testing::bundled_document("ajedrez123");
  return arbiter::testing::bundled_rules("ajedrez123", spec::choose_options(doc, settings));
}

bool has(const std::vector<std::string>& t, const std::string& x) {
  return std::find(t.begin(), t.end(), x) != t.end();
}

}  // namespace

TEST_CASE("first_player: the rulebook never says who starts", "[ajedrez123][options]") {
  const auto white = ajedrez({});
  const auto black = ajedrez({"first_player=black"});
  const Position w = notation::start_position(*white);
  const Position b = notation::start_position(*black);
  CHECK(white->player(w.side_to_move()).name == "white");
  CHECK(black->player(b.side_to_move()).name == "black");
  CHECK(legal_moves(b).size() == 69);  // the set-up is symmetric
  // The move number goes up after white's move when black starts.
  const Position after = arbiter::testing::play(b, "b10b9 b2b3");
  CHECK(after.fullmove_number() == 2);
}

TEST_CASE("golden_block_scope: a push into a shut citadel", "[ajedrez123][options]") {
  // The white princess regent b7 may push the white knight on z6 on to a4 and enter z6 herself;
  // the black ship on f6 shuts the citadels to her.
  constexpr const char* kText = "5k5/11/11/11/1H9/N5s6/11/11/11/11/11 w - - 0 1";
  const auto all = ajedrez({});
  const auto moves = ajedrez({"golden_block_scope=moves_and_transport"});
  CHECK_FALSE(
      has(arbiter::testing::destinations_from(notation::position_from_string(*all, kText), "b7"),
          "z6-a4"));
  CHECK(
      has(arbiter::testing::destinations_from(notation::position_from_string(*moves, kText), "b7"),
          "z6-a4"));
}

TEST_CASE("SET-3 setup_reading: right and left from each player's seat, or from the diagram",
          "[ajedrez123][options]") {
  const auto own = ajedrez({});
  const auto diagram = ajedrez({"setup_reading=diagram_view"});
  const auto token = [](const CompiledRules& r, const char* cell) {
    const Position start = notation::start_position(r);
    return r.piece(r.kind(start.at(*r.board().find(cell)))).name;
  };
  CHECK(token(*own, "e11") == "queen");
  CHECK(token(*own, "g11") == "princess");
  CHECK(token(*diagram, "e11") == "princess");
  CHECK(token(*diagram, "g11") == "queen");
  CHECK(token(*diagram, "e1") == "queen");  // white's left is the diagram's left
}

TEST_CASE("C-7 citadel_ruler_adjacency: a ruler in a citadel beside the enemy ruler",
          "[ajedrez123][options]") {
  // White king on z6; the black king b6 may step to a5, a6, a7 beside it only under `allowed`.
  constexpr const char* kText = "11/11/11/11/11/K1k10/11/11/11/11/11 b - - 0 1";
  const auto allowed = ajedrez({});
  const auto forbidden = ajedrez({"citadel_ruler_adjacency=forbidden"});
  const auto from_b6 = [&](const CompiledRules& r) {
    return arbiter::testing::destinations_from(notation::position_from_string(r, kText), "b6");
  };
  CHECK(from_b6(*allowed) ==
        std::vector<std::string>{"a5", "a6", "a7", "b5", "b7", "c5", "c6", "c7"});
  CHECK(from_b6(*forbidden) == std::vector<std::string>{"b5", "b7", "c5", "c6", "c7"});
}

// «el mismo peón enemigo luego avanza 1 paso en diagonal hacia adelante» (L98)
// «y no es válida como jaque (igual que en el ajedrez occidental, y el ajedrez persa)» (L98)
TEST_CASE(
    "en_passant_window: the pawn beside takes at once, or on any later move while the other stays",
    "[ajedrez123][options]") {
  // White: Kk1, Oe2, Sz6; black: kk11, pd5, sl6. After e2-e5 the cell behind the peona is e4.
  constexpr const char* kText = "10k/11/11/11/11/S11s/3p7/11/11/4O6/10K w - - 0 1";
  const auto next = ajedrez({});
  const auto later = ajedrez({"en_passant_window=any_later_move"});
  using arbiter::testing::destinations_from;
  using arbiter::testing::play;
  SECTION("next_move: only right after the advance") {
    const Position start = notation::position_from_string(*next, kText);
    CHECK(has(destinations_from(play(start, "e2e5"), "d5"), "e4"));
    CHECK_FALSE(has(destinations_from(play(start, "e2e5 k11j11 k1j1"), "d5"), "e4"));
  }
  SECTION("any_later_move: after other moves too, and the capture takes the peona") {
    const Position start = notation::position_from_string(*later, kText);
    const Position pos = play(start, "e2e5 k11j11 k1j1");
    CHECK(has(destinations_from(pos, "d5"), "e4"));
    CHECK(notation::to_string(play(start, "e2e5 k11j11")).find(" w - e4@e5 ") != std::string::npos);
    const Position taken = play(pos, "d5e4");
    CHECK_FALSE(taken.at(*later->board().find("e5")));
  }
  SECTION("any_later_move: not once the peona has moved on") {
    const Position start = notation::position_from_string(*later, kText);
    const Position pos = play(start, "e2e5 k11j11 e5e6");
    CHECK_FALSE(has(destinations_from(pos, "d5"), "e4"));
    CHECK(pos.en_passant_rights().empty());
  }
}

TEST_CASE("push_chain: the pushed knight may push another knight in turn",
          "[ajedrez123][options]") {
  // Princess b1, knights c3, d5, e7: the princess pushes c3, which may push d5, which may push
  // e7. None of them pushes a knight that has moved (d5 never pushes c3 back), and f6 stays
  // closed to knights.
  const std::string line = "5k5/11/11/11/4N6/13/3N7/11/2N8/11/1I3K5 w - - 0 1";
  const auto chained = ajedrez({"push_chain=yes"});
  const std::vector<std::string> b1 =
      arbiter::testing::destinations_from(notation::position_from_string(*chained, line), "b1");
  CHECK(has(b1, "c3-d5-e7-g8"));
  CHECK(has(b1, "c3-d5-b4"));
  CHECK_FALSE(has(b1, "c3-d5-c3"));
  CHECK_FALSE(has(b1, "c3-d5-e7-f6"));
  // By default (PSH-1, «una movida doble») the pushed knight only moves on.
  const auto plain = ajedrez({});
  const std::vector<std::string> only =
      arbiter::testing::destinations_from(notation::position_from_string(*plain, line), "b1");
  CHECK(has(only, "c3-d6"));
  CHECK(std::none_of(only.begin(), only.end(),
                     [](const std::string& t) { return std::count(t.begin(), t.end(), '-') > 1; }));

  // A chain into the citadel z6: knight c3 pushes b5, which pushes the knight on z6 on; that one
  // leaves the citadel but cannot capture from it (the black pawn on a8 is safe).
  const std::string citadel = "5k5/11/11/p10/11/N12/1N9/11/2N8/11/5K5 w - - 0 1";
  const std::vector<std::string> c3 =
      arbiter::testing::destinations_from(notation::position_from_string(*chained, citadel), "c3");
  CHECK(has(c3, "b5-z6-a4"));
  CHECK(has(c3, "b5-z6-b7"));
  CHECK(has(c3, "b5-a8"));  // b5's own camel leap takes the pawn
  CHECK_FALSE(has(c3, "b5-z6-a8"));
  CHECK(notation::to_string(arbiter::testing::play(
            notation::position_from_string(*chained, citadel), "c3b5-z6-b7")) ==
        "5k5/11/11/p10/1N9/N12/1N9/11/11/11/5K5 b - - 1 1");

  // A move holds 15 pushes in turn (a knight's 16 targets under `both` take 4 bits); at most 14
  // knights can serve, when captured knights change sides (2 + 5 promoted peones per player).
  const auto widest =
      ajedrez({"push_chain=yes", "prisoner_owner=captor", "camel_leap_orientation=both"});
  CHECK(widest->push_chain().capacity == 15);
}
