#include "solver/tablebase/index.h"

#include <algorithm>
#include <array>
#include <limits>

#include "model/diagnostic.h"
#include "model/mobility.h"

namespace arbiter::solver::tablebase {

using model::Cell;
using model::PieceKind;
using model::PlayerId;
using model::Position;

namespace {
constexpr int kMaxGroupCount = 16;
}

TableIndex::TableIndex(const model::CompiledRules& rules, Material material)
    : rules_(&rules), material_(std::move(material)) {
  const std::size_t cells = rules.board().cell_count();
  binomial_.assign(cells + 1, std::vector<std::uint64_t>(kMaxGroupCount + 1, 0));
  for (std::size_t n = 0; n <= cells; ++n) {
    binomial_[n][0] = 1;
    for (int k = 1; k <= kMaxGroupCount && static_cast<std::size_t>(k) <= n; ++k)
      binomial_[n][static_cast<std::size_t>(k)] =
          binomial_[n - 1][static_cast<std::size_t>(k - 1)] + binomial_[n - 1][static_cast<std::size_t>(k)];
  }
  std::uint64_t stride = 1;
  for (const MaterialGroup& g : material_.groups()) {
    if (g.count > kMaxGroupCount)
      throw UserError(input_error("material " + material_.name(rules) + " has more than " +
                                  std::to_string(kMaxGroupCount) + " identical pieces"));
    Group group{g.owner, g.kind, g.count, {}, std::vector<int>(cells, -1), 0, stride};
    for (std::size_t c = 0; c < cells; ++c)
      if (model::may_rest_on(rules, g.owner, g.kind, Cell::from_index(c))) {
        group.slot[c] = static_cast<int>(group.cells.size());
        group.cells.push_back(Cell::from_index(c));
      }
    group.combinations = choose(static_cast<int>(group.cells.size()), g.count);
    if (group.combinations != 0 && stride > std::numeric_limits<std::uint64_t>::max() / 4 / group.combinations)
      throw UserError(input_error("material " + material_.name(rules) + " has too many positions to number"));
    stride *= group.combinations;
    groups_.push_back(std::move(group));
  }
  per_side_ = stride;
}

std::uint64_t TableIndex::choose(int n, int k) const {
  if (k < 0 || n < 0 || k > n) return 0;
  return binomial_[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
}

const TableIndex::Group* TableIndex::group_of(PlayerId owner, PieceKind kind) const {
  for (const Group& g : groups_)
    if (g.owner == owner && g.kind == kind) return &g;
  return nullptr;
}

bool TableIndex::may_stand(PlayerId owner, PieceKind kind, Cell c) const {
  const Group* g = group_of(owner, kind);
  return g != nullptr && g->slot[c.index] >= 0;
}

std::optional<std::uint64_t> TableIndex::index_of(const Position& pos) const {
  if (pos.castling_rights() != 0 || !pos.en_passant_rights().empty() || !pos.passengers().empty())
    return std::nullopt;
  const auto& turn = rules_->turn_order();
  const PlayerId side = pos.side_to_move();
  if (side != turn[0] && side != turn[1]) return std::nullopt;
  if (rules_->has_drops())
    for (PlayerId p : turn)
      for (std::size_t k = 0; k < rules_->kind_count(); ++k)
        if (pos.hand_count(p, PieceKind::from_index(k)) != 0) return std::nullopt;
  std::uint64_t index = side == turn[0] ? 0 : per_side_;
  std::size_t seen = 0;
  for (const Group& g : groups_) {
    std::array<int, kMaxGroupCount> slots{};
    int n = 0;
    for (Cell c : pos.pieces_of(g.owner)) {
      if (rules_->kind(pos.at(c)) != g.kind) continue;
      if (n == g.count || g.slot[c.index] < 0) return std::nullopt;
      slots[static_cast<std::size_t>(n++)] = g.slot[c.index];
    }
    if (n != g.count) return std::nullopt;
    std::sort(slots.begin(), slots.begin() + n);
    std::uint64_t rank = 0;
    for (int j = 0; j < n; ++j) rank += choose(slots[static_cast<std::size_t>(j)], j + 1);
    index += rank * g.stride;
    seen += static_cast<std::size_t>(n);
  }
  if (seen != pos.pieces_of(turn[0]).size() + pos.pieces_of(turn[1]).size()) return std::nullopt;
  return index;
}

void clear_position(Position& pos) {
  for (PlayerId p : pos.rules().turn_order()) {
    const std::vector<Cell> cells(pos.pieces_of(p).begin(), pos.pieces_of(p).end());
    for (Cell c : cells) pos.remove(c);
  }
  pos.set_castling_rights(0);
  pos.set_en_passant_rights({});
  pos.set_clocks(0, 1);
}

bool TableIndex::set_up(std::uint64_t i, Position& pos) const {
  clear_position(pos);
  pos.set_side_to_move(rules_->turn_order()[static_cast<std::size_t>(side_of(i))]);
  std::uint64_t rest = i % per_side_;
  for (const Group& g : groups_) {
    std::uint64_t rank = (rest / g.stride) % g.combinations;
    const model::Piece piece = rules_->make_piece(g.owner, g.kind);
    int top = static_cast<int>(g.cells.size());
    for (int j = g.count; j >= 1; --j) {
      int x = top - 1;
      while (choose(x, j) > rank) --x;
      rank -= choose(x, j);
      top = x;
      const Cell c = g.cells[static_cast<std::size_t>(x)];
      if (pos.at(c)) {
        clear_position(pos);
        return false;
      }
      pos.put(c, piece, true);
    }
  }
  return true;
}

}  // namespace arbiter::solver::tablebase
