// The rules beyond plain two-player play that the puzzle shortcuts do not model: the Z3
// encoding of moves (move_relation.h) and the mate-reach bound (mate_reach.h) both refuse them
// by name, each then adding what only it cannot take.
#pragma once

#include <optional>
#include <string>

#include "model/rule_features.h"
#include "model/rules.h"

namespace arbiter::puzzles {

inline constexpr model::FeatureSupport kPuzzleShortcutSupport{[] {
  using enum model::RuleFeature;
  return model::FeatureSupport::Declaration{
      .modelled = {Promotion, Confinement, Hops, VectorRides, LameLeaps, ListedTargets, EnPassant,
                   EnPassantByLeap},
      .refused = {DoubleCaptures, CapturesInPlace, CheckedAsMoved, MorePlayers, Drops, Imitation,
                  PromotionLimits, Succession, ClosedZones, Immobilizers, SilencingImmobilizers,
                  Opposition, RoyalNeighbours, MustLeave, Carriers, Sanctuaries, StrangledSteps,
                  RoyalWins, Elimination},
      // Each shortcut's own check: MateReach::why_not (pieces that cannot be captured, pushes,
      // relocation, moves onto own pieces, castling that keeps its right), uncovered_rule of the
      // move relation (draw claims, push chains, lasting en passant rights, a mate that is not a
      // loss, castling over occupied cells, promotion on leaving, zones a slide may not cross,
      // moves of unmoved pieces).
      .examined = {DrawClaims, Castling, CastlingOverPieces, CheckmateNotLoss, Uncapturable,
                   PromotionOnLeaving, Pushes, PushChains, Relocation, RelocationToCaptor,
                   OwnTargets, ZonedMoves, UnmovedOnly, EnPassantWhileUnmoved},
  };
}()};
static_assert(
    kPuzzleShortcutSupport.declares_every_feature(),
    "kPuzzleShortcutSupport: declare each RuleFeature once, as modelled, refused or examined");

// The first refused rule of `rules`, by name (as the refusals print it), or none.
std::optional<std::string> special_rule(const model::CompiledRules& rules);

}  // namespace arbiter::puzzles
