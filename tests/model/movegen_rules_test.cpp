// Targeted rule tests of move generation on chess positions: castling conditions, en passant
// with pins and checks, promotions, pins, checkmate and stalemate. Every expected count is
// derived in the comment above it.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

using arbiter::model::GameStatus;
using arbiter::model::Move;
using arbiter::model::MoveType;
using arbiter::model::Position;
using arbiter::model::notation::move_to_string;
using arbiter::model::notation::position_from_string;
using arbiter::model::notation::to_string;
using arbiter::testing::bundled_rules;

namespace {

// The legal moves in coordinate notation, sorted.
std::vector<std::string> legal_texts(const Position& pos) {
  std::vector<std::string> texts;
  for (Move m : arbiter::model::legal_moves(pos)) texts.push_back(move_to_string(pos, m));
  std::sort(texts.begin(), texts.end());
  return texts;
}

bool has(const std::vector<std::string>& texts, const std::string& move) {
  return std::find(texts.begin(), texts.end(), move) != texts.end();
}

std::size_t count_of(const Position& pos, MoveType type) {
  std::size_t n = 0;
  for (Move m : arbiter::model::legal_moves(pos)) n += m.type == type ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("castling is generated only when its cells are empty and safe", "[model][movegen]") {
  const auto rules = bundled_rules("chess");

  SECTION("both castlings with open paths") {
    // Ra1: a2..a7, xa8, b1, c1, d1 = 10; Rh1: h2..h7, xh8, g1, f1 = 9; Ke1: d1 d2 e2 f2 f1 = 5
    // (the black rooks hold files a and h and rank 8, the black king rank 7); O-O and O-O-O = 2.
    // 26 in all (also the published depth-1 figure of this position in perft test suites).
    const Position pos = position_from_string(*rules, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const auto moves = legal_texts(pos);
    CHECK(moves.size() == 26);
    CHECK(has(moves, "e1g1"));
    CHECK(has(moves, "e1c1"));
    CHECK(count_of(pos, MoveType::Castling) == 2);
  }
  SECTION("not through an attacked cell") {
    // The rook on f8 attacks f1 and f2: no O-O, no Kf1, no Kf2. O-O-O passes d1 and c1, which
    // are safe. Ra1: a2..a8, b1, c1, d1 = 10; Rh1: h2..h8, g1, f1 = 9; Ke1: d1, d2, e2 = 3;
    // O-O-O = 1: 23.
    const Position pos = position_from_string(*rules, "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    const auto moves = legal_texts(pos);
    CHECK(moves.size() == 23);
    CHECK_FALSE(has(moves, "e1g1"));
    CHECK(has(moves, "e1c1"));
  }
  SECTION("not out of check") {
    // The rook on e4 checks along the e-file. No castling; no piece can block on e2/e3 or take
    // e4; the king goes to d1, d2, f1 or f2 (e2 stays on the file): 4.
    const Position pos = position_from_string(*rules, "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1");
    const auto moves = legal_texts(pos);
    CHECK(moves.size() == 4);
    CHECK(count_of(pos, MoveType::Castling) == 0);
  }
  SECTION("not over an occupied cell") {
    // The knight on b1 blocks O-O-O (b1 must be empty); O-O stays legal.
    const Position pos = position_from_string(*rules, "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1");
    const auto moves = legal_texts(pos);
    CHECK_FALSE(has(moves, "e1c1"));
    CHECK(has(moves, "e1g1"));
  }
  SECTION("the rook may pass an attacked cell") {
    // The rook on b8 attacks b1, which only the white rook crosses: O-O-O is legal. Ra1: a2..a8,
    // b1, c1, d1 = 10; Ke1: d1 d2 e2 f2 f1 = 5; O-O-O = 1: 16.
    const Position pos = position_from_string(*rules, "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    const auto moves = legal_texts(pos);
    CHECK(moves.size() == 16);
    CHECK(has(moves, "e1c1"));
  }
  SECTION("capturing a rook on its cell removes that right") {
    // Rh1xh8: White loses K (its rook left h1), Black loses k (its rook was taken on h8).
    const Position pos = arbiter::testing::play(
        position_from_string(*rules, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "h1h8");
    CHECK(to_string(pos) == "r3k2R/8/8/8/8/8/8/R3K3 b Qq - 0 1");
  }
}

TEST_CASE("en passant is legal unless it exposes the king", "[model][movegen]") {
  const auto rules = bundled_rules("chess");

  SECTION("an en passant capture that empties the rank between king and rook is illegal") {
    // Black has just played c7-c5. bxc6 would remove both b5 and c5 from rank 5 and expose the
    // king on a5 to the rook on h5 (d5..g5 are empty). Legal: Ka4, Ka6, Kb6 (b4 is attacked by
    // the c5 pawn) and b6: 4.
    const Position pos = position_from_string(*rules, "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1");
    const auto moves = legal_texts(pos);
    CHECK(moves.size() == 4);
    CHECK_FALSE(has(moves, "b5c6"));
    CHECK(has(moves, "b5b6"));
  }
  SECTION("the same capture without the rook on the rank is legal") {
    // The rook stands on h1 instead (rank 1 up to the black king, file h): Ka4, Ka6, Kb6, b6 and
    // bxc6 e.p.: 5.
    const Position pos = position_from_string(*rules, "8/8/8/KPp5/8/8/8/4k2r w - c6 0 1");
    const auto moves = legal_texts(pos);
    CHECK(moves.size() == 5);
    CHECK(has(moves, "b5c6"));
    CHECK(count_of(pos, MoveType::EnPassant) == 1);
  }
  SECTION("en passant may capture the pawn that gives check") {
    // White has just played d2-d4, checking the king on c5. Kc5: b4 b5 b6 c4 c6 d5 d6 and xd4
    // (the d4 pawn attacks only c5 and e5; White's king is far away) = 8; e3 leaves the check;
    // exd3 e.p. removes the checking pawn: 9.
    const Position pos = position_from_string(*rules, "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    const auto moves = legal_texts(pos);
    CHECK(moves.size() == 9);
    CHECK(has(moves, "e4d3"));
    CHECK_FALSE(has(moves, "e4e3"));
    const Position after = arbiter::testing::play(pos, "e4d3");
    CHECK(to_string(after) == "8/8/8/2k5/8/3p4/8/4K3 w - - 0 2");
  }
}

TEST_CASE("a pawn reaching the last rank promotes to one of four pieces", "[model][movegen]") {
  const auto rules = bundled_rules("chess");
  SECTION("by moving") {
    // a8=Q, a8=R, a8=B, a8=N and no plain a7-a8; Ke1: d1 d2 e2 f2 f1: 9.
    const Position pos = position_from_string(*rules, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    const auto moves = legal_texts(pos);
    CHECK(moves.size() == 9);
    for (const char* m : {"a7a8q", "a7a8r", "a7a8b", "a7a8n"}) CHECK(has(moves, m));
    CHECK_FALSE(has(moves, "a7a8"));
  }
  SECTION("by moving and by capturing") {
    // 4 promotions on a8, 4 on b8 (capturing the knight), 5 king moves: 13.
    const Position pos = position_from_string(*rules, "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    const auto moves = legal_texts(pos);
    CHECK(moves.size() == 13);
    CHECK(has(moves, "a7b8n"));
    const Position after = arbiter::testing::play(pos, "a7b8n");
    CHECK(to_string(after) == "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1");
  }
}

TEST_CASE("a piece pinned to its king may not leave the line", "[model][movegen]") {
  const auto rules = bundled_rules("chess");
  // The knight on e2 is pinned by the rook on e7: it has no move. Ke1: d1, d2, f1, f2: 4.
  const Position pos = position_from_string(*rules, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
  const auto moves = legal_texts(pos);
  CHECK(moves.size() == 4);
  for (const auto& m : moves) CHECK(m.rfind("e1", 0) == 0);
}

TEST_CASE("checkmate and stalemate are told apart", "[model][movegen]") {
  const auto rules = bundled_rules("chess");
  SECTION("fool's mate: 1.f3 e5 2.g4 Qh4#") {
    Position pos = arbiter::testing::play(arbiter::model::notation::start_position(*rules),
                                          "f2f3 e7e5 g2g4 d8h4");
    CHECK(arbiter::model::game_status(pos) == GameStatus::Checkmate);
    CHECK(rules->game_end().checkmate == arbiter::model::Outcome::Loss);
  }
  SECTION("king in the corner: Kh8, Qf7, Kg6 with Black to move") {
    // g8 and g7 are covered by the queen (and g7, h7 by the king), h7 by the queen along rank 7;
    // h8 itself is not attacked: no legal move, no check.
    Position pos = position_from_string(*rules, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    CHECK(arbiter::model::game_status(pos) == GameStatus::Stalemate);
    CHECK(rules->game_end().stalemate == arbiter::model::Outcome::Draw);
  }
  SECTION("the start position is ongoing") {
    Position pos = arbiter::model::notation::start_position(*rules);
    CHECK(arbiter::model::game_status(pos) == GameStatus::Ongoing);
    // game_status uses the position as scratch and must restore it.
    CHECK(to_string(pos) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  }
}

namespace {
std::shared_ptr<const arbiter::model::CompiledRules> synthetic_rules(const std::string& name) {
  const auto doc = arbiter::model::spec::load_spec_file(
      std::string(ARBITER_SOURCE_DIR) + "/tests/model/data/differential/" + name + ".yaml");
  return arbiter::model::spec::compile(doc, arbiter::model::spec::default_option_values(doc));
}

}  // namespace

TEST_CASE("an en passant capture honours the capturing atom's targets", "[model][movegen]") {
  // chess_targets: pawns capture only knights and bishops, so the d5 pawn that just advanced
  // two cells cannot be taken en passant from e5.
  const auto rules = synthetic_rules("chess_targets");
  const auto pos =
      arbiter::model::notation::position_from_string(*rules, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  const auto texts = arbiter::testing::legal_move_texts(pos);
  CHECK(std::find(texts.begin(), texts.end(), "e5d6") == texts.end());
  CHECK(std::find(texts.begin(), texts.end(), "e5e6") != texts.end());
}

TEST_CASE("a lame leap with two legs to one cell moves when either leg is clear",
          "[model][movegen]") {
  // chess_lame: the knight leaps (1,1) via (0,1) and, reflected, via (1,0). From d3 with d4
  // blocked, c4 and e4 are still reached through c3 and e3; c2 and e2 through d2.
  const auto rules = synthetic_rules("chess_lame");
  const auto pos =
      arbiter::model::notation::position_from_string(*rules, "4k3/8/8/8/3P4/3N4/8/4K3 w - - 0 1");
  const auto texts = arbiter::testing::legal_move_texts(pos);
  for (const char* to : {"d3c2", "d3e2", "d3c4", "d3e4"})
    CHECK(std::find(texts.begin(), texts.end(), to) != texts.end());
}
