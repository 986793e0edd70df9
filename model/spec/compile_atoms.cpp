// Compiling move atoms: directions resolved and leaps precomputed for every owner, then the lines
// between cells and each piece's capture reach.
#include <algorithm>
#include <random>
#include <set>
#include <span>

#include "model/notation/position_string.h"
#include "model/spec/atom_reach.h"
#include "model/spec/compile_en_passant.h"
#include "model/spec/compile_in_place.h"
#include "model/spec/compile_opposition.h"
#include "model/spec/compile_push_chain.h"
#include "model/spec/compile_relocation.h"
#include "model/spec/compile_succession.h"
#include "model/spec/compile_warp.h"
#include "model/spec/direction_names.h"
#include "model/spec/keywords.h"
#include "model/spec/options.h"
#include "model/spec/rules_compiler.h"

namespace arbiter::model {

std::vector<std::pair<Coord, std::vector<Coord>>> RulesCompiler::leap_vectors(
    const spec::AtomDoc& a, PlayerId owner) {
  const BoardGraph& b = r_.board_;
  const DirectionId forward = r_.players_[owner.index].forward;
  const std::size_t errors_before = errors_.size();
  const auto symmetry = spec::keyword(a.symmetry, spec::kSymmetry, errors_);
  if (errors_.size() != errors_before) return {};
  using spec::VectorSymmetry;
  if (symmetry != VectorSymmetry::All && forward % b.rotation_step() != 0) {
    error(a.mark,
          "a leap oriented to its owner needs the owner's forward to be an orthogonal direction");
    return {};
  }
  const int owner_turns = forward / b.rotation_step();
  std::vector<std::pair<Coord, std::vector<Coord>>> result;
  // The same vector may be reached by two legs (a lame (1,1) leap via (0,1) or via (1,0)):
  // each distinct path is kept, and the move exists when any of them is clear.
  auto add = [&](Coord v, std::vector<Coord> via) {
    for (const auto& existing : result)
      if (existing.first == v && existing.second == via) return;
    result.emplace_back(v, std::move(via));
  };
  const std::int64_t reach = b.longest_distance();
  for (const auto& written : a.vectors) {
    // A vector longer than any distance on the board lands nowhere; it is a mistake, and turning
    // it would overflow the coordinates.
    for (const auto& w : a.via) {
      if (b.distance_norm(w.x, w.y) > reach)
        error(w.mark, "via [" + std::to_string(w.x) + ", " + std::to_string(w.y) +
                          "] is longer than any distance on this board (" + std::to_string(reach) +
                          ")");
    }
    if (b.distance_norm(written.x, written.y) > reach) {
      error(written.mark,
            "leap [" + std::to_string(written.x) + ", " + std::to_string(written.y) +
                "] is longer than any distance on this board (" + std::to_string(reach) +
                "): it can land nowhere",
            "a vector whose length fits the board");
      return {};
    }
    const Coord v{written.x, written.y};
    std::vector<Coord> via;
    for (const auto& w : a.via) via.push_back({w.x, w.y});
    auto transform = [&](bool reflect, int turns) {
      auto f = [&](Coord c) {
        return b.rotate_vector(reflect ? b.reflect_vector(c) : c, turns + owner_turns);
      };
      std::vector<Coord> vias;
      for (const auto& c : via) vias.push_back(f(c));
      add(f(v), vias);
    };
    if (symmetry == VectorSymmetry::None) transform(false, 0);
    if (symmetry == VectorSymmetry::Mirror) {
      transform(false, 0);
      transform(true, 0);
    }
    if (symmetry == VectorSymmetry::All) {
      for (int t = 0; t < b.rotation_count(); ++t) {
        transform(false, t);
        transform(true, t);
      }
    }
  }
  return result;
}

void RulesCompiler::vector_lines(const spec::AtomDoc& a, PlayerId owner, CompiledAtom& c) {
  const BoardGraph& b = r_.board_;
  if (!a.via.empty()) error(a.via.front().mark, "via applies to leaps", "a leap atom with via");
  c.vector_lines.assign(b.cell_count(), {});
  // A ride repeats the leap while the next cell exists: a hole or the edge ends the line.
  for (const auto& [v, vias] : leap_vectors(a, owner)) {
    for (std::size_t i = 0; i < b.cell_count(); ++i) {
      std::vector<Cell> line;
      for (auto at = b.cell_at(b.coord(Cell::from_index(i)) + v); at;
           at = b.cell_at(b.coord(*at) + v))
        line.push_back(*at);
      if (!line.empty()) c.vector_lines[i].push_back(std::move(line));
    }
  }
}

CompiledAtom RulesCompiler::atom(const spec::AtomDoc& a, PlayerId owner) {
  const BoardGraph& b = r_.board_;
  CompiledAtom c;
  using spec::AtomForm;
  c.type = a.form == AtomForm::Leap  ? AtomType::Leap
           : a.form == AtomForm::Hop ? AtomType::Hop
                                     : AtomType::Slide;
  if (a.form == AtomForm::Step) c.max_distance = 1;
  if (a.max) {
    if (*a.max < 1) error(a.mark, "max must be at least 1");
    c.max_distance = *a.max;
  }
  c.mode = spec::keyword(a.mode, spec::kMode, errors_);
  for (const auto& d : a.directions) {
    auto dirs = spec::resolve_directions(b, d.value, r_.players_[owner.index].forward);
    if (dirs.empty()) {
      error(d.mark, "unknown direction '" + d.value + "'", spec::direction_vocabulary(b));
    }
    for (auto dir : dirs)
      if (std::find(c.directions.begin(), c.directions.end(), dir) == c.directions.end())
        c.directions.push_back(dir);
  }
  if (c.type != AtomType::Leap && !a.vectors.empty()) vector_lines(a, owner, c);
  if (c.type == AtomType::Hop) {
    c.screens = a.screens;
    if (a.screens < 1) error(a.mark, "screens must be at least 1");
    c.lands_adjacent = spec::keyword(a.landing, spec::kLandsAdjacent, errors_);
  }
  if (a.form == AtomForm::Warp) {
    const ZoneId warp = zone(a.warp);
    std::optional<std::vector<Cell>> cells;
    if (warp != kNoZone) cells = r_.zones().of(warp, owner).cells();
    spec::compile_warp(a, cells, b.cell_count(), c, errors_);
  } else if (c.type == AtomType::Leap) {
    if (a.via.size() > 3) error(a.mark, "a leap may name at most 3 via cells");
    c.leaps.resize(b.cell_count());
    for (const auto& [v, vias] : leap_vectors(a, owner)) {
      for (std::size_t i = 0; i < b.cell_count(); ++i) {
        const Cell from = Cell::from_index(i);
        auto to = b.cell_at(b.coord(from) + v);
        if (!to) continue;
        LeapTarget t;
        t.to = *to;
        bool ok = true;
        for (const auto& w : vias) {
          auto via = b.cell_at(b.coord(from) + w);
          if (!via || t.via_count >= 3) {
            ok = false;
            break;
          }
          t.via[t.via_count++] = *via;
        }
        if (ok) c.leaps[i].push_back(t);
      }
    }
  }
  c.from_zone = zone(a.from_zone);
  c.to_zone = zone(a.to_zone);
  c.not_to_zone = zone(a.not_to_zone);
  c.not_through = zone(a.not_through);
  for (const auto& name : a.push)
    if (auto k = piece(name)) c.push_kinds |= std::uint64_t{1} << k->index;
  c.push_then_captures = spec::keyword(a.push_then, spec::kPushThenCaptures, errors_);
  if (c.push_kinds != 0 && c.type == AtomType::Hop)
    error(a.mark, "a hop cannot push", "push on a step, slide or leap atom");
  if (c.push_kinds != 0 && !c.vector_lines.empty())
    error(a.mark, "a ride along leap vectors cannot push", "push on a slide along directions");
  c.push_chain = spec::keyword(a.push_chain, spec::kPushChain, errors_);
  if (c.push_chain && c.push_kinds == 0)
    error(a.push_chain.mark, "push_chain needs push", "push: [piece names] on the same atom");
  if (c.not_through != kNoZone && c.type == AtomType::Leap)
    error(a.not_through.mark, "not_through applies to slides and hops", "a slide or hop atom");
  c.strangled_by = spec::keyword(a.strangled_by, spec::kStrangledBy, errors_);
  if (c.strangled_by != Strangling::None && (c.type != AtomType::Slide || !c.vector_lines.empty()))
    error(a.strangled_by.mark, "strangled_by applies to steps and slides along named directions",
          "a step or slide atom whose directions are names (diagonal, nne, ...)");
  c.not_from_zone = zone(a.not_from_zone);
  c.only_unmoved = a.only_unmoved;
  const auto en_passant = spec::keyword_if_written(a.en_passant, spec::kEnPassantRole, errors_);
  if (en_passant == spec::EnPassantRole::Creates) {
    c.creates_en_passant = true;
    // Position keeps at most 4 passed cells (EnPassant::cells).
    if (c.type != AtomType::Slide || c.max_distance > 5 || !c.vector_lines.empty()) {
      error(a.en_passant.mark, "en passant can be created only by a slide of at most 5 cells",
            "a slide with max: 2 to 5");
    }
  } else if (en_passant == spec::EnPassantRole::Captures) {
    c.captures_en_passant = true;
  }
  for (const auto& t : a.targets)
    if (auto k = piece(t)) c.target_kinds |= std::uint64_t{1} << k->index;
  auto zone_cells = [&](const spec::Text& name) -> std::optional<std::vector<Cell>> {
    const ZoneId z = zone(name);
    if (z == kNoZone) return std::nullopt;
    return r_.zones().of(z, owner).cells();
  };
  spec::compile_relocation(a, zone_cells, c, errors_);
  return c;
}

void RulesCompiler::atoms() {
  r_.atoms_ = PerOwnerKind<std::vector<CompiledAtom>>(r_.players_.size(), r_.pieces_.size());
  for (std::size_t p = 0; p < r_.players_.size(); ++p) {
    for (std::size_t k = 0; k < doc_.pieces.size(); ++k) {
      for (const auto& a : doc_.pieces[k].moves) {
        CompiledAtom c = atom(a, PlayerId::from_index(p));
        // A move has room for one promotion, the last pushed piece's: a piece that pushes in
        // turn lands on a cell of the chain and may not promote there.
        if (p == 0 && c.push_chain && doc_.pieces[k].promotion)
          error(a.push_chain.mark,
                "piece '" + doc_.pieces[k].name.value + "' promotes, so it cannot push in turn",
                "push_chain only on pieces without promotion");
        if (c.only_unmoved) r_.uses_moved_flags_ = true;
        if (c.relocates) r_.relocation_.in_use = true;
        if (c.creates_en_passant) r_.en_passant_.in_use = true;
        r_.atoms_(PlayerId::from_index(p), PieceKind::from_index(k)).push_back(std::move(c));
      }
    }
  }
  r_.atoms_overlap_ = PerOwnerKind<char>(r_.players_.size(), r_.pieces_.size());
  for (std::size_t i = 0; i < r_.atoms_.size(); ++i) {
    list_first_cell_once(r_.atoms_[i]);
    r_.atoms_overlap_[i] = may_overlap(r_.atoms_[i], r_.board_) ? 1 : 0;
  }
  const bool carriers = std::any_of(r_.pieces_.begin(), r_.pieces_.end(),
                                    [](const PieceInfo& info) { return info.carries.has_value(); });
  for (std::size_t k = 0; k < doc_.pieces.size(); ++k) {
    r_.pieces_[k].captures_in_place =
        spec::compile_capture_in_place(doc_.pieces[k], PieceKind::from_index(k), r_.atoms_,
                                       r_.players_.size(), r_.board_, errors_);
    // A victim's passengers would have nowhere to go.
    if (r_.pieces_[k].captures_in_place && carriers)
      error(doc_.pieces[k].captures_in_place->mark,
            "captures in place are not supported where pieces carry others",
            "captures_in_place without carries: in the spec");
  }
  // A double capture neither carries passengers along nor records an imitation.
  if (doc_.double_capture) {
    const bool imitates =
        std::any_of(doc_.pieces.begin(), doc_.pieces.end(),
                    [](const spec::PieceDoc& p) { return p.imitates.has_value(); });
    if (carriers || imitates)
      error(doc_.double_capture->mark,
            std::string("double captures are not supported where pieces ") +
                (carriers ? "carry others" : "imitate"),
            "double_capture without carries: or imitates: in the spec");
  }
  r_.relocation_.unload = spec::carrier_unload_cells(
      doc_, r_.pieces_, r_.atoms_, r_.players_.size(), r_.board_.cell_count(), errors_);
  r_.push_chain_ =
      spec::compile_push_chains(r_.atoms_, r_.players_.size(), r_.pieces_.size(), r_.board_);
}

namespace {

// Whether atom `step`, a one-cell slide, makes every move slide `a` makes onto its first cell
// along any of a's directions, in every position: the same mode and victims, no condition on
// where it starts, lands or passes that `a` lacks, and nothing on either (zones, pushes,
// relocation, transport, en passant captures) that could make the two moves differ. Promotions
// follow from the piece and the cells (the generator's add), not from the atom.
bool lists_first_cells_of(const CompiledAtom& step, const CompiledAtom& a) {
  const auto plain = [](const CompiledAtom& x) {
    return x.type == AtomType::Slide && x.vector_lines.empty() && x.to_zone == kNoZone &&
           x.not_to_zone == kNoZone && x.not_through == kNoZone &&
           x.strangled_by == Strangling::None && x.push_kinds == 0 && !x.relocates &&
           !x.targets_own && !x.captures_en_passant;
  };
  if (!plain(step) || !plain(a) || step.max_distance != 1 || a.max_distance < 2 ||
      a.first_listed != 1)
    return false;
  if (step.from_zone != kNoZone || step.not_from_zone != kNoZone || step.only_unmoved) return false;
  if (step.mode != a.mode || step.target_kinds != a.target_kinds) return false;
  return std::all_of(a.directions.begin(), a.directions.end(), [&](DirectionId d) {
    return std::find(step.directions.begin(), step.directions.end(), d) != step.directions.end();
  });
}

}  // namespace

void RulesCompiler::list_first_cell_once(std::vector<CompiledAtom>& atoms) {
  for (auto& a : atoms)
    for (const auto& step : atoms)
      if (&step != &a && lists_first_cells_of(step, a)) {
        a.first_listed = 2;
        break;
      }
}

namespace {

// The cells atom a may land on from `from` on an empty board, or on any board: a leap's targets,
// a slide's cells from its first listed distance to its last along each direction, a hop's whole
// rays (its screens may stand anywhere before its landing cell). Appended to `out`.
void landing_cells(const CompiledAtom& a, const BoardGraph& board, Cell from,
                   std::vector<Cell>& out) {
  if (a.type == AtomType::Leap) {
    for (const LeapTarget& t : a.leaps[from.index]) out.push_back(t.to);
    return;
  }
  for (const DirectionId d : a.directions) {
    const std::span<const Cell> ray = board.ray(from, d);
    const std::size_t first = a.type == AtomType::Hop ? 0 : a.first_listed - 1u;
    const std::size_t last = a.type == AtomType::Hop
                                 ? ray.size()
                                 : std::min(ray.size(), static_cast<std::size_t>(a.max_distance));
    for (std::size_t i = first; i < last; ++i) out.push_back(ray[i]);
  }
}

}  // namespace

bool RulesCompiler::may_overlap(const std::vector<CompiledAtom>& atoms, const BoardGraph& board) {
  for (const auto& a : atoms)
    if (!a.vector_lines.empty()) return true;  // a vector may repeat a direction or another vector
  // Two moves of one piece are the same move only if they land on the same cell: where no cell
  // is a landing cell twice from any start cell (of two atoms, or of two directions of one on a
  // board whose lines meet again), no move is listed twice.
  std::vector<Cell> cells;
  std::vector<char> landed(board.cell_count());
  for (std::size_t f = 0; f < board.cell_count(); ++f) {
    std::fill(landed.begin(), landed.end(), 0);
    for (const auto& a : atoms) {
      cells.clear();
      landing_cells(a, board, Cell::from_index(f), cells);
      for (const Cell c : cells) {
        if (landed[c.index]) return true;
        landed[c.index] = 1;
      }
    }
  }
  return false;
}

void RulesCompiler::lines_and_reach() {
  const BoardGraph& b = r_.board_;
  const std::size_t n = b.cell_count();
  ReachTables& t = r_.reach_;
  t.cell_count = n;
  t.lines.assign(n * n, LineStep{});
  for (std::size_t i = 0; i < n; ++i) {
    for (DirectionId d = 0; d < b.direction_count(); ++d) {
      const auto ray = b.ray(Cell::from_index(i), d);
      for (std::size_t j = 0; j < ray.size(); ++j) {
        LineStep& s = t.lines[i * n + ray[j].index];
        if (s.distance == 0)
          s = {d, static_cast<std::uint16_t>(j + 1)};
        else
          t.rays_meet_once = false;
      }
    }
  }
  r_.may_stop_on_ = PerOwnerKind<CellSet>(r_.players_.size(), r_.pieces_.size(), CellSet(n));
  for (std::size_t p = 0; p < r_.players_.size(); ++p) {
    for (std::size_t k = 0; k < r_.pieces_.size(); ++k) {
      const PieceInfo& info = r_.pieces_[k];
      const PlayerId owner = PlayerId::from_index(p);
      for (std::size_t i = 0; i < n; ++i) {
        const Cell c = Cell::from_index(i);
        if (info.confined_to != kNoZone && !r_.zones().contains(info.confined_to, owner, c))
          continue;
        if (info.cannot_stop_on != kNoZone && r_.zones().contains(info.cannot_stop_on, owner, c))
          continue;
        r_.may_stop_on_(owner, PieceKind::from_index(k)).insert(c);
      }
    }
  }
  r_.stops_anywhere_ = PerOwnerKind<char>(r_.players_.size(), r_.pieces_.size());
  for (std::size_t i = 0; i < r_.may_stop_on_.size(); ++i)
    r_.stops_anywhere_[i] = r_.may_stop_on_[i].count() == n ? 1 : 0;
  // Every cell atom a reaches from cell i on an empty board, by its geometry alone.
  auto for_each_reached = [&](const CompiledAtom& a, std::size_t i, auto&& visit) {
    spec::for_each_reached(b, a, Cell::from_index(i), visit);
  };
  const std::size_t players = r_.players_.size(), kinds = r_.pieces_.size();
  t.capture = PerOwnerKindCell<CellSet>(players, kinds, n, CellSet(n));
  for (std::size_t pk = 0; pk < r_.atoms_.size(); ++pk) {
    for (const auto& a : r_.atoms_[pk]) {
      if (!allows_capture(a.mode)) continue;
      for (std::size_t i = 0; i < n; ++i) {
        CellSet& reach = t.capture.at(pk, Cell::from_index(i));
        for_each_reached(a, i, [&](Cell c) { reach.insert(c); });
      }
    }
  }
  t.capture_from = PerOwnerKindCell<CellSet>(players, kinds, n, CellSet(n));
  for (std::size_t pk = 0; pk < r_.atoms_.size(); ++pk)
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t to = 0; to < n; ++to)
        if (t.capture.at(pk, Cell::from_index(i)).contains(Cell::from_index(to)))
          t.capture_from.at(pk, Cell::from_index(to)).insert(Cell::from_index(i));
  t.reach = PerOwnerKindCell<CellSet>(players, kinds, n, CellSet(n));
  for (std::size_t pk = 0; pk < r_.atoms_.size(); ++pk)
    for (const auto& a : r_.atoms_[pk])
      for (std::size_t i = 0; i < n; ++i)
        for_each_reached(a, i, [&](Cell c) { t.reach.at(pk, Cell::from_index(i)).insert(c); });
  t.check = PerOwnerKindCell<CellSet>(players, kinds, n, CellSet(n));
  r_.moves_plainly_ = PerOwnerKind<char>(r_.players_.size(), r_.pieces_.size());
  for (std::size_t pk = 0; pk < r_.atoms_.size(); ++pk) {
    const auto& atoms = r_.atoms_[pk];
    const bool plain =
        !r_.piece(r_.atoms_.kind_at(pk)).promotion &&
        !r_.piece(r_.atoms_.kind_at(pk)).captures_in_place && !r_.double_capture_ &&
        std::none_of(atoms.begin(), atoms.end(), [](const CompiledAtom& a) {
          return a.captures_en_passant || a.push_kinds != 0 || a.relocates || a.targets_own;
        });
    r_.moves_plainly_[pk] = plain ? 1 : 0;
    for (std::size_t i = 0; i < n; ++i) {
      CellSet& checks = t.check.at(pk, Cell::from_index(i));
      if (!plain) {
        for (std::size_t c = 0; c < n; ++c) checks.insert(Cell::from_index(c));
        continue;
      }
      for (const auto& a : atoms)
        for_each_reached(a, i, [&](Cell to) { checks |= t.capture.at(pk, to); });
    }
  }
}

}  // namespace arbiter::model
