// En passant windows (spec `en_passant: {window: ...}`): under next_move a right lasts for the
// next move only; under while_unmoved it stands while its pawn stays unmoved on the cell it landed
// on, for every opponent, so several rights stand at once. On the synthetic three-player
// ep_window.yaml (option en_passant_window: next_move, any_later_move), then node by node against
// the reference interpreter from random positions under each option assignment.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/options.h"
#include "tests/support/reference_walk.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;
using arbiter::testing::play;
using Texts = std::vector<std::string>;

namespace {

const CompiledRules& next_move(const std::vector<std::string>& more = {}) {
  return arbiter::testing::data_spec_rules("ep_window.yaml", more);
}

const CompiledRules& any_later(std::vector<std::string> more = {}) {
  more.insert(more.begin(), "en_passant_window=any_later_move");
  return arbiter::testing::data_spec_rules("ep_window.yaml", more);
}

Texts from(const Position& pos, const std::string& cell) {
  return arbiter::testing::destinations_from(pos, cell);
}

bool has(const Texts& texts, const std::string& text) {
  return std::find(texts.begin(), texts.end(), text) != texts.end();
}

std::string token_at(const Position& pos, const std::string& cell) {
  const Piece p = pos.at(*pos.rules().board().find(cell));
  return p ? notation::piece_token(pos.rules(), p) : ".";
}

std::string en_passant_field(const Position& pos) {
  const std::string text = notation::to_string(pos);
  return text.substr(text.rfind(' ') + 1);
}

std::string parse_error(const CompiledRules& rules, const std::string& text) {
  const auto parsed = notation::parse_position(rules, text);
  const auto* d = std::get_if<arbiter::Diagnostic>(&parsed);
  return d ? d->to_string() : std::string("(no error)");
}

// Kings a1 (white), a8 (red), h8 (black); white pawn e2 and black pawn d4, white to move. The turn
// order is white, red, black, so after e2-e4 red moves before black.
constexpr const char* kBeside = "rK6bK/8/8/8/3bP4/8/4wP3/wK7 w -";

}  // namespace

TEST_CASE("under next_move only the next player may take en passant", "[model][en-passant]") {
  // e2-e4 passes e3; red (next) has no pawn, and by black's turn the right is gone: d4 steps to
  // d3 or sideways to c4 (e4 is taken), and its diagonal e3 is empty.
  const Position pos = play(notation::position_from_string(next_move(), kBeside), "e2e4 a8a7");
  CHECK(from(pos, "d4") == Texts{"c4", "d3"});
  CHECK(en_passant_field(pos) == "-");
}

TEST_CASE("under any_later_move a right stands while the pawn stays where it landed",
          "[model][en-passant]") {
  const Position start = notation::position_from_string(any_later(), kBeside);
  SECTION("allowed: black takes on e3 after red's move") {
    const Position pos = play(start, "e2e4 a8a7");
    CHECK(from(pos, "d4") == Texts{"c4", "d3", "e3"});
    const Position taken = play(pos, "d4e3");
    CHECK(token_at(taken, "e4") == ".");
    CHECK(token_at(taken, "e3") == "bP");
    CHECK(en_passant_field(taken) == "-");
  }
  SECTION("allowed: black may first play other moves, so may white") {
    const Position pos = play(start, "e2e4 a8a7 h8h7 a1a2 a7a8");
    CHECK(from(pos, "d4") == Texts{"c4", "d3", "e3"});
    CHECK(en_passant_field(pos) == "e3@e4");  // red moved last: the victim is written out
  }
  SECTION("forbidden: once the pawn has moved on the right is gone") {
    const Position pos = play(start, "e2e4 a8a7 h8h7 e4e5 a7a8");
    CHECK(from(pos, "d4") == Texts{"c4", "d3", "e4"});
    CHECK(en_passant_field(pos) == "-");
  }
  SECTION("forbidden: a pawn pushed on by its rook has moved too") {
    // White rook e1 slides onto its pawn e4 and pushes it sideways to f4.
    const Position with_rook =
        notation::position_from_string(any_later(), "rK6bK/8/8/8/3bP4/8/4wP3/wK3wR3 w -");
    const Position pos = play(with_rook, "e2e4 a8a7 h8h7 e1e4-f4 a7a8");
    CHECK(from(pos, "d4") == Texts{"c4", "d3"});
    CHECK(en_passant_field(pos) == "-");
  }
}

TEST_CASE("a standing right's cell may be occupied and freed again", "[model][en-passant]") {
  // White knight g2 lands on e3, the cell the e-pawn passed: d4 may take the knight there (a plain
  // capture); once the knight leaves, d4 may take the pawn e4 en passant again.
  const std::string text = "rK6bK/8/8/8/3bP4/8/4wP1wN1/wK7 w -";
  const Position occupied =
      play(notation::position_from_string(any_later(), text), "e2e4 a8a7 h8h7 g2e3 a7a8");
  CHECK(en_passant_field(occupied) == "e3@e4");
  const Position knight_taken = play(occupied, "d4e3");
  CHECK(token_at(knight_taken, "e4") == "wP");
  const Position freed = play(occupied, "h7h8 e3g2 a8a7");
  const Position pawn_taken = play(freed, "d4e3");
  CHECK(token_at(pawn_taken, "e4") == ".");
  CHECK(token_at(pawn_taken, "g2") == "wN");
}

TEST_CASE("several rights stand at once, each taken by any opponent", "[model][en-passant]") {
  // White e2-e4 passes e3; red b5-e5 passes d5 (and c5). Black then may take either pawn: d4 on
  // e3 (white's right, two moves old) and c6 on d5 (red's, just made).
  const std::string text = "rK6bK/8/2bP5/1rP6/3bP4/8/4wP3/wK7 w -";
  SECTION("any_later_move") {
    const Position pos = play(notation::position_from_string(any_later(), text), "e2e4 b5e5");
    CHECK(en_passant_field(pos) == "e3@e4;d5");
    CHECK(pos.en_passant_rights().size() == 2);
    CHECK(from(pos, "d4") == Texts{"c4", "d3", "e3"});
    CHECK(has(from(pos, "c6"), "d5"));
    CHECK(token_at(play(pos, "c6d5"), "e5") == ".");
    CHECK(token_at(play(pos, "d4e3"), "e4") == ".");
  }
  SECTION("next_move keeps red's right only") {
    const Position pos = play(notation::position_from_string(next_move(), text), "e2e4 b5e5");
    CHECK(en_passant_field(pos) == "d5");
    CHECK(from(pos, "d4") == Texts{"c4", "d3"});
  }
  SECTION("all_passed: red's right covers both passed cells") {
    const Position pos =
        play(notation::position_from_string(any_later({"en_passant_cells=all_passed"}), text),
             "e2e4 b5e5");
    CHECK(en_passant_field(pos) == "e3@e4;c5,d5");
  }
}

TEST_CASE("a cell passed by two pawns belongs to the later one", "[model][en-passant]") {
  // all_passed: pawn A e2-e5 passes e3 and e4; pawn B steps d2-e2 and passes e3 again on e2-e4.
  // The capture on e3 takes B; A keeps e4 (now free again once B is gone), which f5 takes.
  const CompiledRules& rules = any_later({"en_passant_cells=all_passed"});
  const Position pos =
      play(notation::position_from_string(rules, "rK6bK/8/8/5bP2/3bP4/8/3wPwP3/wK7 w -"),
           "e2e5 a8a7 h8h7 d2e2 a7a8 h7h8 e2e4 a8a7");
  CHECK(en_passant_field(pos) == "e3@e4;e4@e5");
  const Position first = play(pos, "d4e3");
  CHECK(token_at(first, "e4") == ".");
  CHECK(token_at(first, "e5") == "wP");
  const Position second = play(first, "a1a2 a7a8");
  CHECK(has(from(second, "f5"), "e4"));
  CHECK(token_at(play(second, "f5e4"), "e5") == ".");
}

TEST_CASE("the en passant field reads and writes standing rights", "[model][en-passant]") {
  const std::string board = "rK6bK/8/2bP5/4rP3/3bPwP3/8/8/wK7";
  SECTION("round trip, victims written where the previous player did not leave them") {
    const std::string text = board + " b e3@e4;d5";
    const Position pos = notation::position_from_string(any_later(), text);
    CHECK(notation::to_string(pos) == text);
    CHECK(pos.en_passant_rights().size() == 2);
    CHECK(pos.hash() == pos.compute_hash());
    // The same rights in another order, and with the inferable victim written out.
    const Position same = notation::position_from_string(any_later(), board + " b d5@e5;e3@e4");
    CHECK(same.same_as(pos));
    CHECK(same.hash() == pos.hash());
    CHECK_FALSE(notation::position_from_string(any_later(), board + " b d5").same_as(pos));
  }
  SECTION("a standing right's cell may be occupied") {
    CHECK(notation::to_string(notation::position_from_string(any_later(), board + " w d4@e4")) ==
          board + " w d4@e4");
    CHECK_THAT(parse_error(next_move(), board + " w d4@e4"),
               Catch::Contains("en passant cell 'd4' is not empty"));
  }
  SECTION("bad fields") {
    CHECK_THAT(parse_error(next_move(), board + " b e3@e4;d5"),
               Catch::Contains("several en passant rights in 'e3@e4;d5'"));
    CHECK_THAT(parse_error(any_later(), board + " b d5;d5@e4"),
               Catch::Contains("en passant cell 'd5' is listed twice"));
    CHECK_THAT(parse_error(any_later(), board + " b e3@e6"),
               Catch::Contains("no piece on 'e6' for en passant right 'e3@e6'"));
    CHECK_THAT(parse_error(any_later(), board + " b e3@x9"),
               Catch::Contains("unknown cell 'x9' after @"));
    CHECK_THAT(parse_error(any_later(), board + " b e3@e4;f3@e4"),
               Catch::Contains("two en passant rights take the piece on 'e4'"));
    CHECK_THAT(parse_error(any_later(), board + " b e3"),
               Catch::Contains("no piece of red stands beyond en passant cell 'e3'"));
    CHECK_THAT(parse_error(any_later(), board + " b ;d5"),
               Catch::Contains("an en passant right without cells"));
  }
}

TEST_CASE("make/unmake restores standing rights and the hash, strings carry them",
          "[model][en-passant]") {
  for (const CompiledRules* rules : {&any_later(), &any_later({"en_passant_cells=all_passed"})}) {
    Position pos =
        play(notation::position_from_string(*rules, "rK6bK/8/2bP5/1rP6/3bP4/8/4wP1wN1/wK7 w -"),
             "e2e4 b5e5");
    const Position before = pos;
    int moves = 0;
    for (Move m : legal_moves(pos)) {
      Undo undo;
      pos.make(m, undo);
      for (Move reply : legal_moves(pos)) {
        Undo second;
        const Position middle = pos;
        pos.make(reply, second);
        ++moves;
        CHECK(pos.hash() == pos.compute_hash());
        // The spec's fields are board, side and en passant: the read position has the same
        // rights (and so the same hash), not the same clocks.
        const Position read = notation::position_from_string(*rules, notation::to_string(pos));
        CHECK(notation::to_string(read) == notation::to_string(pos));
        CHECK(read.hash() == pos.hash());
        pos.unmake(reply, second);
        CHECK(pos.same_as(middle));
      }
      pos.unmake(m, undo);
      CHECK(pos.same_as(before));
      CHECK(pos.hash() == before.hash());
    }
    CHECK(moves > 100);
  }
}

TEST_CASE("every pawn a capture in place takes loses its standing right", "[model][en_passant]") {
  // ep_multi_capture.yaml: ep_window.yaml whose kings capture in place. White's pawns advance
  // c2-c5 and e2-e5, each leaving a right that stands while it stays unmoved; black's king on d4
  // then takes both without moving. Neither right may outlive its pawn (regression: only the
  // first victim's lapsed, and red's pawn on d3 was offered an en passant capture of nothing).
  const CompiledRules& rules = arbiter::testing::data_spec_rules(
      "ep_multi_capture.yaml", {"en_passant_window=any_later_move"});
  const Position start =
      notation::position_from_string(rules, "6bR1/8/8/8/rK2bK4/3rP4/2wP1wP3/7wK w -");
  const Position before = play(start, "c2c5 a4a5 g8g7 e2e5 a5a4");
  CHECK(notation::to_string(before) == "8/6bR1/8/2wP1wP3/rK2bK4/3rP4/8/7wK b c4@c5;e4@e5");
  const Position after = play(before, "d4!c5,e5");
  CHECK(notation::to_string(after) == "8/6bR1/8/8/rK2bK4/3rP4/8/7wK w -");
  const Texts red = arbiter::testing::legal_move_texts(play(after, "h1h2"));
  CHECK(std::find(red.begin(), red.end(), "d3e4") == red.end());
}

TEST_CASE("engine and reference agree two plies deep from random positions with en passant windows",
          "[model][en-passant][heavy]") {
  const auto& doc = arbiter::testing::data_spec_document("ep_window.yaml");
  for (const auto& values : spec::option_assignments_to_check(doc)) {
    arbiter::testing::Walk walk;
    const int differing = arbiter::testing::differing_nodes_from_random(
        doc, values, 0x6570776eULL, arbiter::testing::sample_size(40), 2, walk);
    const bool later = values.at("en_passant_window") == "any_later_move";
    INFO((later ? "any_later_move" : "next_move")
         << ", en passant met " << walk.met[MoveType::EnPassant] << ", late "
         << walk.late_en_passant << ", most rights " << walk.most_en_passant_rights);
    CHECK(differing == 0);
    CHECK(walk.met[MoveType::EnPassant] >= (arbiter::testing::sample_size(40) == 40 ? 20 : 2));
    if (later) {
      // The walk does reach what the window changes: captures of older rights, several at once.
      CHECK(walk.late_en_passant >= (arbiter::testing::sample_size(40) == 40 ? 10 : 1));
      CHECK(walk.most_en_passant_rights >= 3);
    } else {
      CHECK(walk.late_en_passant == 0);
      CHECK(walk.most_en_passant_rights == 1);
    }
  }
}
