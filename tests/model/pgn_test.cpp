// Reading and writing PGN (model/notation/pgn.h): what the movetext reader keeps and skips, where
// its tokens stand, the bad inputs it names by line and column, and the writer's round trip.
#include "model/notation/pgn.h"

#include <catch2/catch.hpp>
#include <random>

#include "model/notation/position_string.h"
#include "model/notation/san.h"
#include "tests/support/spec_fixture.h"

using arbiter::Diagnostic;
using arbiter::model::notation::parse_pgn;
using arbiter::model::notation::PgnGame;

namespace {

PgnGame game_of(const std::string& text) {
  auto game = parse_pgn(text);
  if (const auto* d = std::get_if<Diagnostic>(&game)) FAIL(d->to_string());
  return std::get<PgnGame>(game);
}

std::string joined(const std::string& text) {
  std::string result;
  for (const auto& t : game_of(text).moves) result += (result.empty() ? "" : " ") + t.text;
  return result;
}

std::string error_of(const std::string& text) {
  auto game = parse_pgn(text);
  // The reader knows no file name, so to_string() leaves the place out: it is written here.
  if (const auto* d = std::get_if<Diagnostic>(&game))
    return std::to_string(d->mark.line) + ":" + std::to_string(d->mark.column) + ": " +
           d->to_string();
  return "no error";
}

}  // namespace

TEST_CASE("move numbers, results, glyphs, comments, variations and tags are skipped",
          "[model][pgn]") {
  CHECK(joined("1. e4 e5 2.Nf3 2...Nc6 3.Bb5 1-0") == "e4 e5 Nf3 Nc6 Bb5");
  CHECK(joined("12... Nf6 13. O-O 0-1") == "Nf6 O-O");
  CHECK(joined("e4 {a comment, 2. d4} e5 $1 ; rest of line ignored d4\nNf3 1/2-1/2") ==
        "e4 e5 Nf3");
  CHECK(joined("[Event \"x\"]\n1. e4 (1. d4 d5 (1... Nf6)) e5 *") == "e4 e5");
  CHECK(joined("e4{no space}e5") == "e4 e5");
  CHECK(joined("\xEF\xBB\xBF[Event \"x\"]\r\n1. e4\r\n") == "e4");  // a BOM, CRLF lines
  CHECK(joined("1. e4 (1. d4 {a ) in a comment} d5) e5") == "e4 e5");
}

TEST_CASE("tag pairs are kept with their values unescaped", "[model][pgn]") {
  const PgnGame game = game_of(
      "[Event \"Casual \\\"blitz\\\"\"]\n[Site \"a\\\\b\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 "
      "1\"]\n\n1. Kb1 *");
  REQUIRE(game.tags.size() == 3);
  CHECK(game.tags[0].name == "Event");
  CHECK(game.tags[0].value == "Casual \"blitz\"");
  CHECK(game.tag("Site") == "a\\b");
  CHECK(game.tag("FEN") == "8/8/8/8/8/8/8/K1k5 w - - 0 1");
  CHECK_FALSE(game.tag("Round").has_value());
  REQUIRE(game.result.has_value());
  CHECK(game.result->text == "*");
}

TEST_CASE("the result token is kept with its place", "[model][pgn]") {
  const PgnGame game = game_of("1. e4 e5\n2. Qh5 1/2-1/2");
  REQUIRE(game.result.has_value());
  CHECK(game.result->text == "1/2-1/2");
  CHECK(game.result->line == 2);
  CHECK(game.result->column == 8);
  CHECK_FALSE(game_of("1. e4 e5").result.has_value());
}

TEST_CASE("shogi and drop moves are not mistaken for move numbers", "[model][pgn]") {
  CHECK(joined("7g7f 3c3d 8h2b+ P*5e") == "7g7f 3c3d 8h2b+ P*5e");
}

TEST_CASE("tokens remember their line and column", "[model][pgn]") {
  const auto tokens = game_of("1. e4 e5\n  2. Nf3").moves;
  REQUIRE(tokens.size() == 3);
  CHECK(tokens[0].line == 1);
  CHECK(tokens[0].column == 4);
  CHECK(tokens[2].text == "Nf3");
  CHECK(tokens[2].line == 2);
  CHECK(tokens[2].column == 6);
}

// The seed's Omega Chess scores print moves this way (../shared/seeds/omega-chess.txt).
TEST_CASE("printed scores: commas, numbers without dots, footnotes and glued variations",
          "[model][pgn]") {
  CHECK(joined("1.f4 f5, 2.Bc4 Bc5, 3.Qj5 Ng7?? (Defendiendo el peón de f5) 4.Qxg8#") ==
        "f4 f5 Bc4 Bc5 Qj5 Ng7?? Qxg8#");
  CHECK(joined("1.Wa2 Ng7, 2.Wb5 Ni5?? 3 We6#") == "Wa2 Ng7 Wb5 Ni5?? We6#");
  CHECK(joined("50.Qj3 Qh2+ 0-1[2]") == "Qj3 Qh2+");
  CHECK(joined("3.Kf7 (comment) 3...Kg9( No 3...Ke8 por 4.Rd6 Kf8 5.Rd8#)") == "Kf7 Kg9");
  CHECK(joined("25... Bh4 26.Wh4") == "Bh4 Wh4");
}

TEST_CASE("a relocation's bracket stays in its move", "[model][pgn]") {
  CHECK(joined("Sxf6>[] e5") == "Sxf6>[] e5");
  CHECK(joined("f5f6>[]") == "f5f6>[]");
}

TEST_CASE("an empty or number-only text has no moves", "[model][pgn]") {
  CHECK(game_of("   ").moves.empty());
  CHECK(game_of("1.").moves.empty());
  CHECK(game_of("").moves.empty());
}

// Reproducers of issue 20: each of these was skipped silently or cut the game short.
TEST_CASE("bad movetext is named by line and column", "[model][pgn]") {
  SECTION("an unclosed comment used to drop the rest of the game") {
    CHECK(error_of("1. e4 e5\n2. Nf3 {unclosed Nc6 3. Bb5") ==
          "2:8: error: unclosed comment '{'; expected '}' closing it");
  }
  SECTION("an unclosed variation, also nested") {
    CHECK_THAT(error_of("1. e4 (1. d4 (1. c4) e5"),
               Catch::StartsWith("1:7: error: unclosed variation '('"));
    CHECK_THAT(error_of("1. e4 (1. d4 (1. c4 e5"),
               Catch::StartsWith("1:14: error: unclosed variation '('"));
  }
  SECTION("a ')' without its '('") {
    CHECK_THAT(error_of("1. e4 ) e5"), Catch::StartsWith("1:7: error: ')' without its '('"));
  }
  SECTION("an unclosed bracket or tag value") {
    CHECK_THAT(error_of("[Event \"x\"\n1. e4"), Catch::Contains("unclosed '['"));
    CHECK_THAT(error_of("[Event x]\n1. e4"), Catch::Contains("tag 'Event' without a quoted value"));
  }
  SECTION("a null move is refused by name, not read as a move number") {
    CHECK(error_of("1. e4 0000 2. d4") ==
          "1:7: error: null move '0000': passing is not a move of the game; expected a legal move");
    CHECK_THAT(error_of("1. e4 -- 2. d4"), Catch::Contains("null move '--'"));
  }
  SECTION("a move after the result names both") {
    CHECK(error_of("e4 1-0 e5") ==
          "1:8: error: 'e5' after the result '1-0' at 1:4; expected nothing after the result (it "
          "ends the game)");
    CHECK_THAT(error_of("e4 * [Event \"next\"]"),
               Catch::Contains("tag 'Event' after the result '*'"));
  }
}

TEST_CASE("the reader survives arbitrary bytes", "[model][pgn]") {
  const unsigned seed = 20;
  INFO("seed " << seed);
  std::mt19937_64 random(seed);
  const std::string alphabet = "{}()[];$\"\\\n 1.-/*0e4Nx>,\x01\xff";
  for (int i = 0; i < 2000; ++i) {
    std::string text;
    const auto length = random() % 40;
    for (std::uint64_t k = 0; k < length; ++k) text += alphabet[random() % alphabet.size()];
    auto game = parse_pgn(text);
    if (const auto* g = std::get_if<PgnGame>(&game))
      for (const auto& token : g->moves) CHECK_FALSE(token.text.empty());
  }
}

TEST_CASE("written PGN reads back as the same moves", "[model][pgn]") {
  using namespace arbiter::model;
  const auto rules = arbiter::testing::bundled_rules("chess");
  const Position start = notation::position_from_string(*rules, "4k3/8/8/8/8/8/8/R3K3 b Q - 0 30");
  Position pos = start;
  std::vector<Move> moves;
  for (const char* text : {"Kf7", "O-O-O", "Ke6", "Rd6"}) {
    const Move m = std::get<Move>(notation::parse_san(pos, text));
    moves.push_back(m);
    Undo undo;
    pos.make(m, undo);
  }
  const std::string pgn =
      notation::write_pgn({{"Event", "a \"test\""}, {"Result", "*"}}, start, moves, "*");
  CHECK(pgn ==
        "[Event \"a \\\"test\\\"\"]\n[Result \"*\"]\n\n30... Kf7 31. O-O-O Ke6 32. Rd6+ *\n");
  const PgnGame back = game_of(pgn);
  CHECK(back.tag("Event") == "a \"test\"");
  REQUIRE(back.moves.size() == 4);
  CHECK(back.moves[1].text == "O-O-O");
}
