// The board graph's tables: cells by name and by coordinates, the neighbour and ray tables, and
// the lattice's rotations. The board is built from its spec by model/spec/compile_board.cpp.
#include "model/board_graph.h"

#include <algorithm>

namespace arbiter::model {
namespace {

long long coord_key(Coord c) {
  return (static_cast<long long>(c.x) << 32) ^ static_cast<long long>(static_cast<unsigned>(c.y));
}

}  // namespace

void BoardGraph::add_cell(const std::string& name, Coord at, int row) {
  const Cell c = Cell::from_index(names_.size());
  names_.push_back(name);
  coords_.push_back(at);
  rows_.push_back(row);
  by_name_[name] = c;
  by_coord_[coord_key(at)] = c;
}

void BoardGraph::link_cells() {
  const std::size_t dirs = directions_.size();
  stride_ = dirs;
  steps_.assign(names_.size() * dirs, Cell::none());
  rays_.assign(names_.size() * dirs, {});
  for (std::size_t i = 0; i < names_.size(); ++i) {
    for (std::size_t d = 0; d < dirs; ++d) {
      if (auto n = cell_at(coords_[i] + directions_[d].vector)) steps_[i * dirs + d] = *n;
    }
  }
  for (std::size_t i = 0; i < names_.size(); ++i) {
    for (std::size_t d = 0; d < dirs; ++d) {
      auto& ray = rays_[i * dirs + d];
      Cell c = steps_[i * dirs + d];
      while (!c.is_none() && c.index != i) {
        ray.push_back(c);
        c = steps_[c.index * dirs + d];
      }
    }
  }
}

std::int64_t BoardGraph::distance_norm(std::int64_t x, std::int64_t y) const {
  const std::int64_t ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
  if (geometry_ == Geometry::Square) return std::max(ax, ay);
  const std::int64_t s = x + y < 0 ? -(x + y) : x + y;
  return std::max({ax, ay, s});
}

// The norm's largest value between two cells is at most the widest spread of the coordinates
// it takes its maximum over (x and y; and x + y on hex).
std::int64_t BoardGraph::longest_distance_bound() const {
  if (coords_.empty()) return 0;
  std::int64_t lo_x = coords_[0].x, hi_x = lo_x, lo_y = coords_[0].y, hi_y = lo_y;
  std::int64_t lo_s = lo_x + lo_y, hi_s = lo_s;
  for (const Coord c : coords_) {
    lo_x = std::min<std::int64_t>(lo_x, c.x), hi_x = std::max<std::int64_t>(hi_x, c.x);
    lo_y = std::min<std::int64_t>(lo_y, c.y), hi_y = std::max<std::int64_t>(hi_y, c.y);
    lo_s = std::min<std::int64_t>(lo_s, c.x + c.y), hi_s = std::max<std::int64_t>(hi_s, c.x + c.y);
  }
  const std::int64_t spread = std::max(hi_x - lo_x, hi_y - lo_y);
  return geometry_ == Geometry::Square ? spread : std::max(spread, hi_s - lo_s);
}

std::optional<Cell> BoardGraph::find(const std::string& name) const {
  auto it = by_name_.find(name);
  if (it == by_name_.end()) return std::nullopt;
  return it->second;
}

std::optional<Coord> BoardGraph::hole_coord(const std::string& name) const {
  const auto it = hole_coords_.find(name);
  if (it == hole_coords_.end()) return std::nullopt;
  return it->second;
}

std::optional<Cell> BoardGraph::cell_at(Coord at) const {
  auto it = by_coord_.find(coord_key(at));
  if (it == by_coord_.end()) return std::nullopt;
  return it->second;
}

std::optional<DirectionId> BoardGraph::find_direction(const std::string& name) const {
  for (std::size_t d = 0; d < directions_.size(); ++d)
    if (directions_[d].name == name) return static_cast<DirectionId>(d);
  return std::nullopt;
}

DirectionId BoardGraph::rotate(DirectionId d, int steps) const {
  const int n = static_cast<int>(directions_.size());
  return static_cast<DirectionId>(((d + steps) % n + n) % n);
}

Coord BoardGraph::rotate_vector(Coord v, int turns) const {
  const int count = rotation_count();
  turns = ((turns % count) + count) % count;
  for (int i = 0; i < turns; ++i) {
    // One turn clockwise: 90 degrees on squares, 60 degrees on hex (axial: n -> ne -> se ...).
    v = geometry_ == Geometry::Square ? Coord{v.y, -v.x} : Coord{v.x + v.y, -v.x};
  }
  return v;
}

Coord BoardGraph::reflect_vector(Coord v) const {
  return geometry_ == Geometry::Square ? Coord{-v.x, v.y} : Coord{-v.x, v.x + v.y};
}

}  // namespace arbiter::model
