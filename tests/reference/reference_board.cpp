// Board geometry of the reference interpreter, recomputed from the document on construction
// (specs/README.md "Board", "Directions" and "Zones"), with no per-cell neighbour tables.
#include "tests/reference/reference_board.h"

#include <algorithm>
#include <stdexcept>

namespace arbiter::testing::reference {

namespace spec = model::spec;

namespace {

// README "Directions": the compass of each geometry, clockwise from north.
constexpr CompassPoint kSquareCompass[] = {{"n", 0, 1},   {"ne", 1, 1}, {"e", 1, 0},
                                           {"se", 1, -1}, {"s", 0, -1}, {"sw", -1, -1},
                                           {"w", -1, 0},  {"nw", -1, 1}};
constexpr CompassPoint kHexCompass[] = {
    {"n", 0, 1},  {"nne", 1, 1},   {"ne", 1, 0},  {"e", 2, -1}, {"se", 1, -1}, {"sse", 1, -2},
    {"s", 0, -1}, {"ssw", -1, -1}, {"sw", -1, 0}, {"w", -2, 1}, {"nw", -1, 1}, {"nnw", -1, 2}};
// Owner-relative names, each at its compass offset clockwise from forward.
constexpr const char* kSquareRelative[] = {"forward",  "forward_right", "right", "backward_right",
                                           "backward", "backward_left", "left",  "forward_left"};
constexpr const char* kHexRelative[] = {
    "forward",  "diagonal_forward_right", "forward_right",
    "right",    "backward_right",         "diagonal_backward_right",
    "backward", "diagonal_backward_left", "backward_left",
    "left",     "forward_left",           "diagonal_forward_left"};

// README "Zones": a name or a rectangle "a2..h2" of coordinates.
void add_zone_cells(const ReferenceBoard& board, const std::vector<spec::Text>& items,
                    std::vector<bool>& set) {
  for (const auto& item : items) {
    const auto dots = item.value.find("..");
    if (dots == std::string::npos) {
      set[idx(board.cell(item.value))] = true;
      continue;
    }
    const Vec a = board.coord(board.cell(item.value.substr(0, dots)));
    const Vec b = board.coord(board.cell(item.value.substr(dots + 2)));
    for (std::size_t i = 0; i < board.cell_count(); ++i) {
      const Vec c = board.coord(static_cast<int>(i));
      if (c.x >= std::min(a.x, b.x) && c.x <= std::max(a.x, b.x) && c.y >= std::min(a.y, b.y) &&
          c.y <= std::max(a.y, b.y))
        set[i] = true;
    }
  }
}

}  // namespace

void fail(const std::string& message) { throw std::runtime_error("reference movegen: " + message); }

// README "Board": square grids are files x ranks minus holes; hexagons have 2*side-1 files and
// axial coordinates (x = file index, y towards north, centre row 0). A cell's rank name is its
// place up its file, or with `hex_ranks: straight` the index of its line of constant x + y.
ReferenceBoard::ReferenceBoard(const spec::BoardDoc& b) : hex_(b.geometry.value == "hex") {
  if (hex_) {
    const int n = b.side;
    const bool straight = b.hex_ranks.value == "straight";
    for (int x = 0; x < 2 * n - 1; ++x) {
      const int q = x - (n - 1);
      const int low = std::max(-(n - 1), -(n - 1) - q), high = std::min(n - 1, n - 1 - q);
      for (int y = low; y <= high; ++y)
        add_cell(b.files.at(idx(x)).value + b.ranks.at(idx(straight ? x + y : y - low)).value,
                 {x, y});
    }
  } else {
    for (std::size_t y = 0; y < b.ranks.size(); ++y) {
      for (std::size_t x = 0; x < b.files.size(); ++x) {
        const std::string name = b.files[x].value + b.ranks[y].value;
        const bool hole = std::any_of(b.holes.begin(), b.holes.end(),
                                      [&](const spec::Text& h) { return h.value == name; });
        if (!hole) add_cell(name, {static_cast<int>(x), static_cast<int>(y)});
      }
    }
  }
  for (const auto& extra : b.extra_cells) add_cell(extra.name.value, {extra.at.x, extra.at.y});
}

void ReferenceBoard::add_cell(const std::string& name, Vec at) {
  if (cell_by_name_.count(name) || cell_by_coord_.count({at.x, at.y}))
    fail("cell '" + name + "' repeats a name or coordinates");
  cell_by_name_[name] = static_cast<int>(names_.size());
  cell_by_coord_[{at.x, at.y}] = static_cast<int>(names_.size());
  names_.push_back(name);
  coords_.push_back(at);
}

int ReferenceBoard::cell(const std::string& name) const {
  auto it = cell_by_name_.find(name);
  if (it == cell_by_name_.end()) fail("unknown cell '" + name + "'");
  return it->second;
}

int ReferenceBoard::cell_at(Vec v) const {
  const auto it = cell_by_coord_.find({v.x, v.y});
  return it == cell_by_coord_.end() ? -1 : it->second;
}

const CompassPoint& ReferenceBoard::compass(int d) const {
  return (hex_ ? kHexCompass : kSquareCompass)[d];
}

int ReferenceBoard::compass_index(const std::string& name) const {
  int found = -1;
  for (int d = 0; d < compass_size(); ++d)
    if (name == compass(d).name) found = d;
  return found;
}

std::vector<int> ReferenceBoard::resolve_direction(const std::string& name,
                                                   int owner_forward) const {
  const int n = compass_size();
  std::vector<int> result;
  for (int d = 0; d < n; ++d) {
    const bool orthogonal = d % 2 == 0;  // both compasses alternate edge and diagonal
    if (name == "all" || (name == "orthogonal" && orthogonal) ||
        (name == "diagonal" && !orthogonal) || name == compass(d).name) {
      result.push_back(d);
    }
  }
  for (int i = 0; i < n; ++i) {
    const char* relative = hex_ ? kHexRelative[idx(i)] : kSquareRelative[idx(i)];
    if (name == relative) result.push_back((owner_forward + i) % n);
  }
  if (name.size() > 8 && name.compare(0, 7, "forward") == 0 && (name[7] == '+' || name[7] == '-')) {
    const int k = std::stoi(name.substr(8));
    result.push_back((((owner_forward + (name[7] == '+' ? k : -k)) % n) + n) % n);
  }
  if (result.empty()) fail("unknown direction '" + name + "'");
  return result;
}

std::vector<Orientation> ReferenceBoard::orientations(const std::string& symmetry,
                                                      int owner_forward) const {
  const int f = owner_forward;
  if (symmetry != "all" && f % 2 != 0) fail("an oriented leap needs an orthogonal forward");
  std::vector<Orientation> result;
  if (symmetry == "none")
    result = {{false, f / 2}};
  else if (symmetry == "mirror")
    result = {{false, f / 2}, {true, f / 2}};
  else if (symmetry == "all")
    for (int t = 0; t < (hex_ ? 6 : 4); ++t) result.insert(result.end(), {{false, t}, {true, t}});
  else
    fail("unknown symmetry '" + symmetry + "'");
  return result;
}

Vec ReferenceBoard::orient(Vec v, Orientation o) const {
  return rotate(o.mirror ? reflect(v) : v, o.turns);
}

Vec ReferenceBoard::rotate(Vec v, int turns) const {
  for (int i = 0; i < turns; ++i) v = hex_ ? Vec{v.x + v.y, -v.x} : Vec{v.y, -v.x};
  return v;
}

Vec ReferenceBoard::reflect(Vec v) const { return hex_ ? Vec{-v.x, v.x + v.y} : Vec{-v.x, v.y}; }

ReferenceZones::ReferenceZones(const ReferenceBoard& board, const spec::SpecDocument& doc) {
  for (const auto& z : doc.zones) {
    names_.push_back(z.name.value);
    std::vector<std::vector<bool>> per(doc.players.size(),
                                       std::vector<bool>(board.cell_count(), false));
    for (std::size_t p = 0; p < doc.players.size(); ++p) {
      if (z.per_player.empty()) {
        add_zone_cells(board, z.cells, per[p]);
      } else if (auto it = z.per_player.find(doc.players[p].name.value); it != z.per_player.end()) {
        add_zone_cells(board, it->second, per[p]);
      }
    }
    cells_.push_back(std::move(per));
  }
}

int ReferenceZones::find(const spec::Text& name) const {
  if (name.value.empty()) return -1;
  for (std::size_t z = 0; z < names_.size(); ++z)
    if (names_[z] == name.value) return static_cast<int>(z);
  fail("unknown zone '" + name.value + "'");
}

}  // namespace arbiter::testing::reference
