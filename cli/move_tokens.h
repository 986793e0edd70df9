// Splitting a game's move text into move tokens: whitespace-separated, with move numbers ("1.",
// "12...", "1.e4"), results ("1-0", "0-1", "1/2-1/2", "*"), annotation glyphs ("$1"), comments
// ("{...}", "; to end of line"), variations ("(...)") and PGN tag lines ("[Event ...]") skipped.
#pragma once

#include <string>
#include <vector>

namespace arbiter::cli {

struct MoveToken {
  std::string text;
  int line = 1;  // where the token starts in the text, counted from 1
  int column = 1;
};

std::vector<MoveToken> split_move_text(const std::string& text);

}  // namespace arbiter::cli
