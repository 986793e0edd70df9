#include "puzzles/special_rules.h"

namespace arbiter::puzzles {

std::optional<std::string> special_rule(const model::CompiledRules& rules) {
  if (rules.player_count() != 2) return "more than two players";
  if (rules.has_drops()) return "drops";
  if (rules.succession()) return "succession";
  if (rules.opposition()) return "opposition between rulers";
  if (rules.immobilization()) return "immobilizers";
  if (rules.has_imitation()) return "imitation";
  if (rules.has_carriers()) return "carriers";
  if (rules.has_must_leave()) return "pieces that must leave a cell";
  if (!rules.closures().empty()) return "closed zones";
  if (rules.has_royal_neighbour_rule()) return "royal neighbours";
  for (std::size_t i = 0; i < rules.board().cell_count(); ++i)
    if (rules.is_sanctuary(model::Cell::from_index(i))) return "sanctuaries";
  return std::nullopt;
}

}  // namespace arbiter::puzzles
