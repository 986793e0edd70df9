// Tables with pawns on both sides: a double step may land beside an enemy pawn, which may take it
// en passant on the next move only. Tables hold no rights, so such a position stands beside the
// table's entries (solver/tablebase/en_passant.h) and the generator values moves to it as the
// better of its entry and its captures. The proof is the definition, computed here on its own:
// every entry must be worth the best of its moves one ply on, where a child holding an en passant
// right is not probed but valued from its own moves (children with no right are read from the
// tables). A generator that ignored the captures, or read such a child as its entry, fails it:
// the test also counts the entries whose value the captures change. No published figures cover
// pawns (../shared/research/reference-figures.md), hence the definition.
#include <catch2/catch.hpp>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "solver/tablebase/rule_support.h"
#include "solver/tablebase/tablebases.h"
#include "solver/tablebase/terminal.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::solver::tablebase {
namespace {

using model::Position;

struct Definition {
  Code value = code::kIllegal;  // by the moves, children with a right valued from their own moves
  Code blind =
      code::kIllegal;  // the same with every right dropped (what ignoring en passant gives)
  int beside = 0;      // children holding a right whose value the captures change
};

// The value of `pos` for its side to move by its moves (two players, no successions, no claims).
Definition by_definition(Position& pos, Tablebases& tables) {
  model::MoveList moves;
  model::generate_legal(pos, moves);
  if (moves.empty()) return {terminal_value(pos), terminal_value(pos), 0};
  Definition d;
  for (const model::Move& m : moves) {
    model::Undo undo;
    pos.make(m, undo);
    Code child = code::kIllegal;
    Code blind = code::kIllegal;
    if (pos.en_passant_rights().empty()) {
      child = blind = tables.probe(pos, BuildControl{});
    } else {
      child = by_definition(pos, tables).value;
      // The probe of a position beside the table must agree with its moves.
      CHECK(tables.probe(pos, BuildControl{}) == child);
      Position without = pos;
      without.set_en_passant_rights({});
      blind = tables.probe(without, BuildControl{});
      if (child != blind) ++d.beside;
    }
    pos.unmake(m, undo);
    if (d.value == code::kIllegal || better(through_move(child), d.value))
      d.value = through_move(child);
    if (d.blind == code::kIllegal || better(through_move(blind), d.blind))
      d.blind = through_move(blind);
  }
  return d;
}

struct Checked {
  std::uint64_t entries = 0;  // legal entries compared
  std::uint64_t changed = 0;  // of which en passant changes the value
  std::uint64_t decided = 0;  // of which won or lost
};

// Compares every `stride`-th legal entry of `material` with the definition.
Checked check_table(const std::shared_ptr<const model::CompiledRules>& rules,
                    const std::string& material, std::uint64_t stride) {
  const Material m = Material::parse(*rules, material);
  REQUIRE_FALSE(unsupported_rule(*rules, m));
  REQUIRE(en_passant_interplay(*rules, m));
  Tablebases tables(rules, identify(*rules, 0));
  const Table& table = tables.require(m, BuildControl{});
  Position pos(*rules);
  Checked checked;
  for (std::uint64_t i = 0; i < table.index().size(); i += stride) {
    if (table.code(i) == code::kIllegal) continue;
    REQUIRE(table.index().set_up(i, pos));
    const Definition d = by_definition(pos, tables);
    if (table.code(i) != d.value) {
      INFO(model::notation::to_string(pos));
      REQUIRE(table.code(i) == d.value);
    }
    ++checked.entries;
    if (d.value != d.blind) ++checked.changed;
    if (d.value != code::kDraw) ++checked.decided;
  }
  return checked;
}

std::shared_ptr<const model::CompiledRules> pawn_race() {
  const model::CompiledRules& rules = testing::data_spec_rules("pawn_race.yaml");
  return std::shared_ptr<const model::CompiledRules>(&rules, [](const model::CompiledRules*) {});
}

TEST_CASE("a pawn on each side: every entry is worth what its moves give, en passant included",
          "[tablebase][pawn]") {
  const Checked kpkp = check_table(pawn_race(), "KPvKP", 1);
  CHECK(kpkp.entries > 50000);
  CHECK(kpkp.decided > 1000);
  // En passant decides some entries: a table blind to it would differ there.
  CHECK(kpkp.changed > 0);
}

TEST_CASE("two pawns against one: every entry is worth what its moves give, en passant included",
          "[tablebase][pawn][.slow]") {
  // A double step may also pass a pawn that cannot take; the sub-tables hold a queen or a knight
  // with pawns on both sides.
  const Checked kppkp = check_table(pawn_race(), "KPPvKP", 7);
  CHECK(kppkp.changed > 0);
}

TEST_CASE("chess KPvKP: every entry is worth what its moves give, en passant included",
          "[tablebase][pawn][.slow]") {
  const Checked checked = check_table(testing::bundled_rules("chess"), "KPvKP", 13);
  CHECK(checked.entries > 500000);
  CHECK(checked.changed > 0);
}

TEST_CASE("chess en passant in probes", "[tablebase][pawn][.slow]") {
  auto rules = testing::bundled_rules("chess");
  Tablebases tables(rules, identify(*rules, 0));
  auto value = [&](const std::string& position) {
    return tables.probe(model::notation::position_from_string(*rules, position), BuildControl{});
  };
  // 1.e4 beside black's d4 pawn: with the right, dxe3 e.p. brings black's pawn a step nearer
  // its queening cell than white's king can reach, and black wins (mate in 12); without it the
  // race is a draw.
  CHECK(value("8/8/8/8/3pP3/8/8/K6k b - e3 0 1") == code::win(23));
  CHECK(value("8/8/8/8/3pP3/8/8/K6k b - - 0 1") == code::kDraw);
}

TEST_CASE("en passant rights that outlast the next move are refused by name", "[tablebase][pawn]") {
  const model::spec::SpecDocument lasting = testing::edited_data_spec(
      "pawn_race.yaml", {{"en_passant: {cells: last_passed}",
                          "en_passant: {cells: last_passed, window: while_unmoved}"}});
  const auto rules = model::spec::compile(lasting, model::spec::default_option_values(lasting));
  const auto need = unsupported_rule(*rules, Material::parse(*rules, "KPvKP"));
  REQUIRE(need);
  CHECK_THAT(*need, Catch::Contains("en passant rights standing"));
  // One side's pawns only: nobody can use the right, whatever its window.
  CHECK_FALSE(unsupported_rule(*rules, Material::parse(*rules, "KPvK")));
}

}  // namespace
}  // namespace arbiter::solver::tablebase
