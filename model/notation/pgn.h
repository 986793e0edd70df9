// Reading and writing games in PGN (Portable Game Notation, 1994 standard, section 8): tag pairs
// ([Event "..."]), then the movetext: moves, move numbers ("1.", "12...", "1.e4"), annotation
// glyphs ("$1"), comments ("{...}", "; to end of line"), variations ("(...)", nested, skipped)
// and the result ("1-0", "0-1", "1/2-1/2", "*"). The reader also takes printed scores: commas
// between moves ("f5, 2.Bc4"), numbers without dots ("3 We6#"), footnote marks ("0-1[2]").
// Moves stay text here: which move a token names is the position's business (move_text.h, san.h).
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "model/diagnostic.h"
#include "model/position.h"

namespace arbiter::model::notation {

struct PgnTag {
  std::string name;
  std::string value;  // with the escapes \" and \\ undone
};

// A token of the movetext and where it starts in the text (line and column counted from 1).
struct PgnToken {
  std::string text;
  int line = 1;
  int column = 1;
};

struct PgnGame {
  std::vector<PgnTag> tags;        // in the order they stand
  std::vector<PgnToken> moves;     // move texts, without move numbers, glyphs or commas
  std::optional<PgnToken> result;  // the result token, when the text has one

  // The value of the first tag named `name`, if any.
  std::optional<std::string> tag(const std::string& name) const;
};

// The four result tokens of PGN; whether `text` is one of them.
bool is_pgn_result(const std::string& text);

// Reads one game from arbitrary bytes. Never throws for bad input and never reads out of bounds;
// a Diagnostic (its mark has line and column, no file) names the first problem: an unclosed '{',
// '(', '[' or tag value, a ')' without its '(', a malformed tag pair, a null move ("0000", "--",
// "Z0": PGN has none), or a token after the result (one game per text). A text without moves is
// a game without moves: whether that is an error is the caller's choice.
std::variant<PgnGame, Diagnostic> parse_pgn(const std::string& text);

// A move of `pos` as write_pgn writes it: SAN when the SAN reader gives the same move back,
// coordinates otherwise.
std::string pgn_move_text(const Position& pos, Move move);

// A game as PGN text: the tags in order, a blank line, the movetext wrapped under 80 columns
// with a move number before the first player's moves ("12. e4 e5", "12... e5" when the game
// starts with another player to move), then `result` (one of the PGN result tokens). Each move is
// written as pgn_move_text writes it.
// Precondition: `moves` are legal in turn from `start`. Ends in '\n'.
std::string write_pgn(const std::vector<PgnTag>& tags, const Position& start,
                      const std::vector<Move>& moves, const std::string& result);

}  // namespace arbiter::model::notation
