// Whether a mate can still come in time: a necessary condition for "the side `mated` is
// checkmated (or stalemated) after at most M more moves of its opponent and D of its own", after
// the idea of
// Popeye's intelligent mode (its goalreachable_guard): a line after which no mating picture can
// be reached with the moves left is not searched.
//
// A mate needs the mated royal piece on some cell k it can reach in D moves, k attacked (the
// check), and every flight of k either held by one of the mated side's own pieces (a block) or
// attacked (a guard). A flight is a cell the royal piece surely may step to from k when it is
// free and safe: an unconditional step of its kind. The bound takes pieces where they stand as
// guards and blockers for free, and asks for each requirement left the fewest moves a piece
// needs for it (PieceDistances: on an empty board, so never more than any position needs):
// - each requirement no guard can meet in M moves must be a block, and the blocks' moves,
//   added up, with the royal piece's own, must fit in D;
// - with one move left for the mating side, one piece must meet every guard requirement left
//   from a single cell; with two, one piece in two moves or two pieces in one each;
//   with more, each requirement alone must be within reach.
// Castling moves two pieces in one move: each castling right still standing adds one move to
// its side's budget.
//
// The bound is exact about nothing and sound about everything it models. It refuses rules
// where a mate can come otherwise (drops, succession, pushes, relocations, imitation, zone
// closures, sanctuaries, opposition, immobilizers, pieces that cannot be captured...): for
// those, for_position says nothing and every line is searched.
#pragma once

#include <bitset>
#include <optional>
#include <string>
#include <vector>

#include "model/move_list.h"
#include "model/position.h"
#include "puzzles/piece_distances.h"

namespace arbiter::puzzles {

// The end the bound is for: a mate needs the check and the flights taken; a stalemate only the
// flights (a stalemated royal piece has no move either).
enum class Ending { Mate, Stalemate };

class MateReach {
 public:
  // The bound for mates (or stalemates) of `mated` in positions that grow out of `root` (its
  // pieces and what they promote to); nullopt when the rules hold what the bound does not model
  // (why_not).
  static std::optional<MateReach> for_position(const model::Position& root, model::PlayerId mated,
                                               Ending ending = Ending::Mate);
  // Why for_position refuses `root`'s rules, or empty when it does not.
  static std::string why_not(const model::Position& root, model::PlayerId mated);

  // Whether `pos` may still see `mated` checkmated with at most `mating_moves` moves of the
  // other side and `mated_moves` of its own (false: surely not).
  bool may_mate(const model::Position& pos, int mating_moves, int mated_moves) const;

  // The mated side to move in `pos`, with this move and then one move of the mating side left
  // (the last two plies of a helpmate, the last move of a series helpmate): takes out of
  // `moves` (its legal moves) the moves after which may_mate(·, 1, 0) fails, judged without
  // making them, so that the search need not make them either.
  //
  // With one mating move, no move of the mated side and no castling right on either side,
  // may_mate asks only whether one guard can move to where it checks the royal piece on its
  // cell k and guards every flight of k that no blocker holds and no other guard attacks. A
  // plain move or capture by another piece of the mated side that promotes to nothing changes
  // only which cells its side holds and which guard is left: the bound is asked on the pieces
  // as they will stand, once per outcome (the flights held, the guard taken). Moves of the
  // royal piece, promotions and special moves are kept unjudged, as is every move when a side
  // may still castle.
  //
  // The moves kept stay in their order. When `judged` is given, it says which of them (by
  // their index in `moves` as it is left) the bound judged: may_mate(·, 1, 0) holds after each.
  using JudgedMoves = std::bitset<model::MoveList::kCapacity>;
  void leave_out_hopeless_last_moves(const model::Position& pos, model::MoveList& moves,
                                     JudgedMoves* judged = nullptr) const;

 private:
  MateReach(const model::Position& root, model::PlayerId mated, Ending ending);

  struct Pieces;
  // Reads the pieces of `pos`; false when the bound cannot judge them (a kind it has no tables
  // for, more than 64 pieces a side, not one royal piece): then anything may happen.
  bool read(const model::Position& pos, Pieces& pieces) const;
  // may_mate with one move of the mating side, none of the mated side's and no castling right:
  // whether one guard can move, losing what it attacks now, to a cell from which it attacks
  // the royal piece's cell and every flight that neither a blocker holds nor another guard
  // attacks.
  bool one_mover_may_mate(const Pieces& pieces) const;

  const model::CompiledRules* rules_;
  Ending ending_;
  model::PlayerId mated_, mating_;
  PieceDistances mated_distances_, mating_distances_;
  std::vector<std::vector<std::vector<model::Cell>>> flights_;  // per kind (royal), per cell
};

}  // namespace arbiter::puzzles
