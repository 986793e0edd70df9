// The generator on orthodox chess against published tablebase figures
// (../shared/research/reference-figures.md: Kirill Kryukov's EGTB statistics, the Syzygy
// generator's statistics unfolded, and chesstb's statistics files, which all agree). Every legal
// position is counted once; "longest" is the longest mate in moves.
#include <catch2/catch.hpp>

#include "model/notation/position_string.h"
#include "solver/tablebase/stats.h"
#include "solver/tablebase/tablebases.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::solver::tablebase {
namespace {

struct Published {
  std::uint64_t legal, wins, draws, losses;
};

void check_side(const SideStats& s, const Published& p) {
  INFO("side " << s.side);
  CHECK(s.legal == p.legal);
  CHECK(s.wins == p.wins);
  CHECK(s.draws == p.draws);
  CHECK(s.losses == p.losses);
}

struct Figures {
  std::string material;
  Published white, black;
  int longest_moves;
  std::string example;  // a position with the longest mate, white to move
};

void check_figures(const Figures& f) {
  auto rules = testing::bundled_rules("chess");
  Tablebases tables(rules, identify(*rules, 0));
  BuildControl control;
  const Table& table = tables.require(Material::parse(*rules, f.material), control);
  const TableStats stats = table_stats(table);
  REQUIRE(stats.sides.size() == 2);
  check_side(stats.sides[0], f.white);
  check_side(stats.sides[1], f.black);
  CHECK(stats.sides[0].max_dtm_moves == f.longest_moves);
  const model::Position example = model::notation::position_from_string(*rules, f.example);
  const Code value = tables.probe(example, control);
  CHECK(code::is_win(value));
  CHECK(moves_to_mate(value) == f.longest_moves);
}

TEST_CASE("KQK and KRK reproduce the published counts and longest mates", "[tablebase]") {
  check_figures({"KQvK",
                 {144508, 144508, 0, 0},
                 {223944, 0, 23048, 200896},
                 10,
                 "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1"});
  check_figures({"KRvK",
                 {175168, 175168, 0, 0},
                 {223944, 0, 22244, 201700},
                 16,
                 "8/8/8/8/8/2k5/1R6/K7 w - - 0 1"});
}

TEST_CASE("KBNK reproduces the published counts and longest mate", "[tablebase][.slow]") {
  check_figures({"KBNvK",
                 {10875504, 10822184, 53320, 0},
                 {13660584, 0, 2472416, 11188168},
                 33,
                 "8/8/8/8/8/8/2k5/KNB5 w - - 0 1"});
}

TEST_CASE("KBBK reproduces the published counts and longest mate", "[tablebase][.slow]") {
  check_figures({"KBBvK",
                 {5082028, 2503608, 2578420, 0},
                 {6830292, 0, 4016252, 2814040},
                 19,
                 "8/8/8/8/1Bk5/8/8/K2B4 w - - 0 1"});
}

TEST_CASE("KNNK reproduces the published counts: mate only by the defender's help",
          "[tablebase][.slow]") {
  auto rules = testing::bundled_rules("chess");
  Tablebases tables(rules, identify(*rules, 0));
  const TableStats stats =
      table_stats(tables.require(Material::parse(*rules, "KNNvK"), BuildControl{}));
  check_side(stats.sides[0], {5749652, 616, 5749036, 0});
  check_side(stats.sides[1], {6830292, 0, 6830172, 120});
  CHECK(stats.sides[0].max_dtm_moves == 1);
}

}  // namespace
}  // namespace arbiter::solver::tablebase
