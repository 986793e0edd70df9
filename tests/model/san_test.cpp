// SAN reading and writing (model/notation/san.h) on chess, Gliński's hexagonal chess and a
// ten-rank board: castling, captures with and without "x", disambiguation, en passant,
// promotion, check marks, diagnostics, and a round trip over every legal move of random games.
#include "model/notation/san.h"

#include <catch2/catch.hpp>
#include <random>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

using arbiter::Diagnostic;
using arbiter::model::Move;
using arbiter::model::MoveType;
using arbiter::model::Position;
using arbiter::model::notation::move_to_san;
using arbiter::model::notation::move_to_string;
using arbiter::model::notation::parse_san;
using arbiter::model::notation::position_from_string;
using arbiter::model::notation::start_position;
using arbiter::testing::bundled_rules;
using arbiter::testing::play;

namespace {

// Kiwipete: Chess Programming Wiki, "Perft Results", position 2.
constexpr const char* kKiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

// A ten-rank board with two rooks per side of the king, for multi-digit ranks.
constexpr const char* kTenRanksSpec = R"(
variant: ten_ranks
board:
  geometry: square
  files: [a, b, c, d, e, f, g, h, i, j]
  ranks: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
players:
  - {name: white, forward: n, case: upper, side: w}
  - {name: black, forward: s, case: lower, side: b}
pieces:
  - {name: rook, letter: R, moves: [{slide: [orthogonal]}]}
  - {name: king, letter: K, royal: true, moves: [{step: [all]}]}
game_end: {checkmate: loss, stalemate: draw}
notation:
  fields: [board, side]
  start: "4k5/10/10/10/10/10/10/10/10/4K5 w"
)";

// The coordinate text of the move a SAN names; the diagnostic's text when there is none.
std::string san_to_coordinates(const Position& pos, const std::string& san) {
  auto parsed = parse_san(pos, san);
  if (const auto* d = std::get_if<Diagnostic>(&parsed)) return "error: " + d->to_string();
  return move_to_string(pos, std::get<Move>(parsed));
}

std::string san_error(const Position& pos, const std::string& san) {
  auto parsed = parse_san(pos, san);
  if (const auto* d = std::get_if<Diagnostic>(&parsed)) return d->to_string();
  return "parsed as " + move_to_string(pos, std::get<Move>(parsed));
}

// Checks that every legal move's SAN reads back as that move, along a random game.
void check_round_trips(Position pos, std::uint64_t seed, int plies) {
  std::mt19937_64 random(seed);
  INFO("seed " << seed);
  for (int ply = 0; ply < plies; ++ply) {
    const auto legal = arbiter::model::legal_moves(pos);
    if (legal.empty()) break;
    for (Move m : legal) {
      const std::string san = move_to_san(pos, m);
      INFO(arbiter::model::notation::to_string(pos)
           << " " << move_to_string(pos, m) << " as " << san);
      auto parsed = parse_san(pos, san);
      REQUIRE(std::holds_alternative<Move>(parsed));
      CHECK(std::get<Move>(parsed) == m);
    }
    arbiter::model::Undo undo;
    pos.make(legal[random() % legal.size()], undo);
  }
}

}  // namespace

TEST_CASE("SAN castling reads O-O and 0-0 against the side to move's castling rules",
          "[model][san]") {
  const auto rules = bundled_rules("chess");
  const Position pos = position_from_string(*rules, kKiwipete);
  CHECK(san_to_coordinates(pos, "O-O") == "e1g1");
  CHECK(san_to_coordinates(pos, "0-0") == "e1g1");
  CHECK(san_to_coordinates(pos, "O-O-O") == "e1c1");
  CHECK(san_to_coordinates(pos, "0-0-0+") == "e1c1");
  const Position black = play(pos, "a2a3");
  CHECK(san_to_coordinates(black, "O-O") == "e8g8");
  CHECK(move_to_san(black, std::get<Move>(parse_san(black, "O-O-O"))) == "O-O-O");
}

TEST_CASE("SAN piece moves and captures read with or without x", "[model][san]") {
  const auto rules = bundled_rules("chess");
  const Position pos = position_from_string(*rules, kKiwipete);
  CHECK(san_to_coordinates(pos, "Nxd7") == "e5d7");
  CHECK(san_to_coordinates(pos, "Nd7") == "e5d7");
  CHECK(san_to_coordinates(pos, "Ne5xd7") == "e5d7");
  CHECK(san_to_coordinates(pos, "Qxf6") == "f3f6");
  SECTION("pawn captures name their file, with or without x (Omega style 'de6')") {
    CHECK(san_to_coordinates(pos, "dxe6") == "d5e6");
    CHECK(san_to_coordinates(pos, "de6") == "d5e6");
    CHECK(san_to_coordinates(pos, "gxh3") == "g2h3");
    CHECK(san_to_coordinates(pos, "d6") == "d5d6");
  }
  SECTION("a pawn capture must name its file: 'e6' would be a push") {
    CHECK_THAT(san_error(pos, "e6"), Catch::Contains("no legal move matches 'e6'"));
  }
  SECTION("annotations are ignored") {
    CHECK(san_to_coordinates(pos, "Nxd7!?") == "e5d7");
    CHECK(san_to_coordinates(pos, "Qxf6+") == "f3f6");
  }
}

TEST_CASE("SAN disambiguates by file, rank or whole cell", "[model][san]") {
  const auto rules = bundled_rules("chess");
  SECTION("by file") {
    const Position pos = position_from_string(*rules, "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1");
    CHECK(san_to_coordinates(pos, "Rad1") == "a1d1");
    CHECK(san_to_coordinates(pos, "Rfd1") == "f1d1");
    CHECK(san_to_coordinates(pos, "Ra1d1") == "a1d1");
    const std::string error = san_error(pos, "Rd1");
    CHECK_THAT(error, Catch::Contains("'Rd1' is ambiguous") && Catch::Contains("Rad1 Rfd1"));
    CHECK(move_to_san(pos, std::get<Move>(parse_san(pos, "Rfd1"))) == "Rfd1");
  }
  SECTION("by rank") {
    const Position pos = position_from_string(*rules, "7k/8/8/8/R7/8/8/R3K3 w - - 0 1");
    CHECK(san_to_coordinates(pos, "R1a3") == "a1a3");
    CHECK(san_to_coordinates(pos, "R4a3") == "a4a3");
    CHECK(move_to_san(pos, std::get<Move>(parse_san(pos, "R4a3"))) == "R4a3");
    CHECK_THAT(san_error(pos, "Ra3"), Catch::Contains("ambiguous"));
  }
  SECTION("by cell, when neither file nor rank is unique") {
    const Position pos = position_from_string(*rules, "8/7k/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
    const Move m = std::get<Move>(parse_san(pos, "Qa1b2"));
    CHECK(move_to_string(pos, m) == "a1b2");
    CHECK(move_to_san(pos, m) == "Qa1b2");
  }
}

TEST_CASE("SAN reads en passant captures", "[model][san]") {
  const auto rules = bundled_rules("chess");
  const Position pos = play(position_from_string(*rules, kKiwipete), "a2a3 c7c5");
  for (const char* text : {"dxc6", "dc6", "dxc6e.p."}) {
    auto parsed = parse_san(pos, text);
    REQUIRE(std::holds_alternative<Move>(parsed));
    CHECK(std::get<Move>(parsed).type == MoveType::EnPassant);
    CHECK(move_to_san(pos, std::get<Move>(parsed)) == "dxc6");
  }
}

TEST_CASE("SAN promotion needs the promoted piece, with or without '='", "[model][san]") {
  const auto rules = bundled_rules("chess");
  const Position pos = position_from_string(*rules, "1n5k/P7/8/8/8/8/8/K7 w - - 0 1");
  CHECK(san_to_coordinates(pos, "a8=Q") == "a7a8q");
  CHECK(san_to_coordinates(pos, "a8Q") == "a7a8q");
  CHECK(san_to_coordinates(pos, "a8=N") == "a7a8n");
  CHECK(san_to_coordinates(pos, "axb8=R") == "a7b8r");
  CHECK_THAT(san_error(pos, "a8"),
             Catch::Contains("no legal move matches 'a8'") && Catch::Contains("a8=Q "));
  CHECK(move_to_san(pos, std::get<Move>(parse_san(pos, "a8=Q"))) == "a8=Q");
  CHECK(move_to_san(pos, std::get<Move>(parse_san(pos, "axb8Q"))) == "axb8=Q+");
}

TEST_CASE("SAN writes + for check and # for mate", "[model][san]") {
  const auto rules = bundled_rules("chess");
  const Position pos = play(start_position(*rules), "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6");
  const Move mate = std::get<Move>(parse_san(pos, "Qxf7#"));
  CHECK(move_to_san(pos, mate) == "Qxf7#");
  CHECK(san_to_coordinates(pos, "Qxf7") == "h5f7");
  const Position check = play(start_position(*rules), "e2e4 f7f6");
  CHECK(move_to_san(check, std::get<Move>(parse_san(check, "Qh5"))) == "Qh5+");
}

TEST_CASE("SAN diagnostics name the token and list the legal moves", "[model][san]") {
  const auto rules = bundled_rules("chess");
  const Position pos = start_position(*rules);
  const std::string error = san_error(pos, "Nxe9");
  CHECK_THAT(error,
             Catch::Contains("'Nxe9'") && Catch::Contains("one of: ") && Catch::Contains("Nf3"));
  CHECK_THAT(san_error(pos, "O-O"), Catch::Contains("no legal move matches 'O-O'"));
}

TEST_CASE("SAN reads multi-digit ranks and file disambiguation on a ten-rank board",
          "[model][san]") {
  const auto doc = arbiter::model::spec::load_spec_text(kTenRanksSpec, "ten_ranks.yaml");
  const auto rules =
      arbiter::model::spec::compile(doc, arbiter::model::spec::default_option_values(doc));
  const Position pos = position_from_string(*rules, "9R/k9/10/10/10/10/10/10/10/4K4R w");
  CHECK(san_to_coordinates(pos, "R10j5") == "j10j5");
  CHECK(san_to_coordinates(pos, "R1j5") == "j1j5");
  CHECK(san_to_coordinates(pos, "Rj10j5") == "j10j5");
  CHECK_THAT(san_error(pos, "Rj5"), Catch::Contains("R10j5 R1j5"));
  CHECK(move_to_san(pos, std::get<Move>(parse_san(pos, "R10j5"))) == "R10j5");
  const Position same_rank = position_from_string(*rules, "10/k9/10/10/10/10/10/R8R/10/4K5 w");
  CHECK(san_to_coordinates(same_rank, "Rje3") == "j3e3");
  CHECK(san_to_coordinates(same_rank, "Rae3") == "a3e3");
  CHECK_THAT(san_error(same_rank, "Re3"), Catch::Contains("ambiguous"));
}

TEST_CASE("every legal move's SAN reads back as that move", "[model][san]") {
  SECTION("chess, from the start and from Kiwipete") {
    const auto rules = bundled_rules("chess");
    check_round_trips(start_position(*rules), 20240601, 120);
    check_round_trips(position_from_string(*rules, kKiwipete), 7, 80);
    // Chess Programming Wiki, "Perft Results", position 4: promotions and castling.
    check_round_trips(
        position_from_string(*rules,
                             "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
        11, 60);
  }
  SECTION("Gliński's hexagonal chess (multi-digit ranks counted per file)") {
    const auto rules = bundled_rules("glinski");
    check_round_trips(start_position(*rules), 42, 80);
  }
}
