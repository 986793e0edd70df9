// Compiling `succession:`. Every keyword is read through its table in keywords.h; `{option: name}`
// scalars have been resolved before this runs.
#include "model/spec/compile_succession.h"

#include <utility>

#include "model/spec/keywords.h"

namespace arbiter::model {
namespace {

std::optional<PieceKind> piece_named(const spec::Text& name, const CompiledRules& rules,
                                     std::vector<Diagnostic>& errors) {
  if (auto k = rules.find_piece(name.value)) return k;
  errors.push_back(
      error_at(name.mark, "unknown piece '" + name.value + "'", "a piece named in pieces:"));
  return std::nullopt;
}

}  // namespace

SuccessionRule compile_succession(const spec::SuccessionDoc& doc, const CompiledRules& rules,
                                  std::vector<Diagnostic>& errors) {
  SuccessionRule rule;
  for (const auto& h : doc.order) {
    auto piece = piece_named(h.piece, rules, errors);
    auto becomes = piece_named(h.becomes, rules, errors);
    if (!piece || !becomes) continue;
    if (!rules.piece(*becomes).royal)
      errors.push_back(error_at(h.becomes.mark, "an heir must become a royal piece",
                                "becomes: a piece with royal: true"));
    rule.order.push_back({*piece, *becomes, h.original});
  }
  if (rule.order.empty())
    errors.push_back(error_at(doc.mark, "a succession needs at least one heir",
                              "order: [{piece: queen, becomes: queen_regent}]"));
  if (!doc.not_from.value.empty()) {
    if (auto z = rules.zones().find(doc.not_from.value))
      rule.not_from = *z;
    else
      errors.push_back(error_at(doc.not_from.mark, "unknown zone '" + doc.not_from.value + "'",
                                "a zone named in zones:"));
  }
  rule.blocked_draw = spec::keyword(doc.blocked_draw, spec::kBlockedDraw, errors);
  if (rule.blocked_draw != BlockedHeirs::Never && rule.not_from == kNoZone)
    errors.push_back(
        error_at(doc.blocked_draw.mark, "blocked_draw needs not_from", "not_from: a zone"));
  rule.cascade = spec::keyword(doc.cascade, spec::kCascade, errors);
  rule.mating_piece = spec::keyword(doc.mating_piece, spec::kMatingPiece, errors);
  rule.royal_attacker = spec::keyword(doc.royal_attacker, spec::kRoyalAttacker, errors);
  rule.relocation_promotes =
      spec::keyword(doc.relocation_promotes, spec::kRelocationPromotes, errors);
  rule.turn_passes = spec::keyword(doc.turn, spec::kTurnPassesOn, errors);
  rule.heirs_aboard = spec::keyword(doc.heirs_aboard, spec::kHeirsAboard, errors);
  if (rule.heirs_aboard && !rules.relocation().has_carriers)
    errors.push_back(error_at(doc.heirs_aboard.mark, "heirs_aboard: yes needs a piece that carries",
                              "a piece with carries:, or heirs_aboard: no"));
  return rule;
}

}  // namespace arbiter::model
