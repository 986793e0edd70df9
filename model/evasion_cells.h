// Check evasions: where a move of a non-royal piece may resolve a standing check, read before any
// move is made. A legality test in check skips the other moves without making them.
//
// Where every attack runs along an open board line or is a plain leap (CompiledRules::
// lines_only_attacks) and the side in check has one royal piece, a move that neither moves the
// royal piece nor is special (castling, en passant, a push, ...) changes the attacks on it in two
// ways only: it removes the piece it captures, and it fills the cell it lands on. So an attacker
// still attacks afterwards unless the move lands on the attacker's cell or between the attacker
// and the royal piece on the board line of the attack; the move must do one of the two for
// every attacker. Elsewhere (other rules, several royal pieces) every move may resolve.
//
// The attackers are found first, by the same test as in_check; a side that stands in no check
// costs that scan only, and the scan tells the caller whether there is a check, so that a
// legality test need not ask in_check again. The cells that stop the attackers are found only
// when a move of another piece than the royal one is asked about.
#pragma once

#include <array>
#include <cstddef>
#include <optional>

#include "model/cell.h"
#include "model/move.h"
#include "model/player.h"
#include "model/position.h"

namespace arbiter::model {

class EvasionCells {
 public:
  // Every move may resolve; whether there is a check is not known.
  EvasionCells() = default;
  // For the moves of `me` in `pos`, in check or not. `pos` must be as it was here (and alive)
  // whenever may_resolve is asked.
  EvasionCells(const Position& pos, PlayerId me);

  // Whether `me` stands in check, as in_check(pos, me) would say; nullopt where the rules or the
  // position fall outside the filter (then ask in_check).
  std::optional<bool> checked() const { return checked_; }

  // False only when `m`, a pseudo-legal move of `me`'s, surely leaves its royal piece attacked.
  bool may_resolve(Move m) const;
  // False only when every move of `me`'s piece on `from` surely leaves its royal piece attacked:
  // a piece whose every move is plain (CompiledRules::moves_plainly) and that could reach none
  // of the cells that stop the attackers (ReachTables::could_reach). A generator of evasions
  // skips such a piece.
  bool piece_may_resolve(Cell from) const;

 private:
  static constexpr std::size_t kCapacity = 64;

  // Fills cells_ (or sets every_move_ when they overflow).
  void find_stopping_cells() const;

  const Position* pos_ = nullptr;
  PlayerId me_;
  std::optional<bool> checked_;
  Cell royal_;
  std::array<Cell, kCapacity> attackers_{};
  std::size_t attacker_count_ = 0;
  // Found on the first question about a move of another piece than the royal one (the object
  // is a local of one legality test: no other thread sees it).
  mutable bool every_move_ = true;
  mutable bool stopping_cells_known_ = false;
  mutable std::array<Cell, kCapacity> cells_{};  // where a non-royal move may land to resolve
  mutable std::size_t count_ = 0;
};

}  // namespace arbiter::model
