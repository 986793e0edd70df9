// Pushes (atom key `push`): a piece lands on an own piece of a listed kind, which then makes a
// move of its own; one move in two parts. On the synthetic push.yaml, then node by node against
// the reference interpreter from random positions under each option alternative.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <random>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/make_unmake.h"
#include "tests/support/random_position.h"
#include "tests/support/reference_walk.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;
using Texts = std::vector<std::string>;

namespace {

const spec::SpecDocument& push_doc() { return arbiter::testing::data_spec_document("push.yaml"); }

const CompiledRules& pushes(const std::vector<std::string>& settings = {}) {
  return arbiter::testing::data_spec_rules("push.yaml", settings);
}

Texts from(const CompiledRules& r, const std::string& text, const std::string& cell) {
  return arbiter::testing::destinations_from(notation::position_from_string(r, text), cell);
}

bool has(const Texts& t, const std::string& x) {
  return std::find(t.begin(), t.end(), x) != t.end();
}

}  // namespace

TEST_CASE("a knight leaping onto an own knight pushes it on", "[model][push]") {
  // Knights a1 and b3 (rank 3 starts with the refuge z3); black pawn on d4.
  const std::string text = "2k3/6/3p3/2N4/6/N3RK w";
  const Texts a1 = from(pushes(), text, "a1");
  // The pushed knight b3 then leaps from b3: a1 (the cell the pusher left), a5, c1, c5, d2, and
  // d4 taking the pawn.
  CHECK(a1 == Texts{"b3-a1", "b3-a5", "b3-c1", "b3-c5", "b3-d2", "b3-d4", "c2", "z3"});
  const Position pos = notation::position_from_string(pushes(), text);
  CHECK(notation::to_string(arbiter::testing::play(pos, "a1b3-d4")) == "2k3/6/3N3/2N4/6/4RK b");
  SECTION("push_then: move forbids the pushed piece's capture") {
    CHECK_FALSE(has(from(pushes({"push_follow_up=move"}), text, "a1"), "b3-d4"));
    CHECK(has(from(pushes({"push_follow_up=move"}), text, "a1"), "b3-c5"));
  }
}

TEST_CASE("only the listed kinds are pushed, and only by the pushing atoms", "[model][push]") {
  // A princess a1 with a knight b3 (knight leap) and a knight c3 (diagonal from a1? no: b2 is
  // the diagonal); a knight a1 with a princess b3: knights do not push princesses.
  CHECK(has(from(pushes(), "2k3/6/7/2N4/6/I3RK w", "a1"), "b3-d4"));
  CHECK(from(pushes(), "2k3/6/7/2I4/6/N3RK w", "a1") == Texts{"c2", "z3"});
  // The princess's diagonal slide stops at an own knight and does not push it.
  CHECK_FALSE(has(from(pushes(), "2k3/6/7/7/1N4/I3RK w", "a1"), "b2-c4"));
  // A rook sliding onto an own pawn pushes it; the pawn may promote on the last rank.
  const Texts rook = from(pushes(), "2k3/P5/7/7/6/R4K w", "a1");
  CHECK(has(rook, "a5-a6n"));
  CHECK(has(rook, "a5-a6r"));
  CHECK(has(rook, "a5-b5"));
}

TEST_CASE("a push may enter a refuge, the pushed piece cannot capture out of it", "[model][push]") {
  // Knight b2 leaps to z3 (refuge) where an own knight stands; that knight moves out of z3 to
  // a1, a5, b2 (the cell the pusher left) or b4, but may not take a black pawn on b4.
  const std::string text = "2k3/6/7/N6/1N4/4RK w";
  CHECK(from(pushes(), text, "b2") ==
        Texts{"a4", "c4", "d1", "d3", "z3-a1", "z3-a5", "z3-b2", "z3-b4"});
  const Texts guarded = from(pushes(), "2k3/6/1p5/N6/1N4/4RK w", "b2");
  CHECK(has(guarded, "z3-a5"));
  CHECK_FALSE(has(guarded, "z3-b4"));
}

TEST_CASE("push make/unmake restores the position and its hash", "[model][push]") {
  Position pos = notation::position_from_string(pushes(), "2k3/6/3p3/2N4/6/N3RK w");
  int pushes_seen = 0;
  for (Move m : legal_moves(pos)) {
    pushes_seen += m.type == MoveType::Push;
    arbiter::testing::check_make_unmake(pos, m);
  }
  CHECK(pushes_seen == 9);  // a1 pushes b3 on (6 ways), b3 pushes a1 on (3 ways)
}

TEST_CASE("engine and reference agree two plies deep from random push positions",
          "[model][push][heavy]") {
  for (const auto& values : spec::option_assignments_to_check(push_doc())) {
    arbiter::testing::Walk walk;
    const int differing = arbiter::testing::differing_nodes_from_random(
        push_doc(), values, 0x70757368ULL, arbiter::testing::sample_size(40), 2, walk);
    INFO("pushes met " << walk.met[MoveType::Push] << ", chains " << walk.push_chains);
    CHECK(differing == 0);
    CHECK(walk.met[MoveType::Push] >= (arbiter::testing::sample_size(40) == 40 ? 20 : 2));
    if (values.at("push_chain") == "yes")
      CHECK(walk.push_chains >= (arbiter::testing::sample_size(40) == 40 ? 20 : 2));
    else
      CHECK(walk.push_chains == 0);
  }
}
