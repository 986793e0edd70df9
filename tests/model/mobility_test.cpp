// Mobility on an empty board and reachable cells, checked against facts of chess and Gliński's
// hexagonal chess that follow from the pieces' definitions (reasoning in each comment).
#include "model/mobility.h"

#include <catch2/catch.hpp>

#include "model/notation/position_string.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;

namespace {

const PieceMobility& of(const std::vector<PieceMobility>& all, const CompiledRules& rules,
                        const char* name) {
  for (const auto& m : all)
    if (rules.piece(m.kind).name == name) return m;
  FAIL("no piece " << name);
  return all.front();
}

std::vector<std::string> names(const CompiledRules& rules, const std::vector<Cell>& cells) {
  std::vector<std::string> result;
  for (Cell c : cells) result.push_back(rules.board().name(c));
  std::sort(result.begin(), result.end());
  return result;
}

}  // namespace

TEST_CASE("chess pieces on an empty board have their textbook mobility", "[model][mobility]") {
  const auto rules = arbiter::testing::bundled_rules("chess");
  const auto all = piece_mobility(notation::start_position(*rules), PlayerId::from_index(0));
  // Knight: 8 leaps stay on the board from the 16 cells c3..f6 (two cells from every edge).
  CHECK(of(all, *rules, "knight").most_moves == 8);
  CHECK(of(all, *rules, "knight").best_cells.size() == 16);
  // Bishop on d4: diagonals of 3+3+3+4 cells = 13; the four centre cells are the best.
  CHECK(of(all, *rules, "bishop").most_moves == 13);
  CHECK(names(*rules, of(all, *rules, "bishop").best_cells) ==
        std::vector<std::string>{"d4", "d5", "e4", "e5"});
  // Rook: 7 + 7 cells from every cell.
  CHECK(of(all, *rules, "rook").most_moves == 14);
  CHECK(of(all, *rules, "rook").best_cells.size() == 64);
  // Queen: 14 + 13 in the centre.
  CHECK(of(all, *rules, "queen").most_moves == 27);
  // Each bishop keeps to the 32 cells of its colour; together they cover the board.
  CHECK(of(all, *rules, "bishop").reachable_from == std::vector<int>{32, 32});
  CHECK(of(all, *rules, "bishop").reachable.count() == 64);
  // A lone pawn never goes back: ranks 2 to 8 of every file, 56 cells.
  CHECK(of(all, *rules, "pawn").reachable.count() == 56);
}

TEST_CASE("Glinski's bishops keep to one of the three colours", "[model][mobility]") {
  // Three bishops on f1, f2, f3, one per colour; a hex bishop's diagonal steps keep the colour
  // (the README's hex3 rule), so each reaches exactly the cells of its colour: 30, 30 and 31
  // (f6's medium colour has the extra cell).
  const auto rules = arbiter::testing::bundled_rules("glinski");
  const auto all = piece_mobility(notation::start_position(*rules), PlayerId::from_index(0));
  auto counts = of(all, *rules, "bishop").reachable_from;
  std::sort(counts.begin(), counts.end());
  CHECK(counts == std::vector<int>{30, 30, 31});
  // A hex knight has 12 leaps; they all stay on the board from the centre f6.
  CHECK(of(all, *rules, "knight").most_moves == 12);
}
