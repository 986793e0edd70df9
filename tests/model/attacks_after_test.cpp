// model::is_attacked_after, the attack test of a plain move read before the move is made: against
// making the move and asking is_attacked, for every royal piece and every cell next to one, on
// random positions of every bundled spec where it may be asked and one move after them.
#include <catch2/catch.hpp>
#include <random>
#include <string>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

struct Tally {
  int asked = 0;     // (move, cell) pairs compared
  int changed = 0;   // of them, pairs where the move changed the answer
  int captured = 0;  // of them, moves that captured the only attacker
};

// The cells a test asks about after `m`: every royal piece (where it stands after the move), and
// every cell around the mover's destination and around each royal piece, where x-rays and
// blocked lines show.
void compare_after(Position& pos, Move m, Tally& tally) {
  const CompiledRules& rules = pos.rules();
  const BoardGraph& board = rules.board();
  const PlayerId me = pos.side_to_move();
  std::vector<Cell> asked;
  const auto around = [&](Cell c) {
    asked.push_back(c);
    for (DirectionId d = 0; d < board.direction_count(); ++d) {
      const auto ray = board.ray(c, d);
      if (!ray.empty()) asked.push_back(ray[0]);
    }
  };
  around(m.to);
  for (Cell c : pos.pieces_of(me))
    if (rules.is_royal(pos.at(c))) around(c == m.from ? m.to : c);
  const BoardChange change{m.from, m.to, pos.at(m.from)};
  const Piece captured = pos.at(m.to);
  std::vector<bool> before;
  for (Cell c : asked) before.push_back(is_attacked_after(pos, change, c, me));
  std::vector<bool> standing;
  for (Cell c : asked) standing.push_back(is_attacked(pos, c, me));
  Undo undo;
  pos.make(m, undo);
  for (std::size_t i = 0; i < asked.size(); ++i) {
    // A cell the move leaves holds none of the mover's pieces afterwards: ask about it anyway.
    const bool after = is_attacked(pos, asked[i], me);
    ++tally.asked;
    tally.changed += after != standing[i] ? 1 : 0;
    tally.captured += captured && standing[i] && !after ? 1 : 0;
    INFO(notation::to_string(pos) << " after " << board.name(m.from) << board.name(m.to)
                                  << ", cell " << board.name(asked[i]));
    CHECK(before[i] == after);
  }
  pos.unmake(m, undo);
}

TEST_CASE("attacks after a plain move read before it is made agree with making it",
          "[movegen][attacks]") {
  const int positions = testing::sample_size(8);
  int specs_tested = 0;
  for (const char* spec : testing::kBundledSpecs) {
    INFO(spec);
    const auto rules = testing::bundled_rules(spec);
    const bool readable = attacks_readable_before_moves(*rules);
    // Carriers and opposition (Ajedrez 123), the imitating Fool (Omega Advanced) and a king
    // whose castling a check takes away, with the attacks it gave (Sannin shogi) keep the test
    // off; hoppers and lame leapers (xiangqi, the fairy spec) read the cells between, as the
    // changed board answers them.
    if (std::string(spec) == "ajedrez123" || std::string(spec) == "omega-advanced" ||
        std::string(spec) == "sannin-shogi")
      CHECK_FALSE(readable);
    else
      CHECK(readable);
    if (!readable) continue;
    ++specs_tested;
    std::mt19937_64 random(57);
    Tally tally;
    MoveList moves;
    testing::for_random_positions_and_successors(*rules, random, positions, [&](Position& pos) {
      generate_pseudo_legal(pos, moves);
      const MoveList listed = moves;
      for (const Move m : listed)
        if (m.type == MoveType::Normal) compare_after(pos, m, tally);
    });
    CHECK(tally.asked > 1000);
    CHECK(tally.changed > 0);
    CHECK(tally.captured > 0);
  }
  CHECK(specs_tested == 7);
}

}  // namespace
}  // namespace arbiter::model
