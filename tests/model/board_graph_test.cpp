// Board graphs: cells, names, neighbours, rays and colours of square boards (with extra cells and
// holes) and of hexagonal boards; lattice rotations and reflections; owner-relative direction
// names.
#include "model/board_graph.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "model/spec/direction_names.h"
#include "model/spec/load.h"
#include "tests/support/spec_fixture.h"

using arbiter::UserError;
using arbiter::model::BoardGraph;
using arbiter::model::Cell;
using arbiter::model::Coord;
using arbiter::model::DirectionId;
using arbiter::model::Geometry;
using Catch::Matchers::Contains;
namespace spec = arbiter::model::spec;

namespace {

// A board from the YAML text of a spec's `board:` value.
BoardGraph board_from(const std::string& board_yaml) {
  return BoardGraph::build(
      spec::load_spec_text("board: " + board_yaml + "\nvariant: board\n", "board.yaml").board);
}

const char* const kChess =
    "{geometry: square, files: [a, b, c, d, e, f, g, h], ranks: [\"1\", \"2\", \"3\", \"4\", "
    "\"5\", \"6\", \"7\", "
    "\"8\"], colouring: {pattern: checkered, first: a1, colours: [dark, light]}}";

const char* const kGlinski =
    "{geometry: hex, side: 6, files: [a, b, c, d, e, f, g, h, i, k, l], ranks: [\"1\", \"2\", "
    "\"3\", \"4\", "
    "\"5\", \"6\", \"7\", \"8\", \"9\", \"10\", \"11\"], colouring: {pattern: hex3, first: f6, "
    "colours: [c0, c1, "
    "c2]}}";

Cell cell(const BoardGraph& board, const std::string& name) {
  auto c = board.find(name);
  INFO("cell " << name);
  REQUIRE(c.has_value());
  return *c;
}

DirectionId dir(const BoardGraph& board, const std::string& name) {
  auto d = board.find_direction(name);
  INFO("direction " << name);
  REQUIRE(d.has_value());
  return *d;
}

// The neighbour's name, or "-" when there is none.
std::string neighbour_name(const BoardGraph& board, const std::string& from,
                           const std::string& direction) {
  auto n = board.neighbour(cell(board, from), dir(board, direction));
  return n ? board.name(*n) : "-";
}

std::size_t neighbour_count(const BoardGraph& board, Cell c) {
  std::size_t count = 0;
  for (DirectionId d = 0; d < board.direction_count(); ++d) count += board.neighbour(c, d) ? 1 : 0;
  return count;
}

std::size_t cells_in_row(const BoardGraph& board, int row) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < board.cell_count(); ++i)
    count += board.row_key(Cell::from_index(i)) == row ? 1 : 0;
  return count;
}

std::vector<std::string> names(const BoardGraph& board, const std::vector<DirectionId>& dirs) {
  std::vector<std::string> result;
  for (auto d : dirs) result.push_back(board.direction(d).name);
  std::sort(result.begin(), result.end());
  return result;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

TEST_CASE("an 8x8 square board has 64 cells, 8 directions and bounded rays", "[model][board]") {
  const BoardGraph board = board_from(kChess);
  CHECK(board.geometry() == Geometry::Square);
  CHECK(board.cell_count() == 64);
  CHECK(board.direction_count() == 8);
  CHECK(board.name(cell(board, "e4")) == "e4");
  CHECK(board.coord(cell(board, "e4")) == Coord{4, 3});
  CHECK_FALSE(board.find("i1").has_value());
  CHECK_FALSE(board.find("a9").has_value());

  SECTION("a corner cell has 3 neighbours") {
    CHECK(neighbour_count(board, cell(board, "a1")) == 3);
    CHECK(neighbour_name(board, "a1", "n") == "a2");
    CHECK(neighbour_name(board, "a1", "ne") == "b2");
    CHECK(neighbour_name(board, "a1", "e") == "b1");
    CHECK(neighbour_name(board, "a1", "w") == "-");
    CHECK(neighbour_name(board, "a1", "s") == "-");
    CHECK(neighbour_count(board, cell(board, "e4")) == 8);
  }
  SECTION("rays run to the edge, nearest first") {
    // From a1: 7 cells up the file, 7 along the rank, 7 along the long diagonal to h8.
    const Cell a1 = cell(board, "a1");
    CHECK(board.ray(a1, dir(board, "n")).size() == 7);
    CHECK(board.ray(a1, dir(board, "e")).size() == 7);
    const auto diagonal = board.ray(a1, dir(board, "ne"));
    REQUIRE(diagonal.size() == 7);
    CHECK(board.name(diagonal.front()) == "b2");
    CHECK(board.name(diagonal.back()) == "h8");
    CHECK(board.ray(a1, dir(board, "sw")).empty());
    // From d4 (x=3, y=3): 4 cells north (d5..d8), 3 south, 3 west, 4 east, 3 south-west.
    const Cell d4 = cell(board, "d4");
    CHECK(board.ray(d4, dir(board, "n")).size() == 4);
    CHECK(board.ray(d4, dir(board, "s")).size() == 3);
    CHECK(board.ray(d4, dir(board, "w")).size() == 3);
    CHECK(board.ray(d4, dir(board, "e")).size() == 4);
    CHECK(board.ray(d4, dir(board, "sw")).size() == 3);
  }
  SECTION("checkered colours: a1 dark, h1 light, 32 of each") {
    // FIDE Laws of Chess 2.1: "the square on the right-hand corner nearest to each player is
    // white", so a1 (White's left corner) is dark and h1 light.
    CHECK(board.colour_names()[static_cast<std::size_t>(board.colour(cell(board, "a1")))] ==
          "dark");
    CHECK(board.colour_names()[static_cast<std::size_t>(board.colour(cell(board, "h1")))] ==
          "light");
    CHECK(board.colour(cell(board, "d1")) == board.colour(cell(board, "e2")));
    int dark = 0;
    for (std::size_t i = 0; i < board.cell_count(); ++i)
      dark += board.colour(Cell::from_index(i)) == 0 ? 1 : 0;
    CHECK(dark == 32);
  }
  SECTION("opposite and rotate walk the compass") {
    CHECK(board.direction(board.opposite(dir(board, "n"))).name == "s");
    CHECK(board.direction(board.opposite(dir(board, "ne"))).name == "sw");
    CHECK(board.direction(board.rotate(dir(board, "nw"), 1)).name == "n");
    CHECK(board.direction(board.rotate(dir(board, "n"), -1)).name == "nw");
  }
}

TEST_CASE("extra cells extend rows and holes remove cells", "[model][board]") {
  SECTION("an 11x11 board with z6 and l6 outside the grid has 123 cells") {
    const BoardGraph board = board_from(
        "{geometry: square, files: [a, b, c, d, e, f, g, h, i, j, k], ranks: [\"1\", \"2\", \"3\", "
        "\"4\", \"5\", "
        "\"6\", \"7\", \"8\", \"9\", \"10\", \"11\"], extra_cells: [{name: z6, at: [-1, 5]}, "
        "{name: l6, at: [11, "
        "5]}]}");
    // 11 x 11 = 121 grid cells plus 2 extra cells.
    CHECK(board.cell_count() == 123);
    // Rank 6 (row key 5) holds its 11 grid cells plus z6 and l6.
    CHECK(board.row_key(cell(board, "z6")) == 5);
    CHECK(cells_in_row(board, 5) == 13);
    CHECK(cells_in_row(board, 4) == 11);
    // z6 at (-1, 5): only a5 (0,4), a6 (0,5) and a7 (0,6) are next to it; nothing north or south.
    CHECK(neighbour_name(board, "z6", "n") == "-");
    CHECK(neighbour_name(board, "z6", "s") == "-");
    CHECK(neighbour_name(board, "z6", "e") == "a6");
    CHECK(neighbour_name(board, "z6", "ne") == "a7");
    CHECK(neighbour_name(board, "z6", "se") == "a5");
    CHECK(neighbour_count(board, cell(board, "z6")) == 3);
    CHECK(neighbour_name(board, "l6", "w") == "k6");
    CHECK(neighbour_name(board, "k6", "e") == "l6");
    // The rank 6 ray from z6 eastwards crosses a6..k6 (11 cells) and ends on l6.
    const auto ray = board.ray(cell(board, "z6"), dir(board, "e"));
    REQUIRE(ray.size() == 12);
    CHECK(board.name(ray.back()) == "l6");
  }
  SECTION("a hole removes the cell and cuts the lines through it") {
    const BoardGraph board = board_from(
        "{geometry: square, files: [a, b, c, d, e, f, g, h], ranks: [\"1\", \"2\", \"3\", \"4\", "
        "\"5\", \"6\", \"7\", "
        "\"8\"], holes: [e5]}");
    CHECK(board.cell_count() == 63);
    CHECK_FALSE(board.find("e5").has_value());
    CHECK(neighbour_name(board, "e4", "n") == "-");
    // e1 north: e2, e3, e4, then the hole.
    CHECK(board.ray(cell(board, "e1"), dir(board, "n")).size() == 3);
    CHECK(board.ray(cell(board, "e8"), dir(board, "s")).size() == 2);
    CHECK(cells_in_row(board, 4) == 7);
  }
  SECTION("a hole that is not a grid cell is an error naming it") {
    // "board: {geometry: square, files: [a, b], ranks: [\"1\", \"2\"], holes: [c3]}": the
    // hole's name starts at column 69 (the 69th character of that line).
    CHECK_THROWS_WITH(
        board_from("{geometry: square, files: [a, b], ranks: [\"1\", \"2\"], holes: [c3]}"),
        Contains("board.yaml:1:69: error: hole 'c3' is not a cell of the grid"));
  }
  SECTION("holes work on a hexagonal board too") {
    // Gliński's board with e5 and f8 left out (a regression: hex boards once ignored `holes` and
    // kept all 91 cells without a word).
    std::string holed = kGlinski;
    holed.insert(holed.rfind('}'), ", holes: [e5, f8]");
    const BoardGraph board = board_from(holed);
    CHECK(board.cell_count() == 89);
    CHECK_FALSE(board.find("e5").has_value());
    CHECK_FALSE(board.find("f8").has_value());
    CHECK(neighbour_name(board, "f6", "sw") == "-");  // f6 (5,0) + (-1,0) = e5
    CHECK(neighbour_name(board, "f7", "n") == "-");
    // f1 north: f2 to f7, then the hole (f9 to f11 lie beyond it).
    CHECK(board.ray(cell(board, "f1"), dir(board, "n")).size() == 6);
    CHECK(board.ray(cell(board, "f11"), dir(board, "s")).size() == 2);
  }
  SECTION("a hole that is not a cell of the hexagon is an error naming it") {
    std::string holed = kGlinski;
    holed.insert(holed.rfind('}'), ", holes: [a7]");
    CHECK_THROWS_WITH(board_from(holed), Contains("hole 'a7' is not a cell of the grid"));
  }
  SECTION("an extra cell on top of a grid cell is an error") {
    CHECK_THROWS_AS(board_from("{geometry: square, files: [a, b], ranks: [\"1\", \"2\"], "
                               "extra_cells: [{name: z, at: [1, 1]}]}"),
                    UserError);
  }
}

TEST_CASE("an Omega-like board has 104 cells with the corner cells on the long diagonals",
          "[model][board]") {
  // Omega Chess: a 10x10 board plus one wizard cell off each corner (4 x 1), 104 cells.
  const BoardGraph board = board_from(
      "{geometry: square, files: [a, b, c, d, e, f, g, h, i, j], ranks: [\"0\", \"1\", \"2\", "
      "\"3\", \"4\", \"5\", "
      "\"6\", \"7\", \"8\", \"9\"], extra_cells: [{name: w1, at: [-1, -1]}, {name: w2, at: [10, "
      "-1]}, {name: w3, at: "
      "[10, 10]}, {name: w4, at: [-1, 10]}]}");
  CHECK(board.cell_count() == 104);
  CHECK(board.coord(cell(board, "a0")) == Coord{0, 0});
  // w1 at (-1,-1) touches only a0 (0,0), diagonally.
  CHECK(neighbour_count(board, cell(board, "w1")) == 1);
  CHECK(neighbour_name(board, "w1", "ne") == "a0");
  CHECK(neighbour_name(board, "w2", "nw") == "j0");
  // The long diagonal from w1 runs a0, b1, ..., j9 (10 cells) and ends on w3 (10,10).
  const auto ray = board.ray(cell(board, "w1"), dir(board, "ne"));
  REQUIRE(ray.size() == 11);
  CHECK(board.name(ray[9]) == "j9");
  CHECK(board.name(ray[10]) == "w3");
  // Rows: the wizard cells make two rows of 2 below and above the 10 ranks.
  CHECK(cells_in_row(board, -1) == 2);
  CHECK(cells_in_row(board, 10) == 2);
  CHECK(cells_in_row(board, 0) == 10);
}

TEST_CASE("a hexagonal board of side 6 with Glinski's names has 91 cells", "[model][board]") {
  const BoardGraph board = board_from(kGlinski);
  CHECK(board.geometry() == Geometry::Hex);
  // A regular hexagon of side n has 3n(n-1)+1 cells: 3*6*5+1 = 91.
  CHECK(board.cell_count() == 91);
  CHECK(board.direction_count() == 12);

  SECTION("files a and l have 6 cells, f has 11; ranks count from each file's bottom") {
    std::map<int, int> per_file;
    for (std::size_t i = 0; i < board.cell_count(); ++i)
      ++per_file[board.column_key(Cell::from_index(i))];
    CHECK(per_file[0] == 6);   // a
    CHECK(per_file[5] == 11);  // f
    CHECK(per_file[10] == 6);  // l
    CHECK(per_file[4] == 10);  // e
    CHECK(board.find("a1").has_value());
    CHECK(board.find("a6").has_value());
    CHECK_FALSE(board.find("a7").has_value());
    CHECK(board.find("f11").has_value());
    CHECK_FALSE(board.find("f12").has_value());
    CHECK_FALSE(board.find("j1").has_value());  // Glinski's files skip j
    CHECK(board.find("k7").has_value());
    CHECK(board.row_key(cell(board, "a1")) == 0);
    CHECK(board.row_key(cell(board, "f1")) == 0);
    // Rank 1 is the bottom cell of all 11 files; rank 7 exists in b..k (9 files); rank 11 only in
    // f.
    CHECK(cells_in_row(board, 0) == 11);
    CHECK(cells_in_row(board, 6) == 9);
    CHECK(cells_in_row(board, 10) == 1);
  }
  SECTION("the centre f6 has 12 neighbours: 6 along edges, 6 along diagonals") {
    const Cell f6 = cell(board, "f6");
    CHECK(neighbour_count(board, f6) == 12);
    // Edge neighbours, from the axial vectors of the spec README with f6 at (5,0): file f
    // (x=5) starts at y=-5, file e (x=4) at y=-4, file g (x=6) at y=-5, d (x=3) at y=-3,
    // h (x=7) at y=-5, so rank = y - start + 1.
    CHECK(neighbour_name(board, "f6", "n") == "f7");   // (5,1)
    CHECK(neighbour_name(board, "f6", "ne") == "g6");  // (6,0)
    CHECK(neighbour_name(board, "f6", "se") == "g5");  // (6,-1)
    CHECK(neighbour_name(board, "f6", "s") == "f5");   // (5,-1)
    CHECK(neighbour_name(board, "f6", "sw") == "e5");  // (4,0)
    CHECK(neighbour_name(board, "f6", "nw") == "e6");  // (4,1)
    // Diagonal neighbours (a Glinski bishop's first step).
    CHECK(neighbour_name(board, "f6", "nne") == "g7");  // (6,1)
    CHECK(neighbour_name(board, "f6", "e") == "h5");    // (7,-1)
    CHECK(neighbour_name(board, "f6", "sse") == "g4");  // (6,-2)
    CHECK(neighbour_name(board, "f6", "ssw") == "e4");  // (4,-1)
    CHECK(neighbour_name(board, "f6", "w") == "d5");    // (3,1)
    CHECK(neighbour_name(board, "f6", "nnw") == "e7");  // (4,2)
    // cell_at agrees with neighbour() for every direction vector.
    for (DirectionId d = 0; d < board.direction_count(); ++d) {
      INFO("direction " << board.direction(d).name);
      const auto at = board.cell_at(board.coord(f6) + board.direction(d).vector);
      REQUIRE(at.has_value());
      CHECK(*at == *board.neighbour(f6, d));
    }
  }
  SECTION("a corner cell has 3 edge neighbours and its rays stay on the board") {
    // a1 is the bottom of file a (x=0, y=0). File b (x=1) starts at y=-1, so b1 is (1,-1) and
    // b2 is (1,0): a1's edge neighbours are a2 (n), b2 (ne) and b1 (se).
    const Cell a1 = cell(board, "a1");
    std::size_t edges = 0;
    for (DirectionId d = 0; d < board.direction_count(); ++d)
      if (board.direction(d).orthogonal && board.neighbour(a1, d)) ++edges;
    CHECK(edges == 3);
    CHECK(neighbour_name(board, "a1", "n") == "a2");
    CHECK(neighbour_name(board, "a1", "ne") == "b2");
    CHECK(neighbour_name(board, "a1", "se") == "b1");
    // File a northwards: a2..a6.
    CHECK(board.ray(a1, dir(board, "n")).size() == 5);
    // South-east along the bottom-left edge: b1 (1,-1), c1 (2,-2), d1, e1, f1 (5,-5); then
    // (6,-6) is off the board (file g starts at y=-5).
    const auto edge = board.ray(a1, dir(board, "se"));
    REQUIRE(edge.size() == 5);
    CHECK(board.name(edge.back()) == "f1");
  }
  SECTION("hex3 colouring: edge neighbours always differ, diagonal neighbours agree") {
    std::map<int, int> counts;
    for (std::size_t i = 0; i < board.cell_count(); ++i) {
      const Cell c = Cell::from_index(i);
      ++counts[board.colour(c)];
      for (DirectionId d = 0; d < board.direction_count(); ++d) {
        auto n = board.neighbour(c, d);
        if (!n) continue;
        INFO(board.name(c) << " -> " << board.name(*n));
        if (board.direction(d).orthogonal)
          CHECK(board.colour(c) != board.colour(*n));
        else
          CHECK(board.colour(c) == board.colour(*n));
      }
    }
    // jaycoskey/Glinski README, "The board": "The central space is Medium, which causes there to
    // be 31 Medium spaces, 30 Light, and 30 Dark." The centre f6 gets colours[0].
    CHECK(board.colour(cell(board, "f6")) == 0);
    CHECK(counts[0] == 31);
    CHECK(counts[1] == 30);
    CHECK(counts[2] == 30);
  }
}

TEST_CASE("straight hex ranks name each cell by two straight lines", "[model][board]") {
  // A hexagon of side 3 (19 cells) with files 1..5 and straight ranks a..e: the rank of the cell
  // at axial (x, y) is x + y, the line running south-east.
  const BoardGraph board = board_from(
      "{geometry: hex, side: 3, hex_ranks: straight, files: [\"1\", \"2\", \"3\", \"4\", "
      "\"5\"], ranks: [a, b, c, d, e]}");
  REQUIRE(board.cell_count() == 19);
  std::map<int, std::vector<std::string>> by_rank;
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const Cell c = Cell::from_index(i);
    by_rank[board.row_key(c)].push_back(board.name(c));
  }
  // Rank a is the bottom-left edge (3 cells), c crosses the centre (5 cells), e the top-right.
  CHECK(by_rank[0] == std::vector<std::string>{"1a", "2a", "3a"});
  CHECK(by_rank[2] == std::vector<std::string>{"1c", "2c", "3c", "4c", "5c"});
  CHECK(by_rank[4] == std::vector<std::string>{"3e", "4e", "5e"});
  // Along a rank the cells are south-east neighbours; up a file, north neighbours change rank.
  CHECK(neighbour_name(board, "1c", "se") == "2c");
  CHECK(neighbour_name(board, "3c", "se") == "4c");
  CHECK(neighbour_name(board, "3c", "n") == "3d");
  CHECK(neighbour_name(board, "3c", "ne") == "4d");
  CHECK(neighbour_name(board, "3a", "s") == "-");

  SECTION("the key belongs to hex boards") {
    CHECK_THROWS_WITH(board_from("{geometry: square, hex_ranks: straight, files: [a], ranks: "
                                 "[\"1\"]}"),
                      Contains("hex_ranks names the ranks of a hex board"));
    CHECK_THROWS_WITH(board_from("{geometry: hex, side: 2, hex_ranks: curved, files: [a, b, c], "
                                 "ranks: [\"1\", \"2\", \"3\"]}"),
                      Contains("unknown hex_ranks 'curved'"));
  }
}

TEST_CASE("the bundled Glinski board colours f1 light and f11 dark", "[model][board]") {
  // jaycoskey/Glinski README, "The board": "The space closest to Player White's side of the Board
  // is Light, while the space closest to Player Black is Dark."
  // Under hex3 (colour = (dx - dy) mod 3 from f6), f1 (dx 0, dy -5: 5 mod 3 = 2) gets colours[2]
  // and f11 (dy +5: -5 mod 3 = 1) colours[1], so the spec must list [medium, dark, light].
  if (!std::filesystem::exists(arbiter::testing::bundled_spec_path("glinski"))) return;
  const auto rules = arbiter::testing::bundled_rules("glinski");
  const BoardGraph& board = rules->board();
  auto colour_name = [&](const std::string& name) {
    return board.colour_names().at(static_cast<std::size_t>(board.colour(cell(board, name))));
  };
  CHECK(colour_name("f6") == "medium");
  CHECK(colour_name("f1") == "light");
  CHECK(colour_name("f11") == "dark");
}

TEST_CASE("lattice rotations and reflections form the symmetry group of the board",
          "[model][board]") {
  for (const char* yaml : {kChess, kGlinski}) {
    const BoardGraph board = board_from(yaml);
    const int count = board.rotation_count();
    INFO((board.geometry() == Geometry::Square ? "square" : "hex"));
    CHECK(count == (board.geometry() == Geometry::Square ? 4 : 6));
    for (DirectionId d = 0; d < board.direction_count(); ++d) {
      const Coord v = board.direction(d).vector;
      INFO("direction " << board.direction(d).name);
      // One turn moves every direction rotation_step() compass positions clockwise.
      CHECK(board.rotate_vector(v, 1) ==
            board.direction(board.rotate(d, board.rotation_step())).vector);
      // Applying one turn repeatedly returns to v after exactly `count` turns, not before.
      Coord w = v;
      for (int turn = 1; turn <= count; ++turn) {
        w = board.rotate_vector(w, 1);
        if (turn < count) CHECK_FALSE(w == v);
      }
      CHECK(w == v);
      // A negative turn undoes a positive one.
      CHECK(board.rotate_vector(board.rotate_vector(v, 1), -1) == v);
      // The reflection swaps left and right of north: direction d goes to -d on the compass,
      // and reflecting twice is the identity.
      const auto mirrored =
          static_cast<DirectionId>((board.direction_count() - d) % board.direction_count());
      CHECK(board.reflect_vector(v) == board.direction(mirrored).vector);
      CHECK(board.reflect_vector(board.reflect_vector(v)) == v);
      // reflect . rotate . reflect = rotate backwards.
      CHECK(board.reflect_vector(board.rotate_vector(board.reflect_vector(v), 1)) ==
            board.rotate_vector(v, -1));
    }
    // A knight vector (1,2) has 8 distinct images on squares and 12 on hex (knight leaps of
    // Glinski's knight: 12 cells).
    std::vector<Coord> images;
    for (int t = 0; t < count; ++t) {
      for (bool reflect : {false, true}) {
        const Coord c =
            board.rotate_vector(reflect ? board.reflect_vector(Coord{1, 2}) : Coord{1, 2}, t);
        if (std::find(images.begin(), images.end(), c) == images.end()) images.push_back(c);
      }
    }
    CHECK(images.size() == (board.geometry() == Geometry::Square ? 8u : 12u));
  }
}

TEST_CASE("relative direction names turn with the owner's forward", "[model][board]") {
  SECTION("square") {
    const BoardGraph board = board_from(kChess);
    const DirectionId north = dir(board, "n"), south = dir(board, "s");
    auto one = [&](const std::string& name, DirectionId forward) {
      const auto dirs = spec::resolve_directions(board, name, forward);
      return dirs.size() == 1 ? board.direction(dirs[0]).name : std::string("?");
    };
    CHECK(one("forward", north) == "n");
    CHECK(one("forward_right", north) == "ne");
    CHECK(one("right", north) == "e");
    CHECK(one("backward_left", north) == "sw");
    CHECK(one("left", north) == "w");
    // Facing south, the owner's right hand points west.
    CHECK(one("forward", south) == "s");
    CHECK(one("forward_right", south) == "sw");
    CHECK(one("right", south) == "w");
    CHECK(one("backward", south) == "n");
    CHECK(one("forward_left", south) == "se");
    CHECK(one("forward+1", north) == "ne");
    CHECK(one("forward-1", north) == "nw");
    CHECK(one("forward+10", north) == "e");  // 10 mod 8 = 2 steps clockwise
    CHECK(one("se", south) == "se");         // absolute names ignore forward
    CHECK(names(board, spec::resolve_directions(board, "orthogonal", north)) ==
          sorted({"n", "e", "s", "w"}));
    CHECK(names(board, spec::resolve_directions(board, "diagonal", south)) ==
          sorted({"ne", "se", "sw", "nw"}));
    CHECK(spec::resolve_directions(board, "all", north).size() == 8);
    CHECK(spec::resolve_directions(board, "nrth", north).empty());
    CHECK(spec::resolve_directions(board, "forward+", north).empty());
    CHECK(spec::resolve_directions(board, "forward+x", north).empty());
    CHECK(spec::resolve_directions(board, "nne", north).empty());  // a hex name, not a square one
  }
  SECTION("hex") {
    const BoardGraph board = board_from(kGlinski);
    const DirectionId north = dir(board, "n"), south = dir(board, "s");
    auto one = [&](const std::string& name, DirectionId forward) {
      const auto dirs = spec::resolve_directions(board, name, forward);
      return dirs.size() == 1 ? board.direction(dirs[0]).name : std::string("?");
    };
    // README: edge neighbours at 0, 60, 120 ... degrees; diagonals at 30, 90, 150 ... degrees.
    CHECK(one("forward", north) == "n");
    CHECK(one("diagonal_forward_right", north) == "nne");
    CHECK(one("forward_right", north) == "ne");
    CHECK(one("right", north) == "e");
    CHECK(one("backward_right", north) == "se");
    CHECK(one("backward", north) == "s");
    CHECK(one("forward_left", north) == "nw");
    CHECK(one("left", north) == "w");
    // Facing south (Glinski's black pawns capture forward_left / forward_right).
    CHECK(one("forward_right", south) == "sw");
    CHECK(one("forward_left", south) == "se");
    CHECK(one("right", south) == "w");
    CHECK(one("forward+2", north) == "ne");
    CHECK(names(board, spec::resolve_directions(board, "orthogonal", north)) ==
          sorted({"n", "ne", "se", "s", "sw", "nw"}));
    CHECK(names(board, spec::resolve_directions(board, "diagonal", north)) ==
          sorted({"nne", "e", "sse", "ssw", "w", "nnw"}));
    CHECK(spec::resolve_directions(board, "all", north).size() == 12);
  }
}
