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
//
// Rules that read more of the position than the cells between join in through cells of their
// own, so that a move touching none of them changes nothing they read:
// - a closed zone's condition (closures read in `pos`: a closed zone keeps attacks out of it):
//   the cells of every zone a closure watches count;
// - a relocating capture attacks only where its victim has somewhere to go: the cells it
//   relocates to count;
// - carriers: a passenger unloaded after a move is put where it may start or stop an attack, so
//   while any piece rides, every cell counts;
// - opposition and royal neighbours judge where royal pieces stand; a plain non-royal move
//   moves none, and a capture only takes one away. An explicit opposition rule narrows the
//   atoms by which a ruler checks another; the cells between are read for all of them.
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
                   RoyalWins,
                   Elimination,
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
                   CapturesInPlace,
                   DoubleCaptures,
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
                   EnPassantWhileUnmoved,
                   Opposition,
                   RoyalNeighbours},
      // An imitating piece attacks anew after any move; moving an immobilizer away may free a
      // piece that then attacks; a strangled step reads the cells beside the line too.
      .refused = {CheckedAsMoved, Imitation, SilencingImmobilizers, StrangledSteps},
      // Closed zones: their conditions' cells join the set; carriers: the set knows nothing
      // while a piece rides (above).
      .examined = {ClosedZones, Carriers},
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
  // The cells of the zones the closures watch, for every player.
  void add_closure_conditions(const CompiledRules& rules);

  std::array<std::uint64_t, kMaxWords> words_{};
  bool known_ = false;
};

}  // namespace arbiter::model
