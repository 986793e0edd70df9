// Compiling the attack table (model/attack_lines.h) from the compiled atoms: the compiler's part
// of AttackLines, so that the table's reading (model/attack_lines.cpp) needs no CompiledRules.
#include <algorithm>
#include <map>

#include "model/attack_lines.h"
#include "model/rules.h"
#include "model/zone_conditions.h"

namespace arbiter::model {
namespace {

// One attack found while compiling: a piece code attacks `target` from the last cell of `path`
// (the cells from the target outward, the target excluded) when the cells before it are empty.
struct Attack {
  Cell target;
  std::vector<Cell> path;
  std::uint8_t code;
};

// Whether a capture by atom a of (owner, kind) from `from` to `to` passes the conditions that
// depend on cells only: sanctuaries and stop cells (as attacks_within_reach reads them) and the
// atom's zones (model/attacks.h, zones_allow).
bool cells_allow(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner, PieceKind kind,
                 Cell from, Cell to) {
  if (rules.zones().is_sanctuary(from) || rules.zones().is_sanctuary(to)) return false;
  return rules.may_stop_on(owner, kind, to) && zones_allow(rules, a, owner, from, to);
}

// Whether atom a's attacks depend on nothing but the cells between attacker and target.
bool reads_empty_cells_only(const CompiledAtom& a) {
  if (a.type == AtomType::Hop || !a.vector_lines.empty()) return false;
  if (a.only_unmoved || a.target_kinds != 0 || a.relocates) return false;
  if (a.type == AtomType::Leap)
    for (const auto& targets : a.leaps)
      for (const LeapTarget& t : targets)
        if (t.via_count > 0) return false;
  return true;
}

// Every attack of atom a of (owner, kind), a capturing atom that reads empty cells only. A slide
// attacks along the one board line that joins the two cells (ReachTables::line), as
// model/attacks.cpp reads it.
void attacks_of(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner, PieceKind kind,
                std::vector<Attack>& out) {
  const BoardGraph& board = rules.board();
  const auto code = Piece::make(owner, kind, rules.kind_count()).code;
  for (std::size_t f = 0; f < board.cell_count(); ++f) {
    const Cell from = Cell::from_index(f);
    if (a.type == AtomType::Leap) {
      for (const LeapTarget& t : a.leaps[f])
        if (cells_allow(rules, a, owner, kind, from, t.to)) out.push_back({t.to, {from}, code});
      continue;
    }
    for (const DirectionId d : a.directions) {
      const std::span<const Cell> ray = board.ray(from, d);
      const std::size_t reach =
          std::min(ray.size(), static_cast<std::size_t>(std::max(a.max_distance, 0)));
      for (std::size_t i = 0; i < reach; ++i) {
        const Cell to = ray[i];
        if (a.not_through != kNoZone && rules.zones().contains(a.not_through, owner, to)) break;
        const LineStep line = rules.reach().line(from, to);
        if (line.direction != d || line.distance != i + 1) continue;
        if (!cells_allow(rules, a, owner, kind, from, to)) continue;
        Attack attack{to, {}, code};
        for (std::size_t j = i; j-- > 0;) attack.path.push_back(ray[j]);
        attack.path.push_back(from);
        out.push_back(std::move(attack));
      }
    }
  }
}

}  // namespace

std::optional<AttackLines> AttackLines::compile(const CompiledRules& rules, Reading reading) {
  if (kAttackTableSupport.refuses_any(rules.features())) return std::nullopt;
  if (rules.piece_code_count() > 64) return std::nullopt;
  std::vector<Attack> attacks;
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId owner = PlayerId::from_index(p);
    for (std::size_t k = 0; k < rules.kind_count(); ++k) {
      const PieceKind kind = PieceKind::from_index(k);
      for (const CompiledAtom& a : rules.atoms(owner, kind)) {
        if (!allows_capture(a.mode) || a.targets_own) continue;  // attacks nothing
        if (!reads_empty_cells_only(a)) return std::nullopt;
        attacks_of(rules, a, owner, kind, attacks);
      }
    }
  }
  // Per target, the attacks that leave it through the same neighbour share one path: each must
  // be a stretch of the longest from the target out, or the lines fork and there is no table.
  const std::size_t cells = rules.board().cell_count();
  std::vector<std::map<std::uint16_t, std::vector<std::size_t>>> by_first(cells);
  for (std::size_t i = 0; i < attacks.size(); ++i)
    by_first[attacks[i].target.index][attacks[i].path.front().index].push_back(i);
  AttackLines table;
  table.lines_of_target_.resize(cells);
  for (std::size_t t = 0; t < cells; ++t) {
    table.lines_of_target_[t].begin = static_cast<std::uint32_t>(table.paths_.size());
    for (const auto& [first, members] : by_first[t]) {
      const auto longest =
          std::max_element(members.begin(), members.end(), [&](std::size_t x, std::size_t y) {
            return attacks[x].path.size() < attacks[y].path.size();
          });
      const std::vector<Cell>& path = attacks[*longest].path;
      const auto begin = static_cast<std::uint32_t>(table.cells_.size());
      table.cells_.insert(table.cells_.end(), path.begin(), path.end());
      table.attackers_.resize(table.cells_.size(), 0);
      for (const std::size_t m : members) {
        const std::vector<Cell>& own = attacks[m].path;
        if (!std::equal(own.begin(), own.end(), path.begin())) return std::nullopt;
        table.attackers_[begin + own.size() - 1] |= std::uint64_t{1} << attacks[m].code;
      }
      table.paths_.push_back({begin, static_cast<std::uint32_t>(table.cells_.size())});
    }
    table.lines_of_target_[t].end = static_cast<std::uint32_t>(table.paths_.size());
  }
  table.enemy_codes_.assign(rules.player_count(), 0);
  for (std::size_t d = 0; d < rules.player_count(); ++d) {
    const PlayerId defender = PlayerId::from_index(d);
    for (std::size_t p = 0; p < rules.player_count(); ++p) {
      const PlayerId owner = PlayerId::from_index(p);
      if (!rules.is_opponent(defender, owner)) continue;
      for (std::size_t k = 0; k < rules.kind_count(); ++k)
        table.enemy_codes_[d] |=
            std::uint64_t{1}
            << Piece::make(owner, PieceKind::from_index(k), rules.kind_count()).code;
    }
  }
  if (reading == Reading::Fastest) table.compile_bits(rules);
  return table;
}

void AttackLines::compile_bits(const CompiledRules& rules) {
  const std::size_t cells = lines_of_target_.size();
  const std::size_t words = (cells + 63) / 64;
  if (words > kMaxWords) return;
  const std::size_t codes = rules.piece_code_count();
  std::vector<std::uint64_t> near(cells * codes * words, 0), far(cells * codes * words, 0);
  std::vector<std::uint64_t> between(cells * cells * words, 0);
  const auto bit = [](Cell c) { return std::uint64_t{1} << (c.index % 64u); };
  for (std::size_t t = 0; t < cells; ++t) {
    std::vector<bool> further_out(cells, false);
    for (std::uint32_t l = lines_of_target_[t].begin; l < lines_of_target_[t].end; ++l) {
      const Span path = paths_[l];
      std::vector<std::uint64_t> nearer(words, 0);  // the path's cells nearer the target
      for (std::uint32_t i = path.begin; i < path.end; ++i) {
        const Cell c = cells_[i];
        std::vector<std::uint64_t>& reach = i == path.begin ? near : far;
        if (i > path.begin) {
          if (further_out[c.index]) return;  // its attackers would need telling apart by path
          further_out[c.index] = true;
          std::copy(nearer.begin(), nearer.end(), &between[(t * cells + c.index) * words]);
        }
        for (std::size_t code = 0; code < codes; ++code)
          if ((attackers_[i] >> code) & 1u)
            reach[(t * codes + code) * words + c.index / 64u] |= bit(c);
        nearer[c.index / 64u] |= bit(c);
      }
    }
  }
  std::vector<std::uint64_t> reach(rules.player_count() * cells * words, 0);
  opponent_lists_.clear();
  opponent_list_.clear();
  for (std::size_t d = 0; d < rules.player_count(); ++d) {
    for (std::size_t t = 0; t < cells; ++t)
      for (std::size_t code = 0; code < codes; ++code)
        if ((enemy_codes_[d] >> code) & 1u)
          for (std::size_t w = 0; w < words; ++w)
            reach[(d * cells + t) * words + w] |=
                near[(t * codes + code) * words + w] | far[(t * codes + code) * words + w];
    Span own{static_cast<std::uint32_t>(opponent_list_.size()), 0};
    for (std::size_t p = 0; p < rules.player_count(); ++p)
      if (rules.is_opponent(PlayerId::from_index(d), PlayerId::from_index(p)))
        opponent_list_.push_back(static_cast<std::uint8_t>(p));
    own.end = static_cast<std::uint32_t>(opponent_list_.size());
    opponent_lists_.push_back(own);
  }
  words_ = words;
  code_count_ = codes;
  near_ = std::move(near);
  far_ = std::move(far);
  reach_ = std::move(reach);
  between_ = std::move(between);
}

}  // namespace arbiter::model
