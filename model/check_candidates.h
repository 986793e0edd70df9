// Which moves may give check: a cheap superset of the moves after which a player's royal piece
// stands attacked, read before any move is made. A search that wants only checking moves (every
// mate is a check) skips the others without making them.
//
// Where every attack runs along an open line or is a plain leap (CompiledRules::
// lines_only_attacks: no hoppers, lame leapers, rides along leap vectors, imitators, silencing
// immobilizers, closable zones, carriers), a move of the side to move checks a royal piece it
// did not check before in one of two ways only:
// - directly: the moved piece (as the kind it becomes) attacks the royal piece from its new
//   cell, which needs that cell in the piece's reach (ReachTables::could_capture);
// - by discovery: it leaves a line from the royal piece on which it stood first, with another
//   piece of an opponent of the royal piece's owner behind it.
// A capture changes no line (the cell stays occupied); every other kind of move (castling, en
// passant, a push, a relocation, a succession) is always a candidate, and so is every move when
// the rules are not lines-only or the royal piece already stands attacked.
#pragma once

#include <array>
#include <cstddef>

#include "model/cell.h"
#include "model/move.h"
#include "model/move_list.h"
#include "model/player.h"
#include "model/position.h"

namespace arbiter::model {

class CheckCandidates {
 public:
  // For the moves of the side to move in `pos` against the royal pieces of `victim`. `pos`
  // must stay unchanged (and alive) while may_check is asked.
  CheckCandidates(const Position& pos, PlayerId victim);

  // False only when `m`, a pseudo-legal move of the side to move, surely leaves every royal
  // piece of the victim unattacked.
  bool may_check(Move m) const;
  // Whether every move is a candidate (the rules or the position allow no filtering).
  bool every_move() const { return every_move_; }
  // False only when no move of the piece of the side to move on `from` is a candidate: it
  // shields no royal piece, and no royal piece is in its kind's ReachTables::could_check. A
  // generator that lists candidates only may skip that piece.
  bool piece_may_check(Cell from) const;

 private:
  bool reaches_royal(PieceKind kind, Cell to) const;
  bool is_discoverer(Cell from) const;

  const Position& pos_;
  bool every_move_ = false;
  std::array<Cell, 8> royals_{};
  std::size_t royal_count_ = 0;
  std::array<Cell, 64> discoverers_{};  // the mover's pieces first on a line from a royal piece
  std::size_t discoverer_count_ = 0;
};

// Keeps the moves of `moves` (pseudo-legal moves of the side to move) that may check `victim`,
// in their order.
void keep_check_candidates(const Position& pos, PlayerId victim, MoveList& moves);
// The same with the filter built already.
void keep_check_candidates(const CheckCandidates& candidates, MoveList& moves);

// Whether some move of `moves` (pseudo-legal moves of the side to move) surely leaves `victim`
// unchecked.
bool some_move_cannot_check(const Position& pos, PlayerId victim, const MoveList& moves);

}  // namespace arbiter::model
