// Tables with promotion choices limited by the pieces on the board (README "Promotion",
// `at_most`): the fast generator lists promotions by itself and refuses the rule by name; the
// general generator reads forward moves from the compiled move generator, which offers a limited
// choice only while fewer of its kind stand. The proof is the definition: every entry equals the
// best of its moves one ply on (tests/support/table_definition.h), and the limit changes entries
// (the same table without the limits differs), so a generator that ignored it would fail.
#include <catch2/catch.hpp>

#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "solver/tablebase/fast_moves.h"
#include "solver/tablebase/rule_support.h"
#include "solver/tablebase/tablebases.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/table_definition.h"

namespace arbiter::solver::tablebase {
namespace {

using model::Position;

std::shared_ptr<const model::CompiledRules> compiled(const model::spec::SpecDocument& doc) {
  return model::spec::compile(doc, model::spec::default_option_values(doc));
}

TEST_CASE("limited promotion choices: the fast path refuses them, the general path builds them",
          "[tablebase][promotion]") {
  const auto limited = compiled(testing::data_spec_document("crowns.yaml"));
  const Material material = Material::parse(*limited, "KQPvK");
  CHECK(limited->features().has(model::RuleFeature::PromotionLimits));
  const auto obstacle = fast_path_obstacle(*limited, material);
  REQUIRE(obstacle);
  CHECK_THAT(*obstacle, Catch::Contains("promotion choices limited by the pieces on the board"));
  CHECK_FALSE(unsupported_rule(*limited, material));

  Tablebases tables(limited, identify(*limited, 0));
  BuildControl control;
  const Table& table = tables.require(material, control);
  Position pos(*limited);
  std::uint64_t checked = 0;
  for (std::uint64_t i = 0; i < table.index().size(); ++i) {
    if (table.code(i) == code::kIllegal) continue;
    REQUIRE(table.index().set_up(i, pos));
    const testing::ValueByMoves expected = testing::value_by_moves(pos, tables, control);
    if (table.code(i) != expected.code) {
      INFO(model::notation::to_string(pos));
      REQUIRE(table.code(i) == expected.code);
    }
    ++checked;
  }
  CHECK(checked > 100000);

  // Without the limits the pawn may become a second queen, and entries change.
  const auto free = compiled(testing::edited_data_spec(
      "crowns.yaml",
      {{"choices: [{piece: queen, at_most: 1}, {piece: crown, at_most: 1, "
        "owned_by: any},\n                {piece: knight, at_most: 2, owned_by: "
        "opponent}, rook]",
        "choices: [queen, crown, knight, rook]"},
       {"choices: [{piece: crown, at_most: 1, owned_by: any}]", "choices: [crown]"}}));
  REQUIRE_FALSE(free->features().has(model::RuleFeature::PromotionLimits));
  Tablebases free_tables(free, identify(*free, 0));
  const Table& free_table = free_tables.require(Material::parse(*free, "KQPvK"), control);
  REQUIRE(free_table.index().size() == table.index().size());
  std::uint64_t changed = 0;
  for (std::uint64_t i = 0; i < table.index().size(); ++i)
    if (table.code(i) != free_table.code(i)) ++changed;
  CHECK(changed > 0);
}

}  // namespace
}  // namespace arbiter::solver::tablebase
