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

  // Why the side to move may claim a draw now ("threefold repetition" is written "repetition
  // (3 times)", "move limit (100 halfmoves)", "royal piece in a draw zone"); empty when it may not.
  std::vector<std::string> draw_claims() const;

 private:
  Position position_;
  std::vector<std::uint64_t> keys_;  // one per position of the game, the current one last

  static std::uint64_t repetition_key(const Position& pos);
};

}  // namespace arbiter::model
