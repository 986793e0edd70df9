#include "model/evasion_cells.h"

#include <algorithm>

#include "model/attack_lines.h"
#include "model/attacks.h"

namespace arbiter::model {

namespace {

// The cells from which an attack on `royal` can be stopped by landing there: for each board line
// from `royal`, the empty cells up to the first piece, kept under that piece's cell.
struct LinesFromRoyal {
  struct Line {
    Cell first;         // the first piece on the line (none: the line ends empty)
    std::size_t begin;  // its empty cells: cells[begin, end)
    std::size_t end;
  };
  std::array<Line, 32> lines{};
  std::size_t line_count = 0;
  std::array<Cell, 512> cells{};
  bool overflow = false;

  LinesFromRoyal(const Position& pos, Cell royal) {
    const BoardGraph& board = pos.rules().board();
    std::size_t used = 0;
    for (DirectionId d = 0; d < board.direction_count(); ++d) {
      if (line_count == lines.size()) {
        overflow = true;
        return;
      }
      Line line{Cell::none(), used, used};
      for (Cell c : board.ray(royal, d)) {
        if (pos.at(c)) {
          line.first = c;
          break;
        }
        if (used == cells.size()) {
          overflow = true;
          return;
        }
        cells[used++] = c;
      }
      line.end = used;
      lines[line_count++] = line;
    }
  }

  // The cells between `royal` and `attacker` when the attacker stands first on a line from it.
  template <class Visit>
  void between(Cell attacker, Visit&& visit) const {
    for (std::size_t i = 0; i < line_count; ++i)
      if (lines[i].first == attacker)
        for (std::size_t k = lines[i].begin; k < lines[i].end; ++k) visit(cells[k]);
  }
};

}  // namespace

EvasionCells::EvasionCells(const Position& pos, PlayerId me) : pos_(&pos), me_(me) {
  const CompiledRules& rules = pos.rules();
  if (!rules.lines_only_attacks()) return;
  std::size_t royals = 0;
  pos.any_royal(me, [&](Cell c) {
    royal_ = c;
    return ++royals > 1;
  });
  if (royals != 1) return;
  // The attackers of the royal piece, by in_check's own test (the attack table, or asking each
  // piece). More than the capacity: the side is in check, and every move may resolve.
  const auto note = [&](Cell from) {
    if (attacker_count_ == attackers_.size()) return false;
    attackers_[attacker_count_++] = from;
    return true;
  };
  const AttackLines* lines = rules.attack_lines();
  const bool overflow = lines != nullptr && lines->reads_bits()
                            ? lines->for_each_attacker(pos, royal_, me, note)
                            : for_each_attacker(pos, royal_, me, note);
  if (overflow) {
    checked_ = true;
    return;
  }
  checked_ = attacker_count_ > 0;
  // The cells that stop the attackers are found when a move of another piece than the royal one
  // is first asked about: a check is mostly answered by a move of the royal piece, tried first.
  if (attacker_count_ > 0) every_move_ = false;
}

void EvasionCells::find_stopping_cells() const {
  stopping_cells_known_ = true;
  const LinesFromRoyal lines(*pos_, royal_);
  if (lines.overflow) {
    every_move_ = true;
    return;
  }
  for (std::size_t a = 0; a < attacker_count_; ++a) {
    const Cell from = attackers_[a];
    // The cells that stop this attacker: its own, and those between it and the royal piece.
    std::array<Cell, kCapacity> stops{};
    std::size_t stop_count = 0;
    bool overflow = false;
    stops[stop_count++] = from;
    lines.between(from, [&](Cell c) {
      if (stop_count == stops.size())
        overflow = true;
      else
        stops[stop_count++] = c;
    });
    if (overflow) {
      every_move_ = true;
      return;
    }
    if (a == 0) {
      std::copy(stops.begin(), stops.begin() + static_cast<std::ptrdiff_t>(stop_count),
                cells_.begin());
      count_ = stop_count;
    } else {  // a move must stop every attacker
      const auto stop_end = stops.begin() + static_cast<std::ptrdiff_t>(stop_count);
      std::size_t kept = 0;
      for (std::size_t i = 0; i < count_; ++i)
        if (std::find(stops.begin(), stop_end, cells_[i]) != stop_end) cells_[kept++] = cells_[i];
      count_ = kept;
    }
  }
}

bool EvasionCells::may_resolve(Move m) const {
  if (every_move_ || m.type != MoveType::Normal || m.from == royal_) return true;
  if (!stopping_cells_known_) {
    find_stopping_cells();
    if (every_move_) return true;
  }
  const auto end = cells_.begin() + static_cast<std::ptrdiff_t>(count_);
  return std::find(cells_.begin(), end, m.to) != end;
}

bool EvasionCells::piece_may_resolve(Cell from) const {
  if (every_move_ || from == royal_) return true;
  const CompiledRules& rules = pos_->rules();
  const PieceKind kind = rules.kind(pos_->at(from));
  if (!rules.moves_plainly(me_, kind)) return true;  // its special moves land elsewhere
  if (!stopping_cells_known_) {
    find_stopping_cells();
    if (every_move_) return true;
  }
  const CellSet& reach = rules.reach().could_reach(me_, kind, from);
  for (std::size_t i = 0; i < count_; ++i)
    if (reach.contains(cells_[i])) return true;
  return false;
}

}  // namespace arbiter::model
