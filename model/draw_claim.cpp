#include "model/draw_claim.h"

#include <algorithm>

namespace arbiter::model {
namespace {

bool royal_in(const Position& pos, PlayerId p, ZoneId zone) {
  const CompiledRules& rules = pos.rules();
  for (Cell c : pos.pieces_of(p))
    if (rules.is_royal(pos.at(c)) && rules.zones().contains(zone, p, c)) return true;
  return false;
}

}  // namespace

std::vector<PlayerId> draw_claimants(const Position& pos) {
  std::vector<PlayerId> result;
  const auto add = [&](PlayerId p) {
    if (std::find(result.begin(), result.end(), p) == result.end()) result.push_back(p);
  };
  if (may_claim_by_move_limit(pos)) add(pos.side_to_move());
  for (const DrawClaimRule& claim : pos.rules().game_end().draw_claims) {
    if (claim.timing == ClaimTiming::WhileInside && royal_in(pos, pos.side_to_move(), claim.zone))
      add(pos.side_to_move());
    if (claim.timing == ClaimTiming::OnEntry)
      if (const auto p = pos.entered_claim_zone()) add(*p);
  }
  return result;
}

bool drawn_by_rule(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  for (const DrawClaimRule& claim : rules.game_end().draw_claims) {
    if (claim.timing != ClaimTiming::Automatic) continue;
    for (std::size_t p = 0; p < rules.player_count(); ++p)
      if (royal_in(pos, PlayerId::from_index(p), claim.zone)) return true;
  }
  return false;
}

bool dead_by_bare_royals(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  if (!rules.game_end().dead_bare_royals) return false;
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId player = PlayerId::from_index(p);
    for (Cell c : pos.pieces_of(player))
      if (!rules.is_royal(pos.at(c))) return false;
    for (std::size_t k = 0; k < rules.kind_count(); ++k)
      if (pos.hand_count(player, PieceKind::from_index(k)) > 0) return false;
  }
  return pos.passengers().empty();
}

bool may_claim_by_move_limit(const Position& pos) {
  const int claim = pos.rules().game_end().move_limit.claim;
  return claim > 0 && pos.halfmove_clock() >= claim;
}

bool move_limit_reached(const Position& pos) {
  const int automatic = pos.rules().game_end().move_limit.automatic;
  return automatic > 0 && pos.halfmove_clock() >= automatic;
}

}  // namespace arbiter::model
