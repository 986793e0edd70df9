// Opposition between rulers (spec `opposition`), on the synthetic opposition.yaml: under the
// explicit model only listed placements are forbidden and only listed checks count. Engine and
// reference interpreter node by node from random positions under every option combination; the
// two models disagree on real positions; and malformed rows are rejected with their place.
#include <catch2/catch.hpp>
#include <fstream>
#include <random>
#include <sstream>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/random_position.h"
#include "tests/support/reference_walk.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;

namespace {

const spec::SpecDocument& opposition_doc() {
  return arbiter::testing::data_spec_document("opposition.yaml");
}

const CompiledRules& rules(const std::vector<std::string>& settings = {}) {
  return arbiter::testing::data_spec_rules("opposition.yaml", settings);
}

std::string opposition_text() {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) +
                   "/tests/model/data/differential/opposition.yaml");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Every diagnostic of validating the spec text with `from` replaced by `to`.
std::string problems_with(const std::string& from, const std::string& to) {
  std::string text = opposition_text();
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  try {
    std::string all;
    for (const auto& d : spec::validate(spec::load_spec_text(text, "opposition.yaml")))
      all += d.to_string() + "\n";
    return all;
  } catch (const arbiter::UserError& e) {
    std::string all;
    for (const auto& d : e.diagnostics()) all += d.to_string() + "\n";
    return all;
  }
}

}  // namespace

TEST_CASE("engine and reference agree two plies deep from random opposition positions",
          "[model][opposition][heavy]") {
  const auto assignments = spec::option_assignments_to_check(opposition_doc());
  REQUIRE(assignments.size() == 8);  // the full product of the three options
  for (const auto& values : assignments) {
    arbiter::testing::Walk walk;
    const int differing = arbiter::testing::differing_nodes_from_random(
        opposition_doc(), values, 0x6f70706fULL, arbiter::testing::sample_size(20), 2, walk);
    CHECK(differing == 0);
  }
}

TEST_CASE("the two opposition models disagree on positions of play", "[model][opposition]") {
  // Positions played out under the attack model, read under both: the legal moves differ in some.
  const CompiledRules& attack = rules();
  const CompiledRules& explicit_model = rules({"ruler_opposition_model=explicit"});
  std::mt19937_64 random(0x6d6f64656cULL);
  int differ = 0;
  const int count = arbiter::testing::sample_size(200);
  for (int i = 0; i < count; ++i) {
    const Position pos = arbiter::testing::random_position(attack, random, 160);
    const std::string text = notation::to_string(pos);
    const Position other = notation::position_from_string(explicit_model, text);
    if (arbiter::testing::legal_move_texts(pos) != arbiter::testing::legal_move_texts(other))
      ++differ;
  }
  INFO(differ << " of " << count << " positions differ");
  CHECK(differ >= count / 20);
}

TEST_CASE("explicit opposition: placements and checks on the synthetic spec",
          "[model][opposition]") {
  const CompiledRules& explicit_model = rules({"ruler_opposition_model=explicit"});
  // Two queen regents on the open d file: no check either way.
  const Position facing = notation::position_from_string(explicit_model, "3g3/7/7/9/7/7/3G3 w");
  CHECK_FALSE(in_check(facing, facing.side_to_move()));
  const Position facing_attack = notation::position_from_string(rules(), "3g3/7/7/9/7/7/3G3 w");
  CHECK(in_check(facing_attack, facing_attack.side_to_move()));
  // The king c1 may not step next to the black king c3 (c2, b2, d2), under either model.
  const auto king = arbiter::testing::destinations_from(
      notation::position_from_string(explicit_model, "7/7/7/9/2k4/7/2K4 w"), "c1");
  CHECK(king == std::vector<std::string>{"b1", "d1"});
}

TEST_CASE("malformed opposition rows are rejected with their place", "[model][opposition]") {
  CHECK_THAT(
      problems_with("{pieces: [king, king], step: [all]}", "{pieces: [king, rook], step: [all]}"),
      Catch::Contains("opposition.yaml:") && Catch::Contains("'rook' is not royal"));
  CHECK_THAT(problems_with("{pieces: [king, king], step: [all]}", "{pieces: [king], step: [all]}"),
             Catch::Contains("pieces must name two royal piece kinds"));
  CHECK_THAT(problems_with("{pieces: [king, king], step: [all]}",
                           "{pieces: [king, king], step: [all], leap: [[1, 2]]}"),
             Catch::Contains("exactly one of step, leap"));
  CHECK_THAT(problems_with("by: [leap]}", "by: [jump]}"),
             Catch::Contains("unknown move shape 'jump'"));
  CHECK_THAT(problems_with("model: {option: ruler_opposition_model}", "model: nearby"),
             Catch::Contains("unknown opposition model 'nearby'"));
  CHECK_THAT(problems_with("{attacker: king, target: princess_regent, by: [step]}",
                           "{attacker: king, by: [step]}"),
             Catch::Contains("a royal check needs a target"));
}
