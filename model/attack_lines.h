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
//
// On a board of at most 256 cells where no cell lies beyond the first on two paths from one target
// (every bundled board with a table), the paths are not walked: the cells from which some piece of
// an opponent could attack the target (over empty cells) are matched against the cells the
// opponents' pieces stand on (Position::player_word), one word at a time; each piece found is
// tested by its own code's cells, and attacks when the cells between it and the target are empty
// (Position::occupied_word): the attackers_to test of bitboard engines, taken from the compiled
// paths so that no board shape is assumed. Most of the opponents' pieces stand out of reach, so
// the cost follows the pieces near the target's lines, not the lines' length or the piece codes.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "model/cell.h"
#include "model/piece.h"
#include "model/player.h"
#include "model/rule_features.h"

namespace arbiter::model {

// The rules under which a table may be compiled at all; each capturing atom is then examined
// (it must read empty cells only: no victims limited by kind, no capture of unmoved pieces only).
inline constexpr FeatureSupport kAttackTableSupport{[] {
  using enum RuleFeature;
  return FeatureSupport::Declaration{
      .modelled = {MorePlayers,        Drops,           Succession,
                   DrawClaims,         RoyalWins,       Elimination,
                   Immobilizers,       RoyalNeighbours, MustLeave,
                   Sanctuaries,        Castling,        CastlingOverPieces,
                   CheckmateNotLoss,   Uncapturable,    Promotion,
                   PromotionOnLeaving, PromotionLimits, Confinement,
                   CapturesInPlace,    DoubleCaptures,  Pushes,
                   PushChains,         OwnTargets,      ZonedMoves,
                   EnPassant,          EnPassantByLeap, EnPassantWhileUnmoved},
      .refused = {CheckedAsMoved, Imitation, ClosedZones, SilencingImmobilizers, Opposition,
                  Carriers, Hops, VectorRides, LameLeaps, StrangledSteps, Relocation,
                  RelocationToCaptor},
      .examined = {ListedTargets, UnmovedOnly},
  };
}()};
static_assert(
    kAttackTableSupport.declares_every_feature(),
    "kAttackTableSupport: declare each RuleFeature once, as modelled, refused or examined");

class CompiledRules;

class AttackLines {
 public:
  // How attacked() reads the paths: by the occupancy's bits where the board allows (above), or
  // cell by cell always (tests compare the two).
  enum class Reading { Fastest, CellByCell };

  // The table of `rules`, or none where an attack depends on more than empty cells (above).
  // Reads atoms, zones, lines and the pieces' stop cells: call once those are compiled. Defined
  // by the compiler (model/spec/compile_attack_lines.cpp).
  static std::optional<AttackLines> compile(const CompiledRules& rules,
                                            Reading reading = Reading::Fastest);

  // Whether a piece of an opponent of `defender` attacks `target` on `board` (anything with
  // `Piece at(Cell) const` and the occupancy words of Position: occupied_word, player_word),
  // the piece on `target` (if any) being the one captured. The caller first rules out a target
  // no attack reaches (a piece that may not be captured and is not royal).
  template <class Board>
  bool attacked(const Board& board, Cell target, PlayerId defender) const {
    if (words_ != 0) return scan_by_bits(board, target, defender, [](Cell) { return true; });
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

  // Whether attacked() reads the occupancy's bits (the board allows it and it was asked for).
  bool reads_bits() const { return words_ != 0; }

  // Where reads_bits(): calls visit(from) for the cell of each piece that attacked() finds
  // attacking `target`, each once, in no particular order, until visit returns false; returns
  // whether it stopped so.
  template <class Board, class Visit>
  bool for_each_attacker(const Board& board, Cell target, PlayerId defender, Visit&& visit) const {
    return scan_by_bits(board, target, defender, [&](Cell from) { return !visit(from); });
  }

  // Where reads_bits(): calls found(cell) for each occupied cell that stands alone between
  // `target` and a piece of an opponent of `defender` that attacks `target` from further out along
  // a path once the cells between are empty: the cell of a pin (when its piece is the defender's)
  // or of a discovered attack (when it is the attacker's), whoever owns the piece on it. A cell
  // comes once per such attacker; pieces that attack `target` already are not visited.
  template <class Board, class Found>
  void for_each_lone_blocker(const Board& board, Cell target, PlayerId defender,
                             Found&& found) const {
    switch (words_) {
      case 1:
        return lone_blockers<1>(board, target, defender, found);
      case 2:
        return lone_blockers<2>(board, target, defender, found);
      default:
        return lone_blockers<kMaxWords>(board, target, defender, found);
    }
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
  static constexpr std::size_t kMaxWords = 4;  // boards of up to 256 cells are read by bits

  // Sets the table up to be read by bits, where the board allows (above).
  void compile_bits(const CompiledRules& rules);

  // Calls found(from) for the cell of each piece of an opponent of `defender` that attacks
  // `target`, each once, until found returns true; returns whether it did.
  template <class Board, class Found>
  bool scan_by_bits(const Board& board, Cell target, PlayerId defender, Found&& found) const {
    switch (words_) {
      case 1:
        return scan_words<1>(board, target, defender, found);
      case 2:
        return scan_words<2>(board, target, defender, found);
      default:
        return scan_words<kMaxWords>(board, target, defender, found);
    }
  }

  // The walk shared by scan_by_bits and for_each_lone_blocker, on a board of at most W words
  // (only the board's own words are read), word by word through the opponents' pieces in reach.
  // For each piece of an opponent of `defender` that attacks `target` once the cells between are
  // empty: where kNear and nothing is between, calls near(cell); where cells are between (the
  // piece is not also next to the target by another path), calls far(cell, between), `between`
  // being those cells' words_ words. Stops and returns true as soon as a call returns true.
  template <std::size_t W, bool kNear, class Board, class Near, class Far>
  bool walk_attackers(const Board& board, Cell target, PlayerId defender, Near& near_found,
                      Far& far_found) const {
    const std::size_t cells = lines_of_target_.size();
    const std::size_t words = words_;
    const std::uint64_t* near = &near_[target.index * code_count_ * words];
    const std::uint64_t* far = &far_[target.index * code_count_ * words];
    const std::uint64_t* reach = &reach_[(defender.index * cells + target.index) * words];
    const Span opponents = opponent_lists_[defender.index];
    for (std::size_t w = 0; w < W && w < words; ++w) {
      std::uint64_t pieces = 0;
      for (std::uint32_t o = opponents.begin; o < opponents.end; ++o)
        pieces |= board.player_word(PlayerId::from_index(opponent_list_[o]), w);
      for (std::uint64_t next = pieces & reach[w]; next != 0; next &= next - 1) {
        const auto shift = static_cast<std::size_t>(__builtin_ctzll(next));
        const std::size_t cell = 64 * w + shift;
        const std::size_t code = board.at(Cell::from_index(cell)).code;
        if ((near[code * words + w] >> shift) & 1u) {
          if constexpr (kNear)
            if (near_found(Cell::from_index(cell))) return true;
          continue;
        }
        if (((far[code * words + w] >> shift) & 1u) &&
            far_found(cell, &between_[(target.index * cells + cell) * words]))
          return true;
      }
    }
    return false;
  }

  // scan_by_bits on a board of at most W words: a piece further out attacks when the cells
  // between are empty.
  template <std::size_t W, class Board, class Found>
  bool scan_words(const Board& board, Cell target, PlayerId defender, Found& found) const {
    auto far_found = [&board, &found, words = words_](std::size_t cell,
                                                      const std::uint64_t* between) {
      std::uint64_t blocked = 0;
      for (std::size_t v = 0; v < W && v < words; ++v)
        blocked |= between[v] & board.occupied_word(v);
      return blocked == 0 && found(Cell::from_index(cell));
    };
    return walk_attackers<W, true>(board, target, defender, found, far_found);
  }

  // for_each_lone_blocker on a board of at most W words: a piece further out with exactly one
  // occupied cell between.
  template <std::size_t W, class Board, class Found>
  void lone_blockers(const Board& board, Cell target, PlayerId defender, Found& found) const {
    auto none = [](Cell) { return false; };
    auto far_found = [&board, &found, words = words_](std::size_t, const std::uint64_t* between) {
      int blockers = 0;
      std::size_t blocker = 0;
      for (std::size_t v = 0; v < W && v < words; ++v) {
        const std::uint64_t in_way = between[v] & board.occupied_word(v);
        if (in_way == 0) continue;
        blockers += __builtin_popcountll(in_way);
        blocker = 64 * v + static_cast<std::size_t>(__builtin_ctzll(in_way));
      }
      if (blockers == 1) found(Cell::from_index(blocker));
      return false;
    };
    walk_attackers<W, false>(board, target, defender, none, far_found);
  }

  std::vector<Span> lines_of_target_;       // per cell: its paths in paths_
  std::vector<Span> paths_;                 // a path: its cells in cells_ / attackers_
  std::vector<Cell> cells_;                 // every path's cells, nearest the target first
  std::vector<std::uint64_t> attackers_;    // per path cell: bit per piece code
  std::vector<std::uint64_t> enemy_codes_;  // per player: bit per code of its opponents' pieces
  // Read by bits (words_ != 0 only):
  std::size_t words_ = 0;             // occupancy words of the board
  std::size_t code_count_ = 0;        // piece codes (CompiledRules::piece_code_count)
  std::vector<Span> opponent_lists_;  // per player: its opponents, below
  std::vector<std::uint8_t> opponent_list_;
  // Per target and piece code, words_ words each: the cells from which a piece of the code
  // attacks the target, first on their path (nothing between: a leap, a step) or further out
  // (when the cells between are empty).
  std::vector<std::uint64_t> near_;
  std::vector<std::uint64_t> far_;
  // Per defender and target, words_ words: the cells of near_ and far_ over the codes of the
  // defender's opponents, so that a walk looks only at the opponents' pieces that may attack.
  std::vector<std::uint64_t> reach_;
  // Per target and cell further out on one of its paths: the path's cells between the two,
  // words_ words each. (A cell further out on two paths of one target would need its attackers
  // told apart by path: such a table is read cell by cell.)
  std::vector<std::uint64_t> between_;
};

}  // namespace arbiter::model
