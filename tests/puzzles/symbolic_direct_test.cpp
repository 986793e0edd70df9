// Direct #1, #2, =1 and =2 solved by Z3 (puzzles/symbolic_direct.h) against two independent
// computations: the keys Popeye gives for the corpus's published #1, #2 and =2 problems, and the
// proof search's keys (direct_play.h) on random positions of chess and Omega Chess.
#include "puzzles/symbolic_direct.h"

#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "model/diagnostic.h"
#include "model/notation/position_string.h"
#include "puzzles/direct_play.h"
#include "tests/puzzles/published_corpus.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

using model::Position;

// Compares Z3's keys with Popeye's for the corpus problems `take` accepts; returns how many.
template <typename Take>
int compare_with_corpus(Take&& take) {
  auto rules = testing::bundled_rules("chess");
  int compared = 0;
  for (const corpus::Problem& p : corpus::load_corpus()) {
    const Stipulation stip = parse_stipulation(p.stipulation);
    if (!symbolic_direct_takes(stip) || !take(p)) continue;
    INFO(p.id << ": " << p.author << ", " << p.source << ", " << p.year << ", " << p.stipulation);
    const Position pos = std::get<Position>(model::notation::parse_position(*rules, p.position));
    SearchStats stats;
    std::set<std::vector<std::string>> keys;
    for (const model::Move key : symbolic_direct_keys(pos, stip, stats))
      keys.insert({model::notation::move_to_string(pos, key)});
    const std::set<std::vector<std::string>> expected(p.solutions.begin(), p.solutions.end());
    CHECK(keys == expected);
    ++compared;
  }
  return compared;
}

TEST_CASE("Z3 #1, #2 and =2 give Popeye's keys of published problems", "[puzzles][z3]") {
  // Schopfer #2 (a castling threat), Dawson #2, Kahl #1 (an en passant mate), Karge asked as #2
  // (no solution), Maleika =2 (a castling key); Armeni's #2 runs in the next test.
  CHECK(compare_with_corpus([](const corpus::Problem& p) { return p.id != "armeni-freie-1994"; }) ==
        5);
}

TEST_CASE("Z3 #2 gives Popeye's key of Armeni's #2", "[puzzles][z3][heavy]") {
  CHECK(compare_with_corpus([](const corpus::Problem& p) { return p.id == "armeni-freie-1994"; }) ==
        1);
}

TEST_CASE("Z3 #1, #2, =1 and =2 agree with the proof search on random positions", "[puzzles][z3]") {
  int keys_found = 0;
  for (const char* spec : {"chess", "omega"}) {
    auto rules = testing::bundled_rules(spec);
    std::mt19937_64 random(0x5d17ULL + std::string(spec).size());
    const int positions = testing::sample_size(spec == std::string("chess") ? 8 : 2);
    for (int i = 0; i < positions; ++i) {
      std::optional<Position> placed;
      auto pieces = [](const Position& p) {
        return p.pieces_of(model::PlayerId::from_index(0)).size() +
               p.pieces_of(model::PlayerId::from_index(1)).size();
      };
      while (!placed || pieces(*placed) > 6) placed = testing::random_placement(*rules, random);
      const Position& pos = *placed;
      INFO(spec << " " << model::notation::to_string(pos));
      for (const char* text : {"#1", "#2", "=1", "=2"}) {
        INFO(text);
        const Stipulation stip = parse_stipulation(text);
        SearchStats stats;
        const std::vector<model::Move> expected = direct_keys(pos, stip, stats);
        const std::vector<model::Move> found = symbolic_direct_keys(pos, stip, stats);
        CHECK(found == expected);
        keys_found += static_cast<int>(found.size());
      }
    }
  }
  // The full sample finds keys, not only agreed empty sets (the sanitizer's quarter need not).
  if (testing::sample_size(8) == 8) CHECK(keys_found > 0);
}

TEST_CASE("Z3 direct play refuses what it does not take, by name", "[puzzles][z3]") {
  auto rules = testing::bundled_rules("chess");
  const Position pos(
      model::notation::position_from_string(*rules, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"));
  SearchStats stats;
  CHECK_THROWS_WITH(symbolic_direct_keys(pos, parse_stipulation("#3"), stats),
                    Catch::Contains("#1, #2, =1 and =2") && Catch::Contains("'#3'"));
  CHECK_THROWS_AS(symbolic_direct_keys(pos, parse_stipulation("s#1"), stats), UserError);
}

}  // namespace
}  // namespace arbiter::puzzles
