// Immobilizers (piece key `immobilizes`): an enemy piece one step from an immobilizer in its
// directions cannot move (no atom move, no castling, not pushed), unless an immobilizer of its
// own side covers it too (released_by_own); whether it still attacks is immobilized_attacks.
// Omega Chess Advanced's optional "Inmovilizar" for the fool. On the synthetic immobilize.yaml
// (a jester standing in for the fool, a medusa covering the cell in front of it), then node by
// node against the reference interpreter from random positions under every option combination.
#include "model/immobilization.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/reference_walk.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;
using Catch::Matchers::Contains;
using Texts = std::vector<std::string>;

namespace {

const spec::SpecDocument& immobilize_doc() {
  return arbiter::testing::data_spec_document("immobilize.yaml");
}

const CompiledRules& rules(const std::vector<std::string>& settings = {}) {
  return arbiter::testing::data_spec_rules("immobilize.yaml", settings);
}

Position at(const std::string& text, const std::vector<std::string>& settings = {}) {
  return notation::position_from_string(rules(settings), text);
}

Texts from(const std::string& text, const std::string& cell,
           const std::vector<std::string>& settings = {}) {
  return arbiter::testing::destinations_from(at(text, settings), cell);
}

bool has(const Texts& t, const std::string& x) {
  return std::find(t.begin(), t.end(), x) != t.end();
}

std::string spec_text() {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) +
                   "/tests/model/data/differential/immobilize.yaml");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// immobilize.yaml with `from` replaced by `to`.
std::string edited(const std::string& from, const std::string& to) {
  std::string text = spec_text();
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  return text;
}

void compile_text(const std::string& text) {
  const auto doc = spec::load_spec_text(text, "immobilize.yaml");
  spec::compile(doc, spec::default_option_values(doc));
}

// "immobilize.yaml:LINE:COLUMN" where `token` first occurs after the pieces begin.
std::string place(const std::string& text, const std::string& token) {
  const auto at = text.find(token, text.find("pieces:"));
  const auto line_start = text.rfind('\n', at) + 1;
  const auto line =
      std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n') + 1;
  return "immobilize.yaml:" + std::to_string(line) + ":" + std::to_string(at - line_start + 1);
}

}  // namespace

// Rows of immobilize.yaml positions: rank 6 down to rank 1, files a to g.

TEST_CASE("a piece orthogonally next to an enemy jester cannot move", "[model][immobilization]") {
  // White rook d3 under the black jester d4.
  const std::string frozen = "6k/7/3f3/3R3/7/K6 w -";
  CHECK(from(frozen, "d3").empty());
  CHECK(is_immobilized(at(frozen), *rules().board().find("d3")));
  SECTION("a jester on a diagonal neighbour does not hold it") {
    CHECK(from("6k/7/4f2/3R3/7/K6 w -", "d3").size() == 11);
  }
  SECTION("without the optional rule nothing is held") {
    CHECK(has(from(frozen, "d3", {"immobilize=off"}), "d4"));  // the rook takes the jester
  }
}

TEST_CASE("an own jester next to it releases an immobilized piece", "[model][immobilization]") {
  // White jester c3 next to the white rook d3, which the black jester d4 holds.
  const std::string text = "6k/7/3f3/2FR3/7/K6 w -";
  CHECK(has(from(text, "d3"), "d4"));
  const Immobilization state = immobilization_of(at(text), *rules().board().find("d3"));
  CHECK_FALSE(state.immobilized);
  CHECK(state.released);
  SECTION("released_by_own: no keeps it held") {
    CHECK(from(text, "d3", {"released_by_own=no"}).empty());
  }
}

TEST_CASE("two enemy jesters side by side hold each other", "[model][immobilization]") {
  CHECK(from("6k/7/3f3/3F3/7/K6 w -", "d3").empty());
  CHECK(from("6k/7/3f3/3F3/7/K6 b -", "d4").empty());
  // Diagonal to each other they both move.
  CHECK_FALSE(from("6k/7/4f2/3F3/7/K6 b -", "e4").empty());
}

TEST_CASE("whether an immobilized piece attacks is the option immobilized_attacks",
          "[model][immobilization]") {
  // The black rook a4 is held by the white jester b4; the white king a1 stands on its file.
  const std::string text = "6k/7/rF5/7/7/K6 w -";
  SECTION("no (default): it gives no check, and the king may step along its file") {
    const Position pos = at(text);
    CHECK_FALSE(in_check(pos, pos.side_to_move()));
    CHECK(has(from(text, "a1"), "a2"));
  }
  SECTION("yes: it checks, and a2 is attacked") {
    const Position pos = at(text, {"immobilized_attacks=yes"});
    CHECK(in_check(pos, pos.side_to_move()));
    CHECK_FALSE(has(from(text, "a1", {"immobilized_attacks=yes"}), "a2"));
  }
  SECTION("the held rook has no move of its own either way") {
    CHECK(from("6k/7/rF5/7/7/K6 b -", "a4").empty());
    CHECK(from("6k/7/rF5/7/7/K6 b -", "a4", {"immobilized_attacks=yes"}).empty());
  }
}

TEST_CASE("an immobilized royal piece in check with no other move is checkmated",
          "[model][immobilization]") {
  // The black jester a2 checks the white king a1 and holds it: it may not take the jester.
  Position mated = at("6k/7/7/7/f6/K6 w -");
  CHECK(legal_moves(mated).empty());
  CHECK(game_status(mated) == GameStatus::Checkmate);
  Position free = at("6k/7/7/7/f6/K6 w -", {"immobilize=off"});
  CHECK(legal_moves(free).size() == 1);  // taking the jester on a2 (it guards b1 and b2)
  CHECK(game_status(free) == GameStatus::Ongoing);
}

TEST_CASE("an immobilized rook cannot castle", "[model][immobilization]") {
  // The black jester g2 holds the rook g1; itself held by the white jester g3, it attacks nothing
  // (immobilized_attacks no), so f1 is safe and only the hold forbids the g-side castling.
  const Texts king = from("3k3/7/7/6F/6f/R2K2R w KQ", "d1");
  CHECK_FALSE(has(king, "f1"));
  CHECK(has(king, "b1"));
  SECTION("with the rook free both castlings exist") {
    const Texts free = from("3k3/7/7/7/7/R2K2R w KQ", "d1");
    CHECK(has(free, "f1"));
    CHECK(has(free, "b1"));
  }
  SECTION("an immobilized king castles neither way") {
    // The black jester d2, held by the white jester d3, holds the king d1 and attacks nothing.
    const Texts held = from("6k/7/7/3F3/3f3/R2K2R w KQ", "d1");
    CHECK(held.empty());
  }
}

TEST_CASE("an immobilized piece is not pushed", "[model][immobilization]") {
  // The knight c1 lands on its own rook d3 and pushes it on, unless the rook is held.
  const Texts held = from("6k/7/3f3/3R3/7/K1N4 w -", "c1");
  CHECK(held == Texts{"a2", "b3", "e2"});
  const Texts free = from("6k/7/4f2/3R3/7/K1N4 w -", "c1");
  CHECK(has(free, "d3-d2"));
}

TEST_CASE("a medusa holds the piece in front of it, as its owner faces",
          "[model][immobilization]") {
  // The white medusa d3 faces north: it holds the black knight d4. The black medusa d4 faces
  // south, so the white knight d3 is held; a white medusa on d4 does not hold d3.
  CHECK(from("6k/7/3n3/3M3/7/K6 b -", "d4").empty());
  CHECK(from("6k/7/3m3/3N3/7/K6 w -", "d3").empty());
  CHECK(from("6k/7/3M3/3n3/7/K6 b -", "d3").size() == 8);
  // Its victims still attack (its immobilized_attacks is yes): the held knight d4 checks c2.
  const Position pos = at("6k/7/3n3/3M3/2K4/7 w -");
  CHECK(in_check(pos, pos.side_to_move()));
}

TEST_CASE("immobilizes errors name the place in the spec", "[model][immobilization][spec]") {
  REQUIRE_NOTHROW(compile_text(spec_text()));
  SECTION("an unknown direction") {
    const std::string text = edited("directions: [orthogonal]", "directions: [sideways]");
    CHECK_THROWS_WITH(compile_text(text),
                      Contains(place(text, "sideways") + ": error: unknown direction 'sideways'"));
  }
  SECTION("an unknown value") {
    const std::string text =
        edited("immobilized_attacks: {option: immobilized_attacks}", "immobilized_attacks: maybe");
    CHECK_THROWS_WITH(
        compile_text(text),
        Contains(place(text, "maybe") + ": error: unknown immobilized_attacks 'maybe'") &&
            Contains("one of: no, yes"));
  }
  SECTION("an unknown key") {
    const std::string text = edited("released_by_own: {option", "released_by_foe: {option");
    CHECK_THROWS_WITH(compile_text(text),
                      Contains(place(text, "released_by_foe") +
                               ": error: unknown key 'released_by_foe' in immobilizes"));
  }
  SECTION("an unknown option in its guard") {
    const std::string text = edited("when: {immobilize: \"on\"}", "when: {immobilise: \"on\"}");
    CHECK_THROWS_WITH(
        compile_text(text),
        Contains(place(text, "\"on\"}") + ": error: 'when' names unknown option 'immobilise'"));
  }
}

TEST_CASE("engine and reference agree two plies deep from random immobilization positions",
          "[model][immobilization]") {
  const int positions = arbiter::testing::sample_size(24);
  for (const auto& values : spec::option_assignments_to_check(immobilize_doc())) {
    INFO("options immobilize=" << values.at("immobilize")
                               << " released_by_own=" << values.at("released_by_own")
                               << " immobilized_attacks=" << values.at("immobilized_attacks"));
    arbiter::testing::Walk walk;
    int held = 0, released = 0, silenced = 0;
    walk.on_node = [&](const Position& pos, const std::vector<Move>&) {
      for (std::size_t p = 0; p < pos.rules().player_count(); ++p)
        for (Cell c : pos.pieces_of(PlayerId::from_index(p))) {
          const Immobilization state = immobilization_of(pos, c);
          held += state.immobilized;
          released += state.released;
          silenced += !state.attacks;
        }
    };
    const int differing = arbiter::testing::differing_nodes_from_random(
        immobilize_doc(), values, 0x696d6d6fULL, positions, 2, walk);
    INFO("held " << held << ", released " << released << ", silenced " << silenced << ", castlings "
                 << walk.met[MoveType::Castling] << ", pushes " << walk.met[MoveType::Push]);
    CHECK(differing == 0);
    CHECK(held >= positions);
    CHECK(walk.met[MoveType::Castling] >= 1);
    CHECK(walk.met[MoveType::Push] >= 1);
    const bool jester = values.at("immobilize") == "on";
    if (jester && values.at("released_by_own") == "yes")
      CHECK(released >= 1);
    else
      CHECK(released == 0);
    if (jester && values.at("immobilized_attacks") == "no")
      CHECK(silenced >= 1);
    else
      CHECK(silenced == 0);
  }
}

TEST_CASE("immobilizers on a hex board and among three players agree with the reference",
          "[model][immobilization]") {
  // hexsink.yaml's knights hold the six edge neighbours; three.yaml's knights hold the cell in
  // front and the one to the left of them as their owner faces (red faces east), released by an
  // own knight.
  const auto hex = arbiter::testing::edited_data_spec(
      "hexsink.yaml",
      {{"  - name: knight\n    letter: N\n",
        "  - name: knight\n    letter: N\n    immobilizes: {directions: [orthogonal]}\n"}});
  const auto three = arbiter::testing::edited_data_spec(
      "three.yaml",
      {{"  - name: knight\n    letter: N\n",
        "  - name: knight\n    letter: N\n"
        "    immobilizes: {directions: [forward, left], released_by_own: \"yes\"}\n"}});
  const int positions = arbiter::testing::sample_size(3);
  for (const spec::SpecDocument* doc : {&hex, &three}) {
    INFO("spec " << doc->variant.value);
    arbiter::testing::Walk walk;
    int held = 0;
    walk.on_node = [&](const Position& pos, const std::vector<Move>&) {
      for (std::size_t p = 0; p < pos.rules().player_count(); ++p)
        for (Cell c : pos.pieces_of(PlayerId::from_index(p))) held += is_immobilized(pos, c);
    };
    const int differing = arbiter::testing::differing_nodes_from_random(
        *doc, spec::default_option_values(*doc), 0x686578ULL, positions, 2, walk);
    INFO("held " << held);
    CHECK(differing == 0);
    CHECK(held >= positions);
  }
}
