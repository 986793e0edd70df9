// Ajedrez 123 (specs/ajedrez123.yaml): the compiled generator and the reference interpreter of the
// spec agree on perft from the start position for every alternative of every option (issue 3).
// No published figure exists for this variant; the reference interpreter is the independent
// second computation.
#include <catch2/catch.hpp>

#include "model/notation/position_string.h"
#include "model/perft.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/spec_fixture.h"

namespace model = arbiter::model;
namespace spec = arbiter::model::spec;

namespace {

// The defaults, then each other alternative of each option with the rest at their defaults.
std::vector<spec::OptionValues> one_alternative_at_a_time(const spec::SpecDocument& doc) {
  const spec::OptionValues defaults = spec::default_option_values(doc);
  std::vector<spec::OptionValues> result{defaults};
  for (const auto& option : doc.options) {
    for (const auto& alternative : option.alternatives) {
      if (alternative.value.value == option.default_value.value) continue;
      spec::OptionValues values = defaults;
      values[option.name.value] = alternative.value.value;
      result.push_back(values);
    }
  }
  return result;
}

std::string described(const spec::OptionValues& values) {
  std::string text;
  for (const auto& [name, value] : values) text += name + "=" + value + " ";
  return text;
}

void engine_and_reference_agree(int depth_plies) {
  const spec::SpecDocument doc = arbiter::testing::bundled_document("ajedrez123");
  for (const auto& values : one_alternative_at_a_time(doc)) {
    INFO("options: " << described(values) << " depth " << depth_plies);
    const auto rules = spec::compile(doc, values);
    model::Position pos = model::notation::start_position(*rules);
    const arbiter::testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
    const std::uint64_t expected = reference.perft(reference.from_position(pos), depth_plies);
    CHECK(model::perft(pos, depth_plies) == expected);
  }
}

}  // namespace

TEST_CASE("Ajedrez 123 start perft to depth 2 agrees with the reference under every alternative",
          "[model][ajedrez123]") {
  engine_and_reference_agree(2);
}

TEST_CASE("Ajedrez 123 start perft to depth 3 agrees with the reference under every alternative",
          "[model][ajedrez123][.slow]") {
  engine_and_reference_agree(3);
}
