// The line of succession (spec `succession:`), on the synthetic spec heirs.yaml: who inherits,
// who moves onto the victim's cell, the obligation to leave a forbidden cell, the blocked-heir
// draw, and each option's alternatives. Then the engine against the reference interpreter on
// every node two plies deep from random positions, under each option alternative.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <random>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/make_unmake.h"
#include "tests/support/random_position.h"
#include "tests/support/reference_walk.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;
using arbiter::testing::legal_move_texts;

namespace {

const spec::SpecDocument& heirs_doc() { return arbiter::testing::data_spec_document("heirs.yaml"); }

const CompiledRules& heirs(const std::vector<std::string>& settings = {}) {
  return arbiter::testing::data_spec_rules("heirs.yaml", settings);
}

Position at(const CompiledRules& rules, const std::string& text) {
  return notation::position_from_string(rules, text);
}

using Texts = std::vector<std::string>;

std::string after(const Position& pos, const std::string& move) {
  return notation::to_string(arbiter::testing::play(pos, move));
}

GameStatus status(Position pos) { return game_status(pos); }

// Rows from rank 6 down to rank 1; rank 4 ends with g4, rank 3 starts with z3 (both refuges).
// White king a1 mated by the black queen b2, which the rook b6 guards.
constexpr const char* kKingMated = "1r3k/6/7/7/1q4/K3Q1 w";

}  // namespace

TEST_CASE("a mated king passes the role to the original queen", "[model][succession]") {
  const CompiledRules& r = heirs();
  const Position pos = at(r, kKingMated);
  CHECK(legal_move_texts(pos) == Texts{"^b2a1"});
  // The king is gone, the queen is a queen regent on e1, the mating queen stands on a1 and the
  // mated side moves again.
  CHECK(after(pos, "^b2a1") == "1r3k/6/7/7/6/q3G1 w");
  const Position next = arbiter::testing::play(pos, "^b2a1");
  CHECK(in_check(next, next.side_to_move()));   // the regent is attacked along rank 1 ...
  CHECK_FALSE(legal_move_texts(next).empty());  // ... and can answer
}

TEST_CASE("the heir is the first eligible piece of the order", "[model][succession]") {
  const CompiledRules& r = heirs();
  SECTION("a queen in a refuge is passed over: the princess inherits") {
    // White queen on z3 (refuge), princess on f1.
    const Position pos = at(r, "1r3k/6/7/Q6/1q4/K4I w");
    CHECK(legal_move_texts(pos) == Texts{"^b2a1"});
    CHECK(after(pos, "^b2a1") == "1r3k/6/7/Q6/6/q4H w");
  }
  SECTION("a promoted queen never inherits") {
    const Position pos = at(r, "1r3k/6/7/7/1q4/K3Q~I w");
    CHECK(after(pos, "^b2a1") == "1r3k/6/7/7/6/q3Q~H w");
  }
  SECTION("with no eligible heir the king is simply mated") {
    const Position pos = at(r, "1r3k/6/7/7/1q4/K3Q~1 w");
    CHECK(legal_move_texts(pos).empty());
    CHECK(status(pos) == GameStatus::Checkmate);
  }
}

TEST_CASE("a mated side whose heirs are shut in a refuge draws", "[model][succession]") {
  // The only original queen stands on z3; a3 (its only way out, a step east) is blocked by a
  // white pawn... the queen slides, so block every line: pawn a3, pawns a2 and a4.
  constexpr const char* kShutIn = "1r3k/6/P6/QP5/Pq4/K5 w";
  const CompiledRules& r = heirs();
  const CompiledRules& never = heirs({"citadel_successor_blocked=never"});
  const Position shut = at(r, kShutIn);
  REQUIRE(legal_move_texts(shut).empty());
  CHECK(status(shut) == GameStatus::HeirsBlocked);
  CHECK(status(at(never, kShutIn)) == GameStatus::Checkmate);
  SECTION("an heir who could leave the refuge does not excuse the player") {
    const Position free = at(r, "1r3k/6/P6/Q6/Pq4/K5 w");
    REQUIRE(legal_move_texts(free).empty());
    CHECK(status(free) == GameStatus::Checkmate);
  }
}

TEST_CASE("who moves onto the victim's cell", "[model][succession]") {
  SECTION("none: only the heir changes") {
    const Position pos = at(heirs({"mate_relocation=none"}), kKingMated);
    CHECK(legal_move_texts(pos) == Texts{"^"});
    CHECK(after(pos, "^") == "1r3k/6/7/7/1q4/4G1 w");
  }
  SECTION("a triple check: any checker may be the one that goes") {
    // The rook a6, the knight b3 and the queen e5 (across the golden c3 and d4) check a1; the
    // knight d2 covers b1, the queen b2.
    const Position pos = at(heirs(), "r1k3/4q1/5Q1/2n4/3n2/K5 w");
    CHECK(legal_move_texts(pos) == Texts{"^a6a1", "^b3a1", "^e5a1"});
    CHECK(after(pos, "^b3a1") == "r1k3/4q1/5G1/7/3n2/n5 w");
  }
  SECTION("moved_piece: the piece that made the mating move, even by discovery") {
    // The black knight a3 steps to c4, uncovering the rook a6's check; on c4 it covers b2 and
    // the queen d3 covers b1.
    const CompiledRules& r = heirs({"mate_relocation=moved_piece"});
    const Position before = at(r, "r1k3/6/5Q1/1n2q2/6/K5 b");
    const Position pos = arbiter::testing::play(before, "a3c4");
    CHECK(legal_move_texts(pos) == Texts{"^c4a1"});
    // Read from a string, the position does not know the last move: the checker goes.
    CHECK(legal_move_texts(at(r, notation::to_string(pos))) == Texts{"^a6a1"});
  }
}

TEST_CASE("the mated side moves again, or the turn passes", "[model][succession]") {
  const Position pos = at(heirs({"succession_turn=next_player"}), kKingMated);
  CHECK(after(pos, "^b2a1") == "1r3k/6/7/7/6/q3G1 b");
}

TEST_CASE("a pawn moved onto its last rank by a succession promotes, or not",
          "[model][succession]") {
  // The pawn b2 checks a1 with the rook a6; the rook b6 guards the pawn, the knight d2 covers b1.
  constexpr const char* kPawnMates = "rr3k/6/7/7/1p1n2/K3Q1 w";
  const Position pos = at(heirs(), kPawnMates);
  CHECK(legal_move_texts(pos) == Texts{"^a6a1", "^b2a1i", "^b2a1q"});
  CHECK(after(pos, "^b2a1q") == "rr3k/6/7/7/3n2/q~3G1 w");
  const Position plain = at(heirs({"mate_relocation_promotion=no_promotion"}), kPawnMates);
  CHECK(legal_move_texts(plain) == Texts{"^a6a1", "^b2a1"});
}

TEST_CASE("a princess regent on a golden cell must leave it", "[model][succession]") {
  SECTION("her owner may move only her") {
    const Position pos = at(heirs(), "5k/6/3H3/7/P5/K5 w");
    const Texts moves = legal_move_texts(pos);
    REQUIRE_FALSE(moves.empty());
    CHECK(std::all_of(moves.begin(), moves.end(),
                      [](const std::string& m) { return m.rfind("d4", 0) == 0; }));
  }
  SECTION("when she cannot leave: no legal move, or the obligation lapses") {
    // Her diagonal neighbours (c3 golden, but a pawn may stand there) and her eight leap
    // targets hold white pieces.
    const std::string text = "k1R1R1/1PP1PP/3H3/2PP1PP/2P1P1/K5 w";
    const Position stuck = at(heirs(), text);
    CHECK(legal_move_texts(stuck).empty());
    CHECK(status(stuck) == GameStatus::Stalemate);
    const Position lapsed = at(heirs({"golden_obligation_impossible=obligation_lapses"}), text);
    CHECK_FALSE(legal_move_texts(lapsed).empty());
  }
}

TEST_CASE("not_through: a slide that may not cross a zone", "[model][succession]") {
  // Princess regent on b2: her diagonal crosses the golden c3 and d4 to e5 and f6.
  const std::string text = "k5/6/7/7/1H4/K5 w";
  const Texts crossing = arbiter::testing::destinations_from(at(heirs(), text), "b2");
  const Texts blocked = arbiter::testing::destinations_from(
      at(heirs({"princess_regent_crosses_golden=forbidden"}), text), "b2");
  CHECK(crossing == Texts{"a3", "a4", "c1", "c4", "d1", "d3", "e5", "f6", "z3"});
  CHECK(blocked == Texts{"a3", "a4", "c1", "c4", "d1", "d3", "z3"});
}

TEST_CASE("a royal checker next to the heir: stays, goes to the victim's cell, or to a gap",
          "[model][succession]") {
  // The black queen regent a3 mates the king a1 (the knight d2 covers b1); the heir is the
  // original princess on b2, next to a1.
  constexpr const char* kRegentMates = "5k/6/7/1g5/1I1n2/K5 w";
  CHECK(legal_move_texts(at(heirs(), kRegentMates)) == Texts{"^"});
  CHECK(legal_move_texts(at(heirs({"regent_attacker_placement=victim_cell"}), kRegentMates)) ==
        Texts{"^a3a1"});
  // Two steps from b2: z3 a4 b4 c4 d1 d2 d3 d4; d2 is taken, d4 is golden; none lets the two
  // regents attack each other (b4 is a one-way check on the princess regent).
  CHECK(legal_move_texts(at(heirs({"regent_attacker_placement=gap_choice"}), kRegentMates)) ==
        Texts{"^a3a4", "^a3b4", "^a3c4", "^a3d1", "^a3d3", "^a3z3"});
}

TEST_CASE("an heir mated at once passes the role on, or the player loses", "[model][succession]") {
  // The knight d3 mates the king e1. The queen f1 inherits but is mated at once by the rook f6
  // and the princess e2 (guarded by the rook e6); the original princess a1 is next in line.
  constexpr const char* kDoubleMate = "k3rr/6/1i5/4n2/4i1/I2PKQ w";
  const CompiledRules& cont = heirs({"mate_relocation=none"});
  const Position pos = at(cont, kDoubleMate);
  CHECK(legal_move_texts(pos) == Texts{"^"});
  const Position queen_rules = arbiter::testing::play(pos, "^");
  CHECK(notation::to_string(queen_rules) == "k3rr/6/1i5/4n2/4i1/I2P1G w");
  CHECK(legal_move_texts(queen_rules) == Texts{"^"});
  CHECK(after(queen_rules, "^") == "k3rr/6/1i5/4n2/4i1/H2P2 w");
  const Position loses =
      at(heirs({"mate_relocation=none", "succession_cascade=double_mate_loses"}), kDoubleMate);
  CHECK(legal_move_texts(loses).empty());
  CHECK(status(loses) == GameStatus::Checkmate);
}

TEST_CASE("succession make/unmake restores the position and its hash", "[model][succession]") {
  for (const char* setting :
       {"mate_relocation=checker", "mate_relocation=moved_piece", "succession_turn=next_player",
        "regent_attacker_placement=gap_choice"}) {
    const CompiledRules& r = heirs({setting});
    for (const char* text : {kKingMated, "r1k3/4q1/5Q1/2n4/3n2/K5 w", "rr3k/6/7/7/1p1n2/K3Q1 w",
                             "5k/6/7/1g5/1I1n2/K5 w"}) {
      Position pos = at(r, text);
      for (Move m : legal_moves(pos)) {
        arbiter::testing::check_make_unmake(pos, m);
      }
    }
  }
}

TEST_CASE("engine and reference agree two plies deep from random heirs positions",
          "[model][succession][heavy]") {
  for (const auto& values : spec::option_assignments_to_check(heirs_doc())) {
    arbiter::testing::Walk walk;
    const int differing = arbiter::testing::differing_nodes_from_random(
        heirs_doc(), values, 0x68656972ULL, arbiter::testing::sample_size(40), 2, walk);
    std::string options;
    for (const auto& [name, value] : values) options += name + "=" + value + " ";
    INFO("options " << options << "successions met " << walk.met[MoveType::Succession]);
    CHECK(differing == 0);
    CHECK(walk.met[MoveType::Succession] >=
          (arbiter::testing::sample_size(40) == 40
               ? 5
               : 1));  // the walk does reach the rule it is here to test
  }
}
