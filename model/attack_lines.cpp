// Reading the attack table's paths (model/attack_lines.h); the table is compiled by
// model/spec/compile_attack_lines.cpp.
#include "model/attack_lines.h"

namespace arbiter::model {

std::span<const Cell> AttackLines::path(Cell target, std::size_t n) const {
  const Span s = paths_[lines_of_target_[target.index].begin + n];
  return {cells_.data() + s.begin, s.end - s.begin};
}

std::span<const std::uint64_t> AttackLines::attackers_along(Cell target, std::size_t n) const {
  const Span s = paths_[lines_of_target_[target.index].begin + n];
  return {attackers_.data() + s.begin, s.end - s.begin};
}

}  // namespace arbiter::model
