#include "solver/tablebase/symmetry.h"

#include <algorithm>
#include <array>
#include <deque>
#include <optional>

#include "model/mobility.h"
#include "solver/tablebase/standing.h"

namespace arbiter::solver::tablebase {

using model::BoardGraph;
using model::Cell;
using model::CellSet;
using model::CompiledAtom;
using model::CompiledRules;
using model::DirectionId;
using model::PlayerId;
using model::ZoneId;

namespace {

// A board of many identical disconnected parts has factorially many automorphisms: past this
// many the search stops and the table is not folded.
constexpr std::size_t kMaxAutomorphisms = 4096;

using DirectionMap = std::vector<DirectionId>;  // δ: image[d] is where direction d goes

// A candidate symmetry: the cell permutation and the direction map it follows.
struct Automorphism {
  CellPermutation cells;
  DirectionMap directions;
};

// The maps of the compass circle onto itself that keep neighbouring directions neighbours: the n
// rotations and the n reflections (directions are listed in compass order).
std::vector<DirectionMap> compass_maps(const BoardGraph& board) {
  const int n = static_cast<int>(board.direction_count());
  std::vector<DirectionMap> maps;
  for (int k = 0; k < n; ++k)
    for (int mirror = 0; mirror < 2; ++mirror) {
      DirectionMap m(static_cast<std::size_t>(n));
      for (int d = 0; d < n; ++d)
        m[static_cast<std::size_t>(d)] =
            static_cast<DirectionId>(((mirror ? k - d : k + d) % n + n) % n);
      maps.push_back(std::move(m));
    }
  std::vector<DirectionMap> distinct;  // on a compass of one or two directions some coincide
  for (DirectionMap& m : maps)
    if (std::find(distinct.begin(), distinct.end(), m) == distinct.end())
      distinct.push_back(std::move(m));
  return distinct;
}

// Extends a partial permutation from root ↦ image along every direction (breadth first); false
// when the neighbours of some cell and of its image disagree or two cells would share an image.
bool propagate(const BoardGraph& board, const DirectionMap& delta, Cell root, Cell image,
               CellPermutation& perm, std::vector<bool>& used) {
  if (used[image.index]) return false;
  perm[root.index] = image;
  used[image.index] = true;
  std::deque<Cell> queue{root};
  while (!queue.empty()) {
    const Cell c = queue.front();
    queue.pop_front();
    for (DirectionId d = 0; d < board.direction_count(); ++d) {
      const auto next = board.neighbour(c, d);
      const auto mapped = board.neighbour(perm[c.index], delta[d]);
      if (next.has_value() != mapped.has_value()) return false;
      if (!next) continue;
      if (perm[next->index].is_none()) {
        if (used[mapped->index]) return false;
        perm[next->index] = *mapped;
        used[mapped->index] = true;
        queue.push_back(*next);
      } else if (perm[next->index] != *mapped) {
        return false;
      }
    }
  }
  return true;
}

// Every completion of `perm` into an automorphism under δ: the first unmapped cell tries every
// free image (one try per connected part of the board once the first cell is placed).
void complete(const BoardGraph& board, const DirectionMap& delta, const CellPermutation& perm,
              const std::vector<bool>& used, std::vector<Automorphism>& out) {
  if (out.size() > kMaxAutomorphisms) return;
  const auto unmapped = std::find_if(perm.begin(), perm.end(), [](Cell c) { return c.is_none(); });
  if (unmapped == perm.end()) return out.push_back({perm, delta});
  const Cell root = Cell::from_index(static_cast<std::size_t>(unmapped - perm.begin()));
  for (std::size_t t = 0; t < board.cell_count(); ++t) {
    if (used[t]) continue;
    CellPermutation next = perm;
    std::vector<bool> next_used = used;
    if (propagate(board, delta, root, Cell::from_index(t), next, next_used))
      complete(board, delta, next, next_used, out);
  }
}

std::vector<Automorphism> board_automorphisms(const BoardGraph& board) {
  std::vector<Automorphism> found;
  for (const DirectionMap& delta : compass_maps(board))
    complete(board, delta, CellPermutation(board.cell_count()),
             std::vector<bool>(board.cell_count(), false), found);
  return found;
}

bool maps_set(const CellSet& set, const CellPermutation& perm) {
  for (std::size_t c = 0; c < perm.size(); ++c)
    if (set.contains(Cell::from_index(c)) != set.contains(perm[c])) return false;
  return true;
}

bool maps_zone(const CompiledRules& rules, ZoneId z, PlayerId p, const CellPermutation& perm) {
  return z == model::kNoZone || maps_set(rules.zones().of(z, p), perm);
}

bool maps_zone_for_all(const CompiledRules& rules, ZoneId z, const CellPermutation& perm) {
  for (PlayerId p : rules.turn_order())
    if (!maps_zone(rules, z, p, perm)) return false;
  return true;
}

bool is_identity(const CellPermutation& perm) {
  for (std::size_t c = 0; c < perm.size(); ++c)
    if (perm[c] != Cell::from_index(c)) return false;
  return true;
}

// A leap target as a comparable value: its cell, then its (at most three) lame cells in order.
std::uint64_t leap_key(const model::LeapTarget& t, const CellPermutation* perm) {
  auto map = [&](Cell c) -> std::uint64_t { return perm ? (*perm)[c.index].index : c.index; };
  std::array<std::uint64_t, 3> via{};
  for (std::uint8_t i = 0; i < t.via_count; ++i) via[i] = map(t.via[i]) + 1;
  std::sort(via.begin(), via.end());  // lame cells must all be empty: their order does not count
  return map(t.to) << 48 | via[0] << 32 | via[1] << 16 | via[2];
}

bool maps_leaps(const CompiledAtom& a, const CompiledAtom& b, const CellPermutation& perm) {
  if (a.leaps.size() != b.leaps.size()) return false;
  for (std::size_t c = 0; c < a.leaps.size(); ++c) {
    std::vector<std::uint64_t> mapped, target;
    for (const auto& t : a.leaps[c]) mapped.push_back(leap_key(t, &perm));
    for (const auto& t : b.leaps[perm[c].index]) target.push_back(leap_key(t, nullptr));
    std::sort(mapped.begin(), mapped.end());
    std::sort(target.begin(), target.end());
    if (mapped != target) return false;
  }
  return true;
}

// Whether b's lines along leap vectors are a's, cell by cell, mapped by the permutation.
bool maps_vector_lines(const CompiledAtom& a, const CompiledAtom& b, const CellPermutation& perm) {
  if (a.vector_lines.size() != b.vector_lines.size()) return false;
  for (std::size_t c = 0; c < a.vector_lines.size(); ++c) {
    std::vector<std::vector<Cell>> mapped, target = b.vector_lines[perm[c].index];
    for (const auto& line : a.vector_lines[c]) {
      mapped.emplace_back();
      for (Cell cell : line) mapped.back().push_back(perm[cell.index]);
    }
    std::sort(mapped.begin(), mapped.end());
    std::sort(target.begin(), target.end());
    if (mapped != target) return false;
  }
  return true;
}

// Whether b is the image of a under the automorphism (both atoms of one owner).
bool maps_atom(const CompiledAtom& a, const CompiledAtom& b, const Automorphism& s) {
  const bool same_fields =
      a.type == b.type && a.mode == b.mode && a.max_distance == b.max_distance &&
      a.screens == b.screens && a.lands_adjacent == b.lands_adjacent &&
      a.from_zone == b.from_zone && a.to_zone == b.to_zone && a.not_to_zone == b.not_to_zone &&
      a.not_from_zone == b.not_from_zone && a.only_unmoved == b.only_unmoved &&
      a.creates_en_passant == b.creates_en_passant &&
      a.captures_en_passant == b.captures_en_passant && a.target_kinds == b.target_kinds &&
      a.not_through == b.not_through && a.push_kinds == b.push_kinds &&
      a.push_then_captures == b.push_then_captures && a.push_chain == b.push_chain &&
      a.relocates == b.relocates && a.targets_own == b.targets_own;
  if (!same_fields) return false;
  std::vector<DirectionId> mapped;
  for (DirectionId d : a.directions) mapped.push_back(s.directions[d]);
  std::vector<DirectionId> target = b.directions;
  std::sort(mapped.begin(), mapped.end());
  std::sort(target.begin(), target.end());
  return mapped == target && maps_leaps(a, b, s.cells) && maps_vector_lines(a, b, s.cells);
}

// Whether the atoms of (owner, kind) map onto themselves, one to one both ways round.
bool maps_atoms(const std::vector<CompiledAtom>& atoms, const Automorphism& s) {
  for (const CompiledAtom& a : atoms)
    if (std::none_of(atoms.begin(), atoms.end(),
                     [&](const CompiledAtom& b) { return maps_atom(a, b, s); }))
      return false;
  for (const CompiledAtom& b : atoms)
    if (std::none_of(atoms.begin(), atoms.end(),
                     [&](const CompiledAtom& a) { return maps_atom(a, b, s); }))
      return false;
  return true;
}

// Whether one group of the material reads the rules alike on every cell and on its image.
// `stands`: the cells the group's pieces may stand on in a table (standing.h).
bool keeps_piece(const CompiledRules& rules, const MaterialGroup& g, const model::CellSet& stands,
                 const Automorphism& s) {
  const model::PieceInfo& info = rules.piece(g.kind);
  if (info.carries && !is_identity(s.cells)) return false;  // unload cells are tried in order
  for (std::size_t c = 0; c < s.cells.size(); ++c) {
    const Cell cell = Cell::from_index(c);
    if (stands.contains(cell) != stands.contains(s.cells[c])) return false;
    if (rules.may_stop_on(g.owner, g.kind, cell) != rules.may_stop_on(g.owner, g.kind, s.cells[c]))
      return false;
  }
  for (const CompiledAtom& a : rules.atoms(g.owner, g.kind)) {
    if (a.relocates && !is_identity(s.cells)) return false;  // relocation cells are tried in order
    for (ZoneId z : {a.from_zone, a.to_zone, a.not_to_zone, a.not_from_zone, a.not_through})
      if (!maps_zone(rules, z, g.owner, s.cells)) return false;
  }
  if (!maps_zone(rules, info.confined_to, g.owner, s.cells) ||
      !maps_zone(rules, info.cannot_stop_on, g.owner, s.cells) ||
      !maps_zone(rules, info.drop.not_into, g.owner, s.cells))
    return false;
  if (info.promotion && (!maps_zone(rules, info.promotion->zone, g.owner, s.cells) ||
                         !maps_zone(rules, info.promotion->forced_zone, g.owner, s.cells)))
    return false;
  return maps_atoms(rules.atoms(g.owner, g.kind), s);
}

// Whether c's cell set under `perm` is the set listed for perm(c) (per-cell tables of cells).
bool maps_cell_lists(const std::vector<std::vector<Cell>>& lists, const CellPermutation& perm) {
  for (std::size_t c = 0; c < lists.size(); ++c) {
    std::vector<Cell> mapped;
    for (Cell x : lists[c]) mapped.push_back(perm[x.index]);
    std::vector<Cell> target = lists[perm[c].index];
    std::sort(mapped.begin(), mapped.end());
    std::sort(target.begin(), target.end());
    if (mapped != target) return false;
  }
  return true;
}

bool maps_opposition(const CompiledRules& rules, const CellPermutation& perm) {
  if (!rules.opposition()) return true;
  for (const model::OppositionPlacement& placement : rules.opposition()->placements)
    for (const auto& per_cell : placement.near) {
      std::vector<std::vector<Cell>> lists;
      for (const CellSet& near : per_cell) lists.push_back(near.cells());
      if (!lists.empty() && !maps_cell_lists(lists, perm)) return false;
    }
  return true;
}

// Whether the rules every piece reads, whatever the material, are alike on a cell and its image.
bool keeps_board_rules(const CompiledRules& rules, const CellPermutation& perm) {
  if (rules.imitation().in_use && !is_identity(perm)) return false;
  for (std::size_t c = 0; c < perm.size(); ++c) {
    const Cell cell = Cell::from_index(c);
    if (rules.zones().is_sanctuary(cell) != rules.zones().is_sanctuary(perm[c])) return false;
    if (rules.zones().forbids_royal_neighbours(cell) !=
        rules.zones().forbids_royal_neighbours(perm[c]))
      return false;
  }
  for (const model::ZoneClosure& closure : rules.zones().closures)
    if (!maps_zone_for_all(rules, closure.zone, perm) ||
        !maps_zone_for_all(rules, closure.occupied_zone, perm))
      return false;
  for (const model::DrawClaimRule& claim : rules.game_end().draw_claims)
    if (!maps_zone_for_all(rules, claim.zone, perm)) return false;
  if (rules.immobilization())
    for (const model::Immobilizer& im : rules.immobilization()->immobilizers)
      if (!maps_cell_lists(im.covered_from, perm)) return false;
  return maps_opposition(rules, perm);
}

}  // namespace

std::vector<CellPermutation> table_symmetries(const CompiledRules& rules,
                                              const Material& material) {
  std::vector<CellPermutation> group;
  const std::vector<Automorphism> candidates = board_automorphisms(rules.board());
  if (candidates.size() >
      kMaxAutomorphisms) {  // the search was cut short: only the identity is sure
    CellPermutation identity(rules.board().cell_count());
    for (std::size_t c = 0; c < identity.size(); ++c) identity[c] = Cell::from_index(c);
    return {identity};
  }
  const auto& groups = material.groups();
  std::vector<model::CellSet> stands;
  for (const MaterialGroup& g : groups) stands.push_back(table_cells(rules, g.owner, g.kind));
  for (const Automorphism& s : candidates) {
    if (!keeps_board_rules(rules, s.cells)) continue;
    bool kept = true;
    for (std::size_t g = 0; g < groups.size() && kept; ++g)
      kept = keeps_piece(rules, groups[g], stands[g], s);
    // Two compass maps can give one cell permutation on a degenerate board: keep it once.
    if (kept && std::find(group.begin(), group.end(), s.cells) == group.end())
      group.push_back(s.cells);
  }
  const auto identity = std::find_if(group.begin(), group.end(), is_identity);
  if (identity != group.end()) std::iter_swap(group.begin(), identity);
  return group;
}

}  // namespace arbiter::solver::tablebase
