#include "solver/tablebase/index.h"

#include <algorithm>
#include <array>
#include <limits>

#include "model/diagnostic.h"
#include "model/mobility.h"
#include "model/movegen.h"
#include "solver/tablebase/standing.h"

namespace arbiter::solver::tablebase {

using model::Cell;
using model::PieceKind;
using model::PlayerId;
using model::Position;

namespace {

// Whether the side to move could capture en passant. A right nobody can use (a pawn's double
// step with no enemy pawn beside) changes nothing: the position is the table's.
bool usable_en_passant(const Position& pos) {
  if (pos.en_passant_rights().empty()) return false;
  model::MoveList moves;
  model::generate_pseudo_legal(pos, moves);
  return std::any_of(moves.begin(), moves.end(),
                     [](const model::Move& m) { return m.type == model::MoveType::EnPassant; });
}

}  // namespace

TableIndex::TableIndex(const model::CompiledRules& rules, Material material, Folding folding)
    : rules_(&rules), material_(std::move(material)), passengers_(rules, material_) {
  const std::size_t cells = rules.board().cell_count();
  binomial_.assign(cells + 1, std::vector<std::uint64_t>(kMaxIdenticalPieces + 1, 0));
  for (std::size_t n = 0; n <= cells; ++n) {
    binomial_[n][0] = 1;
    for (int k = 1; k <= kMaxIdenticalPieces && static_cast<std::size_t>(k) <= n; ++k)
      binomial_[n][static_cast<std::size_t>(k)] =
          binomial_[n - 1][static_cast<std::size_t>(k - 1)] +
          binomial_[n - 1][static_cast<std::size_t>(k)];
  }
  if (material_.piece_count() > kMaxPieces)
    throw UserError(input_error("material " + material_.name(rules) + " has more than " +
                                std::to_string(kMaxPieces) + " pieces"));
  if (material_.groups().size() > kMaxPieceGroups)
    throw UserError(input_error("material " + material_.name(rules) + " has more than " +
                                std::to_string(kMaxPieceGroups) + " kinds of piece"));
  for (const MaterialGroup& g : material_.groups()) {
    if (g.count > kMaxIdenticalPieces)
      throw UserError(input_error("material " + material_.name(rules) + " has more than " +
                                  std::to_string(kMaxIdenticalPieces) + " identical pieces"));
    Group group{g.owner,
                g.kind,
                g.count,
                {},
                std::vector<int>(cells, -1),
                std::vector<bool>(cells, false),
                0,
                0,
                static_cast<int>(piece_group_.size())};
    piece_group_.insert(piece_group_.end(), static_cast<std::size_t>(g.count),
                        static_cast<int>(groups_.size()));
    const model::CellSet stands = table_cells(rules, g.owner, g.kind);
    for (std::size_t c = 0; c < cells; ++c) group.rests[c] = stands.contains(Cell::from_index(c));
    groups_.push_back(std::move(group));
  }
  // A group is numbered on the cells where it may stand and, if it may ride a carrier, where
  // that carrier may stand; in board order.
  for (std::size_t g = 0; g < groups_.size(); ++g) {
    Group& group = groups_[g];
    for (std::size_t c = 0; c < cells; ++c) {
      bool numbered = group.rests[c];
      for (std::size_t carrier = 0; carrier < groups_.size() && !numbered; ++carrier)
        numbered = passengers_.may_ride(carrier, g) && groups_[carrier].rests[c];
      if (!numbered) continue;
      group.slot[c] = static_cast<int>(group.cells.size());
      group.cells.push_back(Cell::from_index(c));
    }
  }
  if (folding == Folding::BySymmetry) {
    fold(table_symmetries(rules, material_));
  } else {
    symmetries_ = {CellPermutation(cells)};
    for (std::size_t c = 0; c < cells; ++c) symmetries_[0][c] = Cell::from_index(c);
  }
  // The digits from the lowest: every group in material order, the folded one last, so that the
  // entries of one cell of the folded piece lie together and every other piece's moves stay among
  // them (Omega KCNvK 8% faster than with the folded piece first, KQvKP's sub-tables 14%).
  for (std::size_t g = 0; g < groups_.size(); ++g)
    if (static_cast<int>(g) != fold_group_) digit_order_.push_back(g);
  if (fold_group_ >= 0) digit_order_.push_back(static_cast<std::size_t>(fold_group_));
  std::uint64_t stride = 1;
  for (std::size_t g : digit_order_) {
    Group& group = groups_[g];
    group.stride = stride;
    group.combinations = choose(static_cast<int>(group.cells.size()), group.count);
    if (group.combinations != 0 &&
        stride > std::numeric_limits<std::uint64_t>::max() / 4 / group.combinations)
      throw UserError(
          input_error("material " + material_.name(rules) + " has too many positions to number"));
    stride *= group.combinations;
  }
  per_side_ = stride;
  for (Group& group : groups_)
    if (group.combinations > 1)
      group.divisor_magic = std::numeric_limits<std::uint64_t>::max() / group.combinations + 1;
  bool lone_digits = piece_group_.size() == groups_.size() &&
                     per_side_ <= std::numeric_limits<std::uint32_t>::max();
  for (std::size_t d = 0; d + 1 < digit_order_.size(); ++d)
    lone_digits = lone_digits && groups_[digit_order_[d]].combinations > 1;
  if (lone_digits) {
    std::vector<std::size_t> first_cell(groups_.size());
    for (std::size_t g = 0; g < groups_.size(); ++g) {
      first_cell[g] = lone_cells_.size();
      lone_cells_.insert(lone_cells_.end(), groups_[g].cells.begin(), groups_[g].cells.end());
    }
    for (std::size_t g : digit_order_)
      lone_digits_.push_back({groups_[g].combinations, groups_[g].divisor_magic, first_cell[g], g});
  }
  board_cells_ = cells;
  lone_rank_.assign(symmetries_.size() * groups_.size() * cells, 0);
  for (std::size_t k = 0; k < symmetries_.size(); ++k)
    for (std::size_t g = 0; g < groups_.size(); ++g)
      for (std::size_t c = 0; c < cells; ++c) {
        const int slot = groups_[g].slot[symmetries_[k][c].index];
        if (groups_[g].count == 1 && slot >= 0)
          lone_rank_[(k * groups_.size() + g) * cells + c] =
              static_cast<std::uint64_t>(slot) * groups_[g].stride;
      }
  group_of_code_.assign(rules.piece_code_count(), -1);
  for (std::size_t g = 0; g < groups_.size(); ++g)
    group_of_code_[rules.make_piece(groups_[g].owner, groups_[g].kind).code] = static_cast<int>(g);
}

// Numbers the first lone piece only on the representative (lowest) cell of each orbit, and
// records for every cell the symmetries that take it to its representative.
void TableIndex::fold(const std::vector<CellPermutation>& symmetries) {
  symmetries_ = {symmetries.front()};
  const auto lone =
      std::find_if(groups_.begin(), groups_.end(), [](const Group& g) { return g.count == 1; });
  // Symmetries are numbered in a byte per cell; a board with more (many identical parts) is
  // numbered unfolded.
  if (symmetries.size() < 2 || symmetries.size() > 255 || lone == groups_.end()) return;
  symmetries_ = symmetries;
  fold_group_ = static_cast<int>(lone - groups_.begin());
  fold_piece_ = static_cast<std::size_t>(lone->first);
  const std::size_t cells = rules_->board().cell_count();
  to_representative_.assign(cells, {});
  on_axis_.assign(cells, false);
  Group& g = *lone;
  const std::vector<int> numbered = g.slot;
  g.cells.clear();
  std::fill(g.slot.begin(), g.slot.end(), -1);
  for (std::size_t c = 0; c < cells; ++c) {
    if (numbered[c] < 0) continue;
    Cell representative = Cell::from_index(c);
    for (const CellPermutation& s : symmetries_) representative = std::min(representative, s[c]);
    for (std::size_t k = 0; k < symmetries_.size(); ++k)
      if (symmetries_[k][c] == representative)
        to_representative_[c].push_back(static_cast<std::uint8_t>(k));
    on_axis_[c] = to_representative_[c].size() > 1;
    if (representative.index == c) {
      g.slot[c] = static_cast<int>(g.cells.size());
      g.cells.push_back(representative);
    }
  }
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
  return g != nullptr && g->rests[c.index];
}

std::uint64_t TableIndex::rank(const Placement& cells, std::size_t k) const {
  const CellPermutation& s = symmetries_[k];
  std::uint64_t index = 0;
  for (std::size_t g = 0; g < groups_.size(); ++g) {
    const Group& group = groups_[g];
    if (group.count == 1) {  // a lone piece: its slot, read from a table
      index += lone_rank_[(k * groups_.size() + g) * s.size() +
                          cells[static_cast<std::size_t>(group.first)].index];
      continue;
    }
    std::array<int, kMaxIdenticalPieces> slots{};
    for (int j = 0; j < group.count; ++j) {
      // Insertion keeps the group's slots sorted.
      const int slot = group.slot[s[cells[static_cast<std::size_t>(group.first + j)].index].index];
      int at = j;
      for (; at > 0 && slots[static_cast<std::size_t>(at - 1)] > slot; --at)
        slots[static_cast<std::size_t>(at)] = slots[static_cast<std::size_t>(at - 1)];
      slots[static_cast<std::size_t>(at)] = slot;
    }
    std::uint64_t r = 0;
    for (int j = 0; j < group.count; ++j) r += choose(slots[static_cast<std::size_t>(j)], j + 1);
    index += r * group.stride;
  }
  return index;
}

std::uint64_t TableIndex::lone_rank(const Placement& cells, std::size_t k) const {
  const std::size_t cells_per_board = on_axis_.size();
  const std::uint64_t* table = &lone_rank_[k * groups_.size() * cells_per_board];
  std::uint64_t r = 0;
  for (std::size_t n = 0; n < groups_.size(); ++n) r += table[n * cells_per_board + cells[n].index];
  return r;
}

std::optional<std::uint64_t> TableIndex::index_of(const Position& pos) const {
  if (pos.castling_rights() != 0 || usable_en_passant(pos)) return std::nullopt;
  const auto& turn = rules_->turn_order();
  const PlayerId side = pos.side_to_move();
  if (side != turn[0] && side != turn[1]) return std::nullopt;
  if (rules_->has_drops())
    for (PlayerId p : turn)
      for (std::size_t k = 0; k < rules_->kind_count(); ++k)
        if (pos.hand_count(p, PieceKind::from_index(k)) != 0) return std::nullopt;
  Placement cells;
  if (!place_pieces(pos, cells)) return std::nullopt;
  return (side == turn[0] ? 0 : per_side_) + canonical_rank(cells);
}

bool TableIndex::place_pieces(const Position& pos, Placement& cells) const {
  std::array<int, kMaxPieceGroups> counts{};
  auto count = [&](model::Piece piece, Cell c, bool aboard) {
    const int g = group_of_code_[piece.code];
    if (g < 0) return false;
    const Group& group = groups_[static_cast<std::size_t>(g)];
    int& n = counts[static_cast<std::size_t>(g)];
    if (n == group.count || !(aboard ? group.slot[c.index] >= 0 : group.rests[c.index]))
      return false;
    cells[static_cast<std::size_t>(group.first + n++)] = c;
    return true;
  };
  for (PlayerId p : rules_->turn_order())
    for (Cell c : pos.pieces_of(p))
      if (!count(pos.at(c), c, false)) return false;
  for (const model::Passenger& p : pos.passengers()) {
    // One passenger a carrier, of a group that may ride it (Passengers::unsupported refuses more).
    const int carrier = group_of_code_[pos.at(p.carrier).code];
    const int rider = group_of_code_[p.piece.code];
    if (carrier < 0 || rider < 0 || pos.passenger_count(p.carrier) != 1 ||
        !passengers_.may_ride(static_cast<std::size_t>(carrier), static_cast<std::size_t>(rider)) ||
        !count(p.piece, p.carrier, true))
      return false;
  }
  for (std::size_t g = 0; g < groups_.size(); ++g)
    if (counts[g] != groups_[g].count) return false;
  return true;
}

bool TableIndex::is_canonical(std::uint64_t i, const Position& pos) const {
  if (fold_group_ < 0 || !on_axis_[folded_cell(i).index]) return true;
  return index_of(pos) == i;
}

std::uint64_t TableIndex::orbit_size(std::uint64_t i) const {
  if (fold_group_ < 0) return 1;
  // (Decoded by multiplications: folded_cell() divides, three times.)
  Placement cells;
  decode(i, cells);
  return orbit_size(i, cells);
}

std::uint64_t TableIndex::orbit_size(std::uint64_t i, const Placement& cells) const {
  if (fold_group_ < 0) return 1;
  const Cell folded = cells[fold_piece_];
  if (!on_axis_[folded.index]) return symmetries_.size();
  // The position's stabilizer lies among the symmetries fixing the folded piece's cell.
  const std::uint64_t own = i < per_side_ ? i : i - per_side_;  // rank(cells, 0): the entry's
  std::uint64_t fixing = 0;
  for (std::uint8_t k : to_representative_[folded.index])
    if (image_rank(cells, k) == own) ++fixing;
  return symmetries_.size() / fixing;
}

std::uint64_t TableIndex::after_move_of_placement(std::uint64_t i, int g, Cell from,
                                                  Cell to) const {
  Placement cells;
  decode(i, cells);
  const Group& group = groups_[static_cast<std::size_t>(g)];
  const auto first = cells.begin() + group.first;
  *std::find(first, first + group.count, from) = to;
  const std::uint64_t base = i < per_side_ ? per_side_ : 0;  // the other side to move
  return base + canonical_rank(cells);
}

std::uint64_t TableIndex::canonical_rank(const Placement& cells) const {
  if (fold_group_ < 0) return rank(cells, 0);
  // The symmetries taking the folded piece to its representative cell; the lowest image wins.
  const Cell folded =
      cells[static_cast<std::size_t>(groups_[static_cast<std::size_t>(fold_group_)].first)];
  std::uint64_t best = std::numeric_limits<std::uint64_t>::max();
  for (std::uint8_t k : to_representative_[folded.index])
    best = std::min(best, image_rank(cells, k));
  return best;
}

bool TableIndex::has_lower_image(std::uint64_t rest, const Placement& cells) const {
  const Cell folded = cells[fold_piece_];
  for (std::uint8_t k : to_representative_[folded.index])  // the identity among them gives `rest`
    if (k != 0 && image_rank(cells, k) < rest) return true;
  return false;
}

void TableIndex::decode_groups(std::uint64_t rest, Placement& cells) const {
  // Each group's digit is the remainder by its number of combinations, the groups after it the
  // quotient (one division each, on 32 bits when the table is small enough).
  const bool narrow = per_side_ <= std::numeric_limits<std::uint32_t>::max();
  for (std::size_t d = 0; d < digit_order_.size(); ++d) {
    const Group& g = groups_[digit_order_[d]];
    std::uint64_t r;
    if (d + 1 == digit_order_.size()) {  // the last digit is what is left
      r = rest;
    } else if (narrow && g.divisor_magic != 0) {
      // Division of a 32-bit number by multiplication (Lemire, Kaser, Kurz, "Faster remainder by
      // direct computation", 2019): exact for every numerator and divisor below 2^32.
      const auto quotient =
          static_cast<std::uint64_t>((static_cast<Wide>(g.divisor_magic) * rest) >> 64);
      r = rest - quotient * g.combinations;
      rest = quotient;
    } else if (narrow) {  // one combination
      r = 0;
    } else {
      r = rest % g.combinations;
      rest /= g.combinations;
    }
    if (g.count == 1) {
      cells[static_cast<std::size_t>(g.first)] = g.cells[static_cast<std::size_t>(r)];
      continue;
    }
    int top = static_cast<int>(g.cells.size());
    for (int j = g.count; j >= 1; --j) {
      // The largest x with C(x, j) <= r; for j = 1 that is r itself.
      int x = j == 1 ? static_cast<int>(r) : top - 1;
      while (choose(x, j) > r) --x;
      r -= choose(x, j);
      top = x;
      cells[static_cast<std::size_t>(g.first + j - 1)] = g.cells[static_cast<std::size_t>(x)];
    }
  }
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
  pos.set_side_to_move(player_of(*rules_, side_of(i)));
  Placement cells;
  decode(i, cells);
  if (passengers_.any()) return set_up_aboard(cells, pos);
  for (std::size_t g = 0; g < groups_.size(); ++g) {
    const model::Piece piece = rules_->make_piece(groups_[g].owner, groups_[g].kind);
    for (int j = 0; j < groups_[g].count; ++j) {
      const Cell c = cells[static_cast<std::size_t>(groups_[g].first + j)];
      if (pos.at(c)) {
        clear_position(pos);
        return false;
      }
      pos.put(c, piece, true);
    }
  }
  return true;
}

bool TableIndex::set_up_aboard(const Placement& cells, Position& pos) const {
  auto fail = [&] {
    clear_position(pos);
    return false;
  };
  for (const bool carriers : {true, false})
    for (std::size_t g = 0; g < groups_.size(); ++g) {
      if ((passengers_.capacity(g) > 0) != carriers) continue;
      const model::Piece piece = rules_->make_piece(groups_[g].owner, groups_[g].kind);
      for (int j = 0; j < groups_[g].count; ++j) {
        const Cell c = cells[static_cast<std::size_t>(groups_[g].first + j)];
        if (!pos.at(c)) {
          if (!groups_[g].rests[c.index]) return fail();
          pos.put(c, piece, true);
          continue;
        }
        // A shared cell: this piece rides the carrier standing there, its only passenger.
        const int carrier = group_of_code_[pos.at(c).code];
        if (carriers || !passengers_.may_ride(static_cast<std::size_t>(carrier), g) ||
            pos.passenger_count(c) != 0)
          return fail();
        pos.add_passenger(c, piece, model::piece_flags::kMoved);
      }
    }
  return true;
}

}  // namespace arbiter::solver::tablebase
