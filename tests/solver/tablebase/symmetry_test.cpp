// Table symmetries found from the compiled rules (solver/tablebase/symmetry.h) and the index folded
// by them: the group sizes the boards' geometry and rules allow, every symmetry mapping the move
// generator's moves, and the folded index standing for every position exactly once.
#include "solver/tablebase/symmetry.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <tuple>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "solver/tablebase/retrograde.h"
#include "solver/tablebase/tablebases.h"
#include "solver/tablebase/unmoves.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::solver::tablebase {
namespace {

using model::Cell;
using model::Position;

std::size_t group_size(const std::string& spec, const std::string& material) {
  auto rules = testing::bundled_rules(spec);
  return table_symmetries(*rules, Material::parse(*rules, material)).size();
}

TEST_CASE("table symmetries are the board's automorphisms that the material's rules allow",
          "[tablebase][symmetry]") {
  // A square board (chess's 8x8, Omega's 10x10 with one extra cell beyond each corner) has the
  // dihedral group of the square, 4 rotations and 4 reflections, and kings, queens, rooks,
  // knights, champions and wizards move alike in every direction.
  CHECK(group_size("chess", "KQvK") == 8);
  CHECK(group_size("chess", "KBNvK") == 8);
  CHECK(group_size("omega", "KQvK") == 8);
  CHECK(group_size("omega", "KCNvK") == 8);
  CHECK(group_size("omega", "KWvK") == 8);
  // A pawn moves forward: only the mirror between the wings keeps its moves and promotion rank.
  CHECK(group_size("chess", "KPvK") == 2);
  // Xiangqi's palaces and river: turning the board would swap the palaces (each king is confined
  // to its own), so only the mirror between the wings is left.
  CHECK(group_size("xiangqi", "KRvK") == 2);
  CHECK(group_size("xiangqi", "KRvKA") == 2);
  // Gliński's regular hexagon has the dihedral group of the hexagon: 6 rotations, 6 reflections.
  CHECK(group_size("glinski", "KQvK") == 12);
  CHECK(group_size("glinski", "KRvK") == 12);
}

// The image of a position under a cell permutation: every piece on the image of its cell.
Position image(const Position& pos, const CellPermutation& s) {
  Position out(pos.rules());
  clear_position(out);
  out.set_side_to_move(pos.side_to_move());
  for (model::PlayerId p : pos.rules().turn_order())
    for (Cell c : pos.pieces_of(p)) out.put(s[c.index], pos.at(c), true);
  return out;
}

using MoveKey = std::tuple<std::uint16_t, std::uint16_t, int, std::uint16_t, std::uint16_t>;

std::vector<MoveKey> legal_moves(const Position& pos, const CellPermutation* s) {
  Position scratch = pos;
  model::MoveList moves;
  model::generate_legal(scratch, moves);
  std::vector<MoveKey> keys;
  for (const model::Move& m : moves) {
    const Cell from = s ? (*s)[m.from.index] : m.from;
    const Cell to = s ? (*s)[m.to.index] : m.to;
    keys.emplace_back(from.index, to.index, static_cast<int>(m.type), m.piece.index, m.aux);
  }
  std::sort(keys.begin(), keys.end());
  return keys;
}

TEST_CASE("every table symmetry maps the legal moves of a position onto those of its image",
          "[tablebase][symmetry]") {
  for (const auto& [spec, material] :
       std::vector<std::pair<std::string, std::string>>{{"chess", "KBNvK"},
                                                        {"chess", "KPvKR"},
                                                        {"omega", "KCWvK"},
                                                        {"glinski", "KQvKN"},
                                                        {"xiangqi", "KRvKA"}}) {
    auto rules = testing::bundled_rules(spec);
    const Material m = Material::parse(*rules, material);
    const TableIndex index(*rules, m);
    const auto symmetries = table_symmetries(*rules, m);
    const std::uint64_t seed = 11;
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<std::uint64_t> entry(0, index.size() - 1);
    Position pos(*rules);
    int compared = 0;
    while (compared < 300) {
      if (!index.set_up(entry(random), pos) || !is_legal_table_position(pos)) continue;
      ++compared;
      for (const CellPermutation& s : symmetries) {
        const Position mapped = image(pos, s);
        INFO(spec << " " << material << " seed " << seed << ": " << model::notation::to_string(pos)
                  << " and " << model::notation::to_string(mapped));
        CHECK(is_legal_table_position(mapped));
        CHECK(legal_moves(mapped, nullptr) == legal_moves(pos, &s));
      }
    }
  }
}

// The number of placements of three lone pieces on distinct cells each may stand on, per side.
std::uint64_t placements_of_three(const TableIndex& index) {
  const auto& groups = index.material().groups();
  const std::size_t cells = index.rules().board().cell_count();
  std::uint64_t n = 0;
  for (std::size_t a = 0; a < cells; ++a)
    for (std::size_t b = 0; b < cells; ++b)
      for (std::size_t c = 0; c < cells; ++c)
        n += a != b && b != c && a != c &&
             index.may_stand(groups[0].owner, groups[0].kind, Cell::from_index(a)) &&
             index.may_stand(groups[1].owner, groups[1].kind, Cell::from_index(b)) &&
             index.may_stand(groups[2].owner, groups[2].kind, Cell::from_index(c));
  return n;
}

TEST_CASE("the folded index stands for every placement exactly once", "[tablebase][symmetry]") {
  for (const auto& [spec, material] : std::vector<std::pair<std::string, std::string>>{
           {"chess", "KQvK"}, {"xiangqi", "KRvK"}, {"glinski", "KRvK"}, {"omega", "KQvK"}}) {
    auto rules = testing::bundled_rules(spec);
    const TableIndex index(*rules, Material::parse(*rules, material));
    INFO(spec << " " << material);
    REQUIRE(index.symmetries().size() > 1);
    Position pos(*rules);
    std::uint64_t positions = 0;
    for (std::uint64_t i = 0; i < index.per_side(); ++i)
      if (index.set_up(i, pos) && index.is_canonical(i, pos)) positions += index.orbit_size(i);
    CHECK(positions == placements_of_three(index));
  }
}

TEST_CASE("every image of a position probes to the same value", "[tablebase][symmetry]") {
  auto rules = testing::bundled_rules("chess");
  Tablebases tables(rules, identify(*rules, 0));
  BuildControl control;
  const Material material = Material::parse(*rules, "KRvK");
  const TableIndex& index = tables.require(material, control).index();
  REQUIRE(index.symmetries().size() == 8);
  std::mt19937_64 random(5);
  std::uniform_int_distribution<std::uint64_t> entry(0, index.size() - 1);
  Position pos(*rules);
  for (int n = 0; n < 200;) {
    if (!index.set_up(entry(random), pos) || !is_legal_table_position(pos)) continue;
    ++n;
    const Code value = tables.probe(pos, control);
    for (const CellPermutation& s : index.symmetries()) {
      const Position mapped = image(pos, s);
      INFO(model::notation::to_string(pos) << " and " << model::notation::to_string(mapped));
      CHECK(tables.probe(mapped, control) == value);
    }
  }
}

// Builds the table folded (with its sub-tables) and unfolded, and compares every legal position.
void compare_with_unfolded(const std::string& spec, const std::string& material) {
  {
    auto rules = testing::bundled_rules(spec);
    Tablebases tables(rules, identify(*rules, 0));
    BuildControl control;
    const Material m = Material::parse(*rules, material);
    tables.require(m, control);  // folded, with its folded sub-tables
    const TableIndex unfolded(*rules, m, Folding::None);
    REQUIRE(unfolded.symmetries().size() == 1);
    const auto codes = generate_table(
        unfolded, [&](const Position& pos) { return tables.probe(pos, control); }, control);
    Position pos(*rules);
    std::uint64_t legal = 0;
    for (std::uint64_t i = 0; i < unfolded.size(); ++i) {
      if (!unfolded.set_up(i, pos) || !is_legal_table_position(pos)) {
        CHECK(codes[i] == code::kIllegal);
        continue;
      }
      ++legal;
      if (codes[i] != tables.probe(pos, control)) {
        INFO(spec << " " << material << ": " << model::notation::to_string(pos));
        CHECK(codes[i] == tables.probe(pos, control));
      }
    }
    CHECK(legal > 0);
  }
}

TEST_CASE("folded tables give every position the value of an unfolded table",
          "[tablebase][symmetry]") {
  compare_with_unfolded("chess", "KRvK");    // 8 symmetries, the king on a diagonal fixed by one
  compare_with_unfolded("xiangqi", "KRvK");  // the mirror alone, the king on the middle file fixed
}

TEST_CASE("folded tables on hexagons and Omega's field equal unfolded ones",
          "[tablebase][symmetry][.slow]") {
  compare_with_unfolded("glinski", "KRvK");  // 12 symmetries
  compare_with_unfolded("omega", "KQvK");    // 8 symmetries, corner cells beyond the 10x10 field
}

}  // namespace
}  // namespace arbiter::solver::tablebase
