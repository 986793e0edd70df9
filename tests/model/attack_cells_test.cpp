// model::AttackCells, the cells the attacks on a player's royal pieces read, by which the
// legality test passes a move without making it where hoppers, riders along leap vectors or lame
// leapers keep the pin test off: every plain non-royal move (and drop) that leaves and lands
// outside them, from a position not in check, must leave every royal piece unattacked when it
// is made. On random positions of every bundled and synthetic spec the shortcut applies to, and
// one move after them; the test also counts the moves the cells send to the full test that the
// full test finds illegal, so that a set that left out the cells that matter could not pass by
// being empty.
#include "model/attack_cells.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/opposition.h"
#include "model/spec/options.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/test_specs.h"

namespace arbiter::model {
namespace {

struct Tally {
  int passed = 0;   // moves outside the cells, each made and found legal
  int tested = 0;   // moves onto or off the cells (the full test decides)
  int illegal = 0;  // of those, moves that leave a royal piece attacked
};

// Attacked, or placed where opposition or the royal-neighbour rule forbids.
bool leaves_royal_attacked(Position& pos, Move m, PlayerId me) {
  Undo undo;
  pos.make(m, undo);
  const bool attacked = in_check(pos, me) || rulers_too_close(pos, me);
  pos.unmake(m, undo);
  return attacked;
}

void check_position(Position& pos, Tally& tally) {
  const CompiledRules& rules = pos.rules();
  const PlayerId me = pos.side_to_move();
  if (in_check(pos, me) || rulers_too_close(pos, me)) return;
  const AttackCells cells(pos, me);
  MoveList moves;
  generate_pseudo_legal(pos, moves);
  const MoveList listed = moves;
  for (const Move m : listed) {
    const bool plain =
        m.type == MoveType::Drop || (m.type == MoveType::Normal && !rules.is_royal(pos.at(m.from)));
    if (!plain) continue;
    const bool outside = (m.from.is_none() || !cells.contains(m.from)) && !cells.contains(m.to);
    const bool attacked = leaves_royal_attacked(pos, m, me);
    if (outside) {
      ++tally.passed;
      INFO(notation::to_string(pos) << " move " << rules.board().name(m.to));
      CHECK_FALSE(attacked);
    } else {
      ++tally.tested;
      tally.illegal += attacked ? 1 : 0;
    }
  }
}

// Random positions of `rules` and one move after them, each checked.
Tally check_random_positions(const CompiledRules& rules, int wanted, bool want_illegal = false) {
  std::mt19937_64 random(91);
  Tally tally;
  // The sample, and past it more positions one at a time until some move has been passed
  // unmade (and, if asked, some move sent to the full test found illegal): a quarter sample
  // (the sanitizer run) can draw only positions in check, or none with a pin.
  const auto short_of_evidence = [&] {
    return tally.passed == 0 || (want_illegal && tally.illegal == 0);
  };
  for (int drawn = 0; drawn < wanted || (short_of_evidence() && drawn < 48); ++drawn)
    testing::for_random_positions_and_successors(
        rules, random, 1, [&](Position& pos) { check_position(pos, tally); });
  return tally;
}

TEST_CASE("moves that touch no attack cell leave the royal pieces unattacked",
          "[movegen][attacks]") {
  const auto specs = testing::bundled_and_synthetic_rules();
  int applied = 0;
  for (const auto& rules : specs) {
    if (!attack_cells_apply(*rules)) continue;
    INFO(rules->variant());
    ++applied;
    CHECK(check_random_positions(*rules, testing::sample_size(6)).passed > 0);
  }
  // The bundled specs with hoppers or lame leapers are among them, and Ajedrez 123 with its
  // closed citadels, ships, relocating pick-ups and opposition between rulers.
  CHECK(attack_cells_apply(*testing::bundled_rules("xiangqi")));
  CHECK(attack_cells_apply(*testing::bundled_rules("fairy")));
  CHECK(attack_cells_apply(*testing::bundled_rules("ajedrez123")));
  CHECK(applied >= 9);
}

TEST_CASE("ajedrez123: moves that touch no attack cell are legal under every option",
          "[movegen][attacks]") {
  const spec::SpecDocument doc = testing::bundled_document("ajedrez123");
  const auto assignments = spec::option_assignments_to_check(doc);
  REQUIRE(assignments.size() > 1);
  Tally total;
  for (const spec::OptionValues& values : assignments) {
    const auto rules = testing::bundled_rules("ajedrez123", values);
    REQUIRE(attack_cells_apply(*rules));
    // The first assignment (the defaults) draws on until the cells have kept back an illegal move.
    const bool first = &values == &assignments.front();
    const Tally tally =
        check_random_positions(*rules, std::max(1, testing::sample_size(6) / 2), first);
    total.passed += tally.passed;
    total.illegal += tally.illegal;
  }
  CHECK(total.passed > 0);
  CHECK(total.illegal > 0);  // the cells keep back moves that matter
}

TEST_CASE("ajedrez123: the golden cell counts, and every cell while a piece rides a ship",
          "[movegen][attacks]") {
  const auto rules = testing::bundled_rules("ajedrez123");
  const BoardGraph& board = rules->board();
  const PlayerId white = PlayerId::from_index(0);
  // The citadels' closure watches f6 (an enemy ship or princess there shuts them): a move onto
  // or off it may open or close a citadel, and an attack into it with the citadel.
  const Position open =
      notation::position_from_string(*rules, "5k5/11/11/11/11/B4S6b/11/11/11/11/5K5 w - - 0 1");
  const AttackCells cells(open, white);
  CHECK(cells.contains(*board.find("f6")));
  CHECK_FALSE(cells.contains(*board.find("a1")));
  // A prisoner aboard is unloaded after a move that frees a citadel: nothing is passed unmade.
  const Position riding =
      notation::position_from_string(*rules, "5k5/11/11/11/11/B4S[r]6b/11/11/11/11/5K5 w - - 0 1");
  const AttackCells aboard(riding, white);
  CHECK(aboard.contains(*board.find("a1")));
}

TEST_CASE("xiangqi: the cells between a cannon and the general count, with no screen yet",
          "[movegen][attacks]") {
  const auto rules = testing::bundled_rules("xiangqi");
  // Red's general on e0 and a black cannon on e7 with the file empty between: no check, but a
  // red piece put on e1..e6 would be the cannon's screen, so those cells are attack cells.
  Position pos = notation::position_from_string(*rules, "3k5/9/4c4/9/9/9/9/3N5/9/4K4 w - - 0 1");
  const PlayerId red = PlayerId::from_index(0);
  REQUIRE_FALSE(in_check(pos, red));
  const AttackCells cells(pos, red);
  const BoardGraph& board = rules->board();
  for (const char* name : {"e1", "e2", "e3", "e4", "e5", "e6"}) {
    INFO(name);
    CHECK(cells.contains(*board.find(name)));
  }
  for (const char* name : {"d2", "e8", "e9", "f1"}) {
    INFO(name);
    CHECK_FALSE(cells.contains(*board.find(name)));
  }
  // The horse's move onto e4 (d2 to e4) screens the cannon: illegal, and not passed unmade.
  const auto moves = testing::legal_move_texts(pos);
  CHECK(std::find(moves.begin(), moves.end(), "d2e4") == moves.end());
  CHECK(std::find(moves.begin(), moves.end(), "d2c4") != moves.end());
}

}  // namespace
}  // namespace arbiter::model
