// Splitting move text for `arbiter play` (cli/move_tokens.h).
#include "cli/move_tokens.h"

#include <catch2/catch.hpp>

using arbiter::cli::split_move_text;

namespace {
std::string joined(const std::string& text) {
  std::string result;
  for (const auto& t : split_move_text(text)) result += (result.empty() ? "" : " ") + t.text;
  return result;
}
}  // namespace

TEST_CASE("move numbers, results, glyphs, comments, variations and tags are skipped",
          "[cli][play]") {
  CHECK(joined("1. e4 e5 2.Nf3 2...Nc6 3.Bb5 1-0") == "e4 e5 Nf3 Nc6 Bb5");
  CHECK(joined("12... Nf6 13. O-O 0-1") == "Nf6 O-O");
  CHECK(joined("e4 {a comment, 2. d4} e5 $1 ; rest of line ignored d4\nNf3 1/2-1/2") ==
        "e4 e5 Nf3");
  CHECK(joined("[Event \"x\"]\n1. e4 (1. d4 d5 (1... Nf6)) e5 *") == "e4 e5");
  CHECK(joined("e4{no space}e5") == "e4 e5");
}

TEST_CASE("shogi and drop moves are not mistaken for move numbers", "[cli][play]") {
  CHECK(joined("7g7f 3c3d 8h2b+ P*5e") == "7g7f 3c3d 8h2b+ P*5e");
}

TEST_CASE("tokens remember their line and column", "[cli][play]") {
  const auto tokens = split_move_text("1. e4 e5\n  2. Nf3");
  REQUIRE(tokens.size() == 3);
  CHECK(tokens[0].line == 1);
  CHECK(tokens[0].column == 4);
  CHECK(tokens[2].text == "Nf3");
  CHECK(tokens[2].line == 2);
  CHECK(tokens[2].column == 6);
}

// The seed's Omega Chess scores print moves this way (../shared/seeds/omega-chess.txt).
TEST_CASE("printed scores: commas, numbers without dots, footnotes and glued variations",
          "[cli][play]") {
  CHECK(joined("1.f4 f5, 2.Bc4 Bc5, 3.Qj5 Ng7?? (Defendiendo el peón de f5) 4.Qxg8#") ==
        "f4 f5 Bc4 Bc5 Qj5 Ng7?? Qxg8#");
  CHECK(joined("1.Wa2 Ng7, 2.Wb5 Ni5?? 3 We6#") == "Wa2 Ng7 Wb5 Ni5?? We6#");
  CHECK(joined("50.Qj3 Qh2+ 0-1[2]") == "Qj3 Qh2+");
  CHECK(joined("3.Kf7 (comment) 3...Kg9( No 3...Ke8 por 4.Rd6 Kf8 5.Rd8#)") == "Kf7 Kg9");
  CHECK(joined("25... Bh4 26.Wh4") == "Bh4 Wh4");
}

TEST_CASE("a relocation's bracket stays in its move", "[cli][play]") {
  CHECK(joined("Sxf6>[] e5") == "Sxf6>[] e5");
  CHECK(joined("f5f6>[]") == "f5f6>[]");
}
