// Tables with pushes (a piece lands on an own piece, which moves on: two pieces move; here a
// princess, a bishop with the knight's leap, pushes her knight) on the
// synthetic push spec (tests/model/data/differential/push.yaml). Each sampled entry's code must be
// what its moves give by the definition of distance to mate (the best, for the side to move, of
// its children's codes one ply on; the children read from the tables), so an entry whose only
// good move is a push, found as a predecessor by un-making that push, is checked against the
// move generator's own pushes.
#include <catch2/catch.hpp>
#include <random>

#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "solver/tablebase/rule_support.h"
#include "solver/tablebase/tablebases.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/table_definition.h"

namespace arbiter::solver::tablebase {
namespace {

using model::Position;

TEST_CASE("tables with pushes: every sampled entry is worth what its moves give",
          "[tablebase][large]") {
  const auto& doc = testing::data_spec_document("push.yaml");
  std::shared_ptr<const model::CompiledRules> rules =
      model::spec::compile(doc, model::spec::default_option_values(doc));
  const Material material = Material::parse(*rules, "KINvK");
  REQUIRE_FALSE(unsupported_rule(*rules, material));
  Tablebases tables(rules, identify(*rules, 0));
  BuildControl control;
  const Table& table = tables.require(material, control);
  const TableIndex& index = table.index();
  std::mt19937_64 random(20261123);
  std::uniform_int_distribution<std::uint64_t> entry(0, index.size() - 1);
  Position pos(*rules);
  int compared = 0, decided = 0, won_by_push = 0;
  for (int tries = 0; compared < testing::sample_size(3000) && tries < 1000000; ++tries) {
    const std::uint64_t i = entry(random);
    if (table.code(i) == code::kIllegal) continue;
    REQUIRE(index.set_up(i, pos));
    ++compared;
    const testing::ValueByMoves expected = testing::value_by_moves(pos, tables, control);
    INFO(model::notation::to_string(pos));
    CHECK(table.code(i) == expected.code);
    decided += code::is_win(expected.code) || code::is_loss(expected.code);
    won_by_push += code::is_win(expected.code) && expected.by(model::MoveType::Push);
  }
  CHECK(compared == testing::sample_size(3000));
  CHECK(decided > 0);
  CHECK(won_by_push > 0);  // the sample holds wins that a push achieves
}

}  // namespace
}  // namespace arbiter::solver::tablebase
