// CompiledRules::atoms_overlap, whether two atoms of a piece may give the same move, so that the
// generator removes the repeats, and CompiledAtom::first_listed, by which a pawn's double step
// leaves the cell in front to its single step: the generator's lists, taken from random positions
// of every bundled and synthetic spec and one move after them, must hold no move twice. (Listing
// the double step from its first cell while the pawn's atoms count as apart fails this test, and
// so does skipping the removal where atoms still overlap: the synthetic chess_lame, squareride
// and opposition specs.) The double step is listed from its second cell only where a step of the
// piece makes the same first move wherever it starts.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/test_specs.h"

namespace arbiter::model {
namespace {

TEST_CASE("no generated move list holds a move twice", "[movegen][atoms]") {
  const auto specs = testing::bundled_and_synthetic_rules();
  for (const auto& rules : specs) {
    INFO(rules->variant());
    std::mt19937_64 random(23);
    std::size_t listed = 0;
    testing::for_random_positions_and_successors(
        *rules, random, testing::sample_size(8), [&](Position& pos) {
          MoveList moves;
          generate_pseudo_legal(pos, moves);
          std::vector<Move> sorted(moves.begin(), moves.end());
          const auto key = [](const Move& m) {
            return std::tuple(m.from.index, m.to.index, static_cast<int>(m.type), m.piece.index,
                              m.aux, m.chain);
          };
          std::sort(sorted.begin(), sorted.end(),
                    [&](const Move& a, const Move& b) { return key(a) < key(b); });
          const auto repeat = std::adjacent_find(sorted.begin(), sorted.end());
          INFO(notation::to_string(pos));
          CHECK(repeat == sorted.end());
          listed += sorted.size();
        });
    CHECK(listed > 0);
  }
}

// Chess with the text `from` of its spec replaced by `to` (which must occur).
std::shared_ptr<const CompiledRules> edited_chess(const std::string& from, const std::string& to) {
  const std::string path = testing::bundled_spec_path("chess");
  std::string text = testing::source_text(path);
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  const auto doc = spec::load_spec_text(text, path);
  return spec::compile(doc, spec::default_option_values(doc));
}

TEST_CASE(
    "a pawn's double step is listed from its second cell when its single step lists the first",
    "[movegen][atoms]") {
  const std::string double_step =
      "{slide: [forward], max: 2, mode: move, from_zone: pawn_start, en_passant: creates}";
  const PlayerId white = PlayerId::from_index(0);
  const auto pawn_atoms = [&](const CompiledRules& rules) {
    return rules.atoms(white, *rules.find_piece("pawn"));
  };
  const auto chess = testing::bundled_rules("chess");
  const auto& atoms = pawn_atoms(*chess);
  REQUIRE(atoms.size() == 3);
  CHECK(atoms[0].first_listed == 1);  // the single step
  CHECK(atoms[1].first_listed == 2);  // the double step
  CHECK(atoms[2].first_listed == 1);  // the captures
  CHECK_FALSE(chess->atoms_overlap(white, *chess->find_piece("pawn")));
  CHECK(chess->atoms_overlap(white, *chess->find_piece("queen")) == false);
  // A single step that captures too, or one that only an unmoved pawn makes, does not make the
  // double step's first move: then the double step lists it, and the repeats are removed.
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"{step: [forward], mode: move}", "{step: [forward]}"},
           {"{step: [forward], mode: move}",
            "{step: [forward], mode: move, only_unmoved: true}"}}) {
    INFO(to);
    const auto edited = edited_chess(from, to);
    CHECK(pawn_atoms(*edited)[1].first_listed == 1);
    CHECK(edited->atoms_overlap(white, *edited->find_piece("pawn")));
  }
  // The double step's own conditions do not matter: it still starts on the pawns' row.
  const auto confined =
      edited_chess(double_step, "{slide: [forward], max: 3, mode: move, from_zone: pawn_start}");
  CHECK(pawn_atoms(*confined)[1].first_listed == 2);
  Position pos = notation::position_from_string(*confined, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
  CHECK(testing::destinations_from(pos, "e2") == std::vector<std::string>{"e3", "e4", "e5"});
}

TEST_CASE("atoms overlap only where two of a piece's paths may land on one cell",
          "[movegen][atoms]") {
  const PlayerId white = PlayerId::from_index(0);
  // Omega's champion (orthogonal step, leaps of (0, 2) and (2, 2)) and wizard (diagonal step,
  // leap of (1, 3)) combine a step and a leap whose cells never meet: no repeats to remove.
  const auto omega = testing::bundled_rules("omega");
  CHECK_FALSE(omega->atoms_overlap(white, *omega->find_piece("champion")));
  CHECK_FALSE(omega->atoms_overlap(white, *omega->find_piece("wizard")));
  // A knight that also steps orthogonally reaches none of its leap's cells; one that also leaps
  // (1, 1) and steps diagonally reaches the same cells twice.
  const std::string knight = "{leap: [[1, 2]], symmetry: all}";
  const auto apart = edited_chess(knight, knight + "\n      - {step: [orthogonal]}");
  CHECK_FALSE(apart->atoms_overlap(white, *apart->find_piece("knight")));
  const auto twice = edited_chess(
      knight, knight + "\n      - {leap: [[1, 1]], symmetry: all}\n      - {step: [diagonal]}");
  CHECK(twice->atoms_overlap(white, *twice->find_piece("knight")));
  Position pos = notation::position_from_string(*twice, "4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
  CHECK(testing::destinations_from(pos, "a1") == std::vector<std::string>{"b2", "b3", "c2"});
}

}  // namespace
}  // namespace arbiter::model
