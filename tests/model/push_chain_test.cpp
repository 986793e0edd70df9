// Push chains (atom key push_chain): a pushed piece that lands on another own piece, which moves
// on in turn, all in one move ("a1b3-c5-e6"). On the synthetic push.yaml (knights and rooks
// push in turn under option push_chain), plus the spec errors of the key. The node-by-node
// comparison with the reference interpreter is in push_test.cpp.
#include "model/push_chain.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <variant>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/make_unmake.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;
using Catch::Matchers::Contains;
using Texts = std::vector<std::string>;

namespace {

const CompiledRules& pushes(const std::vector<std::string>& settings = {}) {
  return arbiter::testing::data_spec_rules("push.yaml", settings);
}

const CompiledRules& chains(std::vector<std::string> settings = {}) {
  settings.insert(settings.begin(), "push_chain=yes");
  return pushes(settings);
}

Texts from(const CompiledRules& r, const std::string& text, const std::string& cell) {
  return arbiter::testing::destinations_from(notation::position_from_string(r, text), cell);
}

bool has(const Texts& t, const std::string& x) {
  return std::find(t.begin(), t.end(), x) != t.end();
}

bool any_starts_with(const Texts& t, const std::string& prefix) {
  return std::any_of(t.begin(), t.end(),
                     [&](const std::string& s) { return s.rfind(prefix, 0) == 0; });
}

}  // namespace

TEST_CASE("under push_chain: yes a pushed knight pushes another own knight in turn",
          "[model][push]") {
  // Knights a1, b3 and c5 (rank 3 starts with the refuge z3); a1 pushes b3, which may push c5.
  const std::string text = "2k3/2N3/7/2N4/6/N3RK w";
  CHECK(from(chains(), text, "a1") == Texts{"b3-a1", "b3-a5", "b3-c1", "b3-c5-a4", "b3-c5-a6",
                                            "b3-c5-d3", "b3-c5-e4", "b3-c5-e6", "b3-d2", "b3-d4",
                                            "c2", "z3"});
  // Under the default the pushed knight's move ends at an empty cell or a capture.
  CHECK(from(pushes(), text, "a1") ==
        Texts{"b3-a1", "b3-a5", "b3-c1", "b3-d2", "b3-d4", "c2", "z3"});
  const Position pos = notation::position_from_string(chains(), text);
  CHECK(notation::to_string(arbiter::testing::play(pos, "a1b3-c5-e6")) ==
        "2k1N1/2N3/7/2N4/6/4RK b");
  SECTION("push_then: move keeps the chain's last knight from capturing") {
    const std::string guarded = "2k1p1/2N3/7/2N4/6/N3RK w";  // a black pawn on e6
    CHECK(has(from(chains(), guarded, "a1"), "b3-c5-e6"));
    CHECK_FALSE(has(from(chains({"push_follow_up=move"}), guarded, "a1"), "b3-c5-e6"));
    CHECK(has(from(chains({"push_follow_up=move"}), guarded, "a1"), "b3-c5-e4"));
  }
}

TEST_CASE("each piece moves once in a chain, the last may end where the pusher started",
          "[model][push]") {
  // Knights a2, b4, d3, c1: a knight's 4-cycle. From a2 the chain b4 -> d3 -> c1 may end on a2,
  // which the pusher left, but d3 may not push b4 (the pusher stands there now) and c1 may not
  // push d3 (b4's knight stands there now).
  const std::string text = "2k3/6/1N5/4N2/N5/2N2K w";
  const Texts a2 = from(chains(), text, "a2");
  CHECK(has(a2, "b4-d3-c1-a2"));
  CHECK(has(a2, "c1-d3-b4-a2"));
  CHECK(has(a2, "b4-d3-c1-e2"));
  CHECK_FALSE(any_starts_with(a2, "b4-d3-b4"));
  CHECK_FALSE(any_starts_with(a2, "b4-d3-c1-d3"));
  CHECK_FALSE(any_starts_with(a2, "c1-d3-c1"));
  const Position pos = notation::position_from_string(chains(), text);
  CHECK(notation::to_string(arbiter::testing::play(pos, "a2b4-d3-c1-a2")) ==
        "2k3/6/1N5/4N2/N5/2N2K b");
}

TEST_CASE("a rook chain ends with the pushed pawn's promotion", "[model][push]") {
  // Rooks a1 and a3, pawn a5: the rook from a1 lands on a3, whose rook slides on to a5, and the
  // pawn moves on (promoting on a6). The rook on a3 may also slide back to a1, which the pusher
  // left.
  const std::string text = "2k3/P5/7/1R5/6/R4K w";
  const Texts a1 = from(chains(), text, "a1");
  CHECK(has(a1, "a3-a5-a6n"));
  CHECK(has(a1, "a3-a5-a6r"));
  CHECK(has(a1, "a3-a5-b5"));
  CHECK_FALSE(any_starts_with(a1, "a3-a5-a5"));
  CHECK(has(a1, "a3-a1"));
  CHECK_FALSE(any_starts_with(from(pushes(), text, "a1"), "a3-a5"));
  const Position pos = notation::position_from_string(chains(), text);
  CHECK(notation::to_string(arbiter::testing::play(pos, "a1a3-a5-a6n")) == "N1k3/R5/7/1R5/6/5K b");
}

TEST_CASE("each push of a chain obeys by_push, and a pushed piece in a refuge cannot capture",
          "[model][push]") {
  // Knight d3 pushes b2, which may push the knight on the refuge z3 in turn; the refuge is closed
  // to knights (a black rook stands in the centre) except to pushes under push_into_closed=open.
  // The knight leaving z3 cannot take the black pawn on b4 from there.
  const std::string text = "2k3/4r1/1p5/N3N2/1N4/5K w";
  CHECK_FALSE(any_starts_with(from(chains(), text, "d3"), "b2-z3"));
  const Texts open = from(chains({"push_into_closed=open"}), text, "d3");
  CHECK(has(open, "b2-z3-a1"));
  CHECK(has(open, "b2-z3-a5"));
  CHECK_FALSE(has(open, "b2-z3-b4"));
  CHECK_FALSE(has(open, "b2-z3-b2"));
}

TEST_CASE("push chain make/unmake restores the position and its hash, its text reads back",
          "[model][push]") {
  for (const char* text : {"2k3/2N3/7/2N4/6/N3RK w", "2k3/6/1N5/4N2/N5/2N2K w",
                           "2k3/P5/7/1R5/6/R4K w", "2k1p1/2N3/I6/2N4/6/N3RK w"}) {
    INFO(text);
    Position pos = notation::position_from_string(chains(), text);
    int chained = 0;  // every position here has chains
    for (Move m : legal_moves(pos)) {
      chained += push_chain::length(m.chain) > 0;
      const std::string written = notation::move_to_string(pos, m);
      const auto parsed = notation::parse_move(pos, written);
      REQUIRE(std::holds_alternative<Move>(parsed));
      CHECK(std::get<Move>(parsed) == m);
      arbiter::testing::check_make_unmake(pos, m);
    }
    CHECK(chained > 0);
  }
}

namespace {

// A small spec whose knight has the atom `atom`, whose pawn (promoting to a knight) has
// `pawn_atom`, starting from `start`.
std::string chain_spec(const std::string& atom, const std::string& pawn_atom,
                       const std::string& start) {
  return "variant: chain\n"
         "board:\n"
         "  geometry: square\n"
         "  files: [a, b, c, d, e, f, g, h]\n"
         "  ranks: [\"1\", \"2\", \"3\", \"4\", \"5\", \"6\", \"7\", \"8\"]\n"
         "players:\n"
         "  - {name: white, forward: n, case: upper, side: w}\n"
         "  - {name: black, forward: s, case: lower, side: b}\n"
         "zones:\n"
         "  - {name: far, per_player: {white: [a8..h8], black: [a1..h1]}}\n"
         "pieces:\n"
         "  - {name: king, letter: K, royal: true, moves: [{step: [all]}]}\n"
         "  - name: knight\n"
         "    letter: N\n"
         "    moves: [" +
         atom +
         "]\n"  // line 15
         "  - name: pawn\n"
         "    letter: P\n"
         "    moves: [" +
         pawn_atom +
         "]\n"  // line 18
         "    promotion: {zone: far, choices: [knight]}\n"
         "notation:\n"
         "  fields: [board, side]\n"
         "  start: \"" +
         start + "\"\n";
}

constexpr const char* kChainAtom = "{leap: [[1, 2]], push: [knight], push_chain: yes}";
constexpr const char* kPawnAtom = "{step: [forward], mode: move}";

void compile_text(const std::string& text) {
  const auto doc = spec::load_spec_text(text, "chain.yaml");
  spec::compile(doc, spec::default_option_values(doc));
}

// "chain.yaml:LINE:COLUMN", the column where `token` starts on line `line` of `text`.
std::string place(const std::string& text, int line, const std::string& token) {
  std::size_t start = 0;
  for (int l = 1; l < line; ++l) start = text.find('\n', start) + 1;
  const std::size_t column = text.find(token, start) - start + 1;
  return "chain.yaml:" + std::to_string(line) + ":" + std::to_string(column);
}

}  // namespace

TEST_CASE("push_chain errors name the key's place", "[model][push][spec]") {
  const std::string start = "k7/8/8/8/8/8/NN6/K7 w";
  REQUIRE_NOTHROW(compile_text(chain_spec(kChainAtom, kPawnAtom, start)));
  SECTION("an unknown value") {
    const std::string text =
        chain_spec("{leap: [[1, 2]], push: [knight], push_chain: maybe}", kPawnAtom, start);
    CHECK_THROWS_WITH(compile_text(text),
                      Contains(place(text, 15, "maybe") + ": error: unknown push_chain 'maybe'") &&
                          Contains("one of: no, yes"));
  }
  SECTION("without push") {
    const std::string text = chain_spec("{leap: [[1, 2]], push_chain: yes}", kPawnAtom, start);
    CHECK_THROWS_WITH(compile_text(text),
                      Contains(place(text, 15, "yes") + ": error: push_chain needs push"));
  }
  SECTION("on a piece that promotes") {
    const std::string text = chain_spec(
        kChainAtom, "{step: [forward], mode: move, push: [pawn], push_chain: yes}", start);
    CHECK_THROWS_WITH(compile_text(text),
                      Contains(place(text, 18, "yes") +
                               ": error: piece 'pawn' promotes, so it cannot push in turn"));
  }
}

TEST_CASE("a spec whose start position could make a chain longer than a move holds is refused",
          "[model][push][spec]") {
  // A knight's chain steps have 8 targets (3 bits), so a move holds 15 (the 4-bit count). Pawns
  // count too: they may promote to knights.
  CHECK_NOTHROW(
      compile_text(chain_spec(kChainAtom, kPawnAtom, "k7/8/8/8/8/NNNNNNN1/NNNNNNNN/K7 w")));
  const std::string text = chain_spec(kChainAtom, kPawnAtom, "k7/8/8/8/8/NNNNNNNP/NNNNNNNN/K7 w");
  CHECK_THROWS_WITH(compile_text(text), Contains(place(text, 15, "yes") +
                                                 ": error: push chains here may pass 16 pieces "
                                                 "that push in turn, but a move holds at most 15"));
  // Without push_chain, any number of knights is fine.
  CHECK_NOTHROW(compile_text(chain_spec("{leap: [[1, 2]], push: [knight]}", kPawnAtom,
                                        "k7/8/8/8/8/NNNNNNNN/NNNNNNNN/K7 w")));
}
