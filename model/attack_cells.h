// Attack cells: the cells on which the attacks against a player's royal pieces depend, found once
// per position, so that a legality test can pass every move that touches none of them without
// making it.
//
// Where every attack depends, beyond the attacker and its victim, on nothing but whether some
// fixed cells between them are empty or occupied (slides along board lines or leap vectors,
// whose cells between must be empty; hops over them, which count the screens there; leaps, whose
// legs must be empty), a plain move of a non-royal piece (MoveType::Normal, or a drop) changes
// the attacks on a royal piece only through the cell it leaves and the cell it lands on: a
// capture leaves its cell occupied, and a piece removed never starts an attack. So when its side
// is not in check, such a move that leaves and lands outside every attacker's cells between is
// legal. The attackers are the opponents' pieces whose reach on an empty board holds a royal
// piece (ReachTables::could_capture). This is the pin test of the line-attack shortcut
// (model/line_attacks.h) for the rules it refuses only for hoppers, rides along leap vectors and
// lame leaps (xiangqi's cannon and horse, the fairy pieces of problems); a move onto a cell
// between matters there, as it may add a screen.
#pragma once

#include <array>
#include <cstdint>

#include "model/position.h"
#include "model/rule_features.h"

namespace arbiter::model {

// The rules under which the attack cells may be asked (attack_cells_apply).
inline constexpr FeatureSupport kAttackCellSupport{[] {
  using enum RuleFeature;
  return FeatureSupport::Declaration{
      .modelled = {MorePlayers,
                   Drops,
                   Succession,
                   DrawClaims,
                   Immobilizers,
                   MustLeave,
                   Sanctuaries,
                   Castling,
                   CastlingOverPieces,
                   CheckmateNotLoss,
                   Uncapturable,
                   Promotion,
                   PromotionOnLeaving,
                   PromotionLimits,
                   Confinement,
                   Hops,
                   VectorRides,
                   LameLeaps,
                   Pushes,
                   PushChains,
                   Relocation,
                   RelocationToCaptor,
                   OwnTargets,
                   ListedTargets,
                   ZonedMoves,
                   UnmovedOnly,
                   EnPassant,
                   EnPassantByLeap,
                   EnPassantWhileUnmoved},
      // An imitating piece attacks anew after any move; a move may open a closed zone and an
      // attack with it; moving an immobilizer away may free a piece that then attacks;
      // unloading a passenger may put a piece that attacks; opposition and royal neighbours
      // judge the royal pieces' placement, not attacks.
      .refused = {Imitation, ClosedZones, SilencingImmobilizers, Carriers, Opposition,
                  RoyalNeighbours},
      .examined = {},
  };
}()};
static_assert(
    kAttackCellSupport.declares_every_feature(),
    "kAttackCellSupport: declare each RuleFeature once, as modelled, refused or examined");

// Whether AttackCells may be asked under `rules`: no feature above refuses it, and the board's
// rays meet a cell once (ReachTables::rays_meet_once), so that one line joins two cells.
bool attack_cells_apply(const CompiledRules& rules);

class AttackCells {
 public:
  static constexpr std::size_t kMaxWords = 4;  // boards of up to 256 cells

  // None known: contains() holds for every cell.
  AttackCells() = default;
  // For the royal pieces of `me` in `pos`. Precondition: attack_cells_apply(pos.rules()).
  AttackCells(const Position& pos, PlayerId me);

  // Whether an attack on a royal piece of `me` may depend on c (every cell, where the board is
  // too large to say).
  bool contains(Cell c) const {
    return !known_ || ((words_[c.index / 64u] >> (c.index % 64u)) & 1u) != 0;
  }

 private:
  void add(Cell c) { words_[c.index / 64u] |= std::uint64_t{1} << (c.index % 64u); }
  // The cells the capturing atoms of the piece on `from` read to attack `royal`.
  void add_between(const Position& pos, Cell from, Cell royal);

  std::array<std::uint64_t, kMaxWords> words_{};
  bool known_ = false;
};

}  // namespace arbiter::model
