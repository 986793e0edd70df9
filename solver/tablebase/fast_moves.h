// The moves of a table's pieces compiled for the fast generator (fast_retrograde.h): for rules
// where a quiet move or a capture depends on nothing but its path being empty, every move a piece
// can make from a cell is listed once, with the cells that must be empty for it (a mask over the
// board, which has at most 128 cells). Attacks are then a look-up per pair of cells and checks a
// few of them; un-moves read the same lists the other way round. The lists are read from the
// compiled atoms with the move generator's own conditions (modes, zones, the cells a piece may
// stop on), so the fast path answers as the general one does; `fast_path_obstacle` names what
// keeps a table on the general path.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/rules.h"
#include "solver/tablebase/index.h"

namespace arbiter::solver::tablebase {

// A set of at most 128 cells.
struct Occupancy {
  std::uint64_t low = 0, high = 0;
  void flip(model::Cell c) { (c.index < 64 ? low : high) ^= std::uint64_t{1} << (c.index & 63); }
  bool has(model::Cell c) const { return (((c.index < 64 ? low : high) >> (c.index & 63)) & 1u) != 0; }
  bool meets(const Occupancy& o) const { return ((low & o.low) | (high & o.high)) != 0; }
};

// Why a table cannot be generated on the fast path (a rule it does not model); none when it can.
std::optional<std::string> fast_path_obstacle(const model::CompiledRules& rules, const Material& material);

class FastMoves {
 public:
  static constexpr std::size_t kMaxCells = 128;

  // One move of a piece between two cells: possible when none of its masks' cells is occupied
  // (several atoms may make the same move by different paths).
  struct Step {
    model::Cell cell;  // the destination (in un-move lists: the origin)
    std::uint32_t first_mask = 0;
    std::uint32_t mask_count = 0;
  };

  // Precondition: fast_path_obstacle(index.rules(), index.material()) is none.
  explicit FastMoves(const TableIndex& index);

  // The quiet moves of the material's group g from `from` (destinations where it may stand).
  const Step* quiet_begin(int g, model::Cell from) const { return &quiet_[quiet_first_[slot(g, from)]]; }
  const Step* quiet_end(int g, model::Cell from) const { return &quiet_[quiet_first_[slot(g, from) + 1]]; }
  // The quiet moves of group g that end on `to`, by origin.
  const Step* unmove_begin(int g, model::Cell to) const { return &unmoves_[unmove_first_[slot(g, to)]]; }
  const Step* unmove_end(int g, model::Cell to) const { return &unmoves_[unmove_first_[slot(g, to) + 1]]; }

  // Whether a piece of group g on `from` could capture on `to` (or check a royal piece there).
  bool attacks(int g, model::Cell from, model::Cell to, const Occupancy& occupied) const {
    if (!reach_[slot(g, from)].has(to)) return false;  // a small table first: most pairs are out of reach
    return open(captures_[(static_cast<std::size_t>(g) * cells_ + from.index) * cells_ + to.index], occupied);
  }
  bool open(const Step& step, const Occupancy& occupied) const {
    for (std::uint32_t m = step.first_mask; m < step.first_mask + step.mask_count; ++m)
      if (!masks_[m].meets(occupied)) return true;
    return false;
  }

 private:
  std::size_t cells_ = 0;
  std::vector<Occupancy> masks_;
  std::vector<Step> quiet_;
  std::vector<std::uint32_t> quiet_first_;  // per (group, cell), and one past the end
  std::vector<Step> unmoves_;
  std::vector<std::uint32_t> unmove_first_;
  std::vector<Step> captures_;              // per (group, from, to); no mask: no capture
  std::vector<Occupancy> reach_;            // per (group, from): the cells it could capture on

  std::size_t slot(int g, model::Cell c) const { return static_cast<std::size_t>(g) * cells_ + c.index; }
};

}  // namespace arbiter::solver::tablebase
