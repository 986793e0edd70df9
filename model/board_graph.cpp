// Building board graphs from a spec's board section: cells and their names, the compass, the
// neighbour and ray tables, and the colouring.
#include "model/board_graph.h"

#include <algorithm>
#include <cstdlib>
#include <unordered_set>

#include "model/spec/limits.h"

namespace arbiter::model {
namespace {

long long coord_key(Coord c) {
  return (static_cast<long long>(c.x) << 32) ^ static_cast<long long>(static_cast<unsigned>(c.y));
}

std::vector<Direction> square_compass() {
  return {{"n", {0, 1}, true},    {"ne", {1, 1}, false}, {"e", {1, 0}, true},
          {"se", {1, -1}, false}, {"s", {0, -1}, true},  {"sw", {-1, -1}, false},
          {"w", {-1, 0}, true},   {"nw", {-1, 1}, false}};
}

// Axial coordinates with north = (0,1), north-east = (1,0), south-east = (1,-1).
std::vector<Direction> hex_compass() {
  return {{"n", {0, 1}, true},   {"nne", {1, 1}, false},   {"ne", {1, 0}, true},
          {"e", {2, -1}, false}, {"se", {1, -1}, true},    {"sse", {1, -2}, false},
          {"s", {0, -1}, true},  {"ssw", {-1, -1}, false}, {"sw", {-1, 0}, true},
          {"w", {-2, 1}, false}, {"nw", {-1, 1}, true},    {"nnw", {-1, 2}, false}};
}

[[noreturn]] void fail(const SourceMark& mark, std::string message, std::string expected = {}) {
  throw UserError(Diagnostic{mark, std::move(message), std::move(expected)});
}

std::vector<std::string> values(const std::vector<spec::Text>& texts) {
  std::vector<std::string> result;
  for (const auto& t : texts) result.push_back(t.value);
  return result;
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

BoardGraph BoardGraph::build(const spec::BoardDoc& doc) {
  BoardGraph g;
  g.file_names_ = values(doc.files);
  g.rank_names_ = values(doc.ranks);
  if (doc.files.empty() || doc.ranks.empty()) {
    fail(doc.mark, "the board needs files and ranks", "files: [a, b, ...] and ranks: [\"1\", ...]");
  }
  namespace limits = spec::limits;
  const std::string& geometry = doc.geometry.value;
  if (doc.files.size() > limits::kMaxFiles || doc.ranks.size() > limits::kMaxRanks) {
    fail(doc.mark,
         "the board has " + std::to_string(doc.files.size()) + " files and " +
             std::to_string(doc.ranks.size()) + " ranks",
         "at most " + std::to_string(limits::kMaxFiles) + " files and " +
             std::to_string(limits::kMaxRanks) + " ranks");
  }
  // Holes: grid cells the board leaves out (a square grid's or a hexagon's), on either geometry.
  const std::vector<std::string> hole_names = values(doc.holes);
  const std::unordered_set<std::string> holes(hole_names.begin(), hole_names.end());
  std::unordered_set<std::string> grid;
  if (geometry == "square" || geometry.empty()) {
    g.geometry_ = Geometry::Square;
    g.directions_ = square_compass();
    for (std::size_t y = 0; y < doc.ranks.size(); ++y) {
      for (std::size_t x = 0; x < doc.files.size(); ++x) {
        const std::string name = doc.files[x].value + doc.ranks[y].value;
        grid.insert(name);
        if (holes.count(name)) {
          g.hole_coords_.emplace(name, Coord{static_cast<int>(x), static_cast<int>(y)});
          continue;
        }
        g.add_cell(name, {static_cast<int>(x), static_cast<int>(y)}, static_cast<int>(y));
      }
    }
  } else if (geometry == "hex") {
    g.geometry_ = Geometry::Hex;
    g.directions_ = hex_compass();
    const int n = doc.side;
    if (n < 1 || n > limits::kMaxHexSide)
      fail(doc.mark, "a hex board's side is " + std::to_string(n),
           "a side from 1 to " + std::to_string(limits::kMaxHexSide) + ", e.g. side: 6");
    const auto files_needed = static_cast<std::size_t>(2 * n - 1);
    if (doc.files.size() != files_needed) {
      fail(doc.mark, "a hex board of side " + std::to_string(n) + " needs " +
                         std::to_string(files_needed) + " files, not " +
                         std::to_string(doc.files.size()));
    }
    if (doc.ranks.size() < files_needed) {
      fail(doc.mark, "a hex board of side " + std::to_string(n) + " needs " +
                         std::to_string(files_needed) + " rank names");
    }
    for (int q = -(n - 1); q <= n - 1; ++q) {
      const int r_min = std::max(-(n - 1), -(n - 1) - q);
      const int r_max = std::min(n - 1, n - 1 - q);
      for (int r = r_min; r <= r_max; ++r) {
        const auto x = static_cast<std::size_t>(q + n - 1);
        const auto rank = static_cast<std::size_t>(r - r_min);
        const std::string name = doc.files[x].value + doc.ranks[rank].value;
        grid.insert(name);
        if (holes.count(name)) {
          g.hole_coords_.emplace(name, Coord{q + n - 1, r});
          continue;
        }
        g.add_cell(name, {q + n - 1, r}, r - r_min);
      }
    }
  } else {
    fail(doc.geometry.mark, "unknown board geometry '" + geometry + "'", "square or hex");
  }
  for (const auto& hole : doc.holes)
    if (!grid.count(hole.value))
      fail(hole.mark, "hole '" + hole.value + "' is not a cell of the grid");
  for (const auto& extra : doc.extra_cells) {
    if (g.by_name_.count(extra.name.value)) {
      fail(extra.name.mark, "extra cell '" + extra.name.value + "' is already a cell of the board");
    }
    const Coord at{extra.at.x, extra.at.y};
    if (std::abs(at.x) > limits::kMaxCoordinate || std::abs(at.y) > limits::kMaxCoordinate) {
      fail(extra.at.mark, "extra cell '" + extra.name.value + "' lies too far out",
           "coordinates from -" + std::to_string(limits::kMaxCoordinate) + " to " +
               std::to_string(limits::kMaxCoordinate));
    }
    if (g.by_coord_.count(coord_key(at))) {
      fail(extra.at.mark, "extra cell '" + extra.name.value + "' overlaps cell '" +
                              g.names_[g.by_coord_[coord_key(at)].index] + "'");
    }
    g.add_cell(extra.name.value, at, at.y);
  }
  if (g.names_.size() > limits::kMaxCells) {
    fail(doc.mark, "the board has " + std::to_string(g.names_.size()) + " cells",
         "at most " + std::to_string(limits::kMaxCells) + " cells");
  }
  g.link_cells();
  g.longest_distance_ = g.longest_distance_bound();
  g.colour_cells(doc);
  return g;
}

void BoardGraph::link_cells() {
  const std::size_t dirs = directions_.size();
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

void BoardGraph::colour_cells(const spec::BoardDoc& doc) {
  if (!doc.colouring) return;
  const auto& col = *doc.colouring;
  colour_names_ = values(col.colours);
  // The pattern's anchor may be a hole (a problem's --holes may take it off): its coordinates
  // still fix the pattern.
  const auto first = find(col.first.value);
  const auto first_hole = hole_coord(col.first.value);
  if (!first && !first_hole)
    fail(col.first.mark, "unknown cell '" + col.first.value + "' in colouring");
  const Coord f = first ? coord(*first) : *first_hole;
  int period = 0;
  if (col.pattern.value == "checkered")
    period = 2;
  else if (col.pattern.value == "hex3")
    period = 3;
  else
    fail(col.pattern.mark, "unknown colouring pattern '" + col.pattern.value + "'",
         "checkered or hex3");
  if (static_cast<int>(colour_names_.size()) != period) {
    fail(col.mark,
         "colouring '" + col.pattern.value + "' needs " + std::to_string(period) + " colours");
  }
  colours_.resize(names_.size());
  for (std::size_t i = 0; i < names_.size(); ++i) {
    const Coord d = coords_[i] - f;
    // Checkered: parity of x+y. Hex: x - y mod 3, which differs between any two edge
    // neighbours (edge vectors (0,1), (1,0), (1,-1) change it by -1, +1, +2).
    const int v = period == 2 ? d.x + d.y : d.x - d.y;
    colours_[i] = ((v % period) + period) % period;
  }
  // Cells with a colour of their own (a golden centre, grey side cells): named after the pattern's.
  for (const auto& [cell, colour] : col.cells) {
    const auto c = find(cell.value);
    if (!c) fail(cell.mark, "unknown cell '" + cell.value + "' in colouring cells");
    auto it = std::find(colour_names_.begin(), colour_names_.end(), colour.value);
    if (it == colour_names_.end()) it = colour_names_.insert(colour_names_.end(), colour.value);
    colours_[c->index] = static_cast<int>(it - colour_names_.begin());
  }
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
