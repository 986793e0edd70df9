// The line-attack shortcut of legality (CompiledRules::lines_only_attacks): a move can expose a
// royal piece only by leaving a line towards it. Move generation then tests pin candidates, royal
// moves and en passant alone (movegen.cpp), the check filter looks for discovered checks along
// lines only (check_candidates.h), and evasions are read from the lines to the checker
// (evasion_cells.h). Whatever can open an attack otherwise is refused here.
#pragma once

#include "model/rule_features.h"

namespace arbiter::model {

inline constexpr FeatureSupport kLineAttackSupport{[] {
  using enum RuleFeature;
  return FeatureSupport::Declaration{
      .modelled = {MorePlayers,        Drops,
                   Succession,         DrawClaims,
                   RoyalWins,          Elimination,
                   Immobilizers,       Opposition,
                   RoyalNeighbours,    MustLeave,
                   Sanctuaries,        Castling,
                   CastlingOverPieces, CheckmateNotLoss,
                   Uncapturable,       Promotion,
                   PromotionOnLeaving, PromotionLimits,
                   Confinement,        CapturesInPlace,
                   DoubleCaptures,     Pushes,
                   PushChains,         Relocation,
                   RelocationToCaptor, OwnTargets,
                   ListedTargets,      ZonedMoves,
                   UnmovedOnly,        EnPassant,
                   EnPassantByLeap,    EnPassantWhileUnmoved},
      // Any move may let an imitating piece attack anew; a move may open a closed zone and an
      // attack with it; moving an immobilizer away may free a piece that then attacks;
      // unloading a passenger may put a piece that attacks; hops, rides along leap vectors and
      // lame leaps attack along lines the board's rays do not know.
      .refused = {CheckedAsMoved, Imitation, ClosedZones, SilencingImmobilizers, Carriers, Hops,
                  VectorRides, LameLeaps, StrangledSteps},
      .examined = {},
  };
}()};
static_assert(
    kLineAttackSupport.declares_every_feature(),
    "kLineAttackSupport: declare each RuleFeature once, as modelled, refused or examined");

}  // namespace arbiter::model
