// The names of the rule features and the refusal a shortcut derives from its declaration
// (rule_features.h). The features are read off compiled rules by the compiler
// (model/spec/compile_features.cpp).
#include "model/rule_features.h"

namespace arbiter::model {

std::string_view feature_name(RuleFeature f) {
  switch (f) {
    case RuleFeature::MorePlayers:
      return "more than two players";
    case RuleFeature::Drops:
      return "drops";
    case RuleFeature::Imitation:
      return "imitating pieces";
    case RuleFeature::Succession:
      return "succession";
    case RuleFeature::DrawClaims:
      return "draw claims";
    case RuleFeature::RoyalWins:
      return "wins by reaching a zone";
    case RuleFeature::Elimination:
      return "elimination of a mated player";
    case RuleFeature::CheckedAsMoved:
      return "royal pieces that count as moved once checked";
    case RuleFeature::ClosedZones:
      return "closed zones";
    case RuleFeature::Immobilizers:
      return "immobilizers";
    case RuleFeature::SilencingImmobilizers:
      return "immobilizers whose victims attack nothing";
    case RuleFeature::Opposition:
      return "opposition between rulers";
    case RuleFeature::RoyalNeighbours:
      return "royal neighbours";
    case RuleFeature::MustLeave:
      return "pieces that must leave a cell";
    case RuleFeature::Carriers:
      return "carriers";
    case RuleFeature::Sanctuaries:
      return "sanctuaries";
    case RuleFeature::Castling:
      return "castling";
    case RuleFeature::CastlingOverPieces:
      return "castling over an occupied cell (may_hold)";
    case RuleFeature::CheckmateNotLoss:
      return "a checkmate that is not a loss";
    case RuleFeature::Uncapturable:
      return "pieces that cannot be captured";
    case RuleFeature::Promotion:
      return "promotion";
    case RuleFeature::PromotionOnLeaving:
      return "promotion on leaving a zone";
    case RuleFeature::PromotionLimits:
      return "promotion choices limited by the pieces on the board";
    case RuleFeature::Confinement:
      return "pieces confined to zones";
    case RuleFeature::DoubleCaptures:
      return "double captures";
    case RuleFeature::CapturesInPlace:
      return "captures in place";
    case RuleFeature::Hops:
      return "hopping moves";
    case RuleFeature::VectorRides:
      return "rides along leap vectors";
    case RuleFeature::LameLeaps:
      return "lame leaps";
    case RuleFeature::StrangledSteps:
      return "strangled diagonals";
    case RuleFeature::Pushes:
      return "pushes";
    case RuleFeature::PushChains:
      return "push chains";
    case RuleFeature::Relocation:
      return "relocating captures";
    case RuleFeature::RelocationToCaptor:
      return "relocated pieces changing sides";
    case RuleFeature::OwnTargets:
      return "moves onto own pieces";
    case RuleFeature::ListedTargets:
      return "captures of listed kinds only";
    case RuleFeature::ZonedMoves:
      return "moves limited by zones";
    case RuleFeature::UnmovedOnly:
      return "moves only an unmoved piece makes";
    case RuleFeature::EnPassant:
      return "en passant";
    case RuleFeature::EnPassantByLeap:
      return "en passant by a leap";
    case RuleFeature::EnPassantWhileUnmoved:
      return "en passant rights that last (window while_unmoved)";
    case RuleFeature::kCount:
      break;
  }
  return "an unnamed rule";
}

std::optional<std::string> FeatureSupport::refusal(const RuleFeatures& used) const {
  if (auto f = first_refused(used)) return std::string(feature_name(*f));
  return std::nullopt;
}

}  // namespace arbiter::model
