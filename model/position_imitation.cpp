// Position bookkeeping of imitation (spec `imitates:`): each player's record and entry cells,
// with their hash keys. make() computes the mover's new state by imitation_after (imitation.h).
#include "model/position.h"

namespace arbiter::model {
namespace {

std::uint64_t state_key(const CompiledRules& rules, PlayerId p, const ImitationState& s) {
  std::uint64_t h = 0;
  if (!s.record.is_none()) h ^= rules.record_key(p, s.record);
  for (Cell c : s.entry)
    if (!c.is_none()) h ^= rules.entry_cell_key(p, c);
  return h;
}

}  // namespace

void Position::set_imitation_state(PlayerId p, const ImitationState& state) {
  hash_ ^= state_key(*rules_, p, imitation_[p.index]);
  imitation_[p.index] = state;
  hash_ ^= state_key(*rules_, p, imitation_[p.index]);
}

std::uint64_t Position::imitation_hash() const {
  std::uint64_t h = 0;
  for (std::size_t p = 0; p < imitation_.size(); ++p)
    h ^= state_key(*rules_, PlayerId::from_index(p), imitation_[p]);
  return h;
}

}  // namespace arbiter::model
