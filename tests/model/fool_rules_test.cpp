// The Fool's rules (spec `imitates:`, specs/README.md "Imitation") on the synthetic fool.yaml: for
// each rule a position where it allows a move and one where it forbids it. Positions list the
// fields board, side, hands, castling, en passant, moved, imitation (white's record and entry
// cells, then black's), halfmove clock, full-move number.
#include <algorithm>
#include <catch2/catch.hpp>

#include "model/imitation.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "tests/support/make_unmake.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;
using Texts = std::vector<std::string>;

namespace {

const CompiledRules& fools(const std::vector<std::string>& settings = {}) {
  return arbiter::testing::data_spec_rules("fool.yaml", settings);
}

Position at(const std::string& text, const std::vector<std::string>& settings = {}) {
  return notation::position_from_string(fools(settings), text);
}

Texts from(const std::string& text, const std::string& cell,
           const std::vector<std::string>& settings = {}) {
  return arbiter::testing::destinations_from(at(text, settings), cell);
}

bool has(const Texts& t, const std::string& x) {
  return std::find(t.begin(), t.end(), x) != t.end();
}

std::string kind_name(const Position& pos, PlayerId p) {
  const PieceKind k = pos.imitated_kind(p);
  return k.is_none() ? "-" : pos.rules().piece(k).name;
}

const PlayerId kWhite = PlayerId::from_index(0);
const PlayerId kBlack = PlayerId::from_index(1);

}  // namespace

TEST_CASE(
    "a fool copying a pawn steps one cell and captures diagonally, without a record it has "
    "only its own steps",
    "[model][fool]") {
  // White fool on c2 (unmoved), black pawn on d3; black's last move recorded a pawn.
  CHECK(from("3k2/6/6/3p2/2F3/5K w - - - - -,P 0 5", "c2") == Texts{"b2", "c1", "c3", "d2", "d3"});
  // No record: no capture (its own atom only moves); never the pawn's two-cell first move.
  CHECK(from("3k2/6/6/3p2/2F3/5K w - - - - -,- 0 5", "c2") == Texts{"b2", "c1", "c3", "d2"});
  // Copying a rook instead, it slides.
  CHECK(has(from("3k2/6/6/3p2/2F3/5K w - - - - -,R 0 5", "c2"), "c6"));
}

TEST_CASE("a fool copying a pawn does not capture en passant", "[model][fool]") {
  // Black's pawn just moved c5-c3, passing c4. The white pawn on d3 takes it en passant; the
  // fool on b3, copying the pawn, does not.
  const std::string text = "3k2/6/6/1FpP2/6/5K w - - c4 c3,d3 -,P 0 5";
  CHECK(has(from(text, "d3"), "c4"));
  CHECK(from(text, "b3") == Texts{"a3", "b2", "b4"});
}

TEST_CASE(
    "a fool copying a king may not end on an attacked cell, but stays capturable and its "
    "owner may leave it attacked",
    "[model][fool]") {
  // White fool c3 copies the king; the black rook on a4 attacks b4, c4, d4.
  const std::string text = "3k2/6/r5/2F3/6/5K w - - - - -,K 0 5";
  CHECK(from(text, "c3") == Texts{"b2", "b3", "c2", "d2", "d3"});
  // Copying a knight it may go to the attacked b... c4? (own step c4 allowed when not royal.)
  CHECK(has(from("3k2/6/r5/2F3/6/5K w - - - - -,N 0 5", "c3"), "c4"));
  // Its owner's other moves ignore it: the fool on c4 stands attacked, the king still moves.
  const Position attacked = at("3k2/6/r1F3/6/6/5K w - - - - -,K 0 5");
  CHECK(arbiter::testing::destinations_from(attacked, "f1") == Texts{"e1", "e2", "f2"});
  // The black rook may capture it.
  CHECK(has(from("3k2/6/r1F3/6/6/5K b - - - - K,- 0 5", "a4"), "c4"));
}

TEST_CASE(
    "Amenaza de jaque: a move after which the opponent's fool, copying it, checks the "
    "mover's king is illegal, unless it takes the fool",
    "[model][fool]") {
  // Black fool d4, white king d1. A rook move lets the fool slide d4-d1: only taking it is legal.
  CHECK(from("5k/6/R2f2/6/6/3K2 w - - - - -,- 0 5", "a4") == Texts{"d4"});
  // A knight move lets it leap like a knight: no check, so every knight move stays legal.
  CHECK(from("5k/1N4/3f2/6/6/3K2 w - - - - -,- 0 5", "b5").size() == 4);
}

TEST_CASE("Amenaza recíproca: a piece that attacks the opponent's fool is attacked by it",
          "[model][fool]") {
  const Position before = at("5k/6/3f2/6/6/R4K w - - - - -,- 0 5");
  // The rook moving to a2 does not attack the fool: the fool, now a rook, cannot reach it.
  CHECK_FALSE(
      has(arbiter::testing::destinations_from(arbiter::testing::play(before, "a1a2"), "d4"), "a2"));
  const Position after = arbiter::testing::play(before, "a1a4");
  CHECK(kind_name(after, kBlack) == "rook");
  CHECK(has(arbiter::testing::destinations_from(after, "d4"), "a4"));
}

TEST_CASE("a fool enters on the cell its owner's previous first move or capture vacated",
          "[model][fool]") {
  const Position start = notation::start_position(fools());
  CHECK_FALSE(has(arbiter::testing::legal_move_texts(start), "F*c2"));
  const Position played = arbiter::testing::play(start, "c2c4 d5d4");
  CHECK(notation::to_string(played).find("P@c2,P@d5") != std::string::npos);
  CHECK(has(arbiter::testing::legal_move_texts(played), "F*c2"));
  // The entry cell lapses with the owner's next move, which leaves its own.
  const Position later = arbiter::testing::play(played, "a2a3 e5e4");
  Texts texts = arbiter::testing::legal_move_texts(later);
  CHECK_FALSE(has(texts, "F*c2"));
  CHECK(has(texts, "F*a2"));
  // A second move of the same pawn is no first move and no capture: it leaves none.
  texts = arbiter::testing::legal_move_texts(arbiter::testing::play(later, "a3a4 f5f4"));
  CHECK(std::none_of(texts.begin(), texts.end(), [](const std::string& t) { return t[0] == 'F'; }));
  // A capture by a moved piece leaves its start cell.
  const Position capture = at("3k2/6/2p3/1P4/6/5K w Ff - - b3 -,- 0 3");
  const Position took = arbiter::testing::play(capture, "b3c4 d6e6");
  CHECK(has(arbiter::testing::legal_move_texts(took), "F*b3"));
  // Entering counts as the whole move; with the fool on the board, no second entry.
  const Position entered = arbiter::testing::play(took, "F*b3 e6d6");
  texts = arbiter::testing::legal_move_texts(entered);
  CHECK(std::none_of(texts.begin(), texts.end(), [](const std::string& t) { return t[0] == 'F'; }));
}

TEST_CASE("castling leaves both start cells as entry cells", "[model][fool]") {
  const Position pos = at("3k2/6/6/6/6/R2K2 w Ff Q - - -,- 0 3");
  const Position castled = arbiter::testing::play(pos, "d1b1 d6e6");
  const Texts texts = arbiter::testing::legal_move_texts(castled);
  CHECK(has(texts, "F*a1"));
  CHECK(has(texts, "F*d1"));
  // A castling records the king, or (option castling_records=rook) the rook.
  CHECK(kind_name(arbiter::testing::play(pos, "d1b1"), kBlack) == "king");
  CHECK(kind_name(arbiter::testing::play(
                      at("3k2/6/6/6/6/R2K2 w Ff Q - - -,- 0 3", {"castling_records=rook"}), "d1b1"),
                  kBlack) == "rook");
}

TEST_CASE("the entry deadline counts the owner's moves or plies", "[model][fool]") {
  // White's fourth move; 6 plies played. Deadline: before move 6.
  const std::string text = "3k2/6/2P3/6/6/5K w F - - c4 -@c2,- 0 4";
  CHECK(has(arbiter::testing::legal_move_texts(at(text)), "F*c2"));
  CHECK_FALSE(has(arbiter::testing::legal_move_texts(at(text, {"deadline_counts=plies"})), "F*c2"));
  const std::string late = "3k2/6/2P3/6/6/5K w F - - c4 -@c2,- 0 7";
  CHECK_FALSE(has(arbiter::testing::legal_move_texts(at(late)), "F*c2"));
}

TEST_CASE("promotion: to a fool records the pawn, to another kind records that kind",
          "[model][fool]") {
  const std::string text = "3k2/P5/6/6/6/5K w - - - a5 -,- 0 9";
  const Position to_fool = arbiter::testing::play(at(text), "a5a6f");
  CHECK(kind_name(to_fool, kBlack) == "pawn");
  CHECK(kind_name(arbiter::testing::play(at(text), "a5a6r"), kBlack) == "rook");
  // The promoted fool copies black's next move.
  const Position next = arbiter::testing::play(to_fool, "d6e6");
  CHECK(kind_name(next, kWhite) == "king");
}

TEST_CASE("a fool copying a fool copies what that fool copied", "[model][fool]") {
  // White's last move recorded a knight; black's fool moves as a knight and records a knight.
  const Position pos = at("3k2/6/3f2/6/6/5K b - - - - N,- 0 5");
  const Position after = arbiter::testing::play(pos, "d4c2");
  CHECK(kind_name(after, kWhite) == "knight");
  // Entries record what the entering fool copies (or, by option, leave the record unchanged).
  const std::string entry = "3k2/6/6/6/6/5K b f - - - N,-@c5 0 5";
  CHECK(kind_name(arbiter::testing::play(at(entry), "F*c5"), kWhite) == "knight");
  CHECK(kind_name(arbiter::testing::play(at(entry, {"entry_records=unchanged"}), "F*c5"), kWhite) ==
        "-");
}

TEST_CASE("fool moves and entries make and unmake exactly, the imitation field round-trips",
          "[model][fool]") {
  for (const std::string text : {"3k2/6/r5/2F3/6/5K w - - - - -,K 0 5",
                                 "r2knr/pppppp/2P3/6/PP1PPP/R2KNR b Ff Qq c3 c4 P@c2,- 0 1",
                                 "3k2/6/2p3/1P4/6/5K w Ff - - b3 -,- 0 3"}) {
    Position pos = at(text);
    CHECK(notation::to_string(pos) == text);
    for (Move m : legal_moves(pos)) arbiter::testing::check_make_unmake(pos, m);
  }
  CHECK_THROWS_WITH(at("3k2/6/6/6/6/5K w - - - - F,- 0 5"), Catch::Contains("imitating kind"));
  CHECK_THROWS_WITH(at("3k2/6/6/6/6/5K w - - - - -,-,- 0 5"), Catch::Contains("3 entries"));
  CHECK_THROWS_WITH(at("3k2/6/6/6/6/5K w - - - - -@z9,- 0 5"), Catch::Contains("unknown cell"));
}

TEST_CASE("a spec with two imitating kinds is refused, naming the second", "[model][fool]") {
  // The imitation rules are compiled for the spec, not per kind: a rook that imitates too would
  // silently take the fool's skipped features and entry triggers.
  const auto doc = arbiter::testing::edited_data_spec(
      "fool.yaml", {{"  - {name: rook, letter: R, moves: [{slide: [orthogonal]}]}",
                     "  - {name: rook, letter: R, moves: [{slide: [orthogonal]}],\n"
                     "     imitates: {skip: [first_move]}}"}});
  CHECK_THROWS_WITH(spec::compile(doc, spec::default_option_values(doc)),
                    Catch::Contains("a second imitating kind 'fool' (after 'rook')") &&
                        Catch::Contains("imitates: on one piece kind only"));
}
