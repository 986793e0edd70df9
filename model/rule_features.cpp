// Reading the rule features off compiled rules (rule_features.h).
#include "model/rule_features.h"

#include "model/rules.h"

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
    case RuleFeature::Confinement:
      return "pieces confined to zones";
    case RuleFeature::Hops:
      return "hopping moves";
    case RuleFeature::VectorRides:
      return "rides along leap vectors";
    case RuleFeature::LameLeaps:
      return "lame leaps";
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

RuleFeatures atom_features(const CompiledAtom& a) {
  RuleFeatures f;
  f.add_if(a.type == AtomType::Hop, RuleFeature::Hops);
  f.add_if(!a.vector_lines.empty(), RuleFeature::VectorRides);
  for (const auto& targets : a.leaps)
    for (const LeapTarget& t : targets) f.add_if(t.via_count > 0, RuleFeature::LameLeaps);
  f.add_if(a.push_kinds != 0, RuleFeature::Pushes);
  f.add_if(a.push_kinds != 0 && a.push_chain, RuleFeature::PushChains);
  f.add_if(a.relocates, RuleFeature::Relocation);
  f.add_if(a.relocates && a.relocation.to_captor, RuleFeature::RelocationToCaptor);
  f.add_if(a.targets_own, RuleFeature::OwnTargets);
  f.add_if(a.target_kinds != 0, RuleFeature::ListedTargets);
  f.add_if(a.from_zone != kNoZone || a.to_zone != kNoZone || a.not_to_zone != kNoZone ||
               a.not_from_zone != kNoZone || a.not_through != kNoZone,
           RuleFeature::ZonedMoves);
  f.add_if(a.only_unmoved, RuleFeature::UnmovedOnly);
  f.add_if(a.creates_en_passant, RuleFeature::EnPassant);
  f.add_if(a.creates_en_passant && a.type != AtomType::Slide, RuleFeature::EnPassantByLeap);
  return f;
}

RuleFeatures ruleset_features(const CompiledRules& rules) {
  RuleFeatures f;
  f.add_if(rules.player_count() != 2, RuleFeature::MorePlayers);
  f.add_if(rules.has_drops(), RuleFeature::Drops);
  f.add_if(rules.has_imitation(), RuleFeature::Imitation);
  f.add_if(rules.succession().has_value(), RuleFeature::Succession);
  f.add_if(!rules.draw_claims().empty(), RuleFeature::DrawClaims);
  f.add_if(!rules.closures().empty(), RuleFeature::ClosedZones);
  f.add_if(rules.immobilization().has_value(), RuleFeature::Immobilizers);
  f.add_if(rules.immobilization() && rules.immobilization()->silences,
           RuleFeature::SilencingImmobilizers);
  f.add_if(rules.opposition().has_value(), RuleFeature::Opposition);
  f.add_if(rules.has_royal_neighbour_rule(), RuleFeature::RoyalNeighbours);
  f.add_if(rules.has_must_leave(), RuleFeature::MustLeave);
  f.add_if(rules.has_carriers(), RuleFeature::Carriers);
  for (std::size_t c = 0; c < rules.board().cell_count(); ++c)
    f.add_if(rules.is_sanctuary(Cell::from_index(c)), RuleFeature::Sanctuaries);
  f.add_if(!rules.castling().empty(), RuleFeature::Castling);
  for (const CastlingRule& c : rules.castling())
    f.add_if(!c.may_hold.empty(), RuleFeature::CastlingOverPieces);
  f.add_if(rules.checkmate_outcome() != Outcome::Loss, RuleFeature::CheckmateNotLoss);
  return f;
}

RuleFeatures kind_features(const CompiledRules& rules, PlayerId p, PieceKind k) {
  const PieceInfo& info = rules.piece(k);
  RuleFeatures f;
  f.add_if(!info.capturable && !info.royal, RuleFeature::Uncapturable);
  f.add_if(info.promotion.has_value(), RuleFeature::Promotion);
  f.add_if(info.promotion && info.promotion->on_leaving, RuleFeature::PromotionOnLeaving);
  f.add_if(info.confined_to != kNoZone || info.cannot_stop_on != kNoZone, RuleFeature::Confinement);
  for (const CompiledAtom& a : rules.atoms(p, k)) {
    f |= atom_features(a);
    f.add_if(a.creates_en_passant && rules.en_passant_window() == EnPassantWindow::WhileUnmoved,
             RuleFeature::EnPassantWhileUnmoved);
  }
  return f;
}

}  // namespace arbiter::model
