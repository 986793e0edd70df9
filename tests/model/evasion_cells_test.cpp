// model::EvasionCells, the filter that skips moves which cannot resolve a standing check, against
// making every pseudo-legal move and asking in_check: on random positions of every bundled spec
// and one move after them, where the side to move stands in check, no move that leaves it out
// of check is ever filtered out, nor is the piece that makes it skipped whole; in chess it does
// filter, and a double check leaves the king's moves alone. Where its scan of the attackers says
// whether there is a check, in_check agrees.
#include "model/evasion_cells.h"

#include <catch2/catch.hpp>
#include <random>
#include <string>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

struct Tally {
  int told = 0;      // positions where the filter's scan told whether there is a check
  int checked = 0;   // positions in check
  int escapes = 0;   // moves that leave the check behind
  int stuck = 0;     // moves that do not
  int filtered = 0;  // of those, skipped by the filter
  int pieces = 0;    // pieces of the side in check, asked piece_may_resolve
  int skipped = 0;   // of those, skipped whole
};

void check_evasions(Position& pos, Tally& tally) {
  const PlayerId me = pos.side_to_move();
  const EvasionCells evasions(pos, me);
  const bool checked = in_check(pos, me);
  // Where the filter's scan tells whether there is a check, it says what in_check says.
  if (evasions.checked()) {
    ++tally.told;
    if (*evasions.checked() != checked)
      FAIL_CHECK(notation::to_string(pos)
                 << ": the scan says check " << *evasions.checked() << ", in_check " << checked);
  }
  if (!checked) return;
  ++tally.checked;
  for (const Cell c : pos.pieces_of(me)) {
    ++tally.pieces;
    tally.skipped += evasions.piece_may_resolve(c) ? 0 : 1;
  }
  MoveList moves;
  generate_pseudo_legal(pos, moves);
  for (const Move m : moves) {
    Undo undo;
    pos.make(m, undo);
    const bool escapes = !in_check(pos, me);
    pos.unmake(m, undo);
    if (escapes) {
      ++tally.escapes;
      if (!evasions.may_resolve(m))
        FAIL_CHECK(notation::to_string(pos) << " " << notation::move_to_string(pos, m)
                                            << " escapes the check but was filtered out");
      if (!m.from.is_none() && !evasions.piece_may_resolve(m.from))
        FAIL_CHECK(notation::to_string(pos) << " " << notation::move_to_string(pos, m)
                                            << " escapes the check but its piece was skipped");
    } else {
      ++tally.stuck;
      tally.filtered += evasions.may_resolve(m) ? 0 : 1;
    }
  }
}

TEST_CASE("evasion cells: no move that resolves a check is filtered out", "[model][movegen]") {
  const int positions = testing::sample_size(40);
  for (const char* spec : testing::kBundledSpecs) {
    INFO(spec);
    const auto rules = testing::bundled_rules(spec);
    std::mt19937_64 random(31);
    Tally tally;
    testing::for_random_positions_and_successors(
        *rules, random, positions, [&](Position& pos) { check_evasions(pos, tally); });
    CHECK(tally.checked > 0);
    if (std::string(spec) == "chess") {
      CHECK(tally.filtered * 2 > tally.stuck);
      CHECK(tally.skipped > 0);           // whole pieces are skipped too
      CHECK(tally.told > tally.checked);  // the scan answers positions out of check too
    }
  }
}

TEST_CASE("evasion cells: interpositions, captures and double checks", "[model][movegen]") {
  const auto rules = testing::bundled_rules("chess");
  // The pseudo-legal move from the first two letters' cell to the last two's (most of them
  // are illegal here: the side to move stands in check).
  const auto move = [&](const Position& pos, const std::string& text) {
    const Cell from = *rules->board().find(text.substr(0, 2));
    const Cell to = *rules->board().find(text.substr(2, 2));
    MoveList moves;
    generate_pseudo_legal(pos, moves);
    for (const Move m : moves)
      if (m.from == from && m.to == to) return m;
    FAIL("no pseudo-legal move " << text);
    return Move::none();
  };
  SECTION("a rook's check is stopped on its line or by taking it") {
    const Position pos =
        notation::position_from_string(*rules, "4r2k/8/8/8/8/1B6/8/4K1N1 w - - 0 1");
    const EvasionCells evasions(pos, pos.side_to_move());
    CHECK(evasions.may_resolve(move(pos, "b3e6")));  // interposes
    CHECK(evasions.may_resolve(move(pos, "g1e2")));  // interposes next to the king
    CHECK_FALSE(evasions.may_resolve(move(pos, "b3c4")));
    CHECK_FALSE(evasions.may_resolve(move(pos, "g1f3")));
    CHECK(evasions.may_resolve(move(pos, "e1d1")));  // the king's own moves are always tried
  }
  SECTION("a knight's check cannot be blocked") {
    const Position pos = notation::position_from_string(*rules, "7k/8/8/8/8/3n4/8/1R2K3 w - - 0 1");
    const EvasionCells evasions(pos, pos.side_to_move());
    CHECK(evasions.may_resolve(move(pos, "b1b3")) == false);
    CHECK(evasions.may_resolve(move(pos, "b1d1")) == false);
  }
  SECTION("a double check leaves only the king's moves") {
    const Position pos =
        notation::position_from_string(*rules, "4r2k/8/8/8/8/3n4/8/1R2K3 w - - 0 1");
    const EvasionCells evasions(pos, pos.side_to_move());
    CHECK_FALSE(evasions.may_resolve(move(pos, "b1d1")));
    CHECK_FALSE(evasions.may_resolve(move(pos, "b1b3")));
    CHECK(evasions.may_resolve(move(pos, "e1f2")));
  }
}

}  // namespace
}  // namespace arbiter::model
