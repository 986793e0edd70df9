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
constexpr std::size_t kMaxGroups = 16;
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
  if (material_.piece_count() > kMaxPieces)
    throw UserError(input_error("material " + material_.name(rules) + " has more than " +
                                std::to_string(kMaxPieces) + " pieces"));
  if (material_.groups().size() > kMaxGroups)
    throw UserError(input_error("material " + material_.name(rules) + " has more than " +
                                std::to_string(kMaxGroups) + " kinds of piece"));
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
  group_of_code_.assign(rules.piece_code_count(), -1);
  for (std::size_t g = 0; g < groups_.size(); ++g)
    group_of_code_[rules.make_piece(groups_[g].owner, groups_[g].kind).code] = static_cast<int>(g);
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
  std::array<std::array<int, kMaxGroupCount>, kMaxGroups> slots;
  std::array<int, kMaxGroups> counts{};
  for (PlayerId p : turn)
    for (Cell c : pos.pieces_of(p)) {
      const int g = group_of_code_[pos.at(c).code];
      if (g < 0) return std::nullopt;
      const Group& group = groups_[static_cast<std::size_t>(g)];
      int& n = counts[static_cast<std::size_t>(g)];
      if (n == group.count || group.slot[c.index] < 0) return std::nullopt;
      // Insertion keeps the group's slots sorted.
      auto& s = slots[static_cast<std::size_t>(g)];
      int j = n++;
      for (; j > 0 && s[static_cast<std::size_t>(j - 1)] > group.slot[c.index]; --j)
        s[static_cast<std::size_t>(j)] = s[static_cast<std::size_t>(j - 1)];
      s[static_cast<std::size_t>(j)] = group.slot[c.index];
    }
  for (std::size_t g = 0; g < groups_.size(); ++g) {
    if (counts[g] != groups_[g].count) return std::nullopt;
    std::uint64_t rank = 0;
    for (int j = 0; j < counts[g]; ++j) rank += choose(slots[g][static_cast<std::size_t>(j)], j + 1);
    index += rank * groups_[g].stride;
  }
  return index;
}

void clear_position(Position& pos) {
  for (PlayerId p : pos.rules().turn_order())
    while (!pos.pieces_of(p).empty()) pos.remove(pos.pieces_of(p).back());
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
      // The largest x with C(x, j) <= rank; for j = 1 that is rank itself.
      int x = j == 1 ? static_cast<int>(rank) : top - 1;
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
