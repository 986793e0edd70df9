// Omega Chess (specs/omega.yaml) proven on the seed (../shared/seeds/omega-chess.txt): its
// diagrams, read independently of the engine's position strings (tests/support/seed_diagram.h),
// its sample game, its two short mates and its rook ending, plus the rules the text states
// (pieces, pawns, en passant, castling, promotion). The seed's texts are copied verbatim into
// tests/model/data/omega/; the first test checks the copies against the seed when it is present.
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <sstream>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/pgn.h"
#include "model/notation/position_string.h"
#include "model/notation/san.h"
#include "model/perft.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/seed_diagram.h"
#include "tests/support/spec_fixture.h"

using arbiter::Diagnostic;
using arbiter::model::GameStatus;
using arbiter::model::Move;
using arbiter::model::Position;
using arbiter::model::notation::move_to_san;
using arbiter::model::notation::parse_san;
using arbiter::model::notation::position_from_string;
using arbiter::model::notation::start_position;
using arbiter::testing::bundled_rules;
using arbiter::testing::destinations_from;
using arbiter::testing::pieces_by_cell;

namespace {

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string data(const std::string& file) {
  return read_text(std::string(ARBITER_SOURCE_DIR) + "/tests/model/data/omega/" + file);
}

std::map<std::string, std::string> diagram(const std::string& file) {
  return arbiter::testing::read_seed_diagram(data(file),
                                             arbiter::testing::cell_names(*bundled_rules("omega")));
}

// One printed move and what the engine made of it.
struct Replayed {
  std::string printed;  // as in the score, marks included ("Bb4+", "Ng7??")
  std::string san;      // the engine's SAN of the move ("+" and "#" as computed)
};

// The move tokens of a printed score, which must read as PGN movetext.
std::vector<arbiter::model::notation::PgnToken> score_moves(const std::string& score) {
  auto game = arbiter::model::notation::parse_pgn(score);
  if (const auto* d = std::get_if<Diagnostic>(&game)) FAIL(d->to_string());
  return std::get<arbiter::model::notation::PgnGame>(game).moves;
}

// Plays a printed score from `pos`; stops at the first move that does not read, returning its
// diagnostic in `error`. `stop_after` > 0 stops after that many plies.
std::vector<Replayed> replay(Position& pos, const std::string& score, std::string* error = nullptr,
                             std::size_t stop_after = 0) {
  std::vector<Replayed> played;
  for (const auto& token : score_moves(score)) {
    if (stop_after > 0 && played.size() == stop_after) break;
    auto move = parse_san(pos, token.text);
    if (const auto* d = std::get_if<Diagnostic>(&move)) {
      if (error) *error = token.text + ": " + d->message;
      return played;
    }
    played.push_back({token.text, move_to_san(pos, std::get<Move>(move))});
    arbiter::model::Undo undo;
    pos.make(std::get<Move>(move), undo);
  }
  return played;
}

bool marked_check(const std::string& text) {
  return text.find('+') != std::string::npos || text.find('#') != std::string::npos;
}

}  // namespace

TEST_CASE("the Omega test data are verbatim copies of the seed", "[omega]") {
  const std::string seed_path =
      std::string(ARBITER_SOURCE_DIR) + "/../shared/seeds/omega-chess.txt";
  std::ifstream probe(seed_path);
  if (!probe) {
    WARN("the seed is not beside the repository; the copies are not re-checked");
    return;
  }
  const std::string seed = read_text(seed_path);
  for (const char* file :
       {"start-diagram.txt", "after-42-b4-diagram.txt", "rook-ending-diagram.txt",
        "pieces-diagram.txt", "mate-al-pastor.txt", "mate-del-mago.txt"}) {
    INFO(file);
    CHECK(seed.find(data(file)) != std::string::npos);
  }
  // The game and the rook ending are the seed's move lines without the prose between them.
  std::istringstream lines(data("sherzer-polgar.txt") + data("rook-ending.txt"));
  for (std::string line; std::getline(lines, line);) {
    INFO(line);
    CHECK(seed.find(line) != std::string::npos);
  }
}

TEST_CASE("the start position is the seed's first diagram", "[omega]") {
  const auto rules = bundled_rules("omega");
  const auto expected = diagram("start-diagram.txt");
  CHECK(expected.size() == 44);
  CHECK(pieces_by_cell(start_position(*rules)) == expected);
  CHECK(expected.at("e9") == "black queen");
  CHECK(expected.at("f9") == "black king");
  CHECK(expected.at("w1") == "white wizard");
}

// ../shared/research/variants.md ("Hand count"): 30 pawn moves, 4 knight moves, 4 champion jumps
// and 2 wizard jumps.
TEST_CASE("white has 40 moves at the start", "[omega]") {
  const auto rules = bundled_rules("omega");
  const Position start = start_position(*rules);
  std::map<std::string, int> by_kind;
  for (Move m : arbiter::model::legal_moves(start))
    ++by_kind[rules->piece(rules->kind(start.at(m.from))).name];
  CHECK(by_kind ==
        std::map<std::string, int>{{"pawn", 30}, {"knight", 4}, {"champion", 4}, {"wizard", 2}});
  CHECK(destinations_from(start, "j0") == std::vector<std::string>{"h2", "j2"});  // "Ch2 o Cj2"
  CHECK(destinations_from(start, "w2") == std::vector<std::string>{"j2"});        // "Wj2"
}

TEST_CASE("the champion and the wizard move as the seed's diagram marks them", "[omega]") {
  const auto rules = bundled_rules("omega");
  const auto drawn = diagram("pieces-diagram.txt");
  // The black champion on c7 and the black wizard on g7 beside the white knight on d8.
  const auto pos = arbiter::testing::position_from_diagram(
      *rules, {{"c7", drawn.at("c7")}, {"g7", drawn.at("g7")}, {"d8", drawn.at("d8")}}, "black");
  // Crosses ("xx") mark the champion's moves; it cannot take the knight.
  CHECK(destinations_from(pos, "c7") == std::vector<std::string>{"a5", "a7", "a9", "b7", "c5", "c6",
                                                                 "c8", "c9", "d7", "e5", "e7",
                                                                 "e9"});
  // Black dots ("xo") mark the wizard's moves; it can take the knight on d8.
  CHECK(destinations_from(pos, "g7") ==
        std::vector<std::string>{"d6", "d8", "f4", "f6", "f8", "h4", "h6", "h8", "j6", "j8"});
  const std::string text = data("pieces-diagram.txt");
  for (const char* cell :
       {"a9", "c9", "e9", "c8", "a7", "b7", "d7", "e7", "c6", "a5", "c5", "e5"}) {
    INFO(cell);
    CHECK(text.find(std::string(cell) + " xx") != std::string::npos);
  }
  for (const char* cell : {"d6", "f4", "f6", "f8", "h4", "h6", "h8", "j6", "j8"}) {
    INFO(cell);
    CHECK(text.find(std::string(cell) + " xo") != std::string::npos);
  }
}

TEST_CASE("every piece but rooks and pawns reaches the corner cells", "[omega]") {
  const auto rules = bundled_rules("omega");
  // The wizard's first move in the seed's mate, Wa2, reversed: a camel jump from a2 to w1.
  const Position wizard =
      position_from_string(*rules, "2/10/10/10/10/10/10/10/W9/10/10/2 w - - 0 1");
  CHECK(destinations_from(wizard, "a2") ==
        std::vector<std::string>{"b1", "b3", "b5", "d1", "d3", "w1"});
  // A rook beside a corner cell cannot enter it: w1 is only diagonally adjacent to a0.
  const Position rook = position_from_string(*rules, "2/10/10/10/10/10/10/10/10/10/R9/2 w - - 0 1");
  const auto rook_moves = destinations_from(rook, "a0");
  CHECK(std::find(rook_moves.begin(), rook_moves.end(), "w1") == rook_moves.end());
  const Position bishop =
      position_from_string(*rules, "2/10/10/10/10/10/10/10/10/10/10/B1 w - - 0 1");
  const auto diagonal = destinations_from(bishop, "w1");  // a0 to j9 and on to w3
  CHECK(diagonal.size() == 11);
  CHECK(std::find(diagonal.begin(), diagonal.end(), "w3") != diagonal.end());
}

TEST_CASE("pawns: one, two or three cells first, never jumping, then one", "[omega]") {
  const auto rules = bundled_rules("omega");
  const Position start = start_position(*rules);
  CHECK(destinations_from(start, "d1") == std::vector<std::string>{"d2", "d3", "d4"});
  const Position blocked =
      position_from_string(*rules, "2/5k4/10/10/10/10/10/3n6/10/3P6/5K4/2 w - - 0 1");
  CHECK(destinations_from(blocked, "d1") == std::vector<std::string>{"d2"});  // d3 holds a knight
  const Position moved = arbiter::testing::play(start, "d1d3 a8a7");
  CHECK(destinations_from(moved, "d3") == std::vector<std::string>{"d4"});
}

TEST_CASE("en passant onto either passed cell, as the seed's diagram shows", "[omega]") {
  // The seed's pawn diagram: white pawns went a1-a2, b1-b3 and d1-d4; black pawns stand on c4 and
  // c3. "El peón en la columna d puede ser capturado al paso por el peón negro. El peón de b puede
  // ser capturado normalmente por el peón de c4, y al paso por el peón de c3."
  const std::string before = "2/5k4/10/10/10/10/2p7/2p7/10/1P1P6/5K4/2 w - - 0 1";
  const auto all = bundled_rules("omega");
  const auto last = bundled_rules("omega", {{"en_passant_cells", "last_passed"}});
  {
    const Position d = arbiter::testing::play(position_from_string(*all, before), "d1d4");
    CHECK(destinations_from(d, "c4") == std::vector<std::string>{"d3"});
    CHECK(destinations_from(d, "c3") == std::vector<std::string>{"c2", "d2"});
    const Position b = arbiter::testing::play(position_from_string(*all, before), "b1b3");
    CHECK(destinations_from(b, "c4") == std::vector<std::string>{"b3"});        // a plain capture
    CHECK(destinations_from(b, "c3") == std::vector<std::string>{"b2", "c2"});  // b2 en passant
  }
  {
    const Position d = arbiter::testing::play(position_from_string(*last, before), "d1d4");
    CHECK(destinations_from(d, "c4") == std::vector<std::string>{"d3"});
    CHECK(destinations_from(d, "c3") == std::vector<std::string>{"c2"});
  }
}

TEST_CASE("castling puts the king on h0 or d0 and the rook beside it, as the seed draws it",
          "[omega]") {
  const auto rules = bundled_rules("omega");
  const auto drawn = diagram("pieces-diagram.txt");
  const std::string open =
      "ww/crnbqkbnrc/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/CR3K2RC/WW w KQkq - 0 1";
  const auto short_side =
      pieces_by_cell(arbiter::testing::play(position_from_string(*rules, open), "f0h0"));
  CHECK(short_side.at("h0") == drawn.at("h0"));
  CHECK(short_side.at("g0") == drawn.at("g0"));
  const auto long_side =
      pieces_by_cell(arbiter::testing::play(position_from_string(*rules, open), "f0d0"));
  CHECK(long_side.at("d0") == drawn.at("d0"));
  CHECK(long_side.at("e0") == drawn.at("e0"));
  // Not through an attacked cell: a black rook on g5 attacks g0 (the king may not go there either).
  const Position attacked = position_from_string(
      *rules, "ww/crnbqkbn1c/pppppppppp/10/10/6r3/10/10/10/PPPPPP1PPP/CR3K2RC/WW w KQkq - 0 1");
  CHECK(destinations_from(attacked, "f0") == std::vector<std::string>{"d0", "e0"});
  // Queen side it goes through e0 and d0: attacked e0 forbids it.
  const Position queen_side = position_from_string(
      *rules, "ww/crnbqkbn1c/pppppppppp/10/10/4r5/10/10/10/PPPP1PPPPP/CR3K2RC/WW w KQkq - 0 1");
  CHECK(destinations_from(queen_side, "f0") == std::vector<std::string>{"g0", "h0"});
}

TEST_CASE("promotion: any piece but the king by default, chess pieces under the option",
          "[omega]") {
  const std::string pawn_on_8 = "2/10/4P5/10/10/10/10/k9/10/10/5K4/2 w - - 0 1";
  const auto promotions = [](const Position& pos) {
    std::vector<std::string> result;
    for (Move m : arbiter::model::legal_moves(pos))
      if (pos.rules().board().name(m.from) == "e8") result.push_back(move_to_san(pos, m));
    std::sort(result.begin(), result.end());
    return result;
  };
  const auto rules = bundled_rules("omega");
  CHECK(promotions(position_from_string(*rules, pawn_on_8)) ==
        std::vector<std::string>{"e9=B", "e9=C", "e9=N", "e9=Q", "e9=R", "e9=W"});
  const auto chess = bundled_rules("omega", {{"promotion_choices", "chess_pieces"}});
  CHECK(promotions(position_from_string(*chess, pawn_on_8)) ==
        std::vector<std::string>{"e9=B", "e9=N", "e9=Q", "e9=R"});
}

// The diagram captioned "Posición después de 42... b4!" (after) shows the pawn still on b5: it is
// the position before 42...b4, as the English article's caption says ("Position before 42...b4!").
// The replay shows the seed's caption is the translation's slip, not the score's.
TEST_CASE("Sherzer v Polgar replays as printed and meets the seed's diagram at move 42",
          "[omega]") {
  const auto rules = bundled_rules("omega");
  const auto drawn = diagram("after-42-b4-diagram.txt");
  Position pos = start_position(*rules);
  std::string error;
  const auto played = replay(pos, data("sherzer-polgar.txt"), &error, 83);  // to 42.j4
  REQUIRE(error.empty());
  REQUIRE(played.size() == 83);
  CHECK(played.back().printed == "j4");
  CHECK(pieces_by_cell(pos) == drawn);
  replay(pos, "b4!", &error);  // 42...b4: the diagram and the position now differ on b5 and b4
  REQUIRE(error.empty());
  auto after = drawn;
  after.erase("b5");
  after["b4"] = "black pawn";
  CHECK(pieces_by_cell(pos) == after);

  Position full = start_position(*rules);
  const auto game = replay(full, data("sherzer-polgar.txt"), &error);
  REQUIRE(error.empty());
  CHECK(game.size() == 100);  // 50 moves each; "0-1": White resigned, in check, not mated
  CHECK(arbiter::model::game_status(full) == GameStatus::Ongoing);
  CHECK(game.back().san == "Qxh2+");  // printed "Qh2+", without the "x" as everywhere in the score
  // Every "+" of the score is a check; it leaves three checks unmarked (the English Wikipedia
  // mirrors print "17...We3+").
  std::vector<std::string> unmarked;
  for (std::size_t i = 0; i < game.size(); ++i) {
    INFO(game[i].printed);
    if (marked_check(game[i].printed)) CHECK(marked_check(game[i].san));
    if (!marked_check(game[i].printed) && marked_check(game[i].san))
      unmarked.push_back(std::to_string(i / 2 + 1) + (i % 2 ? "..." : ".") + game[i].san);
  }
  CHECK(unmarked == std::vector<std::string>{"17...We3+", "44...Bxh1+", "49...Cj3+"});
}

TEST_CASE("the seed's short mates end in checkmate", "[omega]") {
  const auto rules = bundled_rules("omega");
  SECTION("Mate al pastor") {
    Position pos = start_position(*rules);
    std::string error;
    const auto played = replay(pos, data("mate-al-pastor.txt"), &error);
    REQUIRE(error.empty());
    CHECK(played.size() == 7);
    CHECK(played.back().san == "Qxg8#");
    CHECK(arbiter::model::game_status(pos) == GameStatus::Checkmate);
  }
  SECTION(
      "the wizard mate: the printed 2...Ni5 is no knight move; every knight move off g7 lets We6 "
      "mate") {
    Position pos = start_position(*rules);
    std::string error;
    replay(pos, data("mate-del-mago.txt"), &error);
    CHECK_THAT(error, Catch::StartsWith("Ni5??: no legal move matches"));
    for (const char* knight : {"Ni6", "Nh5", "Nf5", "Ne6"}) {
      INFO(knight);
      Position fixed = start_position(*rules);
      std::string fixed_error;
      const auto played =
          replay(fixed, std::string("1.Wa2 Ng7, 2.Wb5 ") + knight + " 3 We6#", &fixed_error);
      REQUIRE(fixed_error.empty());
      REQUIRE(played.size() == 5);
      CHECK(played.back().san.back() == '#');
      CHECK(arbiter::model::game_status(fixed) == GameStatus::Checkmate);
    }
  }
}

TEST_CASE("the seed's rook ending line is legal from its diagram", "[omega]") {
  const auto rules = bundled_rules("omega");
  const auto drawn = diagram("rook-ending-diagram.txt");
  CHECK(drawn == std::map<std::string, std::string>{
                     {"f8", "black king"}, {"f6", "white king"}, {"d1", "white rook"}});
  Position pos = arbiter::testing::position_from_diagram(*rules, drawn, "white");
  std::string error;
  const auto played = replay(pos, data("rook-ending.txt"), &error);
  CHECK(error.empty());
  CHECK(played.size() == 8);
  CHECK(played.front().san == "Rd8+");
  CHECK(pieces_by_cell(pos) == std::map<std::string, std::string>{{"f9", "black king"},
                                                                  {"g7", "white king"},
                                                                  {"d8", "white rook"}});
  // The comment's side line "No 3...Ke8 por 4.Rd6 Kf8 5.Rd8#" cannot start: e8 touches the king on
  // f7.
  Position side = arbiter::testing::position_from_diagram(*rules, drawn, "white");
  replay(side, "1.Rd8+ Ke9 2.Ke7 Kf9 3.Kf7 Ke8", &error);
  CHECK_THAT(error, Catch::StartsWith("Ke8: no legal move matches"));
}

namespace {

// Perft from the start under one option assignment, by the engine and by the reference
// interpreter of tests/reference (no shared code beyond the spec document). No published Omega
// perft exists (../shared/research/reference-figures.md), so the two are each other's check.
std::uint64_t agreed_perft(const arbiter::model::spec::OptionValues& settings, int depth) {
  namespace spec = arbiter::model::spec;
  const spec::SpecDocument doc = arbiter::testing::bundled_document("omega");
  auto values = spec::default_option_values(doc);
  for (const auto& [name, value] : settings) values[name] = value;
  const auto rules = spec::compile(doc, values);
  const arbiter::testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
  Position start = start_position(*rules);
  const std::uint64_t engine = arbiter::model::perft(start, depth);
  CHECK(reference.perft(reference.from_position(start), depth) == engine);
  return engine;
}

}  // namespace

// The counts themselves (no external figure exists): 40, 1600, 67202, 2819484; en passant and the
// promotion set first change the tree deeper than this, so every option gives the same counts.
TEST_CASE("Omega perft from the start: engine and reference agree to depth 3", "[omega][perft]") {
  CHECK(agreed_perft({}, 1) == 40);
  CHECK(agreed_perft({}, 2) == 1600);
  CHECK(agreed_perft({}, 3) == 67202);
  CHECK(agreed_perft({{"en_passant_cells", "last_passed"}, {"promotion_choices", "chess_pieces"}},
                     3) == 67202);
}

// Depth 4 takes the reference some 40 s: `ctest -L slow`.
TEST_CASE("Omega perft from the start: engine and reference agree at depth 4",
          "[omega][perft][.slow]") {
  CHECK(agreed_perft({}, 4) == 2819484);
}
