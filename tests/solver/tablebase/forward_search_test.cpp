// The retrograde tables against a second, independent computation: a plain forward search over
// the compiled move generator (mate within n plies, by definition), on random legal entries of
// boards that have no published figures: Omega's field with its corner cells, Glinski's hexagons,
// xiangqi's palaces. Short distances only, where the search is exact and cheap.
#include <catch2/catch.hpp>
#include <random>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "solver/tablebase/tablebases.h"
#include "solver/tablebase/unmoves.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/terminal_loss.h"

namespace arbiter::solver::tablebase {
namespace {

using model::Position;

bool loses_within(Position& pos, int plies);

// The side to move mates within `plies` plies whatever the defence.
bool wins_within(Position& pos, int plies) {
  if (plies < 1) return false;
  model::MoveList moves;
  model::generate_legal(pos, moves);
  for (const model::Move& m : moves) {
    model::Undo undo;
    pos.make(m, undo);
    const bool wins = loses_within(pos, plies - 1);
    pos.unmake(m, undo);
    if (wins) return true;
  }
  return false;
}

// The side to move is mated within `plies` plies whatever it plays (mated or, where the rules
// say stalemate loses as in xiangqi, stalemated now: 0 plies).
bool loses_within(Position& pos, int plies) {
  model::MoveList moves;
  model::generate_legal(pos, moves);
  if (moves.empty()) return testing::lost_without_move(pos);
  if (plies < 2) return false;
  for (const model::Move& m : moves) {
    model::Undo undo;
    pos.make(m, undo);
    const bool lost = wins_within(pos, plies - 1);
    pos.unmake(m, undo);
    if (!lost) return false;
  }
  return true;
}

// The fewest plies within `limit` in which the side to move wins (odd) or loses (even), or -1.
int search_distance(Position& pos, int limit) {
  for (int p = 0; p <= limit; ++p)
    if (p % 2 == 1 ? wins_within(pos, p) : loses_within(pos, p)) return p;
  return -1;
}

// Compares the table with the search on `count` entries drawn by `draw`; returns how many of them
// the search found a mate for.
template <typename Draw>
int compare_entries(const Table& table, const std::string& what, int limit, int count,
                    Draw&& draw) {
  Position pos(table.index().rules());
  int compared = 0, short_mates = 0;
  for (int tries = 0; compared < count && tries < 100000; ++tries) {
    const std::uint64_t i = draw();
    if (!table.index().set_up(i, pos) || !is_legal_table_position(pos) ||
        !table.index().is_canonical(i, pos)) {
      // Entries holding an image of another entry's position (symmetry folding) are left out too.
      CHECK(table.code(i) == code::kIllegal);
      continue;
    }
    INFO(what << ": " << model::notation::to_string(pos));
    const Code c = table.code(i);
    ++compared;
    const int searched = search_distance(pos, limit);
    const int tabled = (c == code::kDraw || c == code::kIllegal) ? -1 : code::plies(c);
    CHECK((tabled <= limit ? tabled : -1) == searched);
    if (searched >= 0) ++short_mates;
  }
  CHECK(compared == count);
  return short_mates;
}

void compare_with_search(const std::string& spec, const std::string& material, int limit) {
  auto rules = testing::bundled_rules(spec);
  Tablebases tables(rules, identify(*rules, 0));
  const Table& table = tables.require(Material::parse(*rules, material), BuildControl{});
  std::mt19937_64 random(20261123);
  // Entries drawn uniformly: the search must find no mate the table lacks, and the reverse.
  std::uniform_int_distribution<std::uint64_t> entry(0, table.index().size() - 1);
  compare_entries(table, spec + " " + material, limit, testing::sample_size(150),
                  [&] { return entry(random); });
  // Entries the table calls short mates, so that both sides of the comparison are exercised.
  std::vector<std::uint64_t> short_entries;
  for (std::uint64_t i = 0; i < table.index().size(); ++i) {
    const Code c = table.code(i);
    if (c != code::kIllegal && c != code::kDraw && code::plies(c) <= limit)
      short_entries.push_back(i);
  }
  REQUIRE(!short_entries.empty());
  std::uniform_int_distribution<std::size_t> pick(0, short_entries.size() - 1);
  const int mates = compare_entries(table, spec + " " + material, limit, testing::sample_size(60),
                                    [&] { return short_entries[pick(random)]; });
  CHECK(mates == testing::sample_size(60));
}

TEST_CASE("tables agree with a forward mate search on Omega, Glinski and xiangqi boards",
          "[tablebase]") {
  compare_with_search("omega", "KQvK", 3);
  compare_with_search("glinski", "KRvK", 3);
  compare_with_search("xiangqi", "KRvK", 3);
}

TEST_CASE(
    "Omega king and wizard against king: every white win is a mate in one, by search over every "
    "entry",
    "[tablebase]") {
  // The table's longest win (tb stats' max_dtm_moves, asserted in tests/cli/tb_cli_test.cpp) is a
  // mate in one: every position with white to move that the table calls won has a mating move, and
  // every one with a mating move is won, found by the forward search on each entry, not sampled.
  auto rules = testing::bundled_rules("omega");
  Tablebases tables(rules, identify(*rules, 0));
  const Table& table = tables.require(Material::parse(*rules, "KWvK"), BuildControl{});
  const TableIndex& index = table.index();
  Position pos(*rules);
  std::uint64_t mates = 0, wins = 0;
  for (std::uint64_t i = 0; i < index.per_side(); ++i) {
    if (table.code(i) == code::kIllegal) continue;
    REQUIRE(index.set_up(i, pos));
    const bool mate_in_one = wins_within(pos, 1);
    INFO(model::notation::to_string(pos));
    CHECK(mate_in_one == code::is_win(table.code(i)));
    mates += mate_in_one ? index.orbit_size(i) : 0;
    wins += code::is_win(table.code(i)) ? index.orbit_size(i) : 0;
  }
  CHECK(mates > 0);
  CHECK(mates == wins);
}

TEST_CASE("every canonical table entry sets up and indexes back to itself, others to a lower image",
          "[tablebase]") {
  for (const auto& [spec, material] : std::vector<std::pair<std::string, std::string>>{
           {"omega", "KCNvK"}, {"glinski", "KBBvK"}, {"chess", "KNNvKB"}, {"xiangqi", "KRvKA"}}) {
    auto rules = testing::bundled_rules(spec);
    const TableIndex index(*rules, Material::parse(*rules, material));
    std::mt19937_64 random(7);
    std::uniform_int_distribution<std::uint64_t> entry(0, index.size() - 1);
    Position pos(*rules);
    int placed = 0;
    for (int n = 0; n < 20000; ++n) {
      const std::uint64_t i = entry(random);
      if (!index.set_up(i, pos)) continue;
      ++placed;
      const auto back = index.index_of(pos);
      INFO(spec << " " << material << " entry " << i);
      REQUIRE(back);
      if (index.is_canonical(i, pos)) {
        CHECK(*back == i);
      } else {
        // Another entry holds an image of this position (the folded piece on an axis): the lowest.
        CHECK(*back < i);
      }
    }
    CHECK(placed > 1000);
  }
}

}  // namespace
}  // namespace arbiter::solver::tablebase
