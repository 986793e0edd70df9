// Building a board graph from a spec's board section (BoardGraph::build, model/board_graph.h):
// the grid's cells and their names (square or hexagonal), holes, extra cells, the compass, and
// the colouring; every entry checked against the spec's limits, each error naming its entry.
#include <algorithm>
#include <cstdlib>
#include <unordered_set>

#include "model/board_graph.h"
#include "model/diagnostic.h"
#include "model/spec/document.h"
#include "model/spec/keywords.h"
#include "model/spec/limits.h"

namespace arbiter::model {
namespace {

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

// The value `t` names in `k`; an unknown word stops the build.
template <typename T, std::size_t N>
T keyword_or_fail(const spec::Text& t, const spec::Keywords<T, N>& k) {
  std::vector<Diagnostic> errors;
  const T value = spec::keyword(t, k, errors);
  if (!errors.empty()) throw UserError(errors.front());
  return value;
}

std::vector<std::string> values(const std::vector<spec::Text>& texts) {
  std::vector<std::string> result;
  for (const auto& t : texts) result.push_back(t.value);
  return result;
}

}  // namespace

BoardGraph BoardGraph::build(const spec::BoardDoc& doc) {
  BoardGraph g;
  g.file_names_ = values(doc.files);
  g.rank_names_ = values(doc.ranks);
  if (doc.files.empty() || doc.ranks.empty()) {
    fail(doc.mark, "the board needs files and ranks", "files: [a, b, ...] and ranks: [\"1\", ...]");
  }
  namespace limits = spec::limits;
  const Geometry geometry = keyword_or_fail(doc.geometry, spec::kGeometry);
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
  if (geometry == Geometry::Square && !doc.hex_ranks.value.empty())
    fail(doc.hex_ranks.mark, "hex_ranks names the ranks of a hex board, not of a square one",
         "no hex_ranks, or geometry: hex");
  if (geometry == Geometry::Square) {
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
  } else {
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
    // Bent ranks are counted from each file's bottom cell; a straight rank is the line of
    // constant x + y (from 0 at the bottom-left edge to 2n - 2 at the top-right one).
    const bool straight = keyword_or_fail(doc.hex_ranks, spec::kHexRanksStraight);
    for (int q = -(n - 1); q <= n - 1; ++q) {
      const int r_min = std::max(-(n - 1), -(n - 1) - q);
      const int r_max = std::min(n - 1, n - 1 - q);
      for (int r = r_min; r <= r_max; ++r) {
        const auto x = static_cast<std::size_t>(q + n - 1);
        const auto rank = static_cast<std::size_t>(straight ? q + n - 1 + r : r - r_min);
        const std::string name = doc.files[x].value + doc.ranks[rank].value;
        grid.insert(name);
        if (holes.count(name)) {
          g.hole_coords_.emplace(name, Coord{q + n - 1, r});
          continue;
        }
        g.add_cell(name, {q + n - 1, r}, static_cast<int>(rank));
      }
    }
  }
  for (const auto& hole : doc.holes)
    if (!grid.count(hole.value))
      fail(hole.mark, "hole '" + hole.value + "' is not a cell of the grid");
  for (const auto& extra : doc.extra_cells) {
    if (g.find(extra.name.value)) {
      fail(extra.name.mark, "extra cell '" + extra.name.value + "' is already a cell of the board");
    }
    const Coord at{extra.at.x, extra.at.y};
    if (std::abs(at.x) > limits::kMaxCoordinate || std::abs(at.y) > limits::kMaxCoordinate) {
      fail(extra.at.mark, "extra cell '" + extra.name.value + "' lies too far out",
           "coordinates from -" + std::to_string(limits::kMaxCoordinate) + " to " +
               std::to_string(limits::kMaxCoordinate));
    }
    if (const auto overlap = g.cell_at(at)) {
      fail(extra.at.mark,
           "extra cell '" + extra.name.value + "' overlaps cell '" + g.name(*overlap) + "'");
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
  if (col.pattern.value.empty())
    fail(col.mark, "a colouring needs a pattern",
         "one of: " + spec::word_list(spec::kColouringPattern));
  const int period = keyword_or_fail(col.pattern, spec::kColouringPattern);
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

}  // namespace arbiter::model
