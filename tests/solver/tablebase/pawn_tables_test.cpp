// Tables with pawns: promotions leave for the tables of the promoted material (built first), a
// double step leaves an en passant right that no enemy pawn can use (so the position is the
// table's), and pawns stand only where a game brings them (never a chess pawn on its first rank).
// There are no published KPK figures in ../shared/research/reference-figures.md, so the proof is
// the definition itself: every entry of chess KPvK equals the best of its children one ply on
// (tests/support/table_definition.h), which holds only for the true distances to mate, plus
// textbook positions (the rule of the square, with and without the double step; the rook pawn
// against a king in its corner).
#include <catch2/catch.hpp>

#include "model/notation/position_string.h"
#include "solver/tablebase/rule_support.h"
#include "solver/tablebase/tablebases.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/table_definition.h"

namespace arbiter::solver::tablebase {
namespace {

using model::Position;

TEST_CASE("chess KPvK: every entry is worth what its moves give", "[tablebase][pawn][large]") {
  auto rules = testing::bundled_rules("chess");
  const Material material = Material::parse(*rules, "KPvK");
  REQUIRE_FALSE(unsupported_rule(*rules, material));
  Tablebases tables(rules, identify(*rules, 0));
  BuildControl control;
  const Table& table = tables.require(material, control);
  Position pos(*rules);
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
  // No white pawn stands on its first rank, where no game brings it.
  for (std::uint64_t i = 0; i < table.index().size(); ++i) {
    if (table.code(i) == code::kIllegal || !table.index().set_up(i, pos)) continue;
    for (model::Cell c : pos.pieces_of(rules->turn_order()[0]))
      if (rules->piece(rules->kind(pos.at(c))).letter == "P")
        CHECK(rules->board().name(c).back() != '1');
  }
}

TEST_CASE("chess KPvK textbook positions", "[tablebase][pawn]") {
  auto rules = testing::bundled_rules("chess");
  Tablebases tables(rules, identify(*rules, 0));
  auto value = [&](const std::string& position) {
    return tables.probe(model::notation::position_from_string(*rules, position), BuildControl{});
  };
  // The rule of the square: the a-pawn's double step puts black's king on g5 out of reach
  // (1.a4, the square a4-e8), so white wins; with black to move the king steps into the square
  // of a3 (f4, f5 or f6) and draws. Without the double step white's move 1.a3 would draw too.
  CHECK(code::is_win(value("8/8/8/6k1/8/8/P7/7K w - - 0 1")));
  CHECK(value("8/8/8/6k1/8/8/P7/7K b - - 0 1") == code::kDraw);
  // A rook pawn against a king in its corner is a draw, whoever moves.
  CHECK(value("k7/8/K7/P7/8/8/8/8 w - - 0 1") == code::kDraw);
  CHECK(value("k7/8/K7/P7/8/8/8/8 b - - 0 1") == code::kDraw);
  // An unstoppable promotion wins: a8=Q, then king and queen mate.
  CHECK(code::is_win(value("8/P7/8/8/8/8/k7/7K w - - 0 1")));
  // A position right after a double step carries an en passant right nobody can use: same entry.
  CHECK(value("8/8/8/8/P7/8/8/k6K b - a3 0 1") == value("8/8/8/8/P7/8/8/k6K b - - 0 1"));
}

}  // namespace
}  // namespace arbiter::solver::tablebase
