// generate_ordinary_legal judges each piece's moves as soon as they are listed, and keeps a
// piece's plain moves off the guarded cells without a test of each (model/movegen.cpp,
// LegalityTest::keep_legal_of). On random positions of every bundled and synthetic spec where
// attacks run along open lines only (where that judgement applies), and one move after them:
// the list it gives is the pseudo-legal list, in its order, less the moves that leave a royal
// piece of the mover attacked or too close to another, each judged here by making it.
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/opposition.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/test_specs.h"

namespace arbiter::model {
namespace {

struct Tally {
  int positions = 0;
  int kept = 0;     // legal moves
  int dropped = 0;  // pseudo-legal moves found illegal by making them
};

// The pseudo-legal moves of the side to move, in their order, that leave it safe once made.
std::vector<Move> legal_by_making(Position& pos, Tally& tally) {
  const PlayerId me = pos.side_to_move();
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo);
  const MoveList listed = pseudo;
  std::vector<Move> legal;
  for (const Move m : listed) {
    Undo undo;
    pos.make(m, undo);
    const bool safe = !in_check(pos, me) && !rulers_too_close(pos, me);
    pos.unmake(m, undo);
    if (safe)
      legal.push_back(m);
    else
      ++tally.dropped;
  }
  return legal;
}

void check_position(Position& pos, Tally& tally) {
  INFO(notation::to_string(pos));
  const std::vector<Move> expected = legal_by_making(pos, tally);
  MoveList moves;
  generate_ordinary_legal(pos, moves);
  const std::vector<Move> listed(moves.begin(), moves.end());
  CHECK(listed == expected);
  ++tally.positions;
  tally.kept += static_cast<int>(listed.size());
}

TEST_CASE("legal moves judged piece by piece: the pseudo-legal list less what making finds unsafe",
          "[movegen]") {
  const auto specs = testing::bundled_and_synthetic_rules();
  int applied = 0;
  for (const auto& rules : specs) {
    // Drops (a mate by some drops is forbidden), cells a piece must leave and imitation judge a
    // move by more than its safety: the judge above does not cover them.
    if (!rules->lines_only_attacks() || rules->has_drops() || rules->has_must_leave() ||
        rules->imitation().in_use)
      continue;
    INFO(rules->variant());
    ++applied;
    std::mt19937_64 random(71);
    Tally tally;
    const int wanted = testing::sample_size(8);
    for (int drawn = 0; drawn < wanted || ((tally.kept == 0 || tally.dropped == 0) && drawn < 48);
         ++drawn)
      testing::for_random_positions_and_successors(
          *rules, random, 1, [&](Position& pos) { check_position(pos, tally); });
    CHECK(tally.kept > 0);
    CHECK(tally.dropped > 0);
  }
  CHECK(applied >= 6);
}

}  // namespace
}  // namespace arbiter::model
