// The moves of a table's pieces compiled for the fast generator (fast_retrograde.h): for rules
// where a quiet move or a capture depends on nothing but its path being empty, every move a piece
// can make from a cell is listed once, with the cells that must be empty for it (a mask over the
// board, which has at most 128 cells). Attacks are then a look-up per pair of cells and checks a
// few of them; un-moves read the same lists the other way round. The lists are read from the
// compiled atoms with the move generator's own conditions (modes, zones, the cells a piece may
// stop on), so the fast path answers as the general one does; `fast_path_obstacle` names what
// keeps a table on the general path.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "model/rules.h"
#include "solver/tablebase/index.h"

namespace arbiter::solver::tablebase {

// A set of the cells of a board: of at most 64 cells in one word, of at most 128 in two. The fast
// generator is compiled for each (FastMoves, fast_retrograde.cpp) and a table takes the smaller
// its board fits, where every test is one word's.
struct Occupancy64 {
  std::uint64_t low = 0;
  void flip(model::Cell c) { low ^= std::uint64_t{1} << c.index; }
  bool has(model::Cell c) const { return ((low >> c.index) & 1u) != 0; }
  bool meets(const Occupancy64& o) const { return (low & o.low) != 0; }
  // How many cells the set holds.
  int count() const { return __builtin_popcountll(low); }
  bool operator==(const Occupancy64&) const = default;
  // Every cell (and the word's bits beyond the board's, which no test of a cell reads).
  static Occupancy64 all() { return {~std::uint64_t{0}}; }
  Occupancy64 operator|(const Occupancy64& o) const { return {low | o.low}; }
  Occupancy64 operator&(const Occupancy64& o) const { return {low & o.low}; }
  Occupancy64 operator~() const { return {~low}; }
  // Calls f(cell) for each cell of the set, in board order.
  template <typename F>
  void for_each_cell(F&& f) const {
    for (std::uint64_t bits = low; bits != 0; bits &= bits - 1)
      f(model::Cell::from_index(static_cast<std::size_t>(__builtin_ctzll(bits))));
  }
};
struct Occupancy128 {
  std::uint64_t low = 0, high = 0;
  void flip(model::Cell c) { (c.index < 64 ? low : high) ^= std::uint64_t{1} << (c.index & 63); }
  bool has(model::Cell c) const {
    return (((c.index < 64 ? low : high) >> (c.index & 63)) & 1u) != 0;
  }
  bool meets(const Occupancy128& o) const { return ((low & o.low) | (high & o.high)) != 0; }
  // How many cells the set holds.
  int count() const { return __builtin_popcountll(low) + __builtin_popcountll(high); }
  bool operator==(const Occupancy128&) const = default;
  static Occupancy128 all() { return {~std::uint64_t{0}, ~std::uint64_t{0}}; }
  Occupancy128 operator|(const Occupancy128& o) const { return {low | o.low, high | o.high}; }
  Occupancy128 operator&(const Occupancy128& o) const { return {low & o.low, high & o.high}; }
  Occupancy128 operator~() const { return {~low, ~high}; }
  template <typename F>
  void for_each_cell(F&& f) const {
    for (std::uint64_t bits = low; bits != 0; bits &= bits - 1)
      f(model::Cell::from_index(static_cast<std::size_t>(__builtin_ctzll(bits))));
    for (std::uint64_t bits = high; bits != 0; bits &= bits - 1)
      f(model::Cell::from_index(64 + static_cast<std::size_t>(__builtin_ctzll(bits))));
  }
};

// What the fast path declares about each kind of rule. It models a move that depends on its path
// being empty and nothing else: every move the general generator makes is then listed once.
inline constexpr model::FeatureSupport kFastTableSupport{[] {
  using enum model::RuleFeature;
  return model::FeatureSupport::Declaration{
      // Castling, moves of unmoved pieces: every piece of a table has moved. The outcome of a
      // mate comes with the terminal values both paths share.
      .modelled = {Castling, CastlingOverPieces, CheckmateNotLoss, Promotion, PromotionOnLeaving,
                   Confinement, LameLeaps, ZonedMoves, UnmovedOnly, EnPassant},
      .refused = {DoubleCaptures,
                  CapturesInPlace,
                  CheckedAsMoved,
                  MorePlayers,
                  Elimination,
                  Drops,
                  PromotionLimits,
                  Imitation,
                  Succession,
                  DrawClaims,
                  RoyalWins,
                  ClosedZones,
                  Immobilizers,
                  SilencingImmobilizers,
                  Opposition,
                  RoyalNeighbours,
                  MustLeave,
                  Carriers,
                  Sanctuaries,
                  Uncapturable,
                  Hops,
                  VectorRides,
                  StrangledSteps,
                  Pushes,
                  PushChains,
                  Relocation,
                  RelocationToCaptor,
                  OwnTargets,
                  ListedTargets,
                  EnPassantByLeap,
                  EnPassantWhileUnmoved},
      .examined = {},
  };
}()};
static_assert(kFastTableSupport.declares_every_feature(),
              "kFastTableSupport: declare each RuleFeature once, as modelled, refused or examined");

// Why a table cannot be generated on the fast path (a rule of the material's it refuses, or a
// board too large); none when it can.
std::optional<std::string> fast_path_obstacle(const model::CompiledRules& rules,
                                              const Material& material);

// What FastMoves declares whatever its sets of cells.
struct FastMovesBase {
  static constexpr std::size_t kMaxCells = 128;
  static constexpr std::size_t kMaxCellsInOneWord = 64;

  // The paths of a move between two cells (several atoms may make the same move by different
  // paths): masks_[first_mask, first_mask + mask_count), each the cells in between; the move is
  // open when one of them is empty. No mask: no such move.
  struct Paths {
    std::uint32_t first_mask = 0;
    std::uint32_t mask_count = 0;
  };
  // Whether a move of a piece of (owner, kind) from `from` to `to` may promote it, and must.
  struct Promotion {
    bool may = false;
    bool must = false;
  };
  static Promotion promotion(const model::CompiledRules& rules, model::PlayerId owner,
                             model::PieceKind kind, model::Cell from, model::Cell to);
  // En passant where an opponent's piece may use the right (en_passant_interplay): the cells a
  // quiet move leaves as targets (count 0: none), as model::Position::make sets them.
  struct Targets {
    std::array<model::Cell, 4> cells{};
    std::uint8_t count = 0;
  };
};

// Occupancy: Occupancy64 or Occupancy128, the first where the board has at most 64 cells.
template <typename Occupancy>
class FastMoves : public FastMovesBase {
 public:
  // A quiet move of a piece between two cells: possible when the cells of `clear` (the cell it
  // goes to and, in un-move lists, the one it came from; and its first path) are empty, or
  // another of its paths is open while that cell is empty. One test, as a rule.
  struct Step {
    Occupancy clear;
    model::Cell cell;  // the destination (in un-move lists: the origin)
    Paths paths;
  };

  // Precondition: fast_path_obstacle(index.rules(), index.material()) is none.
  explicit FastMoves(const TableIndex& index);

  // The quiet moves of the material's group g from `from` that stay in the table (destinations
  // where it may stand, unpromoted).
  std::span<const Step> quiet(int g, model::Cell from) const {
    return listed(quiet_, quiet_first_, g, from);
  }
  // The quiet moves of group g from `from` that promote it (and so leave the table; each is one
  // move per promotion choice).
  std::span<const Step> promoting(int g, model::Cell from) const {
    return listed(promoting_, promoting_first_, g, from);
  }
  // En passant (FastMovesBase::Targets): the targets a quiet move of group g from `from` to `to`
  // leaves; and whether a piece of group g on `from` could take en passant on the empty target
  // `to`.
  const Targets& en_passant_targets(int g, model::Cell from, model::Cell to) const {
    return ep_targets_.empty()
               ? no_targets_
               : ep_targets_[(static_cast<std::size_t>(g) * cells_ + from.index) * cells_ +
                             to.index];
  }
  bool captures_en_passant(int g, model::Cell from, model::Cell to,
                           const Occupancy& occupied) const {
    return !ep_captures_.empty() &&
           open(ep_captures_[(static_cast<std::size_t>(g) * cells_ + from.index) * cells_ +
                             to.index],
                occupied);
  }

  // The quiet moves of group g that end on `to` and stay in the table, by origin.
  std::span<const Step> unmoves(int g, model::Cell to) const {
    return listed(unmoves_, unmove_first_, g, to);
  }

  // The cells from which the un-moves of unmoves(g, to) come that free() passes with `occupied`
  // filled, at once: every origin, less those each occupied cell shadows (the origins whose one
  // path it lies on). (Where a group has a move of several paths, the steps tested one by one.)
  Occupancy unmove_origins(int g, model::Cell to, const Occupancy& occupied) const {
    const std::size_t k = slot(g, to);
    Occupancy found;
    if (!one_path_[static_cast<std::size_t>(g)]) {
      for (const Step& s : unmoves(g, to))
        if (free(s, occupied)) found.flip(s.cell);
      return found;
    }
    found = origins_[k];
    (occupied & crossed_[k]).for_each_cell([&](model::Cell b) {
      found = found & ~shadows_[k * cells_ + b.index];
    });
    return found;
  }

  // The most un-moves group g has onto one cell: a bound on the predecessors one piece gives.
  std::size_t most_unmoves(int g) const { return most_listed(unmove_first_, g); }

  // A group's attack tests, its rows of the tables found once: each entry asks them again and
  // again (its tests of check and capture).
  struct Attacker {
    const Occupancy* reach = nullptr;         // per cell from: the cells it could capture on
    const Occupancy* reached_from = nullptr;  // per cell to: the cells it could capture it from
    std::size_t first_path = 0;               // where its paths start in captures_
  };
  Attacker attacker(int g) const {
    const std::size_t row = slot(g, model::Cell::from_index(0));
    return {reach_.data() + row, reached_from_.data() + row, row * cells_};
  }
  // Whether a piece of the attacker's group on `from` could capture on `to` (or check a royal
  // piece there).
  bool attacks(const Attacker& a, model::Cell from, model::Cell to,
               const Occupancy& occupied) const {
    if (!a.reach[from.index].has(to)) return false;  // a small table first: most are out of reach
    return open(path(a, from, to), occupied);
  }
  // The same tests for every cell of one piece at once, the others standing still (`occupied`:
  // their cells, not that piece's), as the first visit of the tables asks them (by rows,
  // IncrementalNumbering::Rows).
  // The cells on which a piece of the attacker's group on `from` could capture.
  Occupancy attacked_cells(const Attacker& a, model::Cell from, const Occupancy& occupied) const {
    Occupancy found;
    a.reach[from.index].for_each_cell([&](model::Cell to) {
      if (open(path(a, from, to), occupied)) found.flip(to);
    });
    return found;
  }
  // The cells from which a piece of the attacker's group could capture on `to`.
  Occupancy attacking_cells(const Attacker& a, model::Cell to, const Occupancy& occupied) const {
    Occupancy found;
    a.reached_from[to.index].for_each_cell([&](model::Cell from) {
      if (open(path(a, from, to), occupied)) found.flip(from);
    });
    return found;
  }
  // The cells on which one more piece would leave a piece of the attacker's group on `from` no
  // capture on `to`: those that every path open in `occupied` crosses (every cell where none is
  // open).
  Occupancy closing_cells(const Attacker& a, model::Cell from, model::Cell to,
                          const Occupancy& occupied) const {
    Occupancy closing = Occupancy::all();
    if (!a.reach[from.index].has(to)) return closing;
    const Paths& paths = path(a, from, to);
    for (std::uint32_t m = paths.first_mask; m < paths.first_mask + paths.mask_count; ++m)
      if (!masks_[m].meets(occupied)) closing = closing & masks_[m];
    return closing;
  }
  bool open(const Paths& paths, const Occupancy& occupied) const {
    for (std::uint32_t m = paths.first_mask; m < paths.first_mask + paths.mask_count; ++m)
      if (!masks_[m].meets(occupied)) return true;
    return false;
  }
  // Whether the quiet move (or un-move) `step` can be made with `occupied` filled.
  bool free(const Step& step, const Occupancy& occupied) const {
    if (!step.clear.meets(occupied)) return true;
    return step.paths.mask_count > 1 && !occupied.has(step.cell) && open(step.paths, occupied);
  }

 private:
  std::size_t cells_ = 0;
  std::vector<Occupancy> masks_;
  std::vector<Step> quiet_;
  std::vector<std::uint32_t> quiet_first_;  // per (group, cell), and one past the end
  std::vector<Step> promoting_;
  std::vector<std::uint32_t> promoting_first_;
  std::vector<Step> unmoves_;
  // For unmove_origins, per (group, to): every origin of an un-move, and the cells their paths
  // cross (their clear cells); per (group, to, cell): the origins whose path that cell crosses.
  // Per group: whether each of its un-moves has one path.
  std::vector<Occupancy> origins_;
  std::vector<Occupancy> crossed_;
  std::vector<Occupancy> shadows_;
  std::vector<bool> one_path_;
  std::vector<std::uint32_t> unmove_first_;
  std::vector<Paths> captures_;          // per (group, from, to); no mask: no capture
  std::vector<Occupancy> reach_;         // per (group, from): the cells it could capture on
  std::vector<Occupancy> reached_from_;  // per (group, to): the cells it could capture it from
  std::vector<Targets> ep_targets_;      // per (group, from, to); empty without en passant
  std::vector<Paths> ep_captures_;       // per (group, from, to); empty without en passant
  Targets no_targets_;

  // Fills origins_, crossed_, shadows_ and one_path_ from the un-move lists.
  void find_unmove_shadows(std::size_t group_count);
  std::size_t slot(int g, model::Cell c) const {
    return static_cast<std::size_t>(g) * cells_ + c.index;
  }
  const Paths& path(const Attacker& a, model::Cell from, model::Cell to) const {
    return captures_[a.first_path + from.index * cells_ + to.index];
  }
  std::size_t most_listed(const std::vector<std::uint32_t>& first, int g) const {
    std::size_t most = 0;
    for (std::size_t c = 0; c < cells_; ++c) {
      const std::size_t k = slot(g, model::Cell::from_index(c));
      most = std::max(most, std::size_t{first[k + 1] - first[k]});
    }
    return most;
  }
  // The steps of (g, c) in a list kept per (group, cell), `first` giving where each starts.
  std::span<const Step> listed(const std::vector<Step>& steps,
                               const std::vector<std::uint32_t>& first, int g,
                               model::Cell c) const {
    const std::size_t k = slot(g, c);
    return {steps.data() + first[k], steps.data() + first[k + 1]};
  }
};

}  // namespace arbiter::solver::tablebase
