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

// The pushed knight may go on to the cell the pushing princess left: the two swap places. The
// un-move of that push finds the princess's origin occupied (by the knight, now there) and used to
// pass it over, so the entry before the swap was never reached from the entry after it: the table
// held a win two plies longer than its best move, the swap, gives (found by the sample above once
// the index's digits were reordered).
TEST_CASE("tables with pushes: a push that swaps pusher and pushed piece is un-made",
          "[tablebase]") {
  const auto& doc = testing::data_spec_document("push.yaml");
  std::shared_ptr<const model::CompiledRules> rules =
      model::spec::compile(doc, model::spec::default_option_values(doc));
  Tablebases tables(rules, identify(*rules, 0));
  BuildControl control;
  for (const char* fen : {"3N2/6/2I3k/K6/6/6 w", "k5/6/3I3/2N4/2K3/6 w"}) {
    INFO(fen);
    Position pos = std::get<Position>(model::notation::parse_position(*rules, fen));
    const testing::ValueByMoves expected = testing::value_by_moves(pos, tables, control);
    CHECK(expected.by(model::MoveType::Push));  // the best move is the swap
    CHECK(tables.probe(pos, control) == expected.code);
  }
}

}  // namespace
}  // namespace arbiter::solver::tablebase
