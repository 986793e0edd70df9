#include "solver/tablebase/unmoves.h"

#include <algorithm>
#include <array>
#include <span>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/opposition.h"
#include "model/zone_conditions.h"

namespace arbiter::solver::tablebase {

using model::Cell;
using model::CompiledAtom;
using model::CompiledRules;
using model::PieceKind;
using model::PlayerId;
using model::Position;

namespace {

// Whether a piece of the side to move stands where it may not stop, and so restricts who moves
// (must_leave; an heir inherited there).
bool must_leave_now(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  if (!rules.has_must_leave()) return false;
  const PlayerId me = pos.side_to_move();
  for (Cell c : pos.pieces_of(me)) {
    const PieceKind kind = rules.kind(pos.at(c));
    if (rules.piece(kind).must_leave != model::MustLeave::No && !rules.may_stop_on(me, kind, c))
      return true;
  }
  return false;
}

}  // namespace

void moves_of_piece(Position& pos, Cell from, model::MoveList& scratch) {
  if (must_leave_now(pos))
    model::generate_legal(pos, scratch);
  else
    model::generate_piece_pseudo_legal(pos, from, scratch);
}

namespace {

// Whether the move generator lists, among the moves from `from` of the side to move, one that
// `wanted` accepts (every such move starts on `from` and promotes to nothing).
template <typename Wanted>
bool generator_lists(Position& pos, Cell from, model::MoveList& scratch, Wanted&& wanted) {
  moves_of_piece(pos, from, scratch);
  return std::any_of(scratch.begin(), scratch.end(), [&](const model::Move& m) {
    return m.from == from && m.piece.is_none() && wanted(m);
  });
}

// Whether the move generator lists the quiet move from -> to of the side to move.
bool generator_has(Position& pos, Cell from, Cell to, model::MoveList& scratch) {
  return generator_lists(pos, from, scratch, [&](const model::Move& m) {
    return m.to == to && m.type == model::MoveType::Normal;
  });
}

// Whether the move generator lists the push from -> to whose pushed piece goes on to `pushed_to`
// (no chain, no promotion) for the side to move.
bool generator_has_push(Position& pos, Cell from, Cell to, Cell pushed_to,
                        model::MoveList& scratch) {
  return generator_lists(pos, from, scratch, [&](const model::Move& m) {
    return m.to == to && m.type == model::MoveType::Push && m.pushed_to() == pushed_to &&
           m.chain == 0;
  });
}

// Whether the move generator lists the relocating capture from -> to that puts the piece on `to`
// on `relocated_to` (keeping its side) for the side to move.
bool generator_has_relocation(Position& pos, Cell from, Cell to, Cell relocated_to,
                              model::MoveList& scratch) {
  return generator_lists(pos, from, scratch, [&](const model::Move& m) {
    return m.to == to && m.type == model::MoveType::Relocation && !m.relocated_aboard() &&
           !m.relocated_to_mover() && m.relocated_to() == relocated_to;
  });
}

}  // namespace

bool is_legal_table_position(const Position& pos) {
  const PlayerId mover = pos.rules().previous_player(pos.side_to_move());
  return !model::in_check(pos, mover) && !model::rulers_too_close(pos, mover);
}

namespace {

// Whether the move generator would list quiet moves of atom a from `from` to `to` at all (zones).
bool atom_may(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner, Cell from,
              Cell to) {
  return model::allows_move(a.mode) && !a.only_unmoved &&
         model::zones_allow(rules, a, owner, from, to);
}

}  // namespace

Unmoves::Unmoves(const TableIndex& index) : index_(&index) {
  const CompiledRules& rules = index.rules();
  const std::size_t cells = rules.board().cell_count();
  const std::size_t players = rules.player_count(), kinds = rules.kind_count();
  ways_ = {players, kinds, std::vector<std::vector<Way>>(cells)};
  pushes_ = {players, kinds};
  relocation_cells_ = {players, kinds};
  relocation_origins_ = {players, kinds};
  const model::RuleFeatures ruleset = rules.ruleset_features();
  for (const MaterialGroup& g : index.material().groups()) {
    model::RuleFeatures used = ruleset;
    used |= rules.features_of(g.owner, g.kind);
    const bool plain = !kPlainUnmoveSupport.refuses_any(used);
    for (const CompiledAtom& a : rules.atoms(g.owner, g.kind))
      pushes_(g.owner, g.kind) |= a.push_kinds;
    for (std::size_t f = 0; f < cells; ++f)
      if (index.may_stand(g.owner, g.kind, Cell::from_index(f)))
        add_ways(g.owner, g.kind, Cell::from_index(f), plain);
    add_relocations(g.owner, g.kind);
  }
  for (auto& per_cell : ways_)
    for (auto& list : per_cell)
      std::stable_sort(list.begin(), list.end(),
                       [](const Way& a, const Way& b) { return a.from < b.from; });
}

void Unmoves::add_ways(PlayerId owner, PieceKind kind, Cell from, bool plain) {
  const CompiledRules& rules = index_->rules();
  auto& table = ways_(owner, kind);
  auto add = [&](Way way, Cell to) {
    if (to == from || !index_->may_stand(owner, kind, to)) return;
    way.from = from;
    if (!plain) {
      way.check = Way::Check::Ask;
      for (const Way& w : table[to.index])
        if (w.from == from) return;  // the generator is asked once per origin
    }
    table[to.index].push_back(way);
  };
  for (const CompiledAtom& a : rules.atoms(owner, kind)) {
    if (a.type == model::AtomType::Leap) {
      for (const model::LeapTarget& t : a.leaps[from.index])
        if (atom_may(rules, a, owner, from, t.to)) add(Way{Way::Check::Leap, from, 0, 0, &t}, t.to);
      continue;
    }
    for (model::DirectionId d : a.directions) {
      int distance = 0;
      for (Cell c : rules.board().ray(from, d)) {
        if (a.type == model::AtomType::Slide && ++distance > a.max_distance) break;
        if (plain && a.not_through != model::kNoZone &&
            rules.zones().contains(a.not_through, owner, c))
          break;
        if (atom_may(rules, a, owner, from, c) || a.type == model::AtomType::Hop)
          add(Way{Way::Check::Slide, from, d, static_cast<std::uint16_t>(distance), nullptr}, c);
      }
    }
    // Rides along leap vectors are never plain: the generator decides (Check::Ask).
    if (a.vector_lines.empty()) continue;
    for (const auto& line : a.vector_lines[from.index]) {
      int distance = 0;
      for (Cell c : line) {
        if (a.type == model::AtomType::Slide && ++distance > a.max_distance) break;
        if (atom_may(rules, a, owner, from, c) || a.type == model::AtomType::Hop)
          add(Way{Way::Check::Ask, from, 0, 0, nullptr}, c);
      }
    }
  }
}

void Unmoves::add_relocations(PlayerId owner, PieceKind kind) {
  const CompiledRules& rules = index_->rules();
  const std::size_t cells = rules.board().cell_count();
  std::vector<std::vector<bool>> from_to(cells);  // [to][from]: some relocating atom may do it
  std::vector<Cell>& destinations = relocation_cells_(owner, kind);
  for (const CompiledAtom& a : rules.atoms(owner, kind)) {
    if (!a.relocates || a.relocation.to_captor) continue;
    for (Cell c : a.relocation.cells)
      if (std::find(destinations.begin(), destinations.end(), c) == destinations.end())
        destinations.push_back(c);
    for (std::size_t f = 0; f < cells; ++f) {
      const Cell from = Cell::from_index(f);
      if (!index_->may_stand(owner, kind, from)) continue;
      auto mark = [&](Cell to) {
        if (from_to[to.index].empty()) from_to[to.index].assign(cells, false);
        from_to[to.index][f] = true;
      };
      if (a.type == model::AtomType::Leap) {
        for (const model::LeapTarget& t : a.leaps[f]) mark(t.to);
        continue;
      }
      auto mark_line = [&](std::span<const Cell> line) {
        int distance = 0;
        for (Cell c : line) {
          if (a.type == model::AtomType::Slide && ++distance > a.max_distance) break;
          mark(c);
        }
      };
      for (model::DirectionId d : a.directions) mark_line(rules.board().ray(from, d));
      if (!a.vector_lines.empty())
        for (const auto& line : a.vector_lines[f]) mark_line(line);
    }
  }
  if (destinations.empty()) return;
  auto& origins = relocation_origins_(owner, kind);
  origins.assign(cells, {});
  for (std::size_t t = 0; t < cells; ++t)
    for (std::size_t f = 0; f < from_to[t].size(); ++f)
      if (from_to[t][f]) origins[t].push_back(Cell::from_index(f));
}

const std::vector<Unmoves::Way>& Unmoves::ways(PlayerId p, PieceKind k, Cell to) const {
  return ways_(p, k)[to.index];
}

bool Unmoves::is_open(const Position& pos, const Way& way) const {
  if (way.check == Way::Check::Leap) {
    for (std::uint8_t i = 0; i < way.leap->via_count; ++i)
      if (pos.at(way.leap->via[i])) return false;
    return true;
  }
  const auto ray = index_->rules().board().ray(way.from, way.direction);
  for (std::uint16_t i = 0; i + 1 < way.distance; ++i)
    if (pos.at(ray[i])) return false;
  return true;
}

void Unmoves::for_each_predecessor(Position& pos, std::uint64_t entry, model::MoveList& scratch,
                                   const std::function<void(std::uint64_t)>& visit) const {
  if (index_->holds_passengers()) return aboard_predecessors(pos, entry, scratch, visit);
  const CompiledRules& rules = pos.rules();
  const PlayerId side = pos.side_to_move();
  const PlayerId mover = rules.previous_player(side);
  // The mover's cells, copied: the loop moves its pieces about (a table holds few pieces).
  std::array<Cell, TableIndex::kMaxPieces> pieces{};
  const std::size_t count = pos.pieces_of(mover).size();
  std::copy_n(pos.pieces_of(mover).begin(), count, pieces.begin());
  for (std::size_t n = 0; n < count; ++n) {
    const Cell to = pieces[n];
    const model::Piece piece = pos.at(to);
    const auto& list = ways(mover, rules.kind(piece), to);
    for (std::size_t w = 0; w < list.size(); ++w) {
      const Way& way = list[w];
      const Cell from = way.from;
      // Plain ways: one open way from this origin is enough (the generator lists a move once).
      if (w > 0 && list[w - 1].from == from) continue;
      if (pos.at(from)) continue;
      bool open = way.check == Way::Check::Ask;
      for (std::size_t v = w; !open && v < list.size() && list[v].from == from; ++v)
        open = is_open(pos, list[v]);
      if (!open) continue;
      pos.remove(to);
      pos.put(from, piece, true);
      pos.set_side_to_move(mover);
      if (is_legal_table_position(pos) &&
          (way.check != Way::Check::Ask || generator_has(pos, from, to, scratch))) {
        auto before = index_->after_quiet_move(entry, mover, rules.kind(piece), to, from);
        if (!before) before = index_->index_of(pos);
        if (before) visit(*before);
      }
      pos.remove(from);
      pos.put(to, piece, true);
      pos.set_side_to_move(side);
    }
    // A push: this piece may have landed on another of the mover's pieces, which moved on.
    const std::uint64_t pushed_kinds = pushes_(mover, rules.kind(piece));
    for (std::size_t k = 0; pushed_kinds != 0 && k < count; ++k)
      if (k != n && ((pushed_kinds >> rules.kind(pos.at(pieces[k])).index) & 1u) != 0)
        push_predecessors(pos, to, pieces[k], scratch, visit);
    // A relocating capture: this piece may have landed on a piece now on a relocation cell.
    for (Cell c : relocation_cells_(mover, rules.kind(piece)))
      if (c != to && pos.at(c)) relocation_predecessors(pos, to, c, scratch, visit);
  }
}

namespace {

// The un-move of a move that moved two pieces (a push, a relocation): the mover's piece now on
// `to` back on `from`, the piece now on `other_now` back on `to`, the mover to move. Visits that
// predecessor when it is a legal table position in which `lists(pos)` finds that very move; `pos`
// is restored.
template <typename Lists>
void try_two_piece_unmove(Position& pos, const TableIndex& index, Cell from, Cell to,
                          Cell other_now, Lists&& lists,
                          const std::function<void(std::uint64_t)>& visit) {
  const PlayerId side = pos.side_to_move();
  const model::Piece mover_piece = pos.at(to);
  const model::Piece other = pos.at(other_now);
  pos.remove(to);
  pos.remove(other_now);
  pos.put(from, mover_piece, true);
  pos.put(to, other, true);
  pos.set_side_to_move(pos.rules().previous_player(side));
  if (is_legal_table_position(pos) && lists(pos))
    if (const auto before = index.index_of(pos)) visit(*before);
  pos.remove(from);
  pos.remove(to);
  pos.put(to, mover_piece, true);
  pos.put(other_now, other, true);
  pos.set_side_to_move(side);
}

}  // namespace

void Unmoves::relocation_predecessors(Position& pos, Cell to, Cell relocated_to,
                                      model::MoveList& scratch,
                                      const std::function<void(std::uint64_t)>& visit) const {
  const CompiledRules& rules = pos.rules();
  const PlayerId mover = rules.previous_player(pos.side_to_move());
  const model::Piece taken = pos.at(relocated_to);
  if (!index_->may_stand(rules.owner(taken), rules.kind(taken), to)) return;
  for (Cell from : relocation_origins_(mover, rules.kind(pos.at(to)))[to.index]) {
    // The origin is empty before the move, or it is the relocation cell the taker left.
    if (from != relocated_to && pos.at(from)) continue;
    try_two_piece_unmove(
        pos, *index_, from, to, relocated_to,
        [&](Position& before) {
          return generator_has_relocation(before, from, to, relocated_to, scratch);
        },
        visit);
  }
}

void Unmoves::push_predecessors(Position& pos, Cell to, Cell pushed_to, model::MoveList& scratch,
                                const std::function<void(std::uint64_t)>& visit) const {
  const CompiledRules& rules = pos.rules();
  const PlayerId mover = rules.previous_player(pos.side_to_move());
  if (!index_->may_stand(mover, rules.kind(pos.at(pushed_to)), to)) return;
  const auto& list = ways(mover, rules.kind(pos.at(to)), to);
  for (std::size_t w = 0; w < list.size(); ++w) {
    const Cell from = list[w].from;
    // Each origin once; the generator decides whether the push is there. The origin is empty
    // before the move, or it is where the pushed piece went on to (the two swapped places).
    if ((w > 0 && list[w - 1].from == from) || (from != pushed_to && pos.at(from))) continue;
    try_two_piece_unmove(
        pos, *index_, from, to, pushed_to,
        [&](Position& before) { return generator_has_push(before, from, to, pushed_to, scratch); },
        visit);
  }
}

}  // namespace arbiter::solver::tablebase
