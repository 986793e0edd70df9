// Tables where a piece may ride a carrier (solver/tablebase/passengers.h): a ship that finds both
// refuges taken carries its prisoner aboard until one frees. The index numbers a passenger on its
// carrier's cell, and the un-moves undo loading, riding along and unloading (unmoves_aboard.cpp).
// The proof is the definition: every entry of the synthetic moorings spec's four-piece tables
// (tests/model/data/differential/moorings.yaml), under both unloading rules, must be worth the best
// of its moves one ply on, as the move generator plays them (children read from the tables). A
// generator that missed a way into a position with a passenger, or out of one, leaves an entry its
// moves contradict; the test counts the entries with a passenger and those whose value a move that
// loads or unloads one gives, so that it cannot pass on tables where nobody rides.
#include <catch2/catch.hpp>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "solver/tablebase/passengers.h"
#include "solver/tablebase/rule_support.h"
#include "solver/tablebase/tablebases.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/table_definition.h"

namespace arbiter::solver::tablebase {
namespace {

using Catch::Matchers::Contains;
using model::Position;

struct Checked {
  std::uint64_t entries = 0;  // legal entries compared
  std::uint64_t aboard = 0;   // of which a piece rides a carrier
  std::uint64_t decided = 0;  // of which won or lost
  // Of the decided entries: those whose value a move that loads a passenger gives, one that
  // unloads one, one that carries one along.
  std::uint64_t loading = 0;
  std::uint64_t unloading = 0;
  std::uint64_t riding = 0;
};

std::shared_ptr<const model::CompiledRules> data_rules(const std::string& file,
                                                       const std::vector<std::string>& settings) {
  // Tablebases takes shared ownership; these rules live for the whole run, so it gets a non-owning
  // one.
  return {std::shared_ptr<const model::CompiledRules>{}, &testing::data_spec_rules(file, settings)};
}

struct BestMoves {
  bool loads = false;
  bool unloads = false;
  bool carries = false;
};

// Whether a move that gives the value `best` of `pos` loads a passenger (more ride after it),
// unloads one (fewer ride), or carries one along (its carrier moves with it).
BestMoves best_moves(Position& pos, Tablebases& tables, Code best) {
  model::MoveList moves;
  model::generate_legal(pos, moves);
  BestMoves kinds;
  const std::size_t riding = pos.passengers().size();
  for (const model::Move& m : moves) {
    const bool carrier_moves = pos.passenger_count(m.from) > 0;
    model::Undo undo;
    pos.make(m, undo);
    const std::size_t after = pos.passengers().size();
    const bool gives = through_move(tables.probe(pos, BuildControl{})) == best;
    const bool carried = carrier_moves && pos.passenger_count(m.to) > 0;
    pos.unmake(m, undo);
    if (!gives) continue;
    kinds.loads = kinds.loads || after > riding;
    kinds.unloads = kinds.unloads || after < riding;
    kinds.carries = kinds.carries || carried;
  }
  return kinds;
}

// Compares every `stride`-th legal entry of `material` with its moves.
Checked check_table(const std::shared_ptr<const model::CompiledRules>& rules,
                    const std::string& material, std::uint64_t stride) {
  const Material m = Material::parse(*rules, material);
  REQUIRE_FALSE(unsupported_rule(*rules, m));
  Tablebases tables(rules, identify(*rules, 0));
  const BuildControl control;
  const Table& table = tables.require(m, control);
  const TableIndex& index = table.index();
  REQUIRE(index.holds_passengers());
  Position pos(*rules);
  Checked checked;
  for (std::uint64_t i = 0; i < index.size(); i += stride) {
    if (table.code(i) == code::kIllegal) continue;
    REQUIRE(index.set_up(i, pos));
    INFO(material << ": " << model::notation::to_string(pos));
    // The position numbers back to its entry, passengers and all, also from its written form.
    REQUIRE(index.index_of(pos) == i);
    const testing::ValueByMoves expected = testing::value_by_moves(pos, tables, control);
    REQUIRE(table.code(i) == expected.code);
    ++checked.entries;
    checked.decided += code::is_win(expected.code) || code::is_loss(expected.code);
    if (!pos.passengers().empty()) {
      ++checked.aboard;
      CHECK(tables.probe(
                model::notation::position_from_string(*rules, model::notation::to_string(pos)),
                control) == expected.code);
    }
    if (expected.code == code::kDraw) continue;
    const BestMoves best = best_moves(pos, tables, expected.code);
    checked.loading += best.loads;
    checked.unloading += best.unloads;
    checked.riding += best.carries;
  }
  return checked;
}

TEST_CASE("tables with passengers: every entry is worth what its moves give",
          "[tablebase][passengers][heavy]") {
  for (const std::string unload : {"immediate", "on_carrier_move"}) {
    INFO("unload=" << unload);
    const auto rules = data_rules("moorings.yaml", {"unload=" + unload});
    // Black's ship against white's king and rook: with both kings in the refuges, it carries the
    // rook away aboard, and the rook comes back onto a refuge a king leaves. Mostly draws.
    const Checked defended = check_table(rules, "KRvKS", 1);
    CHECK(defended.aboard > 1000);
    CHECK(defended.decided > 100);
    // The same with colours and sides to move reversed.
    const Checked attacked = check_table(rules, "KSvKR", 1);
    CHECK(attacked.aboard > 1000);
    CHECK(attacked.decided > 100);
  }
}

// A ship beside its rook against a lone rook: taking the enemy rook aboard often wins, and the
// rook's unloading onto a refuge a king leaves decides many positions. Every way into and out of a
// position with a passenger is needed here: without the un-moves that undo a loading, an
// unloading, or a passenger riding along with its ship, entries contradict their moves (each
// checked by removing it).
TEST_CASE("tables with passengers: a ship and a rook against a rook",
          "[tablebase][passengers][large]") {
  const Checked c = check_table(data_rules("moorings.yaml", {"unload=immediate"}), "KRSvKR", 11);
  CHECK(c.decided > 50000);
  CHECK(c.loading > 100);
  CHECK(c.unloading > 100);
  CHECK(c.riding > 100);
}

TEST_CASE("tables with passengers: the other unloading rule, and a ship each",
          "[tablebase][passengers][large][.slow]") {
  const Checked later =
      check_table(data_rules("moorings.yaml", {"unload=on_carrier_move"}), "KRSvKR", 5);
  CHECK(later.loading > 100);
  CHECK(later.unloading > 100);
  for (const std::string unload : {"immediate", "on_carrier_move"}) {
    INFO("unload=" << unload);
    // The rook's own ship may win it back from a refuge.
    const Checked both =
        check_table(data_rules("moorings.yaml", {"unload=" + unload}), "KRSvKS", 3);
    CHECK(both.aboard > 1000);
    CHECK(both.decided > 1000);
  }
}

// The prisoners spec (tests/model/data/differential/prisoners.yaml): a ship carries the queen
// aboard while both refuges are taken; under heirs_aboard, when her king is mated she inherits
// there and rides on as the queen regent.
TEST_CASE("tables with passengers: the queen aboard, and her regency",
          "[tablebase][passengers][large]") {
  const auto rules = data_rules("prisoners.yaml", {"capacity=one"});
  const Checked c = check_table(rules, "KQvKS", 13);
  CHECK(c.aboard > 1000);
  CHECK(c.decided > 1000);
  // The regent may ride where the queen did: tables of the material a succession aboard leads to
  // number her on the ship's cells (a king is mated only with a piece that checks it, five pieces
  // at least here, too many for a test).
  const auto may_ride = [&](const std::string& material) {
    const Material m = Material::parse(*rules, material);
    return Passengers(*rules, m).may_ride(2, 0);  // the ship (black's second group), white's first
  };
  CHECK(may_ride("GvKS"));
  CHECK(may_ride("QvKS"));
  CHECK_FALSE(may_ride("KvKS"));  // a king is never carried
  const auto no_regency = data_rules("prisoners.yaml", {"capacity=one", "passenger_regency=no"});
  CHECK_FALSE(Passengers(*no_regency, Material::parse(*no_regency, "GvKS")).may_ride(2, 0));
}

TEST_CASE("passengers the index cannot hold are refused by name", "[tablebase][passengers]") {
  // Two pieces that may ride one ship of unlimited capacity: their order aboard counts.
  const model::spec::SpecDocument unlimited = testing::edited_data_spec(
      "moorings.yaml", {{"carries: {capacity: 1,", "carries: {capacity: unlimited,"}});
  const auto rules = model::spec::compile(unlimited, model::spec::default_option_values(unlimited));
  const auto two = unsupported_rule(*rules, Material::parse(*rules, "KRRvKS"));
  REQUIRE(two);
  CHECK_THAT(*two, Contains("several passengers aboard one ship"));
  // One rider is numbered on its carrier's cell whatever the capacity.
  CHECK_FALSE(unsupported_rule(*rules, Material::parse(*rules, "KRvKS")));
}

}  // namespace
}  // namespace arbiter::solver::tablebase
