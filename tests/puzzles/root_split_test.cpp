// Sharing a solve among threads by first moves: every first move is searched once, results keep
// the move generator's order, a worker's exception reaches the caller, a raised stop flag stops
// the search; and keys and lines with two or three threads equal those of one.
#include "puzzles/root_split.h"

#include <catch2/catch.hpp>
#include <memory>
#include <stdexcept>

#include "model/notation/position_string.h"
#include "puzzles/direct_play.h"
#include "puzzles/help_play.h"
#include "puzzles/series_play.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

TEST_CASE("split_roots runs each first move once and reports progress", "[puzzles][threads]") {
  for (const int threads : {1, 2, 3, 8}) {
    std::vector<int> runs(100, 0);
    std::vector<std::size_t> reported;
    int contexts = 0;
    split_roots(
        runs.size(), threads, [&] { return ++contexts; }, [&](int&, std::size_t i) { ++runs[i]; },
        [&](std::size_t done, std::size_t total) {
          CHECK(total == 100);
          reported.push_back(done);
        });
    CHECK(std::all_of(runs.begin(), runs.end(), [](int r) { return r == 1; }));
    CHECK(reported.size() == 100);
    CHECK(reported.back() == 100);
    CHECK(contexts == std::min(threads, 100));
  }
  const auto collected = collect_by_first_move<int>(
      5, 3, [] { return 0; },
      [](int&, std::size_t i, std::vector<int>& out) {
        out.push_back(static_cast<int>(i));
        out.push_back(static_cast<int>(i));
      });
  CHECK(collected == std::vector<int>{0, 0, 1, 1, 2, 2, 3, 3, 4, 4});
}

TEST_CASE("split_roots rethrows a worker's exception", "[puzzles][threads]") {
  CHECK_THROWS_AS(split_roots(
                      50, 2, [] { return 0; },
                      [](int&, std::size_t i) {
                        if (i == 7) throw std::runtime_error("worker failed");
                      }),
                  std::runtime_error);
}

model::Position chess_position(const std::string& text) {
  static auto rules = testing::bundled_rules("chess");
  return std::get<model::Position>(model::notation::parse_position(*rules, text));
}

// Alberto Armeni, no. 3530, Freie Presse, 29 July 1994 (Popeye's BEISPIEL/ep.inp).
const char* kArmeni = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";

TEST_CASE("keys and lines with several threads equal those of one", "[puzzles][threads]") {
  const model::Position armeni = chess_position(kArmeni);
  const model::Position start_black =
      chess_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
  const model::Position rook = chess_position("7k/8/6K1/8/8/8/8/R7 w - - 0 1");
  for (const int threads : {2, 3}) {
    SearchSettings one, many;
    many.threads = threads;
    SearchStats a, b;
    for (const char* stip : {"#2", "#3", "s#2"}) {
      INFO(stip << " threads " << threads);
      CHECK(direct_keys(armeni, parse_stipulation(stip), a, one) ==
            direct_keys(armeni, parse_stipulation(stip), b, many));
    }
    const auto help = help_solutions(start_black, parse_stipulation("h#2"), a, many);
    CHECK(help == help_solutions(start_black, parse_stipulation("h#2"), b, one));
    CHECK(help.size() == 8);
    CHECK(series_solutions(rook, parse_stipulation("ser-#2"), a, many) ==
          series_solutions(rook, parse_stipulation("ser-#2"), b, one));
  }
}

TEST_CASE("a raised stop flag stops every search", "[puzzles][threads]") {
  const model::Position armeni = chess_position(kArmeni);
  const std::atomic<bool> stop{true};
  SearchStats stats;
  stats.stop = &stop;
  SearchSettings two;
  two.threads = 2;
  CHECK_THROWS_AS(direct_keys(armeni, parse_stipulation("#3"), stats, two), SearchStopped);
  CHECK_THROWS_AS(help_solutions(chess_position("7k/8/6K1/8/8/8/8/R7 b - - 0 1"),
                                 parse_stipulation("h#2"), stats, two),
                  SearchStopped);
  CHECK_THROWS_AS(series_solutions(armeni, parse_stipulation("ser-#3"), stats, two), SearchStopped);
}

}  // namespace
}  // namespace arbiter::puzzles
