// Series play (ser-#n, ser-h#n, ser-s#n and their stalemate forms) against the plain search of
// tests/puzzles/plain_search.h, written from the definitions: on random positions of chess and
// Omega, the solver lists exactly the lines the plain enumeration finds, in the same order.
#include "puzzles/series_play.h"

#include <catch2/catch.hpp>
#include <random>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "tests/puzzles/plain_search.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

using model::Position;

std::size_t piece_count(const Position& p) {
  return p.pieces_of(model::PlayerId::from_index(0)).size() +
         p.pieces_of(model::PlayerId::from_index(1)).size();
}

TEST_CASE("series play agrees with the plain enumeration on random positions",
          "[puzzles][series]") {
  std::mt19937_64 random(0x736572ULL);
  int with_solutions = 0;
  for (const char* spec : {"chess", "omega"}) {
    auto rules = testing::bundled_rules(spec);
    std::vector<Position> positions;
    // Two fixed chess positions with series solutions of every kind, so that lines are compared
    // whatever the random sample holds (the sanitizer run's quarter may hold none).
    if (std::string(spec) == "chess") {
      for (const char* fixed : {"7k/8/6K1/8/8/8/8/R7 w - - 0 1", "k7/8/1K6/8/8/8/8/7R b - - 0 1"})
        positions.push_back(std::get<Position>(model::notation::parse_position(*rules, fixed)));
    }
    for (int i = 0; i < testing::sample_size(24); ++i) {
      std::optional<Position> placed;
      while (!placed || model::legal_moves(*placed).empty() || piece_count(*placed) > 6)
        placed = testing::random_placement(*rules, random);
      positions.push_back(*placed);
    }
    for (const Position& pos : positions) {
      INFO(spec << " " << model::notation::to_string(pos));
      const struct {
        const char* prefix;
        plain::Series kind;
      } kinds[] = {{"ser-", plain::Series::Direct},
                   {"ser-h", plain::Series::Help},
                   {"ser-s", plain::Series::Self}};
      for (const auto& kind : kinds) {
        for (const char goal : {'#', '='}) {
          for (int n = 1; n <= 2; ++n) {
            const std::string stip = kind.prefix + std::string(1, goal) + std::to_string(n);
            INFO(stip);
            SearchStats stats;
            const auto lines = series_solutions(pos, parse_stipulation(stip), stats);
            const auto expected = plain::plain_series(
                pos, kind.kind, n, goal == '#' ? plain::End::Mated : plain::End::Stalemated);
            CHECK(lines == expected);
            with_solutions += !expected.empty();
          }
        }
      }
    }
  }
  // Not only refusals: lines were found and compared.
  CHECK(with_solutions > 0);
}

TEST_CASE("series play: the other side never in check between two series moves",
          "[puzzles][series]") {
  auto rules = testing::bundled_rules("chess");
  // ser-#2 with Kg6, Rb1 v Kh8: 1.Rb8+ would check before the last move; 1.Kh6 2.Rb8# is a
  // line (among others), but no line begins with a check.
  const Position pos =
      std::get<Position>(model::notation::parse_position(*rules, "7k/8/6K1/8/8/8/8/1R6 w - - 0 1"));
  SearchStats stats;
  const auto lines = series_solutions(pos, parse_stipulation("ser-#2"), stats);
  REQUIRE(!lines.empty());
  for (const auto& line : lines) {
    const Position first = plain::after(pos, line.front());
    CHECK_FALSE(model::in_check(first, first.side_to_move()));
  }
}

}  // namespace
}  // namespace arbiter::puzzles
