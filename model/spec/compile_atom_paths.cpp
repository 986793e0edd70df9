// Choosing each compiled atom's path through the move generator (CompiledAtom::path): the plain
// and simple loops of model/movegen.cpp list what the general one would, in the same order, for
// the atoms whose conditions they need not read cell by cell; and the cells from which a move of
// the atom may promote, where the general path is kept.
#include "model/spec/atom_reach.h"
#include "model/spec/rules_compiler.h"

namespace arbiter::model {
namespace {

// Whether atom a's moves need no cell-by-cell test beyond occupancy and its mode (Simple), and
// also none of its mode or en passant (Plain), for a piece that stops anywhere.
AtomPath path_of(const CompiledAtom& a, bool stops_anywhere) {
  if (a.type == AtomType::Hop || !a.vector_lines.empty() || !stops_anywhere)
    return AtomPath::General;
  const bool simple = a.not_through == kNoZone && a.strangled_by == Strangling::None &&
                      a.to_zone == kNoZone && a.not_to_zone == kNoZone && a.push_kinds == 0 &&
                      !a.relocates && !a.targets_own && a.target_kinds == 0;
  if (!simple) return AtomPath::General;
  if (a.mode == Mode::Both && !a.creates_en_passant && !a.captures_en_passant)
    return AtomPath::Plain;
  // The simple loop is written for slides; a leap that is not plain takes the general one.
  return a.type == AtomType::Slide ? AtomPath::Simple : AtomPath::General;
}

// The cells a plain or simple one-cell atom reaches from each cell
// (CompiledAtom::one_cell_targets), or nothing for any other atom.
CellLists one_cell_targets_of(const CompiledAtom& a, const BoardGraph& board) {
  CellLists lists;
  if (a.path == AtomPath::General) return lists;
  const bool step = a.type == AtomType::Slide && a.max_distance == 1 && a.first_listed == 1 &&
                    a.vector_lines.empty();
  bool legless_leap = a.type == AtomType::Leap && a.path == AtomPath::Plain;
  for (const auto& targets : a.leaps)
    for (const LeapTarget& t : targets) legless_leap = legless_leap && t.via_count == 0;
  if (!step && !legless_leap) return lists;
  std::vector<Cell> cells;
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const Cell from = Cell::from_index(i);
    cells.clear();
    if (step) {
      for (DirectionId d : a.directions) {
        const auto ray = board.ray(from, d);
        if (!ray.empty()) cells.push_back(ray.front());
      }
    } else {
      for (const LeapTarget& t : a.leaps[i]) cells.push_back(t.to);
    }
    lists.append_list(cells);
  }
  return lists;
}

// The atoms of `atoms` that may move a piece of `owner` from each cell (their start zones hold it)
// and the path of each from there: the general one where a move of it may promote.
AtomsByCell atoms_by_cell_of(const std::vector<CompiledAtom>& atoms, const ZoneRules& zones,
                             PlayerId owner, std::size_t cell_count) {
  AtomsByCell table;
  std::vector<AtomFromCell> here;
  for (std::size_t i = 0; i < cell_count; ++i) {
    const Cell from = Cell::from_index(i);
    here.clear();
    for (std::size_t k = 0; k < atoms.size(); ++k) {
      const CompiledAtom& a = atoms[k];
      if (a.from_zone != kNoZone && !zones.contains(a.from_zone, owner, from)) continue;
      if (a.not_from_zone != kNoZone && zones.contains(a.not_from_zone, owner, from)) continue;
      const AtomPath path = a.promotes_from.contains(from) ? AtomPath::General : a.path;
      here.push_back(AtomFromCell{static_cast<std::uint16_t>(k), path});
    }
    table.append_list(here);
  }
  return table;
}

}  // namespace

void RulesCompiler::atom_paths() {
  const BoardGraph& board = r_.board_;
  const std::size_t n = board.cell_count();
  for (std::size_t p = 0; p < r_.players_.size(); ++p) {
    const PlayerId owner = PlayerId::from_index(p);
    for (std::size_t k = 0; k < r_.pieces_.size(); ++k) {
      const PieceKind kind = PieceKind::from_index(k);
      const std::optional<CompiledPromotion>& promotion = r_.pieces_[k].promotion;
      for (CompiledAtom& a : r_.atoms_(owner, kind)) {
        a.path = path_of(a, r_.stops_anywhere_(owner, kind) != 0);
        a.one_cell_targets = one_cell_targets_of(a, board);
        if (!promotion || promotion->zone == kNoZone) continue;
        const CellSet& zone = r_.zones_.of(promotion->zone, owner);
        a.promotes_from = CellSet(n);
        for (std::size_t i = 0; i < n; ++i) {
          const Cell from = Cell::from_index(i);
          bool may = promotion->on_leaving && zone.contains(from);
          spec::for_each_reached(board, a, from, [&](Cell to) { may = may || zone.contains(to); });
          if (may) a.promotes_from.insert(from);
        }
      }
    }
  }
  r_.atoms_by_cell_ = PerOwnerKind<AtomsByCell>(r_.players_.size(), r_.pieces_.size());
  for (std::size_t p = 0; p < r_.players_.size(); ++p) {
    const PlayerId owner = PlayerId::from_index(p);
    for (std::size_t k = 0; k < r_.pieces_.size(); ++k) {
      const PieceKind kind = PieceKind::from_index(k);
      r_.atoms_by_cell_(owner, kind) =
          atoms_by_cell_of(r_.atoms_(owner, kind), r_.zones_, owner, n);
    }
  }
}

}  // namespace arbiter::model
