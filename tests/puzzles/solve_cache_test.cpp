// The solver's transposition table: it returns what was stored, tells moves-left apart, grows
// while small and never exceeds its bound, however much is stored.
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
