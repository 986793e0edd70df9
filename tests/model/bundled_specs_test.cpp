// Facts about the bundled proof specs' boards that published descriptions state.
#include <catch2/catch.hpp>
#include <filesystem>
#include <set>

#include "tests/support/spec_fixture.h"

using arbiter::testing::bundled_rules;

namespace {
std::string colour_of(const arbiter::model::BoardGraph& board, const std::string& cell) {
  return board.colour_names()[static_cast<std::size_t>(board.colour(*board.find(cell)))];
}
}  // namespace

TEST_CASE("the Glinski board has 91 cells in three colours of 31, 30 and 30", "[model][board]") {
  // jaycoskey/Glinski README: "The central space is Medium, which causes there to be 31 Medium
  // spaces, 30 Light, and 30 Dark. The space closest to Player White's side of the Board is Light,
  // while the space closest to Player Black is Dark."
  const auto rules = bundled_rules("glinski");
  const auto& board = rules->board();
  REQUIRE(board.cell_count() == 91);
  std::map<std::string, int> counts;
  for (std::size_t i = 0; i < board.cell_count(); ++i)
    ++counts[board.colour_names()[static_cast<std::size_t>(
        board.colour(arbiter::model::Cell::from_index(i)))]];
  CHECK(counts["medium"] == 31);
  CHECK(counts["light"] == 30);
  CHECK(counts["dark"] == 30);
  CHECK(colour_of(board, "f6") == "medium");
  CHECK(colour_of(board, "f1") == "light");
  CHECK(colour_of(board, "f11") == "dark");
}

TEST_CASE("chess bishops start on opposite colours and a1 is dark", "[model][board]") {
  const auto rules = bundled_rules("chess");
  const auto& board = rules->board();
  CHECK(colour_of(board, "a1") == "dark");
  CHECK(colour_of(board, "h1") == "light");
  CHECK(colour_of(board, "c1") != colour_of(board, "f1"));
}

TEST_CASE("the list of bundled specs the property tests run over is the specs directory",
          "[model][board]") {
  std::set<std::string> on_disk;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(ARBITER_SOURCE_DIR) + "/specs"))
    if (entry.path().extension() == ".yaml") on_disk.insert(entry.path().stem().string());
  const std::set<std::string> listed(arbiter::testing::kBundledSpecs.begin(),
                                     arbiter::testing::kBundledSpecs.end());
  CHECK(listed == on_disk);
}
