#include "solver/tablebase/succession.h"

#include <algorithm>

namespace arbiter::solver::tablebase {

using model::CompiledRules;

bool can_be_checked(const CompiledRules& rules, const Material& material,
                    const MaterialGroup& royal) {
  for (const MaterialGroup& g : material.groups())
    if (g.owner != royal.owner && (!rules.piece(g.kind).royal || g.kind != royal.kind)) return true;
  return false;
}

std::vector<Material> succession_materials(const CompiledRules& rules, const Material& material) {
  std::vector<Material> result;
  if (!rules.succession()) return result;
  for (const MaterialGroup& royal : material.groups()) {
    if (!rules.piece(royal.kind).royal || !can_be_checked(rules, material, royal)) continue;
    for (const model::Heir& heir : rules.succession()->order) {
      const bool present = std::any_of(
          material.groups().begin(), material.groups().end(),
          [&](const MaterialGroup& g) { return g.owner == royal.owner && g.kind == heir.piece; });
      if (!present) continue;
      Material next = material.without(royal.owner, royal.kind)
                          .with_kind_changed(rules, royal.owner, heir.piece, heir.becomes);
      if (std::find(result.begin(), result.end(), next) == result.end())
        result.push_back(std::move(next));
    }
  }
  return result;
}

std::vector<Material> sub_materials(const CompiledRules& rules, const Material& material) {
  std::vector<Material> result = material.successors(rules);
  for (Material& m : succession_materials(rules, material))
    if (std::find(result.begin(), result.end(), m) == result.end()) result.push_back(std::move(m));
  return result;
}

}  // namespace arbiter::solver::tablebase
