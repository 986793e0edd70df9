// A stipulation in problemists' notation: what must happen, in how many moves, and who plays.
//   #n        direct mate: the first player forces mate in at most n of its moves
//   h#n       helpmate: the second player moves first; both cooperate, the first player's nth
//             move mates (exactly n moves each)
//   h#n.5     helpmate that starts with the first player: n.5 moves each, the last mates
//   s#n       selfmate: the first player forces the second to mate it on the second's nth move
//   ser-#n, ser-h#n, ser-s#n   series movers: one side makes n moves in a row (see series_play.h)
//   `=` in place of `#`: stalemate is the goal instead of mate.
// The conventions are those of the Codex for Chess Composition and Popeye's manual
// (../shared/research/puzzles.md). "First player" and "second player" are the spec's turn order
// (White and Black in chess).
#pragma once

#include <string>
#include <string_view>

namespace arbiter::puzzles {

enum class Play {
  Direct,        // #n
  Help,          // h#n, h#n.5
  Self,          // s#n
  SeriesDirect,  // ser-#n
  SeriesHelp,    // ser-h#n
  SeriesSelf,    // ser-s#n
};

enum class Goal {
  Mate,       // '#': the side to move after the last move is checkmated (the spec's game_end)
  Stalemate,  // '=': the side to move after the last move has no legal move and is not in check
  RulerMate,  // '#' read as "the current ruler is mated, whatever follows" (--goal ruler-mate):
              // the side to move is in check and has no legal move but a succession. Without
              // succession rules it is Mate.
};

struct Stipulation {
  Play play = Play::Direct;
  Goal goal = Goal::Mate;
  int moves = 1;           // n
  bool half_move = false;  // h#n.5: the helpmate starts with the mating side's half move

  // The text it was read from, normalised ("h#2.5", "ser-s#3").
  std::string to_string() const;
  // Whether one side makes its n moves in a row, the other passing (ser-#n, ser-h#n, ser-s#n).
  bool series() const {
    return play == Play::SeriesDirect || play == Play::SeriesHelp || play == Play::SeriesSelf;
  }
  // Whether the second player of the turn order makes the first move (h#n, ser-h#n).
  bool second_player_starts() const;
  // Single moves of the whole solution line in help play (2n, or 2n + 1 for h#n.5).
  int help_plies() const { return 2 * moves + (half_move ? 1 : 0); }

  bool operator==(const Stipulation&) const = default;
};

// The largest n accepted: beyond it no search of ours ends, and no problem needs more.
constexpr int kMaxStipulationMoves = 60;

// Reads "#2", "h#3", "h#2.5", "s#4", "ser-#5", "ser-h#7", "ser-s#3", "=3", "h=2", ... Throws
// UserError naming the text and the accepted forms.
Stipulation parse_stipulation(std::string_view text);

}  // namespace arbiter::puzzles
