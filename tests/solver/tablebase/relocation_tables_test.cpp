// Tables with relocating captures (a ship takes an enemy rook to a refuge instead of removing it,
// and may carry its own king into one): the material stays, so the retrograde analysis must un-make
// relocations inside the table. On the synthetic harbour spec
// (tests/model/data/differential/harbour.yaml), each sampled entry's code must be what its moves
// give by the definition of distance to mate (the best, for the side to move, of its children one
// ply on), so an entry whose only good move is a relocation, which only the relocation un-moves
// reach, is checked against the move generator's own relocations. Relocations the index cannot
// hold (a piece changing sides) are refused by name; passengers are in passenger_tables_test.cpp.
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

using Catch::Matchers::Contains;
using model::MoveType;
using model::Position;

struct Sampled {
  int compared = 0;
  int decided = 0;              // wins and losses
  int won_by_relocation = 0;    // wins a relocation achieves
  int saved_by_relocation = 0;  // draws a relocation keeps where some other move loses
};

// Compares `count` random legal entries of the table of `material` with the value their moves give.
Sampled sample(const std::string& material_text, const std::string& choice, int count) {
  const model::CompiledRules& rules =
      testing::data_spec_rules("harbour.yaml", {"choice=" + choice});
  // Tablebases takes shared ownership; these rules live for the whole run, so it gets a non-owning
  // one.
  std::shared_ptr<const model::CompiledRules> shared(std::shared_ptr<const model::CompiledRules>{},
                                                     &rules);
  const Material material = Material::parse(rules, material_text);
  REQUIRE_FALSE(unsupported_rule(rules, material));
  Tablebases tables(shared, identify(rules, 0));
  BuildControl control;
  const Table& table = tables.require(material, control);
  const TableIndex& index = table.index();
  std::mt19937_64 random(20261124);
  std::uniform_int_distribution<std::uint64_t> entry(0, index.size() - 1);
  Position pos(rules);
  Sampled s;
  for (int tries = 0; s.compared < count && tries < 10000000; ++tries) {
    const std::uint64_t i = entry(random);
    if (table.code(i) == code::kIllegal) continue;
    REQUIRE(index.set_up(i, pos));
    ++s.compared;
    const testing::ValueByMoves expected = testing::value_by_moves(pos, tables, control);
    INFO(material_text << " " << choice << ": " << model::notation::to_string(pos));
    CHECK(table.code(i) == expected.code);
    s.decided += code::is_win(expected.code) || code::is_loss(expected.code);
    s.won_by_relocation += code::is_win(expected.code) && expected.by(MoveType::Relocation);
    if (expected.code == code::kDraw && expected.by(MoveType::Relocation)) {
      // Does some other move lose? Then the relocation is what saves the position.
      model::MoveList moves;
      model::generate_legal(pos, moves);
      for (const model::Move& m : moves) {
        model::Undo undo;
        pos.make(m, undo);
        const bool loses = code::is_win(tables.probe(pos, control));
        pos.unmake(m, undo);
        if (loses) {
          ++s.saved_by_relocation;
          break;
        }
      }
    }
  }
  CHECK(s.compared == count);
  return s;
}

TEST_CASE("tables with relocating captures: every sampled entry is worth what its moves give",
          "[tablebase][heavy]") {
  for (const std::string choice : {"first_free", "any_free"}) {
    // White's ship against black's king and rook: black's few wins where the ship cannot reach
    // the rook in time; elsewhere draws, many of them kept only by taking the rook to a refuge
    // or by carrying the king into one.
    const Sampled ship_defends = sample("KSvKR", choice, testing::sample_size(6000));
    CHECK(ship_defends.decided > 0);
    CHECK(ship_defends.saved_by_relocation > 0);
    const Sampled ship_attacked = sample("KRvKS", choice, testing::sample_size(6000));
    CHECK(ship_attacked.decided > 0);
    CHECK(ship_attacked.saved_by_relocation > 0);
  }
  // A ship beside a rook: taking the enemy rook to a refuge wins, and these wins are found only by
  // un-making the relocation (the test fails without those un-moves).
  const Sampled attack = sample("KRSvKR", "first_free", testing::sample_size(6000));
  CHECK(attack.won_by_relocation > 0);
}

TEST_CASE("tables with relocating captures on both sides", "[tablebase][large]") {
  const Sampled attack = sample("KRSvKR", "any_free", testing::sample_size(6000));
  CHECK(attack.won_by_relocation > 0);
  // Both sides with ships: the rook's side can lose it to a refuge and win it back from there.
  const Sampled both = sample("KRSvKS", "first_free", testing::sample_size(6000));
  CHECK(both.decided > 0);
  CHECK(both.saved_by_relocation > 0);
}

TEST_CASE("relocations the index cannot hold are refused by name", "[tablebase]") {
  // A piece handed to its taker changes the material (and may lead back to this table).
  const model::spec::SpecDocument edited = testing::edited_data_spec(
      "harbour.yaml", {{"targets: [rook], capture: relocate,",
                        "targets: [rook], capture: relocate, relocate_owner: captor,"}});
  const auto captor = model::spec::compile(edited, model::spec::default_option_values(edited));
  const auto to_captor = unsupported_rule(*captor, Material::parse(*captor, "KSvKR"));
  REQUIRE(to_captor);
  CHECK_THAT(*to_captor, Contains("changing sides"));
  // A piece carried aboard when every relocation cell is taken stays in the table, numbered on its
  // carrier's cell (passenger_tables_test.cpp).
  const model::spec::SpecDocument carrying = testing::edited_data_spec(
      "harbour.yaml",
      {{"targets: [rook], capture: relocate,",
        "targets: [rook], capture: relocate, relocate_full: carry,"},
       {"    capturable: false\n", "    capturable: false\n    carries: {capacity: 1}\n"}});
  const auto carrier = model::spec::compile(carrying, model::spec::default_option_values(carrying));
  CHECK_FALSE(unsupported_rule(*carrier, Material::parse(*carrier, "KSvKR")));
}

}  // namespace
}  // namespace arbiter::solver::tablebase
