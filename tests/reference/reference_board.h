// Board geometry of the reference interpreter: cells named and placed by coordinate arithmetic
// from the spec's BoardDoc, compass directions, lattice rotations and reflections, and zones.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "model/spec/document.h"

namespace arbiter::testing::reference {

// Cells, players and kinds are ints (-1 = none); vectors are indexed through this.
constexpr std::size_t idx(int i) { return static_cast<std::size_t>(i); }

// Throws std::runtime_error with the message, marked as the reference movegen's.
[[noreturn]] void fail(const std::string& message);

struct Vec {
  int x = 0;
  int y = 0;
};
inline Vec operator+(Vec a, Vec b) { return {a.x + b.x, a.y + b.y}; }

struct CompassPoint {
  const char* name;
  int x;
  int y;
};

// A symmetry of the lattice: the left-right mirror (when `mirror`), then `turns` clockwise turns.
struct Orientation {
  bool mirror = false;
  int turns = 0;
};

// README "Board" and "Directions": the cells (indices in board order) with their coordinates, and
// the compass of the geometry, clockwise from north.
class ReferenceBoard {
 public:
  // Throws std::runtime_error when two cells share a name or coordinates.
  explicit ReferenceBoard(const model::spec::BoardDoc& board);

  bool hex() const { return hex_; }
  std::size_t cell_count() const { return names_.size(); }
  const std::string& name(int c) const { return names_[idx(c)]; }
  Vec coord(int c) const { return coords_[idx(c)]; }

  // The cell named `name`; throws std::runtime_error when there is none.
  int cell(const std::string& name) const;
  // The cell at `v`, or -1 off the board.
  int cell_at(Vec v) const;

  int compass_size() const { return hex_ ? 12 : 8; }
  const CompassPoint& compass(int d) const;
  // The compass index of an absolute direction name, or -1.
  int compass_index(const std::string& name) const;

  // README "Directions": the compass indices an absolute name, a group, an owner-relative name or
  // forward+K stands for, for an owner whose forward is `owner_forward`. Throws when unknown.
  std::vector<int> resolve_direction(const std::string& name, int owner_forward) const;

  // README "leap": the orientations a vector written in the owner's frame is expanded to under
  // `symmetry` ("all", "mirror" or "none"). Throws for an unknown symmetry, and for an oriented
  // one with a diagonal forward.
  std::vector<Orientation> orientations(const std::string& symmetry, int owner_forward) const;
  Vec orient(Vec v, Orientation o) const;

 private:
  void add_cell(const std::string& name, Vec at);
  // One lattice rotation clockwise (90 degrees on squares, 60 on hex) and the left-right mirror.
  Vec rotate(Vec v, int turns) const;
  Vec reflect(Vec v) const;

  bool hex_ = false;
  std::vector<std::string> names_;
  std::vector<Vec> coords_;
  std::map<std::string, int> cell_by_name_;
  std::map<std::pair<int, int>, int> cell_by_coord_;
};

// README "Zones": the cells of each zone for each player, from names and rectangles "a2..h2".
class ReferenceZones {
 public:
  ReferenceZones() = default;
  // Throws std::runtime_error naming a cell the board lacks.
  ReferenceZones(const ReferenceBoard& board, const model::spec::SpecDocument& doc);

  // The index of the zone named `name`, -1 for an empty name; throws when there is none.
  int find(const model::spec::Text& name) const;
  bool contains(int zone, int player, int c) const {
    return cells_[idx(zone)][idx(player)][idx(c)];
  }

 private:
  std::vector<std::string> names_;
  std::vector<std::vector<std::vector<bool>>> cells_;  // [zone][player][cell]
};

}  // namespace arbiter::testing::reference
