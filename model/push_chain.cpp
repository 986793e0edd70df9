// Packing and unpacking the cells of a push chain (model/push_chain.h).
#include "model/push_chain.h"

#include <algorithm>
#include <cassert>

namespace arbiter::model {

namespace push_chain {

std::uint64_t prepend(const CompiledRules& rules, PlayerId mover, Cell at, Cell next,
                      std::uint64_t chain) {
  const std::vector<Cell>& steps = rules.push_chain().steps(mover, at);
  const auto found = std::find(steps.begin(), steps.end(), next);
  assert(found != steps.end() && length(chain) < rules.push_chain().capacity);
  const auto code = static_cast<std::uint64_t>(found - steps.begin());
  const std::uint64_t codes = chain >> 4;
  const std::uint64_t count = length(chain) + 1;
  return ((codes << rules.push_chain().step_bits | code) << 4) | count;
}

}  // namespace push_chain

PushPath push_path(const CompiledRules& rules, PlayerId mover, Move m) {
  PushPath path;
  path.cells[path.size++] = m.from;
  path.cells[path.size++] = m.to;
  const std::size_t count = push_chain::length(m.chain);
  if (count > 0) {
    const int bits = rules.push_chain().step_bits;
    const std::uint64_t mask = (std::uint64_t{1} << bits) - 1;
    std::uint64_t codes = m.chain >> 4;
    for (std::size_t i = 0; i < count; ++i, codes >>= bits) {
      const Cell at = path.cells[path.size - 1];
      path.cells[path.size++] = rules.push_chain().steps(mover, at)[codes & mask];
    }
  }
  path.cells[path.size++] = m.pushed_to();
  return path;
}

}  // namespace arbiter::model
