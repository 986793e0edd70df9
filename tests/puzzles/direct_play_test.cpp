// Direct mates (#n) against the endgame tables, a second and independent computation: on chess
// KQvK, KRvK and KBNvK and Omega KQvK, the side to move forces mate in n exactly when the table
// gives it a win within 2n - 1 single moves. Selfmates (s#n) and stalemate goals against a plain
// exhaustive search written here from the definitions (copy-make, no cache).
#include "puzzles/direct_play.h"

#include <catch2/catch.hpp>
#include <random>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "solver/tablebase/tablebases.h"
#include "solver/tablebase/unmoves.h"
#include "tests/puzzles/plain_search.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

namespace tb = solver::tablebase;
using namespace plain;
using model::Position;

// Compares forces(#n) with the table on `count` entries drawn by `draw`, for n = 1 .. max_n.
template <typename Draw>
void compare_with_table(const tb::Table& table, int max_n, int count, Draw&& draw) {
  Position pos(table.index().rules());
  int compared = 0;
  for (int tries = 0; compared < count && tries < 100000; ++tries) {
    const std::uint64_t i = draw();
    if (!table.index().set_up(i, pos) || !tb::is_legal_table_position(pos)) continue;
    const tb::Code c = table.code(i);
    if (c == tb::code::kIllegal) continue;
    ++compared;
    INFO(model::notation::to_string(pos));
    for (int n = 1; n <= max_n; ++n) {
      INFO("#" << n);
      const bool tabled = tb::code::is_win(c) && tb::code::plies(c) <= 2 * n - 1;
      SearchStats stats;
      CHECK(forces(pos, parse_stipulation("#" + std::to_string(n)), stats) == tabled);
      const auto keys = direct_keys(pos, parse_stipulation("#" + std::to_string(n)), stats);
      CHECK(keys.empty() == !tabled);
    }
  }
  CHECK(compared == count);
}

void compare(const std::string& spec, const std::string& material, int max_n) {
  auto rules = testing::bundled_rules(spec);
  tb::Tablebases tables(rules, tb::identify(*rules, 0));
  const tb::Table& table =
      tables.require(tb::Material::parse(*rules, material), tb::BuildControl{});
  std::mt19937_64 random(20261126);
  std::uniform_int_distribution<std::uint64_t> entry(0, table.index().size() - 1);
  compare_with_table(table, max_n, testing::sample_size(60), [&] { return entry(random); });
  // Entries the table calls short wins, so that mates are found as well as refused.
  std::vector<std::uint64_t> short_wins;
  for (std::uint64_t i = 0; i < table.index().size(); ++i) {
    const tb::Code c = table.code(i);
    if (c != tb::code::kIllegal && tb::code::is_win(c) && tb::code::plies(c) <= 2 * max_n - 1)
      short_wins.push_back(i);
  }
  REQUIRE(!short_wins.empty());
  std::uniform_int_distribution<std::size_t> pick(0, short_wins.size() - 1);
  compare_with_table(table, max_n, testing::sample_size(60),
                     [&] { return short_wins[pick(random)]; });
}

TEST_CASE("#n agrees with the endgame tables: chess KQvK and KRvK, Omega KQvK",
          "[puzzles][direct]") {
  compare("chess", "KQvK", 3);
  compare("chess", "KRvK", 3);
  compare("omega", "KQvK", 2);
}

// KBNvK's table has 27 million entries (one CPU-second to build in a release build); most of
// them are long wins, so the second sample, of short wins, is where mates are found.
TEST_CASE("#n agrees with the endgame tables: chess KBNvK", "[puzzles][direct]") {
  compare("chess", "KBNvK", 3);
}

TEST_CASE("s#n, s=n and =n agree with a plain search from the definitions on random positions",
          "[puzzles][direct]") {
  std::mt19937_64 random(0x73656c66ULL);
  int selfmates = 0, stalemates = 0;
  for (const char* spec : {"chess", "omega"}) {
    auto rules = testing::bundled_rules(spec);
    for (int i = 0; i < testing::sample_size(40); ++i) {
      // Few pieces, so that the goals are within reach of one or two moves.
      std::optional<Position> placed;
      auto pieces = [](const Position& p) {
        return p.pieces_of(model::PlayerId::from_index(0)).size() +
               p.pieces_of(model::PlayerId::from_index(1)).size();
      };
      while (!placed || model::legal_moves(*placed).empty() || pieces(*placed) > 7)
        placed = testing::random_placement(*rules, random);
      const Position& pos = *placed;
      INFO(spec << " " << model::notation::to_string(pos));
      for (int n = 1; n <= 2; ++n) {
        SearchStats stats;
        Position scratch = pos;
        const bool self = plain_selfmate(pos, n, End::Mated);
        CHECK(forces(scratch, parse_stipulation("s#" + std::to_string(n)), stats) == self);
        CHECK(forces(scratch, parse_stipulation("s=" + std::to_string(n)), stats) ==
              plain_selfmate(pos, n, End::Stalemated));
        const bool stale = plain_direct(pos, n, End::Stalemated);
        CHECK(forces(scratch, parse_stipulation("=" + std::to_string(n)), stats) == stale);
        selfmates += self;
        stalemates += stale;
      }
    }
  }
  // The full sample reaches a forced stalemate, not only refusals (the sanitizer run's quarter
  // need not). TODO(issue 21): random positions never give a forced selfmate (0 of 160), so s#n
  // is compared on refusals only; published selfmates, with their keys, are to come in the
  // problem corpus.
  if (testing::sample_size(40) == 40) CHECK(stalemates > 0);
  (void)selfmates;
}

}  // namespace
}  // namespace arbiter::puzzles
