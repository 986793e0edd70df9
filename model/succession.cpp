// The line of succession: finding the victim and the heir, and what the heir becomes. The
// succession moves themselves are listed by the move generator (model/movegen_succession.cpp).
#include "model/succession.h"

#include "model/attacks.h"

namespace arbiter::model {

bool heir_matches(const CompiledRules& rules, const Heir& heir, PlayerId player, Piece p,
                  bool original) {
  if (!p || rules.owner(p) != player || rules.kind(p) != heir.piece) return false;
  return !heir.original_only || original;
}

bool heir_stands_on(const Position& pos, const Heir& heir, PlayerId player, Cell c) {
  return heir_matches(pos.rules(), heir, player, pos.at(c), pos.is_original(c));
}

bool is_original(const Passenger& p) { return (p.flags & piece_flags::kNotOriginal) == 0; }

std::optional<Cell> attacked_royal(const Position& pos, PlayerId player) {
  std::optional<Cell> found;
  for (Cell c : pos.pieces_of(player))
    if (pos.rules().is_royal(pos.at(c)) && is_attacked(pos, c, player) && (!found || c < *found))
      found = c;
  return found;
}

std::optional<HeirPlace> find_heir(const Position& pos, PlayerId player) {
  const CompiledRules& rules = pos.rules();
  const SuccessionRule& rule = *rules.succession();
  const auto passed_over = [&](Cell c) {
    return rule.not_from != kNoZone && rules.zones().contains(rule.not_from, player, c);
  };
  const auto carried = pos.passengers();
  for (const Heir& heir : rule.order) {
    std::optional<HeirPlace> found;
    for (Cell c : pos.pieces_of(player))
      if (heir_stands_on(pos, heir, player, c) && !passed_over(c) && (!found || c < found->cell))
        found = HeirPlace{c};
    if (found) return found;
    if (!rule.heirs_aboard) continue;
    for (std::size_t i = 0; i < carried.size(); ++i) {
      const Passenger& p = carried[i];
      if (!heir_matches(rules, heir, player, p.piece, is_original(p)) || passed_over(p.carrier))
        continue;
      // An equal carrier keeps the earlier passenger: a carrier's passengers are in load order.
      if (!found || p.carrier < found->cell) found = HeirPlace{p.carrier, static_cast<int>(i)};
    }
    if (found) return found;
  }
  return std::nullopt;
}

PieceKind heir_becomes(const Position& pos, const HeirPlace& heir) {
  const CompiledRules& rules = pos.rules();
  const Piece p = heir.aboard() ? pos.passengers()[static_cast<std::size_t>(heir.passenger)].piece
                                : pos.at(heir.cell);
  const bool original =
      heir.aboard() ? is_original(pos.passengers()[static_cast<std::size_t>(heir.passenger)])
                    : pos.is_original(heir.cell);
  for (const Heir& h : rules.succession()->order)
    if (rules.kind(p) == h.piece && (!h.original_only || original)) return h.becomes;
  return rules.kind(p);
}

}  // namespace arbiter::model
