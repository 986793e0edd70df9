// The solver's transposition table: it returns what was stored, tells moves-left apart (or, for
// "within k moves" questions, carries an answer to more or fewer moves as far as it holds),
// grows while small and never exceeds its bound, however much is stored.
#include "puzzles/solve_cache.h"

#include <catch2/catch.hpp>
#include <random>

namespace arbiter::puzzles {
namespace {

TEST_CASE("solve cache: what is stored is found, per moves left", "[puzzles][cache]") {
  SolveCache cache;
  CHECK_FALSE(cache.find(42, 1).has_value());
  cache.store(42, 1, true);
  cache.store(42, 2, false);
  REQUIRE(cache.find(42, 1).has_value());
  CHECK(*cache.find(42, 1));
  REQUIRE(cache.find(42, 2).has_value());
  CHECK_FALSE(*cache.find(42, 2));
  CHECK_FALSE(cache.find(42, 3).has_value());
  CHECK_FALSE(cache.find(43, 1).has_value());
  cache.store(42, 1, false);  // a second store replaces the first
  CHECK_FALSE(*cache.find(42, 1));
  CHECK(cache.size() == 2);
}

TEST_CASE("solve cache: a within-k answer holds for more moves (yes) or fewer (no)",
          "[puzzles][cache]") {
  SolveCache cache(SolveCache::kDefaultBytes, SolveCache::MovesLeft::Within);
  cache.store(7, 3, true);
  CHECK(cache.find(7, 3) == std::optional<bool>(true));
  CHECK(cache.find(7, 9) == std::optional<bool>(true));
  CHECK_FALSE(cache.find(7, 2).has_value());
  cache.store(7, 1, false);
  CHECK(cache.find(7, 1) == std::optional<bool>(false));
  CHECK(cache.find(7, 0) == std::optional<bool>(false));
  CHECK_FALSE(cache.find(7, 2).has_value());
  cache.store(7, 5, true);  // a weaker yes changes nothing
  CHECK(cache.find(7, 3) == std::optional<bool>(true));
  cache.store(7, 0, false);  // nor a weaker no
  CHECK(cache.find(7, 1) == std::optional<bool>(false));
  cache.store(7, 2, false);  // the open number of moves closes
  CHECK(cache.find(7, 2) == std::optional<bool>(false));
  CHECK(cache.size() == 1);  // one entry for every number of moves
  // A newer answer that contradicts an older bound cuts it back.
  cache.store(7, 2, true);
  CHECK(cache.find(7, 2) == std::optional<bool>(true));
  CHECK(cache.find(7, 1) == std::optional<bool>(false));
  cache.store(7, 4, false);
  CHECK(cache.find(7, 4) == std::optional<bool>(false));
  CHECK(cache.find(7, 3) == std::optional<bool>(false));
  CHECK_FALSE(cache.find(7, 5).has_value());
  // Beyond the moves an entry can hold, nothing is kept or answered.
  cache.store(8, SolveCache::kMaxMovesLeft + 1, true);
  CHECK_FALSE(cache.find(8, SolveCache::kMaxMovesLeft + 1).has_value());
  cache.store(9, SolveCache::kMaxMovesLeft, true);
  CHECK(cache.find(9, SolveCache::kMaxMovesLeft) == std::optional<bool>(true));
  CHECK_FALSE(cache.find(9, SolveCache::kMaxMovesLeft + 1).has_value());
}

TEST_CASE("solve cache: within-k answers on many positions agree with their thresholds",
          "[puzzles][cache]") {
  // Each position is won with t moves or more (t = 9: never); stores and finds at random
  // numbers of moves must never answer against the threshold, and must answer numbers of moves
  // that were never stored.
  SolveCache cache(std::size_t{1} << 20, SolveCache::MovesLeft::Within);
  std::mt19937_64 random(5);
  std::vector<std::uint64_t> hashes(20000);
  for (auto& h : hashes) h = random();
  std::vector<unsigned> stored(hashes.size(), 0);  // per position, a bit per number of moves
  const auto threshold = [](std::uint64_t h) { return static_cast<int>(h % 10); };
  int carried = 0;
  for (int round = 0; round < 200000; ++round) {
    const std::size_t i = random() % hashes.size();
    const std::uint64_t h = hashes[i];
    const int k = static_cast<int>(random() % 9);
    if (random() % 2 == 0) {
      cache.store(h, k, k >= threshold(h));
      stored[i] |= 1u << k;
    } else if (const auto v = cache.find(h, k)) {
      REQUIRE(*v == (k >= threshold(h)));
      if ((stored[i] & (1u << k)) == 0) ++carried;
    }
  }
  CHECK(carried > 10000);
}

TEST_CASE("solve cache: bounded memory, and every answer it gives is right", "[puzzles][cache]") {
  const std::size_t bound = std::size_t{1} << 20;
  SolveCache cache(bound);
  CHECK(cache.bytes() < bound);  // it starts small
  std::mt19937_64 random(7);
  std::vector<std::uint64_t> hashes;
  for (int i = 0; i < 400000; ++i) {
    const std::uint64_t h = random();
    hashes.push_back(h);
    cache.store(h, i % 5, (h & 1) != 0);
    REQUIRE(cache.bytes() <= bound);
  }
  CHECK(cache.bytes() == cache.max_bytes());
  CHECK(cache.max_bytes() <= bound);
  // Entries may have been replaced once the table was full, never answered wrongly.
  int found = 0;
  for (int i = 0; i < 400000; ++i) {
    const auto v = cache.find(hashes[i], i % 5);
    if (!v) continue;
    ++found;
    CHECK(*v == ((hashes[i] & 1) != 0));
  }
  CHECK(found > 0);
  CHECK(found < 400000);
}

TEST_CASE("solve cache: below its bound, it grows and loses nothing", "[puzzles][cache]") {
  SolveCache cache;  // the default bound, 64 MB: room for 8 million entries
  const std::size_t start = cache.bytes();
  std::mt19937_64 random(11);
  std::vector<std::uint64_t> hashes;
  for (int i = 0; i < 300000; ++i) {
    hashes.push_back(random());
    cache.store(hashes.back(), i % 3, (hashes.back() & 2) != 0);
  }
  CHECK(cache.bytes() > start);
  CHECK(cache.size() == 300000);
  int lost = 0;
  for (int i = 0; i < 300000; ++i) {
    const auto v = cache.find(hashes[i], i % 3);
    if (!v)
      ++lost;
    else
      CHECK(*v == ((hashes[i] & 2) != 0));
  }
  CHECK(lost == 0);
}

}  // namespace
}  // namespace arbiter::puzzles
