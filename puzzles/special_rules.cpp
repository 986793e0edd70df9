#include "puzzles/special_rules.h"

namespace arbiter::puzzles {

std::optional<std::string> special_rule(const model::CompiledRules& rules) {
  return kPuzzleShortcutSupport.refusal(rules.features());
}

}  // namespace arbiter::puzzles
