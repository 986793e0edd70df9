// The cells between the opponents' pieces and a player's royal pieces that their attacks read.
#include "model/attack_cells.h"

#include <algorithm>

namespace arbiter::model {

bool attack_cells_apply(const CompiledRules& rules) {
  return !kAttackCellSupport.refuses_any(rules.features()) && rules.reach().rays_meet_once;
}

AttackCells::AttackCells(const Position& pos, PlayerId me) {
  const CompiledRules& rules = pos.rules();
  if (rules.board().cell_count() > 64 * kMaxWords) return;
  if (rules.relocation().has_carriers && !pos.passengers().empty()) return;
  known_ = true;
  add_closure_conditions(rules);
  pos.any_royal(me, [&](Cell royal) {
    for (std::size_t q = 0; q < rules.player_count(); ++q) {
      const PlayerId attacker = PlayerId::from_index(q);
      if (!rules.is_opponent(me, attacker)) continue;
      for (Cell from : pos.pieces_of(attacker))
        if (rules.reach().could_capture(attacker, rules.kind(pos.at(from)), from).contains(royal))
          add_between(pos, from, royal);
    }
    return false;
  });
}

void AttackCells::add_closure_conditions(const CompiledRules& rules) {
  const auto watched = rules.zones().closure_watched.words();
  for (std::size_t w = 0; w < watched.size() && w < kMaxWords; ++w) words_[w] |= watched[w];
}

void AttackCells::add_between(const Position& pos, Cell from, Cell royal) {
  const CompiledRules& rules = pos.rules();
  const Piece piece = pos.at(from);
  const std::uint64_t royal_kind = std::uint64_t{1} << rules.kind(pos.at(royal)).index;
  const LineStep line = rules.reach().line(from, royal);
  for (const CompiledAtom& a : rules.atoms(rules.owner(piece), rules.kind(piece))) {
    if (!allows_capture(a.mode) || a.targets_own) continue;
    if (a.target_kinds != 0 && (a.target_kinds & royal_kind) == 0) continue;
    if (a.relocates)
      for (Cell c : a.relocation.cells) add(c);
    if (a.type == AtomType::Leap) {
      for (const LeapTarget& t : a.leaps[from.index])
        if (t.to == royal)
          for (std::uint8_t i = 0; i < t.via_count; ++i) add(t.via[i]);
      continue;
    }
    if (line.distance != 0 &&
        std::find(a.directions.begin(), a.directions.end(), line.direction) != a.directions.end())
      for (Cell c : rules.board().ray(from, line.direction).first(line.distance - 1u)) add(c);
    if (a.vector_lines.empty()) continue;
    for (const auto& ride : a.vector_lines[from.index]) {
      const auto at = std::find(ride.begin(), ride.end(), royal);
      if (at != ride.end())
        for (auto c = ride.begin(); c != at; ++c) add(*c);
    }
  }
}

}  // namespace arbiter::model
