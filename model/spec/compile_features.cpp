#include "model/spec/compile_features.h"

namespace arbiter::model {

RuleFeatures atom_features(const CompiledAtom& a) {
  RuleFeatures f;
  f.add_if(a.type == AtomType::Hop, RuleFeature::Hops);
  f.add_if(!a.vector_lines.empty(), RuleFeature::VectorRides);
  for (const auto& targets : a.leaps)
    for (const LeapTarget& t : targets) f.add_if(t.via_count > 0, RuleFeature::LameLeaps);
  f.add_if(a.strangled_by != Strangling::None, RuleFeature::StrangledSteps);
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
  f.add_if(rules.imitation().in_use, RuleFeature::Imitation);
  f.add_if(rules.succession().has_value(), RuleFeature::Succession);
  f.add_if(!rules.game_end().draw_claims.empty(), RuleFeature::DrawClaims);
  f.add_if(!rules.game_end().royal_wins.empty(), RuleFeature::RoyalWins);
  f.add_if(rules.game_end().elimination.has_value(), RuleFeature::Elimination);
  f.add_if(rules.marks_checked_royals(), RuleFeature::CheckedAsMoved);
  f.add_if(!rules.zones().closures.empty(), RuleFeature::ClosedZones);
  f.add_if(rules.immobilization().has_value(), RuleFeature::Immobilizers);
  f.add_if(rules.immobilization() && rules.immobilization()->silences,
           RuleFeature::SilencingImmobilizers);
  f.add_if(rules.opposition().has_value(), RuleFeature::Opposition);
  f.add_if(rules.zones().has_royal_neighbour_rule(), RuleFeature::RoyalNeighbours);
  f.add_if(rules.has_must_leave(), RuleFeature::MustLeave);
  f.add_if(rules.relocation().has_carriers, RuleFeature::Carriers);
  for (std::size_t c = 0; c < rules.board().cell_count(); ++c)
    f.add_if(rules.zones().is_sanctuary(Cell::from_index(c)), RuleFeature::Sanctuaries);
  f.add_if(!rules.castling().empty(), RuleFeature::Castling);
  for (const CastlingRule& c : rules.castling())
    f.add_if(!c.may_hold.empty(), RuleFeature::CastlingOverPieces);
  f.add_if(rules.game_end().checkmate != Outcome::Loss, RuleFeature::CheckmateNotLoss);
  f.add_if(rules.double_capture().has_value(), RuleFeature::DoubleCaptures);
  return f;
}

RuleFeatures kind_features(const CompiledRules& rules, PlayerId p, PieceKind k) {
  const PieceInfo& info = rules.piece(k);
  RuleFeatures f;
  f.add_if(!info.capturable && !info.royal, RuleFeature::Uncapturable);
  f.add_if(info.promotion.has_value(), RuleFeature::Promotion);
  f.add_if(info.promotion && info.promotion->on_leaving, RuleFeature::PromotionOnLeaving);
  f.add_if(info.promotion && !info.promotion->limits.empty(), RuleFeature::PromotionLimits);
  f.add_if(info.confined_to != kNoZone || info.cannot_stop_on != kNoZone, RuleFeature::Confinement);
  f.add_if(info.captures_in_place.has_value(), RuleFeature::CapturesInPlace);
  for (const CompiledAtom& a : rules.atoms(p, k)) {
    f |= atom_features(a);
    f.add_if(a.creates_en_passant && rules.en_passant().window == EnPassantWindow::WhileUnmoved,
             RuleFeature::EnPassantWhileUnmoved);
  }
  return f;
}

}  // namespace arbiter::model
