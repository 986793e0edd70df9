// Promotion choices limited by the pieces on the board: the count of a kind's pieces, by owner.
#include "model/promotion_limits.h"

#include <bit>

namespace arbiter::model {
namespace {

bool counted(const CompiledRules& rules, PlayerId mover, PlayerId owner, Relation owned_by) {
  switch (owned_by) {
    case Relation::Own:
      return owner == mover;
    case Relation::Opponent:
      return rules.is_opponent(mover, owner);
    case Relation::Any:
      break;
  }
  return true;
}

// The pieces of `kind` on the board whose owner `owned_by` counts for `mover`.
int pieces_on_board(const Position& pos, PlayerId mover, PieceKind kind, Relation owned_by) {
  const CompiledRules& rules = pos.rules();
  const std::size_t words = (rules.board().cell_count() + 63) / 64;
  int count = 0;
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId owner = PlayerId::from_index(p);
    if (!counted(rules, mover, owner, owned_by)) continue;
    const std::size_t code = rules.make_piece(owner, kind).code;
    for (std::size_t w = 0; w < words; ++w) count += std::popcount(pos.code_word(code, w));
  }
  return count;
}

}  // namespace

bool offers_choice(const Position& pos, PlayerId mover, const CompiledPromotion& promotion,
                   PieceKind choice) {
  for (const PromotionLimit& limit : promotion.limits)
    if (limit.kind == choice &&
        pieces_on_board(pos, mover, choice, limit.owned_by) >= limit.at_most)
      return false;
  return true;
}

}  // namespace arbiter::model
