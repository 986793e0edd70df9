// Helpmates against published perft statistics, a computation independent of ours: the lines of
// n single moves from a position that end in checkmate are exactly the checkmates among the
// leaves of perft n (no game can end earlier and go on). Chess Programming Wiki, "Perft
// Results" (../shared/research/reference-figures.md): 347 checkmates at depth 5 from the start
// position, 43 at depth 4 from Kiwipete. As stipulations: h#2.5 from the start (White moves
// first and mates with its third move), and from Kiwipete, White to move, the 4-move lines in
// which Black mates White: h#2 with the colours as the position gives them; and 8 at depth 4
// from the start (the same page).
// Besides: every solution line is legal and ends in the goal, and none ends the game earlier.
#include "puzzles/help_play.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <variant>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "puzzles/goal.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

using model::Position;

// Replays each line: every move legal, the game going on until the last, which reaches the goal.
void check_lines(const Position& start, const std::vector<Line>& lines, Goal goal) {
  for (const Line& line : lines) {
    Position pos = start;
    for (std::size_t i = 0; i < line.size(); ++i) {
      const auto legal = model::legal_moves(pos);
      REQUIRE(std::find(legal.begin(), legal.end(), line[i]) != legal.end());
      model::Undo undo;
      pos.make(line[i], undo);
      CHECK(outcome_for(pos, goal) == (i + 1 == line.size() ? Outcome::Goal : Outcome::Ongoing));
    }
  }
}

TEST_CASE("h#2.5 from the chess start: the 347 checkmates of perft 5", "[puzzles][help]") {
  auto rules = testing::bundled_rules("chess");
  const Position start = model::notation::start_position(*rules);
  SearchStats stats;
  const auto lines = help_solutions(start, parse_stipulation("h#2.5"), stats);
  CHECK(lines.size() == 347);
  check_lines(start, lines, Goal::Mate);
}

TEST_CASE("h#2 from Kiwipete: the 43 checkmates of perft 4", "[puzzles][help]") {
  auto rules = testing::bundled_rules("chess");
  const Position kiwipete = std::get<Position>(model::notation::parse_position(
      *rules, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"));
  SearchStats stats;
  const auto lines = help_solutions(kiwipete, parse_stipulation("h#2"), stats);
  CHECK(lines.size() == 43);
  check_lines(kiwipete, lines, Goal::Mate);
}

TEST_CASE("h#2 from the chess start, White mated: the 8 checkmates of perft 4", "[puzzles][help]") {
  // Chess Programming Wiki, "Perft Results", initial position, depth 4: 8 checkmates (the fool's
  // mates). The side to move (White) moves first and is mated by Black's second move.
  auto rules = testing::bundled_rules("chess");
  const Position start = model::notation::start_position(*rules);
  SearchStats stats;
  const auto lines = help_solutions(start, parse_stipulation("h#2"), stats);
  CHECK(lines.size() == 8);
  check_lines(start, lines, Goal::Mate);
}

}  // namespace
}  // namespace arbiter::puzzles
