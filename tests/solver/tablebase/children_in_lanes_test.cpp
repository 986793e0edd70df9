// The children of a row's entries read eight at a time (solver/tablebase/children_in_lanes.h)
// against the same read child by child: the escapes and the longest wins agree for every code
// the tables hold, in every lane, whatever entries are open.
#include "solver/tablebase/children_in_lanes.h"

#include <catch2/catch.hpp>
#include <random>
#include <vector>

namespace arbiter::solver::tablebase {
namespace {

TEST_CASE("children read eight at a time give what they give one by one", "[tablebase][fast]") {
  // The fast generator's unsettled codes start at 0xC000; another bound checks the compares.
  const Code unsettled_from = GENERATE(Code{0xC000}, Code{0x8000}, Code{0x0101});
  // Illegal, a draw, the shortest losses and wins, both sides of the bound, the largest codes.
  std::vector<Code> codes = {code::kIllegal,
                             code::kDraw,
                             code::loss(0),
                             code::win(0),
                             code::loss(1),
                             code::win(1),
                             static_cast<Code>(unsettled_from - 2),
                             static_cast<Code>(unsettled_from - 1),
                             unsettled_from,
                             static_cast<Code>(unsettled_from + 1),
                             0xFFFE,
                             code::kUnknown};
  std::mt19937_64 random(66);
  for (int k = 0; k < 20; ++k) codes.push_back(static_cast<Code>(random()));
  std::uniform_int_distribution<std::size_t> pick(0, codes.size() - 1);
  std::uniform_int_distribution<int> plies(0, 300);
  for (int round = 0; round < 20000; ++round) {
    std::vector<Code> children(64);
    for (Code& c : children) c = codes[pick(random)];
    // Open entries: sparse, dense, or whole groups of eight.
    std::uint64_t open = random();
    if (round % 3 == 1) open &= random() & random();
    if (round % 5 == 2) open = round % 2 == 0 ? ~std::uint64_t{0} : std::uint64_t{0xFF} << 16;
    LongestLosses expected{};
    for (auto& l : expected) l = static_cast<std::uint16_t>(round % 4 == 0 ? 0 : plies(random));
    LongestLosses found = expected;
    const std::uint64_t one_by_one =
        escapes_one_by_one(children.data(), open, expected, unsettled_from);
    const std::uint64_t in_lanes = escapes_in_lanes(children.data(), open, found, unsettled_from);
    INFO("round " << round << ", open " << open);
    REQUIRE(in_lanes == one_by_one);
    REQUIRE(found == expected);
  }
}

TEST_CASE("a child's code reads as an escape or a win as the checks read it", "[tablebase][fast]") {
  std::vector<Code> children(64, code::kIllegal);
  children[0] = code::kDraw;
  children[1] = code::win(4);   // the opponent wins in 4 plies: a loss in 5 at the longest
  children[2] = code::loss(7);  // the opponent loses: an escape
  children[9] = 0xC000;         // unsettled: an escape until it is won
  children[10] = code::win(2);  // not open: not read
  LongestLosses longest{};
  longest[1] = 3;
  const std::uint64_t open = 0b1111 | std::uint64_t{1} << 9;
  CHECK(escapes_in_lanes(children.data(), open, longest, 0xC000) ==
        (0b101 | std::uint64_t{1} << 9));
  CHECK(longest[1] == 5);
  CHECK(longest[10] == 0);
  CHECK(longest[3] == 0);  // illegal: no move
}

}  // namespace
}  // namespace arbiter::solver::tablebase
