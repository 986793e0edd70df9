// A game as played from a start position: every position since, for the rules that need the
// game's history rather than one position. Repetition (spec `game_end.repetition`): the same
// position (FIDE Laws 9.2.3: the same player to move, the same pieces on the same cells, the same
// possible moves, so the same castling rights and the same en passant captures *possible*) has
// stood `claim` times (the side to move may claim a draw) or `automatic` times (the game is
// drawn).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/movegen.h"
#include "model/position.h"

namespace arbiter::model {

class GameRecord {
 public:
  explicit GameRecord(Position start);

  void play(Move m);
  const Position& position() const { return position_; }

  // How many times the current position has stood in this game, this time included.
  int repetitions() const;

  // The state of the game: the position's status (mate, stalemate, ...), or DrawnByRule when the
  // position has stood the spec's automatic number of times.
  GameStatus status();

  // Why the game is drawn by rule, when status() is DrawnByRule: "repetition (5 times)" or the
  // position's reason (automatic_draw_reason).
  std::string draw_reason() const;

  // Why the side to move may claim a draw now ("threefold repetition" is written "repetition
  // (3 times)", "move limit (100 halfmoves)", "royal piece in a draw zone"); empty when it may not.
  std::vector<std::string> draw_claims() const;

 private:
  Position position_;
  std::vector<std::uint64_t> keys_;  // one per position of the game, the current one last

  static std::uint64_t repetition_key(const Position& pos);
};

// Why an automatic rule of the position alone has drawn `pos` (game_status is DrawnByRule): "a
// royal piece in an automatic draw zone", "move limit (150 halfmoves)" or "dead position (only
// royal pieces left)"; empty when none has.
std::string automatic_draw_reason(const Position& pos);

// The status as one word for tools: "ongoing", "checkmate", "stalemate", "heirs_blocked" (mated
// with the heirs shut in: a draw) or "drawn" (by rule).
std::string status_name(GameStatus status);

// The PGN result token of a game in `status` with `pos` to move: "1-0" or "0-1" when one of two
// players has won, "1/2-1/2" for a draw, "*" while the game goes on (and for a win among more than
// two players, which PGN cannot write).
std::string result_token(const Position& pos, GameStatus status);

}  // namespace arbiter::model
