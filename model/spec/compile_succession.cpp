// Compiling `succession:`. Every keyword has a fixed list of values; `{option: name}` scalars
// have been resolved before this runs.
#include "model/spec/compile_succession.h"

#include <utility>

namespace arbiter::model {
namespace {

// Looks `text` up among `choices` (keyword, value); an empty text takes the first choice.
template <typename T, std::size_t N>
T keyword(const spec::Text& text, const std::pair<const char*, T> (&choices)[N],
          std::vector<Diagnostic>& errors) {
  if (text.value.empty()) return choices[0].second;
  std::string expected;
  for (const auto& [name, value] : choices) {
    if (text.value == name) return value;
    expected += (expected.empty() ? "" : ", ") + std::string(name);
  }
  errors.push_back(
      error_at(text.mark, "unknown value '" + text.value + "'", "one of: " + expected));
  return choices[0].second;
}

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
    if (auto z = rules.find_zone(doc.not_from.value))
      rule.not_from = *z;
    else
      errors.push_back(error_at(doc.not_from.mark, "unknown zone '" + doc.not_from.value + "'",
                                "a zone named in zones:"));
  }
  static constexpr std::pair<const char*, BlockedHeirs> kBlocked[] = {
      {"never", BlockedHeirs::Never},
      {"all_blocked", BlockedHeirs::AllBlocked},
      {"any_blocked", BlockedHeirs::AnyBlocked}};
  static constexpr std::pair<const char*, bool> kCascade[] = {{"continue", true},
                                                              {"double_mate_loses", false}};
  static constexpr std::pair<const char*, MatingPiece> kMating[] = {
      {"checker", MatingPiece::Checker},
      {"moved_piece", MatingPiece::MovedPiece},
      {"none", MatingPiece::None}};
  static constexpr std::pair<const char*, RoyalAttacker> kRoyal[] = {
      {"stays", RoyalAttacker::Stays},
      {"gap_choice", RoyalAttacker::GapChoice},
      {"victim_cell", RoyalAttacker::VictimCell}};
  static constexpr std::pair<const char*, bool> kPromotes[] = {{"promote", true},
                                                               {"no_promotion", false}};
  static constexpr std::pair<const char*, bool> kTurn[] = {{"mated_side", false},
                                                           {"next_player", true}};
  static constexpr std::pair<const char*, bool> kAboard[] = {{"no", false}, {"yes", true}};
  rule.blocked_draw = keyword(doc.blocked_draw, kBlocked, errors);
  if (rule.blocked_draw != BlockedHeirs::Never && rule.not_from == kNoZone)
    errors.push_back(
        error_at(doc.blocked_draw.mark, "blocked_draw needs not_from", "not_from: a zone"));
  rule.cascade = keyword(doc.cascade, kCascade, errors);
  rule.mating_piece = keyword(doc.mating_piece, kMating, errors);
  rule.royal_attacker = keyword(doc.royal_attacker, kRoyal, errors);
  rule.relocation_promotes = keyword(doc.relocation_promotes, kPromotes, errors);
  rule.turn_passes = keyword(doc.turn, kTurn, errors);
  rule.heirs_aboard = keyword(doc.heirs_aboard, kAboard, errors);
  if (rule.heirs_aboard && !rules.has_carriers())
    errors.push_back(error_at(doc.heirs_aboard.mark, "heirs_aboard: yes needs a piece that carries",
                              "a piece with carries:, or heirs_aboard: no"));
  return rule;
}

}  // namespace arbiter::model
