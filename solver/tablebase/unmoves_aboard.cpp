// Un-moves where pieces may ride carriers (passengers.h). There a move changes more than its own
// piece's cell: a carrier's passengers ride along with it, a relocating capture that finds every
// relocation cell taken loads its victim aboard, and a cell freed by the move takes a passenger
// unloaded onto it (at once, or at the end of its carrier's move, per the spec). The un-moves are
// built on placements, the index's cells of every piece with a passenger on its carrier's cell:
// the mover's piece goes back to each cell from which one of its atoms reaches its cell, taking
// its passengers along, and in turn each other change the move may have made is undone with it:
// a victim back from a relocation cell, a passenger of the mover's carrier back on the cell it was
// picked up from, a pushed piece back, a piece on an unload cell back aboard. A candidate is kept
// only when it is a legal table position one of whose moves, made by the move generator, gives
// this very entry; so the candidates may be generous, and no rule of loading or unloading is
// written twice.
#include <algorithm>
#include <array>
#include <vector>

#include "solver/tablebase/unmoves.h"

namespace arbiter::solver::tablebase {

using model::Cell;
using model::Position;

namespace {

constexpr int kOnBoard = -1;
using Cells = TableIndex::Cells;

// A passenger an unload may have put on a freed cell: the piece now standing there and the
// carrier it rode (kOnBoard: no unload undone).
struct Unload {
  int piece = kOnBoard;
  int carrier = kOnBoard;
};

}  // namespace

void Unmoves::aboard_predecessors(Position& pos, std::uint64_t entry, model::MoveList& scratch,
                                  const std::function<void(std::uint64_t)>& visit) const {
  const TableIndex& index = *index_;
  const model::CompiledRules& rules = pos.rules();
  const Passengers& passengers = index.passengers();
  const auto& groups = index.material().groups();
  const model::PlayerId mover = rules.previous_player(pos.side_to_move());
  const Side mover_side = other(index.side_of(entry));
  const int count = index.material().piece_count();
  auto group = [&](int k) { return static_cast<std::size_t>(index.group_of_piece(k)); };
  auto is_carrier = [&](int k) { return passengers.capacity(group(k)) > 0; };

  Cells now{};
  index.placement_of(entry, now);
  // Per piece: the carrier it rides (a piece sharing its cell), or kOnBoard.
  std::array<int, TableIndex::kMaxPieces> rides{};
  rides.fill(kOnBoard);
  for (int k = 0; k < count; ++k)
    for (int j = 0; j < count && !is_carrier(k); ++j)
      if (j != k && now[j] == now[k]) rides[k] = j;
  // Moves the piece k to `to` with its passengers.
  auto carry = [&](Cells& cells, int k, Cell to) {
    cells[k] = to;
    for (int j = 0; j < count; ++j)
      if (rides[j] == k) cells[j] = to;
  };

  std::vector<Unload> unloads{Unload{}};
  for (int x = 0; x < count; ++x) {
    if (rides[x] != kOnBoard || is_carrier(x)) continue;
    for (int s = 0; s < count; ++s) {
      if (!is_carrier(s) || !passengers.may_ride(group(s), group(x))) continue;
      const auto& cells =
          rules.relocation().unload_cells(groups[group(s)].owner, groups[group(s)].kind);
      if (std::find(cells.begin(), cells.end(), now[x]) != cells.end()) unloads.push_back({x, s});
    }
  }

  Position candidate(rules);
  std::vector<std::pair<std::uint64_t, Cell>> tried;
  // Keeps `cells` (the mover's piece on `from`) when a move from there gives this entry.
  auto attempt = [&](const Cells& cells, Cell from) {
    for (int k = 0; k < count; ++k)
      if (!index.numbers(index.group_of_piece(k), cells[k])) return;
    const std::uint64_t before = index.entry_of(mover_side, cells);
    if (std::find(tried.begin(), tried.end(), std::pair{before, from}) != tried.end()) return;
    tried.emplace_back(before, from);
    if (!index.set_up(before, candidate) || !is_legal_table_position(candidate)) return;
    moves_of_piece(candidate, from, scratch);
    for (const model::Move& m : scratch) {
      if (m.from != from) continue;
      model::Undo undo;
      candidate.make(m, undo);
      const bool gives = index.index_of(candidate) == entry;
      candidate.unmake(m, undo);
      if (gives) return visit(before);
    }
  };

  std::vector<Cell> origins;
  for (const Unload& u : unloads)
    for (int y = 0; y < count; ++y) {
      if (groups[group(y)].owner != mover || rides[y] != kOnBoard || y == u.piece) continue;
      const model::PieceKind kind = groups[group(y)].kind;
      const Cell to = now[y];
      origins.clear();
      for (const Way& way : ways(mover, kind, to)) origins.push_back(way.from);
      if (const auto& from_cells = relocation_origins_(mover, kind); !from_cells.empty())
        origins.insert(origins.end(), from_cells[to.index].begin(), from_cells[to.index].end());
      std::sort(origins.begin(), origins.end());
      origins.erase(std::unique(origins.begin(), origins.end()), origins.end());
      for (const Cell from : origins) {
        // The origin was empty, or it is the cell the unloaded passenger now stands on.
        bool busy = false;
        for (int k = 0; k < count && !busy; ++k) busy = k != u.piece && now[k] == from;
        if (busy) continue;
        Cells base = now;
        carry(base, y, from);
        auto finish = [&](Cells cells) {
          if (u.piece != kOnBoard) cells[u.piece] = cells[u.carrier];
          attempt(cells, from);
        };
        finish(base);
        for (int z = 0; z < count; ++z) {
          if (z == y || z == u.piece) continue;
          Cells cells = base;
          // A victim the move relocated to one of its cells, back where the mover landed.
          const auto& relocation = relocation_cells_(mover, kind);
          const bool relocated =
              rides[z] == kOnBoard && now[z] != to &&
              std::find(relocation.begin(), relocation.end(), now[z]) != relocation.end();
          // A piece of the mover it pushed on, back where the mover landed.
          const bool pushed = rides[z] == kOnBoard && groups[group(z)].owner == mover &&
                              (pushes_(mover, kind) >> groups[group(z)].kind.index & 1u) != 0;
          if (relocated || pushed) {
            carry(cells, z, to);
            finish(cells);
          } else if (rides[z] == y) {
            // A passenger the mover picked up from the cell it landed on.
            cells[z] = to;
            finish(cells);
          }
        }
      }
    }
}

}  // namespace arbiter::solver::tablebase
