// How many moves a piece needs at least to stand on a cell, or to attack one, whatever else stands
// on the board. Computed once per solve on the board graph from the compiled atoms, with their
// zones (fixed cell sets) obeyed and every condition on the other pieces taken as met: every cell
// empty for a slide, a hurdle wherever a hop needs one, the cells of a lame leap free, "unmoved
// only" met, a capture possible wherever an atom may capture. Promotions are moves that also
// change the kind. With castling, a castling moves its king and its rook from their castling
// cells (any kind standing there, to stay a lower bound); without, none is left: rights only
// ever get lost. No position can need fewer moves than these tables say; many need more.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "model/cell.h"
#include "model/piece.h"
#include "model/player.h"
#include "model/rules.h"

namespace arbiter::puzzles {

class PieceDistances {
 public:
  static constexpr std::uint8_t kNever = 0xFF;  // no number of moves reaches it

  // The tables of `side`'s pieces of `kinds` and of every kind they may promote to; `castling`:
  // whether `side` may still castle.
  PieceDistances(const model::CompiledRules& rules, model::PlayerId side,
                 std::span<const model::PieceKind> kinds, bool castling);

  // Whether the tables hold pieces of kind k.
  bool covers(model::PieceKind k) const { return slot(k) >= 0; }
  // The kinds a piece of kind k may become, k first (k itself when it does not promote).
  std::span<const model::PieceKind> kinds_after(model::PieceKind k) const {
    return after_[static_cast<std::size_t>(slot(k))];
  }
  // The fewest moves a piece of kind k on `from` needs to stand on `to` (as any kind).
  std::uint8_t to_stand(model::PieceKind k, model::Cell from, model::Cell to) const {
    return stand_[(static_cast<std::size_t>(slot(k)) * n_ + from.index) * n_ + to.index];
  }
  // The fewest moves a piece of kind k on `from` needs to attack `target` (could capture there
  // as the kind it then has).
  std::uint8_t to_attack(model::PieceKind k, model::Cell from, model::Cell target) const {
    return attack_[(static_cast<std::size_t>(slot(k)) * n_ + from.index) * n_ + target.index];
  }
  // The same for every cell at once: to_stand and to_attack per target cell.
  std::span<const std::uint8_t> to_stand_row(model::PieceKind k, model::Cell from) const {
    return {stand_.data() + (static_cast<std::size_t>(slot(k)) * n_ + from.index) * n_, n_};
  }
  std::span<const std::uint8_t> to_attack_row(model::PieceKind k, model::Cell from) const {
    return {attack_.data() + (static_cast<std::size_t>(slot(k)) * n_ + from.index) * n_, n_};
  }
  // The cells where a piece of kind k on `from` may stand as kind `as` after at most `moves`
  // moves (1 or 2), as the words of a cell set (CellSet::words); empty when never.
  std::span<const std::uint64_t> within(model::PieceKind k, model::Cell from, model::PieceKind as,
                                        int moves) const {
    const std::size_t at =
        (((static_cast<std::size_t>(slot(k)) * n_ + from.index) * kinds_ + as.index) * 2 +
         static_cast<std::size_t>(moves - 1)) *
        words_;
    return {within_.data() + at, words_};
  }
  // The cells from which a piece of kind `as` could capture on `target` (the inverse of
  // ReachTables::could_capture), as cell set words.
  std::span<const std::uint64_t> attackers(model::PieceKind as, model::Cell target) const {
    const std::size_t at = (static_cast<std::size_t>(as.index) * n_ + target.index) * words_;
    return {attackers_.data() + at, words_};
  }
  std::size_t words() const { return words_; }

 private:
  int slot(model::PieceKind k) const {
    return k.index < slot_of_kind_.size() ? slot_of_kind_[k.index] : -1;
  }

  std::size_t n_ = 0;                                 // cells
  std::size_t words_ = 0;                             // words of a cell set
  std::size_t kinds_ = 0;                             // kinds of the rules
  std::vector<int> slot_of_kind_;                     // per kind: its slot, or -1
  std::vector<std::vector<model::PieceKind>> after_;  // per slot
  std::vector<std::uint8_t> stand_, attack_;          // per (slot, from, to)
  std::vector<std::uint64_t> within_;     // per (slot, from, as kind, moves 1 or 2): cell set words
  std::vector<std::uint64_t> attackers_;  // per (kind, target): cell set words
};

}  // namespace arbiter::puzzles
