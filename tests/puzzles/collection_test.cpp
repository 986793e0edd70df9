// The collection published in docs/puzzles.md ("The first collection", made by
// scripts/make-collection.sh): every problem in it is solved again here, so the docs never show
// a problem the engine no longer calls sound: a legal position with White to move, exactly one
// key (the one printed), no shorter mate, and the solution text the solver prints.
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <map>
#include <sstream>

#include "cli/solution_report.h"
#include "model/legality.h"
#include "model/notation/position_string.h"
#include "model/notation/san.h"
#include "puzzles/direct_play.h"
#include "puzzles/help_play.h"
#include "puzzles/solution_tree.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

// The YAML blocks between the collection's markers.
std::vector<std::string> collection_blocks() {
  const std::string doc = testing::source_text("docs/puzzles.md");
  const auto begin = doc.find("<!-- collection begin -->");
  const auto end = doc.find("<!-- collection end -->");
  REQUIRE(begin != std::string::npos);
  REQUIRE(end != std::string::npos);
  std::vector<std::string> blocks;
  std::size_t at = begin;
  while (true) {
    const auto open = doc.find("```yaml\n", at);
    if (open == std::string::npos || open > end) break;
    const auto close = doc.find("```\n", open + 8);
    REQUIRE(close < end);
    blocks.push_back(doc.substr(open + 8, close - open - 8));
    at = close + 4;
  }
  return blocks;
}

// A direct mate: the first player to move, one key, no shorter mate, the tree as written.
void check_direct(const model::Position& pos, const Stipulation& stip, const YAML::Node& problem) {
  CHECK(pos.side_to_move() == model::PlayerId::from_index(0));
  REQUIRE(stip.play == Play::Direct);
  SearchStats stats;
  const std::vector<model::Move> keys = direct_keys(pos, stip, stats);
  REQUIRE(keys.size() == 1);
  CHECK(model::notation::move_to_san(pos, keys.front()) == problem["key"].as<std::string>());
  if (stip.moves > 1) {
    model::Position scratch = pos;
    CHECK_FALSE(forces(scratch, parse_stipulation("#" + std::to_string(stip.moves - 1)), stats));
  }
  DirectSearch search(stip, stats);
  std::ostringstream tree;
  cli::print_key(tree, pos, explain_key(search, pos, keys.front(), TreeDepth::Full));
  CHECK(tree.str() == problem["solution"].as<std::string>());
}

// A helpmate: the second player to move, one solution, the line as written.
void check_help(const model::Position& pos, const Stipulation& stip, const YAML::Node& problem) {
  CHECK(pos.side_to_move() == model::PlayerId::from_index(1));
  SearchStats stats;
  const std::vector<Line> lines = help_solutions(pos, stip, stats);
  REQUIRE(lines.size() == 1);
  CHECK(cli::numbered_line(pos, lines.front()) + "\n" == problem["solution"].as<std::string>());
}

TEST_CASE("every problem of the published collection is sound", "[puzzles][compose]") {
  std::map<std::string, std::shared_ptr<const model::CompiledRules>> rules;
  std::map<std::string, int> per_spec;
  for (const std::string& block : collection_blocks()) {
    for (const YAML::Node& problem : YAML::Load(block)) {
      const std::string spec = problem["spec"].as<std::string>();
      if (!rules.count(spec)) rules[spec] = testing::bundled_rules(spec);
      const std::string text = problem["position"].as<std::string>();
      INFO(spec << " " << text);
      const model::Position pos = model::notation::position_from_string(*rules[spec], text);
      CHECK(model::legality_problems(pos).empty());
      const Stipulation stip = parse_stipulation(problem["stipulation"].as<std::string>());
      if (stip.play == Play::Help)
        check_help(pos, stip, problem);
      else
        check_direct(pos, stip, problem);
      ++per_spec[spec];
    }
  }
  // The issue asks for ten problems at least for each of the three.
  CHECK(per_spec["chess"] >= 10);
  CHECK(per_spec["omega"] >= 10);
  CHECK(per_spec["ajedrez123"] >= 10);
}

}  // namespace
}  // namespace arbiter::puzzles
