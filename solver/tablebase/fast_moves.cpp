#include "solver/tablebase/fast_moves.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <type_traits>

#include "model/attacks.h"
#include "model/zone_conditions.h"
#include "solver/tablebase/rule_support.h"

namespace arbiter::solver::tablebase {

using model::Cell;
using model::CompiledAtom;
using model::CompiledRules;
using model::PlayerId;

FastMovesBase::Promotion FastMovesBase::promotion(const CompiledRules& rules, PlayerId owner,
                                                  model::PieceKind kind, Cell from, Cell to) {
  const auto& promo = rules.piece(kind).promotion;
  if (!promo) return {};
  // As the move generator decides (model/movegen.cpp, push_with_promotions).
  const bool may = rules.zones().contains(promo->zone, owner, to) ||
                   (promo->on_leaving && rules.zones().contains(promo->zone, owner, from));
  if (!may) return {};
  return {true, promo->forced || (promo->forced_zone != model::kNoZone &&
                                  rules.zones().contains(promo->forced_zone, owner, to))};
}

std::optional<std::string> fast_path_obstacle(const CompiledRules& rules,
                                              const Material& material) {
  if (auto refused = kFastTableSupport.refusal(material_features(rules, material))) return refused;
  if (rules.board().cell_count() > FastMovesBase::kMaxCells)
    return "a board of more than 128 cells";
  return std::nullopt;
}

template <typename Occupancy>
FastMoves<Occupancy>::FastMoves(const TableIndex& index)
    : cells_(index.rules().board().cell_count()) {
  if constexpr (std::is_same_v<Occupancy, Occupancy64>)
    if (cells_ > kMaxCellsInOneWord)
      throw std::logic_error("FastMoves: a board too large for one word");
  const CompiledRules& rules = index.rules();
  const auto& groups = index.material().groups();
  // Per (group, from, to): the masks of the quiet moves that stay in the table, of those that
  // promote, and of the captures.
  std::vector<std::map<std::uint32_t, std::vector<Occupancy>>> quiet(groups.size() * cells_);
  std::vector<std::map<std::uint32_t, std::vector<Occupancy>>> promoting(groups.size() * cells_);
  std::vector<std::vector<Occupancy>> captures(groups.size() * cells_ * cells_);
  const bool en_passant = en_passant_interplay(rules, index.material());
  std::vector<std::vector<Occupancy>> ep_captures(en_passant ? groups.size() * cells_ * cells_ : 0);
  if (en_passant) ep_targets_.assign(groups.size() * cells_ * cells_, Targets{});
  auto add = [](std::vector<Occupancy>& list, const Occupancy& mask) {
    for (const Occupancy& m : list)
      if (m == mask) return;
    list.push_back(mask);
  };
  for (std::size_t gi = 0; gi < groups.size(); ++gi) {
    const MaterialGroup& g = groups[gi];
    for (std::size_t f = 0; f < cells_; ++f) {
      const Cell from = Cell::from_index(f);
      if (!index.may_stand(g.owner, g.kind, from)) continue;
      // One destination reached over the cells of `mask`.
      auto reach = [&](const CompiledAtom& a, Cell to, const Occupancy& mask) {
        if (!model::zones_allow(rules, a, g.owner, from, to) ||
            !rules.may_stop_on(g.owner, g.kind, to))
          return;
        if (model::allows_move(a.mode)) {
          const Promotion p = promotion(rules, g.owner, g.kind, from, to);
          if (p.may) add(promoting[gi * cells_ + f][to.index], mask);
          if (!p.must) {
            if (!index.may_stand(g.owner, g.kind, to))
              throw std::logic_error(
                  "fast tables: a quiet move to a cell the table does not number");
            add(quiet[gi * cells_ + f][to.index], mask);
          }
        }
        if (model::allows_capture(a.mode))
          add(captures[(gi * cells_ + f) * cells_ + to.index], mask);
        if (en_passant && a.captures_en_passant && model::allows_capture(a.mode))
          add(ep_captures[(gi * cells_ + f) * cells_ + to.index], mask);
      };
      for (const CompiledAtom& a : rules.atoms(g.owner, g.kind)) {
        if (a.only_unmoved) continue;  // every piece of a table has moved
        if (a.type == model::AtomType::Leap) {
          for (const model::LeapTarget& t : a.leaps[f]) {
            Occupancy mask;
            for (std::uint8_t v = 0; v < t.via_count; ++v) mask.flip(t.via[v]);
            reach(a, t.to, mask);
          }
          continue;
        }
        for (model::DirectionId d : a.directions) {
          Occupancy mask;
          int distance = 0;
          const auto ray = rules.board().ray(from, d);
          for (Cell to : ray) {
            if (++distance > a.max_distance) break;
            if (a.not_through != model::kNoZone &&
                rules.zones().contains(a.not_through, g.owner, to))
              break;
            reach(a, to, mask);
            mask.flip(to);
            if (en_passant && a.creates_en_passant && model::allows_move(a.mode) && distance >= 2) {
              // The passed cells, all or the last (model::Position::make).
              Targets& t = ep_targets_[(gi * cells_ + f) * cells_ + to.index];
              t.count = 0;
              const int first = rules.en_passant().all_passed ? 0 : distance - 2;
              for (int i = first; i + 1 < distance && t.count < t.cells.size(); ++i)
                t.cells[t.count++] = ray[static_cast<std::size_t>(i)];
            }
          }
        }
      }
    }
  }
  auto push_masks = [&](const std::vector<Occupancy>& list) {
    const Paths paths{static_cast<std::uint32_t>(masks_.size()),
                      static_cast<std::uint32_t>(list.size())};
    masks_.insert(masks_.end(), list.begin(), list.end());
    return paths;
  };
  // A step to (or, un-made, from) `cell`: that cell must be empty, and the first path.
  auto push_step = [&](const std::vector<Occupancy>& list, Cell cell) {
    Step step{list.front(), cell, push_masks(list)};
    step.clear.flip(cell);
    return step;
  };
  quiet_first_.push_back(0);
  for (const auto& per_from : quiet) {
    for (const auto& [to, list] : per_from) quiet_.push_back(push_step(list, Cell::from_index(to)));
    quiet_first_.push_back(static_cast<std::uint32_t>(quiet_.size()));
  }
  // The lists are read through data() + offset: never a null pointer, even with no promotion.
  quiet_.reserve(1);
  promoting_.reserve(1);
  unmoves_.reserve(1);
  promoting_first_.push_back(0);
  for (const auto& per_from : promoting) {
    for (const auto& [to, list] : per_from)
      promoting_.push_back(push_step(list, Cell::from_index(to)));
    promoting_first_.push_back(static_cast<std::uint32_t>(promoting_.size()));
  }
  // Un-moves: the same steps, listed by destination.
  unmove_first_.push_back(0);
  for (std::size_t gi = 0; gi < groups.size(); ++gi)
    for (std::size_t t = 0; t < cells_; ++t) {
      for (std::size_t f = 0; f < cells_; ++f) {
        const auto& per_from = quiet[gi * cells_ + f];
        if (const auto it = per_from.find(static_cast<std::uint32_t>(t)); it != per_from.end())
          unmoves_.push_back(push_step(it->second, Cell::from_index(f)));
      }
      unmove_first_.push_back(static_cast<std::uint32_t>(unmoves_.size()));
    }
  find_unmove_shadows(groups.size());
  for (std::size_t k = 0; k < ep_captures.size(); ++k)
    ep_captures_.push_back(push_masks(ep_captures[k]));
  captures_.reserve(captures.size());
  reach_.assign(groups.size() * cells_, Occupancy{});
  reached_from_.assign(groups.size() * cells_, Occupancy{});
  for (std::size_t k = 0; k < captures.size(); ++k) {
    captures_.push_back(push_masks(captures[k]));
    if (captures[k].empty()) continue;
    // k: (group, from) * cells + to
    const std::size_t group_from = k / cells_;
    const std::size_t to = k % cells_;
    reach_[group_from].flip(Cell::from_index(to));
    reached_from_[group_from - group_from % cells_ + to].flip(
        Cell::from_index(group_from % cells_));
  }
}

template <typename Occupancy>
void FastMoves<Occupancy>::find_unmove_shadows(std::size_t group_count) {
  origins_.assign(group_count * cells_, Occupancy{});
  crossed_.assign(group_count * cells_, Occupancy{});
  shadows_.assign(group_count * cells_ * cells_, Occupancy{});
  one_path_.assign(group_count, true);
  for (std::size_t g = 0; g < group_count; ++g)
    for (std::size_t t = 0; t < cells_; ++t) {
      const std::size_t k = g * cells_ + t;
      for (const Step& s : unmoves(static_cast<int>(g), Cell::from_index(t))) {
        if (s.paths.mask_count > 1) one_path_[g] = false;
        origins_[k].flip(s.cell);
        crossed_[k] = crossed_[k] | s.clear;
        s.clear.for_each_cell([&](Cell b) { shadows_[k * cells_ + b.index].flip(s.cell); });
      }
    }
}

template class FastMoves<Occupancy64>;
template class FastMoves<Occupancy128>;

}  // namespace arbiter::solver::tablebase
