// The lines along which a cell is attacked, read from the cell outward: the compiled reverse of
// every capturing atom, for rules where an attack needs nothing but the cells between attacker
// and target empty (the chess family: slides along board lines and plain leaps).
//
// For each target cell the table lists lines: a path of cells leading away from the target,
// and for each cell of the path the pieces (owner and kind, as piece codes) that attack the
// target from there when every cell before it on the path is empty. A plain leap is a path of
// one cell. Attack detection walks each path to its first piece and tests that piece's code:
// the cost follows the board's lines around the target, not the number of pieces on the board
// (as in the engines that test "is this square attacked" from the square; Fairy-Stockfish's
// attackers_to does the same with bitboards).
//
// Every condition of an atom that depends on cells only (zones, sanctuaries, cells a kind may
// not stop on, zones a line may not cross) is decided when the table is compiled. Where an
// attack depends on anything else (hoppers' screens, lame leaps, riders along leap vectors,
// captures limited to some victims or to unmoved pieces, relocation, closures, imitation,
// opposition, silencing immobilizers, more than 63 piece codes) or two attacks on a cell come
// along forking paths through the same neighbour, there is no table and the callers test each
// piece (model/attacks.h).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "model/cell.h"
#include "model/piece.h"
#include "model/player.h"

namespace arbiter::model {

class CompiledRules;

class AttackLines {
 public:
  // The table of `rules`, or none where an attack depends on more than empty cells (above).
  // Reads atoms, zones, lines and the pieces' stop cells: call once those are compiled.
  static std::optional<AttackLines> compile(const CompiledRules& rules);

  // Whether a piece of an opponent of `defender` attacks `target` on `board` (anything with
  // `Piece at(Cell) const`), the piece on `target` (if any) being the one captured. The caller
  // first rules out a target no attack reaches (a piece that may not be captured and is not
  // royal).
  template <class Board>
  bool attacked(const Board& board, Cell target, PlayerId defender) const {
    const std::uint64_t enemies = enemy_codes_[defender.index];
    const Span lines = lines_of_target_[target.index];
    for (std::uint32_t l = lines.begin; l < lines.end; ++l) {
      const Span path = paths_[l];
      for (std::uint32_t i = path.begin; i < path.end; ++i) {
        const Piece p = board.at(cells_[i]);
        if (!p) continue;
        if (((attackers_[i] & enemies) >> p.code) & 1u) return true;
        break;
      }
    }
    return false;
  }

  // For tests and docs: the paths leading away from `target`, and the codes of the pieces that
  // attack it from the i-th cell of all paths taken together.
  std::size_t path_count(Cell target) const {
    return lines_of_target_[target.index].end - lines_of_target_[target.index].begin;
  }
  std::span<const Cell> path(Cell target, std::size_t n) const;
  std::span<const std::uint64_t> attackers_along(Cell target, std::size_t n) const;

 private:
  struct Span {
    std::uint32_t begin = 0, end = 0;
  };
  std::vector<Span> lines_of_target_;       // per cell: its paths in paths_
  std::vector<Span> paths_;                 // a path: its cells in cells_ / attackers_
  std::vector<Cell> cells_;                 // every path's cells, nearest the target first
  std::vector<std::uint64_t> attackers_;    // per path cell: bit per piece code
  std::vector<std::uint64_t> enemy_codes_;  // per player: bit per code of its opponents' pieces
};

}  // namespace arbiter::model
