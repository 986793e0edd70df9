#include "puzzles/piece_distances.h"

#include <algorithm>
#include <deque>

namespace arbiter::puzzles {

namespace {

using model::Cell;
using model::CompiledAtom;
using model::CompiledRules;
using model::PieceKind;
using model::PlayerId;

// Every cell a piece of (side, kind) on `from` might reach in one move on some board: each
// atom's targets where its zones allow it (they are fixed), with the conditions on other pieces
// taken as met; and, with `castling`, the castling cells (for any kind on them).
std::vector<Cell> one_move(const CompiledRules& rules, PlayerId side, PieceKind kind, Cell from,
                           bool castling) {
  const model::BoardGraph& board = rules.board();
  model::CellSet seen(board.cell_count());
  for (const CompiledAtom& a : rules.atoms(side, kind)) {
    if (a.from_zone != model::kNoZone && !rules.zones().contains(a.from_zone, side, from)) continue;
    if (a.not_from_zone != model::kNoZone && rules.zones().contains(a.not_from_zone, side, from))
      continue;
    auto land = [&](Cell to) {
      if (a.to_zone != model::kNoZone && !rules.zones().contains(a.to_zone, side, to)) return;
      if (a.not_to_zone != model::kNoZone && rules.zones().contains(a.not_to_zone, side, to))
        return;
      if (rules.may_stop_on(side, kind, to)) seen.insert(to);
    };
    if (a.type == model::AtomType::Leap) {
      for (const model::LeapTarget& t : a.leaps[from.index]) land(t.to);
      continue;
    }
    auto add_line = [&](std::span<const Cell> line) {
      for (std::size_t j = 0; j < line.size(); ++j) {
        if (a.type == model::AtomType::Slide && static_cast<int>(j) >= a.max_distance) break;
        if (a.not_through != model::kNoZone && rules.zones().contains(a.not_through, side, line[j]))
          break;
        land(line[j]);
      }
    };
    for (model::DirectionId d : a.directions) add_line(board.ray(from, d));
    if (!a.vector_lines.empty())
      for (const auto& line : a.vector_lines[from.index]) add_line(line);
  }
  if (castling)
    for (const model::CastlingRule& c : rules.castling()) {
      if (c.player != side) continue;
      if (from == c.king_from) seen.insert(c.king_to);
      if (from == c.rook_from) seen.insert(c.rook_to);
    }
  seen.erase(from);
  return seen.cells();
}

// The kinds a piece of `kind` becomes when a move from `from` to `to` may promote it.
std::span<const PieceKind> promotions(const CompiledRules& rules, PlayerId side, PieceKind kind,
                                      Cell from, Cell to) {
  const auto& promo = rules.piece(kind).promotion;
  if (!promo) return {};
  const bool may = rules.zones().contains(promo->zone, side, to) ||
                   (promo->on_leaving && rules.zones().contains(promo->zone, side, from));
  if (!may) return {};
  return promo->choices;
}

}  // namespace

PieceDistances::PieceDistances(const CompiledRules& rules, PlayerId side,
                               std::span<const PieceKind> kinds, bool castling)
    : n_(rules.board().cell_count()),
      words_((rules.board().cell_count() + 63) / 64),
      kinds_(rules.kind_count()),
      slot_of_kind_(rules.kind_count(), -1) {
  // The kinds asked for and, again and again, the kinds they promote to.
  std::vector<PieceKind> covered;
  auto cover = [&](PieceKind k) {
    if (slot_of_kind_[k.index] >= 0) return;
    slot_of_kind_[k.index] = static_cast<int>(covered.size());
    covered.push_back(k);
  };
  for (PieceKind k : kinds) cover(k);
  for (std::size_t i = 0; i < covered.size(); ++i)
    if (const auto& promo = rules.piece(covered[i]).promotion)
      for (PieceKind c : promo->choices) cover(c);

  // One move of each covered kind from each cell.
  std::vector<std::vector<Cell>> steps(covered.size() * n_);
  for (std::size_t s = 0; s < covered.size(); ++s)
    for (std::size_t c = 0; c < n_; ++c)
      steps[s * n_ + c] = one_move(rules, side, covered[s], Cell::from_index(c), castling);

  // What each covered kind could capture from each cell.
  std::vector<std::vector<Cell>> hits(covered.size() * n_);
  for (std::size_t s = 0; s < covered.size(); ++s)
    for (std::size_t c = 0; c < n_; ++c)
      hits[s * n_ + c] = rules.reach().could_capture(side, covered[s], Cell::from_index(c)).cells();

  // Breadth-first search over (slot, cell) from each (slot, cell).
  const std::size_t slots = covered.size();
  after_.assign(slots, {});
  stand_.assign(slots * n_ * n_, kNever);
  attack_.assign(slots * n_ * n_, kNever);
  within_.assign(slots * n_ * kinds_ * 2 * words_, 0);
  std::vector<std::uint8_t> dist(slots * n_);
  std::vector<bool> becomes(slots);  // kinds a piece of slot s becomes from some cell
  for (std::size_t s = 0; s < slots; ++s) {
    std::fill(becomes.begin(), becomes.end(), false);
    becomes[s] = true;
    for (std::size_t from = 0; from < n_; ++from) {
      std::fill(dist.begin(), dist.end(), kNever);
      std::deque<std::size_t> queue;
      dist[s * n_ + from] = 0;
      queue.push_back(s * n_ + from);
      while (!queue.empty()) {
        const std::size_t at = queue.front();
        queue.pop_front();
        const std::size_t as = at / n_;
        becomes[as] = true;
        const Cell c = Cell::from_index(at % n_);
        const auto next = static_cast<std::uint8_t>(std::min<int>(dist[at] + 1, kNever - 1));
        auto reach = [&](std::size_t state) {
          if (dist[state] != kNever) return;
          dist[state] = next;
          queue.push_back(state);
        };
        for (Cell to : steps[as * n_ + c.index]) {
          reach(as * n_ + to.index);
          for (PieceKind p : promotions(rules, side, covered[as], c, to))
            reach(static_cast<std::size_t>(slot_of_kind_[p.index]) * n_ + to.index);
        }
      }
      const std::size_t row = (s * n_ + from) * n_;
      for (std::size_t as = 0; as < slots; ++as) {
        const PieceKind kind = covered[as];
        for (std::size_t to = 0; to < n_; ++to) {
          const std::uint8_t d = dist[as * n_ + to];
          if (d == kNever) continue;
          stand_[row + to] = std::min(stand_[row + to], d);
          for (Cell t : hits[as * n_ + to])
            attack_[row + t.index] = std::min(attack_[row + t.index], d);
          for (int moves = d == 0 ? 1 : d; moves <= 2; ++moves) {
            const std::size_t at = (((s * n_ + from) * kinds_ + kind.index) * 2 +
                                    static_cast<std::size_t>(moves - 1)) *
                                   words_;
            within_[at + (to >> 6)] |= std::uint64_t{1} << (to & 63);
          }
        }
      }
    }
    after_[s].push_back(covered[s]);  // the kind itself first
    for (std::size_t as = 0; as < slots; ++as)
      if (becomes[as] && as != s) after_[s].push_back(covered[as]);
  }

  attackers_.assign(kinds_ * n_ * words_, 0);
  for (std::size_t s = 0; s < slots; ++s)
    for (std::size_t c = 0; c < n_; ++c)
      for (Cell t : hits[s * n_ + c])
        attackers_[(covered[s].index * n_ + t.index) * words_ + (c >> 6)] |= std::uint64_t{1}
                                                                             << (c & 63);
}

}  // namespace arbiter::puzzles
