// Omega Chess Advanced (specs/omega-advanced.yaml): perft from the start position under the
// default options, the engine's model::perft against the reference interpreter's own perft.
// The figures are computed here, not published (no published perft exists, variants.md 3).
#include <catch2/catch.hpp>

#include "model/notation/position_string.h"
#include "model/perft.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;

namespace {

void check_start_perft(int depth, std::uint64_t expected, const spec::OptionValues& settings = {}) {
  const spec::SpecDocument doc = arbiter::testing::bundled_document("omega-advanced");
  spec::OptionValues values = spec::default_option_values(doc);
  for (const auto& [name, value] : settings) values[name] = value;
  const auto rules = spec::compile(doc, values);
  const arbiter::testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
  Position pos = notation::start_position(*rules);
  INFO("depth " << depth);
  CHECK(perft(pos, depth) == expected);
  CHECK(reference.perft(reference.from_position(pos), depth) == expected);
}

}  // namespace

// Figures (default options; computed by both, 2026-11): d1 40, d2 1600, d3 68802, d4 2955488.
// Omega Chess under its defaults gives 40, 1600, 67202, 2819484: at depth 3 every one of the
// 1600 nodes adds one Fool entry (onto the cell white's first move vacated). The reference takes
// about 47 s of CPU at depth 4 (engine and reference agreed on 2955488), so that depth runs only
// under the slow label.
TEST_CASE("omega-advanced start perft agrees between engine and reference to depth 3",
          "[model][fool][omega]") {
  check_start_perft(1, 40);
  check_start_perft(2, 1600);
  check_start_perft(3, 68802);
}

TEST_CASE("omega-advanced start perft agrees between engine and reference at depth 4",
          "[model][fool][omega][.slow]") {
  check_start_perft(4, 2955488);
}
