// Heirs aboard (spec `succession: heirs_aboard`), on the synthetic spec prisoners.yaml: a carried
// original queen or princess inherits where she rides, in the order's precedence; a carrier on a
// refuge cell passes her over; the regent aboard cannot be attacked (no check, no mate), is
// unloaded by the carrier's rules into a refuge unless it is closed to royal pieces; and under
// `no` a carried piece never inherits. Then the engine against the reference interpreter.
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "model/succession.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/random_position.h"
#include "tests/support/reference_walk.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;
using arbiter::testing::legal_move_texts;
using arbiter::testing::play;

namespace {

using Texts = std::vector<std::string>;

const CompiledRules& prisoners(const std::vector<std::string>& settings = {}) {
  return arbiter::testing::data_spec_rules("prisoners.yaml", settings);
}

const CompiledRules& forbidding() { return prisoners({"passenger_regency=no"}); }

Position at(const CompiledRules& rules, const std::string& text) {
  return notation::position_from_string(rules, text);
}

std::string after(const Position& pos, const std::string& move) {
  return notation::to_string(play(pos, move));
}

GameStatus status(Position pos) { return game_status(pos); }

// Rows from rank 6 down to rank 1; rank 4 ends with g4, rank 3 starts with z3 (the refuges,
// both held by black rooks). The white king a1 is mated by the black queen b2, guarded by the
// rook b6; white's original queen rides the black ship on d5.
constexpr const char* kQueenAboard = "1r3k/3s[Q]2/6r/r6/1q4/K5 w";

}  // namespace

TEST_CASE("a carried original queen inherits aboard, or (no) the king is mated",
          "[model][succession][heirs_aboard]") {
  const Position pos = at(prisoners(), kQueenAboard);
  CHECK(legal_move_texts(pos) == Texts{"^b2a1"});
  // The king is gone, the mating queen stands on a1, and the white queen is a queen regent on
  // the ship she rides; the refuges are full, so she stays there.
  CHECK(after(pos, "^b2a1") == "1r3k/3s[G]2/6r/r6/6/q5 w");
  const Position forbidden = at(forbidding(), kQueenAboard);
  CHECK(legal_move_texts(forbidden).empty());
  CHECK(status(forbidden) == GameStatus::Checkmate);
}

TEST_CASE("the order decides between a carried heir and one on the board",
          "[model][succession][heirs_aboard]") {
  SECTION("a carried queen comes before a princess on the board") {
    const std::string text = "1r3k/3s[Q]2/6r/r6/1q4/K3I1 w";
    CHECK(after(at(prisoners(), text), "^b2a1") == "1r3k/3s[G]2/6r/r6/6/q3I1 w");
    CHECK(after(at(forbidding(), text), "^b2a1") == "1r3k/3s[Q]2/6r/r6/6/q3H1 w");
  }
  SECTION("a queen on the board comes before a carried one, the lower cell first") {
    const Position pos = at(prisoners(), "1r3k/3s[Q]2/6r/r6/1q4/K3Q1 w");
    CHECK(after(pos, "^b2a1") == "1r3k/3s[Q]2/6r/r6/6/q3G1 w");
  }
  SECTION("a carried princess inherits when the queen is gone") {
    CHECK(after(at(prisoners(), "1r3k/3s[I]2/6r/r6/1q4/K5 w"), "^b2a1") ==
          "1r3k/3s[H]2/6r/r6/6/q5 w");
  }
  SECTION("two passengers of one ship: the first loaded") {
    CHECK(after(at(prisoners(), "1r3k/3s[P~I]2/6r/r6/1q4/K5 w"), "^b2a1") ==
          "1r3k/3s[P~H]2/6r/r6/6/q5 w");
  }
}

TEST_CASE("a carried piece that is not original, or not the mated side's, never inherits",
          "[model][succession][heirs_aboard]") {
  // A promoted queen (~) aboard: the king is mated.
  const Position promoted = at(prisoners(), "1r3k/3s[Q~]2/6r/r6/1q4/K5 w");
  CHECK(legal_move_texts(promoted).empty());
  CHECK(status(promoted) == GameStatus::Checkmate);
  // Black's own queen on a white ship is no heir of white's.
  CHECK(legal_move_texts(at(prisoners(), "1r3k/3S[q]2/6r/r6/1q4/K5 w")).empty());
}

TEST_CASE("a carrier on a refuge cell passes its heir over, she cannot get out: a draw",
          "[model][succession][heirs_aboard]") {
  // The black ship with white's queen stands on z3; g4 holds a black rook.
  constexpr const char* kShipInRefuge = "1r3k/6/6r/s[Q]6/1q4/K5 w";
  const Position pos = at(prisoners(), kShipInRefuge);
  CHECK(legal_move_texts(pos).empty());
  CHECK(status(pos) == GameStatus::HeirsBlocked);  // blocked_draw: all_blocked
  CHECK(status(at(forbidding(), kShipInRefuge)) == GameStatus::Checkmate);
}

TEST_CASE("a ruler aboard is never in check: her side cannot be mated, only stalemated",
          "[model][succession][heirs_aboard]") {
  // White's queen regent rides the black ship; the black queen attacks every cell around.
  const Position pos = at(prisoners(), "1r3k/3s[G]2/6r/r6/6/q4P w");
  CHECK_FALSE(in_check(pos, pos.side_to_move()));
  CHECK(legal_move_texts(pos) == Texts{"f1f2"});
  CHECK(status(pos) == GameStatus::Ongoing);
  // With no piece on the board that can move: stalemate (game_end.stalemate), not mate.
  const Position stuck = at(prisoners(), "1r3k/3s[G]2/6r/r6/5p/q4P w");
  CHECK(legal_move_texts(stuck).empty());
  CHECK(status(stuck) == GameStatus::Stalemate);
}

TEST_CASE("a regent aboard is unloaded into a refuge that frees, unless it is closed to rulers",
          "[model][succession][heirs_aboard]") {
  // The black rook leaves z3: the ship on d5 unloads the regent there at once.
  CHECK(after(at(prisoners(), "1r3k/3s[G]2/6r/r6/6/q4P b"), "z3a3") == "1r3k/3s2/6r/Gr5/6/q4P w");
  // The same with the ship on the pier d4: the refuges are closed to white's rulers; she stays.
  CHECK(after(at(prisoners(), "1r3k/6/3s[G]2r/r6/6/q4P b"), "z3a3") ==
        "1r3k/6/3s[G]2r/1r5/6/q4P w");
  // A carried queen (no ruler) is not kept out.
  CHECK(after(at(prisoners(), "1r3k/6/3s[Q]2r/r6/6/q4P b"), "z3a3") == "1r3k/6/3s2r/Qr5/6/q4P w");
}

TEST_CASE("a royal checker next to a carried heir goes to the victim's cell like any other",
          "[model][succession][heirs_aboard]") {
  // The black queen regent a3 mates a1 (the rook b6 covers b2); white's queen rides the ship on
  // b1, next to a1. (On the board an heir there would keep the regent where she is under
  // `stays`, or send her to a gap: succession_test.cpp.)
  constexpr const char* kNextToVictim = "1r3k/6/6r/rg5/6/Ks[Q]4 w";
  for (const char* placement : {"stays", "gap_choice", "victim_cell"}) {
    const Position pos =
        at(prisoners({std::string("regent_attacker_placement=") + placement}), kNextToVictim);
    CHECK(legal_move_texts(pos) == Texts{"^a3a1"});
  }
}

TEST_CASE("mate_relocation moved_piece: a ship that uncovers the mate goes, with its new regent",
          "[model][succession][heirs_aboard]") {
  // The black ship a3 carries white's queen; it leaps to c5 and uncovers the rook a6's mate (the
  // rook b6 covers b1 and b2).
  const CompiledRules& rules = prisoners({"mate_relocation=moved_piece"});
  const Position before = at(rules, "rr3k/6/6r/rs[Q]5/6/K5 b");
  const Position mated = play(before, "a3c5");
  CHECK(legal_move_texts(mated) == Texts{"^c5a1"});
  CHECK(after(mated, "^c5a1") == "rr3k/6/6r/r6/6/s[G]5 w");
  // The reference interpreter agrees, down to the ship's cargo.
  const auto& doc = arbiter::testing::data_spec_document("prisoners.yaml");
  const arbiter::testing::reference::ReferenceRules reference(
      spec::apply_options(doc, spec::choose_options(doc, {"mate_relocation=moved_piece"})));
  Position scratch = before;
  arbiter::testing::Walk walk;
  CHECK(arbiter::testing::differing_nodes(scratch, reference, reference.from_position(before), 2,
                                          walk) == 0);
  CHECK(walk.carried_heirs >= 1);
}

TEST_CASE("a succession aboard: make/unmake restores the position and its hash",
          "[model][succession][heirs_aboard]") {
  for (const char* text : {kQueenAboard, "1r3k/3s[P~I]2/6r/r6/1q4/K5 w", "1r3k/6/6r/rg5/6/Ks[Q]4 w",
                           "1r3k/3s[Q]2/6r/1r5/1q4/K5 w"}) {
    Position pos = at(prisoners(), text);
    const Position before = pos;
    const auto moves = legal_moves(pos);
    REQUIRE_FALSE(moves.empty());
    for (Move m : moves) {
      Undo undo;
      pos.make(m, undo);
      CHECK(pos.hash() == pos.compute_hash());
      CHECK(pos.hash() != before.hash());
      pos.unmake(m, undo);
      CHECK(pos.same_as(before));
      CHECK(pos.hash() == before.hash());
    }
  }
}

namespace {

// Puts the side to move's original queen or princess (half the time each, if on the board) aboard
// an enemy ship with room, so that carried heirs are common.
void take_prisoner(Position& pos, std::mt19937_64& random) {
  const CompiledRules& rules = pos.rules();
  const PlayerId me = pos.side_to_move();
  const PieceKind ship = *rules.find_piece("ship");
  const PieceKind heir = *rules.find_piece(random() % 2 ? "queen" : "princess");
  const auto capacity = static_cast<std::size_t>(rules.piece(ship).carries->capacity);
  std::vector<Cell> ships;
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    if (PlayerId::from_index(p) != me)
      for (Cell c : pos.pieces_of(PlayerId::from_index(p)))
        if (rules.kind(pos.at(c)) == ship && pos.passenger_count(c) < capacity) ships.push_back(c);
  if (ships.empty()) return;
  for (Cell c : pos.pieces_of(me)) {
    if (rules.kind(pos.at(c)) != heir || !pos.is_original(c)) continue;
    const Piece piece = pos.at(c);
    const std::uint8_t flags = pos.flags(c);
    pos.remove(c);
    pos.add_passenger(ships[random() % ships.size()], piece, flags);
    return;
  }
}

bool succession_to_carried_heir(Position& pos, const std::vector<Move>& moves) {
  for (Move m : moves) {
    if (m.type != MoveType::Succession) continue;
    const auto heir = find_heir(pos, pos.side_to_move());
    return heir && heir->aboard();
  }
  return false;
}

// Whether a succession to a carried heir is legal in `pos` or one ply below.
bool carried_succession_near(Position pos) {
  const std::vector<Move> moves = legal_moves(pos);
  if (succession_to_carried_heir(pos, moves)) return true;
  for (Move m : moves) {
    Undo undo;
    pos.make(m, undo);
    const bool found = succession_to_carried_heir(pos, legal_moves(pos));
    pos.unmake(m, undo);
    if (found) return true;
  }
  return false;
}

// Random positions of `rules` with prisoners taken: `wanted` where (under `yes_rules`, the same
// rules with heirs aboard) a carried heir inherits within one ply, then `others` of any kind; as
// position strings, to be read under the rules compared.
std::vector<std::string> positions_around_carried_heirs(const CompiledRules& yes_rules, int wanted,
                                                        int others, std::mt19937_64& random) {
  std::vector<std::string> found, plain;
  for (int attempt = 0; attempt < 200000 && (static_cast<int>(found.size()) < wanted ||
                                             static_cast<int>(plain.size()) < others);
       ++attempt) {
    Position pos = arbiter::testing::random_position(yes_rules, random, 60);
    if (random() % 4 != 0) take_prisoner(pos, random);
    if (static_cast<int>(found.size()) < wanted && carried_succession_near(pos))
      found.push_back(notation::to_string(pos));
    else if (static_cast<int>(plain.size()) < others)
      plain.push_back(notation::to_string(pos));
  }
  found.insert(found.end(), plain.begin(), plain.end());
  return found;
}

}  // namespace

TEST_CASE("engine and reference agree two plies deep around carried heirs",
          "[model][succession][heirs_aboard][heavy]") {
  const auto& doc = arbiter::testing::data_spec_document("prisoners.yaml");
  const int wanted = arbiter::testing::sample_size(12);
  const int others = arbiter::testing::sample_size(24);
  // The defaults, then each other alternative alone.
  for (const auto& values : spec::option_assignments_to_check(doc, 1)) {
    auto yes_values = values;
    yes_values["passenger_regency"] = "yes";
    const auto rules = spec::compile(doc, values);
    const auto yes_rules = spec::compile(doc, yes_values);
    const arbiter::testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
    std::mt19937_64 random(0x7072697aULL);
    arbiter::testing::Walk walk;
    int differing = 0;
    for (const std::string& text :
         positions_around_carried_heirs(*yes_rules, wanted, others, random)) {
      Position pos = notation::position_from_string(*rules, text);
      differing +=
          arbiter::testing::differing_nodes(pos, reference, reference.from_position(pos), 2, walk);
    }
    std::string options;
    for (const auto& [name, value] : values) options += name + "=" + value + " ";
    INFO("options " << options << "successions met " << walk.met[MoveType::Succession]
                    << ", to a carried heir " << walk.carried_heirs);
    CHECK(differing == 0);
    // The walk does reach the rule it is here to test, and only where the rule allows it.
    if (values.at("passenger_regency") == "yes")
      CHECK(walk.carried_heirs >= wanted);
    else
      CHECK(walk.carried_heirs == 0);
  }
}
