// model::is_legal_move, which tests one move without listing the others where the rules judge
// a move alone, against the whole list of generate_legal: on random positions of every bundled
// spec and one legal move after them, for every pseudo-legal move (legal or not), for the legal
// moves of another position (as a killer move met elsewhere is tried) and for no move at all.
// Where the piece's atoms are plain, the move is read from them without listing the others, which
// needs rays that meet a cell once (ReachTables::rays_meet_once): that flag against a count.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

struct Tally {
  int legal = 0;    // asked moves that are legal
  int illegal = 0;  // asked moves that are not
};

void check_moves(Position& pos, const std::vector<Move>& foreign, Tally& tally) {
  const std::vector<Move> legal = legal_moves(pos);
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo);
  std::vector<Move> asked(pseudo.begin(), pseudo.end());
  asked.insert(asked.end(), foreign.begin(), foreign.end());
  asked.push_back(Move::none());
  const std::string before = notation::to_string(pos);
  for (const Move m : asked) {
    const bool expected = std::find(legal.begin(), legal.end(), m) != legal.end();
    const std::uint64_t hash = pos.hash();
    if (is_legal_move(pos, m) != expected) {
      FAIL_CHECK(before << " " << (m ? notation::move_to_string(pos, m) : std::string("none"))
                        << ": legal is " << expected);
    }
    if (pos.hash() != hash) FAIL_CHECK(before << ": the scratch position was not restored");
    ++(expected ? tally.legal : tally.illegal);
  }
}

TEST_CASE("is_legal_move agrees with the legal move list", "[model][movegen]") {
  const int positions = testing::sample_size(20);
  for (const char* spec : testing::kBundledSpecs) {
    INFO(spec);
    const auto rules = testing::bundled_rules(spec);
    std::mt19937_64 random(29);
    Tally tally;
    std::vector<Move> foreign;  // the legal moves of the previous position
    for (int i = 0; i < positions; ++i) {
      Position pos = testing::random_position(*rules, random, 40);
      check_moves(pos, foreign, tally);
      const std::vector<Move> legal = legal_moves(pos);
      // Eight positions one move on, spread over the list (shogi's drops make long lists).
      const std::size_t stride = std::max<std::size_t>(1, legal.size() / 8);
      for (std::size_t k = 0; k < legal.size(); k += stride) {
        const Move m = legal[k];
        Undo undo;
        pos.make(m, undo);
        check_moves(pos, legal, tally);
        pos.unmake(m, undo);
      }
      foreign = legal;
    }
    CHECK(tally.legal > 0);
    CHECK(tally.illegal > 0);
  }
}

TEST_CASE("rays_meet_once says whether two rays from a cell meet a cell", "[model][movegen]") {
  for (const char* spec : testing::kBundledSpecs) {
    INFO(spec);
    const auto rules = testing::bundled_rules(spec);
    const BoardGraph& board = rules->board();
    bool once = true;
    for (std::size_t i = 0; i < board.cell_count() && once; ++i) {
      std::set<std::size_t> met;
      for (DirectionId d = 0; d < board.direction_count(); ++d)
        for (const Cell c : board.ray(Cell::from_index(i), d))
          once = met.insert(c.index).second && once;
    }
    CHECK(rules->reach().rays_meet_once == once);
    // The square and hexagonal boards keep their rays apart.
    if (std::string(spec) == "chess" || std::string(spec) == "glinski")
      CHECK(rules->reach().rays_meet_once);
  }
}

}  // namespace
}  // namespace arbiter::model
