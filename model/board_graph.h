// The board as a graph: named cells with integer coordinates, named directions, and for every
// (cell, direction) the neighbour in that direction and the ray of cells beyond. Square grids
// with extra cells and holes and regular hexagons are built from a spec's board; nothing here
// assumes a rectangle, eight directions or two colours.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "model/cell.h"

namespace arbiter::model {

namespace spec {
struct BoardDoc;
}

enum class Geometry { Square, Hex };

struct Coord {
  int x = 0;
  int y = 0;
  bool operator==(const Coord&) const = default;
  Coord operator+(Coord o) const { return {x + o.x, y + o.y}; }
  Coord operator-(Coord o) const { return {x - o.x, y - o.y}; }
};

// A direction of the board: a unit vector, its place on the compass circle, and whether it is an
// orthogonal (edge) or diagonal direction of the geometry.
struct Direction {
  std::string name;
  Coord vector;
  bool orthogonal = true;
};

using DirectionId = std::uint8_t;

class BoardGraph {
 public:
  // Builds the board from its spec; throws UserError naming the offending entry. Defined by the
  // compiler (model/spec/compile_board.cpp): the model reads no spec document.
  static BoardGraph build(const spec::BoardDoc& doc);

  Geometry geometry() const { return geometry_; }
  std::size_t cell_count() const { return names_.size(); }
  const std::string& name(Cell c) const { return names_[c.index]; }
  Coord coord(Cell c) const { return coords_[c.index]; }
  std::optional<Cell> find(const std::string& name) const;
  std::optional<Cell> cell_at(Coord at) const;
  // The grid coordinates of a hole of a square board (spec `board.holes`), which is no cell.
  std::optional<Coord> hole_coord(const std::string& name) const;
  // Index of the cell's colour in the spec's `colouring.colours`, or -1 without a colouring.
  int colour(Cell c) const { return colours_.empty() ? -1 : colours_[c.index]; }
  const std::vector<std::string>& colour_names() const { return colour_names_; }
  // Row and column keys for position strings and diagrams: the rank index (counted from the
  // bottom of the column on hex boards) and the column (file) index.
  int row_key(Cell c) const { return rows_[c.index]; }
  int column_key(Cell c) const { return coords_[c.index].x; }
  const std::vector<std::string>& file_names() const { return file_names_; }
  const std::vector<std::string>& rank_names() const { return rank_names_; }

  // Directions in clockwise compass order starting at north.
  std::size_t direction_count() const { return directions_.size(); }
  const Direction& direction(DirectionId d) const { return directions_[d]; }
  std::optional<DirectionId> find_direction(const std::string& name) const;
  // The direction `steps` positions clockwise from d on the compass circle (negative:
  // anticlockwise).
  DirectionId rotate(DirectionId d, int steps) const;
  DirectionId opposite(DirectionId d) const {
    return rotate(d, static_cast<int>(direction_count() / 2));
  }

  std::optional<Cell> neighbour(Cell c, DirectionId d) const {
    const Cell n = steps_[c.index * stride_ + d];
    if (n.is_none()) return std::nullopt;
    return n;
  }
  // The two cells a diagonal step from c in direction d passes between: c's neighbours in the
  // orthogonal directions on either side of d, whose vectors add up to d's on squares and
  // hexagons alike. None for an orthogonal direction, or where either is off the board.
  std::optional<std::array<Cell, 2>> passes_between(Cell c, DirectionId d) const {
    if (directions_[d].orthogonal) return std::nullopt;
    const auto left = neighbour(c, rotate(d, -1)), right = neighbour(c, rotate(d, 1));
    if (!left || !right) return std::nullopt;
    return std::array<Cell, 2>{*left, *right};
  }
  // Every cell reached by repeating direction d from c, nearest first (c itself excluded).
  std::span<const Cell> ray(Cell c, DirectionId d) const {
    const auto& r = rays_[c.index * stride_ + d];
    return {r.data(), r.size()};
  }

  // Lattice symmetries used to orient piece moves: how many compass positions one lattice
  // rotation turns (2 on squares: 90 degrees; 2 on hex: 60 degrees), the rotation of a vector by
  // that amount clockwise, and the reflection that swaps left and right of north.
  int rotation_step() const { return 2; }
  Coord rotate_vector(Coord v, int quarter_turns) const;
  Coord reflect_vector(Coord v) const;
  // Number of distinct lattice rotations (4 on squares, 6 on hex).
  int rotation_count() const { return geometry_ == Geometry::Square ? 4 : 6; }
  // The lattice length of a vector, unchanged by rotate_vector and reflect_vector: the king-move
  // distance on squares, the hex distance on hex. Wide integers, so any spec's numbers fit.
  std::int64_t distance_norm(std::int64_t x, std::int64_t y) const;
  // An upper bound of distance_norm between two cells of the board: a vector longer than this
  // leads from no cell to another.
  std::int64_t longest_distance() const { return longest_distance_; }

 private:
  Geometry geometry_ = Geometry::Square;
  std::vector<std::string> names_;
  std::vector<Coord> coords_;
  std::vector<int> colours_;
  std::vector<int> rows_;
  std::vector<std::string> colour_names_;
  std::vector<std::string> file_names_;
  std::vector<std::string> rank_names_;
  std::unordered_map<std::string, Cell> by_name_;
  std::unordered_map<long long, Cell> by_coord_;
  std::unordered_map<std::string, Coord> hole_coords_;
  std::vector<Direction> directions_;
  std::vector<Cell> steps_;
  std::vector<std::vector<Cell>> rays_;
  std::size_t stride_ = 0;  // directions per cell in steps_ and rays_ (set with them)
  std::int64_t longest_distance_ = 0;

  void add_cell(const std::string& name, Coord at, int row);
  void link_cells();
  std::int64_t longest_distance_bound() const;
  void colour_cells(const spec::BoardDoc& doc);
};

}  // namespace arbiter::model
