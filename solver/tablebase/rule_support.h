// Which rules of a spec an endgame table of one material must handle, and which of them the
// generator cannot handle yet. A rule matters only when a piece of the material (or of a sub-table
// it leads to) can trigger it: a relocation that hands its victim to the taker needs a piece it
// may land on, a chain of pushes three pieces, several passengers aboard one carrier two pieces
// that may ride it. What still cannot be handled is refused by name rather than answered wrongly.
#pragma once

#include <optional>
#include <string>

#include "model/rule_features.h"
#include "solver/tablebase/material.h"

namespace arbiter::solver::tablebase {

// What the general generator (retrograde.h) declares about each kind of rule; unsupported_rule
// refuses the refused ones and examines the others named here against the material.
inline constexpr model::FeatureSupport kGeneralTableSupport{[] {
  using enum model::RuleFeature;
  return model::FeatureSupport::Declaration{
      .modelled = {Succession,
                   DrawClaims,
                   ClosedZones,
                   Immobilizers,
                   SilencingImmobilizers,
                   Opposition,
                   RoyalNeighbours,
                   MustLeave,
                   Sanctuaries,
                   Castling,
                   CastlingOverPieces,
                   CheckmateNotLoss,
                   Uncapturable,
                   PromotionOnLeaving,
                   PromotionLimits,
                   Confinement,
                   Hops,
                   VectorRides,
                   LameLeaps,
                   Pushes,
                   Relocation,
                   OwnTargets,
                   ListedTargets,
                   ZonedMoves,
                   EnPassant,
                   EnPassantByLeap},
      // Strangled diagonals: an unmove would have to read the cells beside each step back.
      // Wins by reaching a zone: the generator seeds no such terminal positions.
      // Elimination: a table has two sides; a mated player leaving is no terminal it knows.
      .refused = {DoubleCaptures, CapturesInPlace, CheckedAsMoved, MorePlayers, Drops, Imitation,
                  StrangledSteps, RoyalWins, Elimination},
      // Chains of three pushing pieces; passengers (passengers.h); rights that stand while a
      // pawn stays unmoved, moves of unmoved pieces, relocations to the captor's side with a
      // piece to land on, promotions to a piece inheriting as an original (group_need).
      .examined = {PushChains, Carriers, EnPassantWhileUnmoved, UnmovedOnly, RelocationToCaptor,
                   Promotion},
  };
}()};
static_assert(
    kGeneralTableSupport.declares_every_feature(),
    "kGeneralTableSupport: declare each RuleFeature once, as modelled, refused or examined");

// The features a table of `material` meets: the ruleset's own and those of the material's
// pieces; en passant only where a right left by one side can be used by the other
// (en_passant_interplay): else a multi-cell advance is a quiet move like another.
model::RuleFeatures material_features(const model::CompiledRules& rules, const Material& material);

// The first rule the table of `material` needs and the generator does not handle, in words
// ("succession (regency): black's queen may inherit"), or none when the table can be built.
std::optional<std::string> unsupported_rule(const model::CompiledRules& rules,
                                            const Material& material);

// Whether a piece of `material` can leave an en passant right that a piece of an opponent can
// use: the table's children then include positions beside its entries (en_passant.h).
bool en_passant_interplay(const model::CompiledRules& rules, const Material& material);

}  // namespace arbiter::solver::tablebase
