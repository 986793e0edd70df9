#include "solver/tablebase/table.h"

namespace arbiter::solver::tablebase {

using model::CompiledRules;

std::string options_text(const CompiledRules& rules) {
  std::string text;
  for (const auto& [name, value] : rules.option_values()) {
    if (!text.empty()) text += ',';
    text += name + "=" + value;
  }
  return text;
}

TableIdentity identify(const CompiledRules& rules, std::uint64_t spec_hash) {
  return {spec_hash, rules.variant(), options_text(rules)};
}

}  // namespace arbiter::solver::tablebase
