// Passing the turn (threats, series play): the other player moves next, a one-move en passant
// right lapses, the incremental hash matches a full recomputation, and taking the pass back
// restores the position exactly.
#include "puzzles/pass_turn.h"

#include <catch2/catch.hpp>
#include <random>

#include "model/notation/position_string.h"
#include "tests/support/random_position.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

TEST_CASE("a pass gives the move away and ends a one-move en passant right", "[puzzles][pass]") {
  auto rules = testing::bundled_rules("chess");
  model::Position pos = std::get<model::Position>(
      model::notation::parse_position(*rules, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"));
  const model::Position before = pos;
  REQUIRE(!pos.en_passant_rights().empty());
  PassUndo undo;
  pass_turn(pos, undo);
  CHECK(pos.side_to_move() == model::PlayerId::from_index(1));
  CHECK(pos.en_passant_rights().empty());
  CHECK(pos.hash() == pos.compute_hash());
  take_back_pass(pos, undo);
  CHECK(pos.same_as(before));
  CHECK(pos.hash() == before.hash());
}

TEST_CASE("pass and take back on random positions of every two-player spec", "[puzzles][pass]") {
  std::mt19937_64 random(0x70617373ULL);
  for (const char* spec : {"chess", "omega", "ajedrez123", "xiangqi", "shogi", "glinski"}) {
    auto rules = testing::bundled_rules(spec);
    for (int i = 0; i < 30; ++i) {
      model::Position pos = testing::random_playout(*rules, random, 20);
      INFO(spec << " " << model::notation::to_string(pos));
      const model::Position before = pos;
      PassUndo undo;
      pass_turn(pos, undo);
      CHECK(pos.side_to_move() != before.side_to_move());
      CHECK(pos.hash() == pos.compute_hash());
      take_back_pass(pos, undo);
      CHECK(pos.same_as(before));
      CHECK(pos.hash() == before.hash());
    }
  }
}

}  // namespace
}  // namespace arbiter::puzzles
