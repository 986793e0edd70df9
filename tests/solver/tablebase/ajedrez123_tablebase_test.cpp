// Ajedrez 123's endgame tables: which materials the generator accepts (refusals by material, not
// spec-wide), the citadel draw claim (a ruler in a citadel may claim a draw) under each option
// alternative of its timing, and KRvK without ships against a forward mate search that knows the
// claim. Tagged [ajedrez123] so the sanitizer run skips the table builds.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "model/attacks.h"
#include "model/draw_claim.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "solver/tablebase/rule_support.h"
#include "solver/tablebase/tablebases.h"
#include "solver/tablebase/unmoves.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/table_definition.h"
#include "tests/support/terminal_loss.h"

namespace arbiter::solver::tablebase {
namespace {

using model::Position;

std::shared_ptr<const model::CompiledRules> ajedrez123(
    const model::spec::OptionValues& values = {}) {
  return testing::bundled_rules("ajedrez123", values);
}

// The value of a position string, from a fresh set of tables of `rules`.
Code value_of(const std::shared_ptr<const model::CompiledRules>& rules,
              const std::string& position) {
  Tablebases tables(rules, identify(*rules, 0));
  return tables.probe(model::notation::position_from_string(*rules, position), BuildControl{});
}

// ---------------------------------------------------------------------------------------------
// Forward search, written from the rules alone: mate within n plies, where a side that may claim
// a draw (its ruler in a citadel, on its turn) is never lost.

bool loses_within(Position& pos, int plies);

bool wins_within(Position& pos, int plies) {
  if (plies < 1) return false;
  model::MoveList moves;
  model::generate_legal(pos, moves);
  const model::PlayerId me = pos.side_to_move();
  for (const model::Move& m : moves) {
    model::Undo undo;
    pos.make(m, undo);
    // After a succession the mated side moves again (succession_turn: mated_side), counted as a
    // ply.
    const bool wins =
        pos.side_to_move() == me ? wins_within(pos, plies - 1) : loses_within(pos, plies - 1);
    pos.unmake(m, undo);
    if (wins) return true;
  }
  return false;
}

bool may_claim(const Position& pos) {
  const auto claimants = model::draw_claimants(pos);
  return std::find(claimants.begin(), claimants.end(), pos.side_to_move()) != claimants.end();
}

bool loses_within(Position& pos, int plies) {
  if (may_claim(pos) || model::drawn_by_rule(pos)) return false;
  model::MoveList moves;
  model::generate_legal(pos, moves);
  if (moves.empty()) return testing::lost_without_move(pos);
  if (plies < 1) return false;
  const model::PlayerId me = pos.side_to_move();
  for (const model::Move& m : moves) {
    model::Undo undo;
    pos.make(m, undo);
    const bool lost =
        pos.side_to_move() == me ? loses_within(pos, plies - 1) : wins_within(pos, plies - 1);
    pos.unmake(m, undo);
    if (!lost) return false;
  }
  return true;
}

// The code of the fastest forced result within `limit` plies, else a draw. (With successions a
// side may move twice in a row, so a win need not take an odd number of plies.)
Code search_code(Position& pos, int limit) {
  for (int p = 0; p <= limit; ++p) {
    if (wins_within(pos, p)) return code::win(p);
    if (loses_within(pos, p)) return code::loss(p);
  }
  return code::kDraw;
}

// The table's code as far as a search to `limit` plies sees it.
Code within(Code c, int limit) {
  return c == code::kDraw || code::plies(c) > limit ? code::kDraw : c;
}

// ---------------------------------------------------------------------------------------------

TEST_CASE("ajedrez123 tables are refused by material, naming the rule, not spec-wide",
          "[tablebase][ajedrez123]") {
  const auto rules = ajedrez123();
  auto need = [&](const std::string& material) {
    return unsupported_rule(*rules, Material::parse(*rules, material));
  };
  // Kings, rooks, cannons, bishops, a princess without a knight to push: nothing special.
  CHECK_FALSE(need("KRvK"));
  CHECK_FALSE(need("KCvK"));
  CHECK_FALSE(need("KIvK"));
  CHECK_FALSE(need("KBBvK"));
  // A lone king never checks a king (opposition), so white's queen never has to inherit.
  CHECK_FALSE(need("KQvK"));
  // A queen regent alone, with no heir left: mating her is a plain win, but she may check
  // white's king, whose queen would then inherit.
  CHECK_FALSE(need("RRvG"));
  // Succession: black's queen inherits when the rook mates black's king (valued through the table
  // of KRvG); so does white's queen if the queen regent mates white's king.
  CHECK_FALSE(need("KRvKQ"));
  CHECK_FALSE(need("KRRQvG"));
  // A princess may inherit on the golden cell, where a princess regent may not stay: the
  // tables hold the regent there (she must leave next move; see the heirs spec test below).
  CHECK_FALSE(need("KRvKI"));
  // Two knights may push each other, a princess pushes a friendly knight: pushes of two pieces
  // are un-made. A chain (a pushed knight pushing a third) only under push_chain = yes, with three.
  CHECK_FALSE(need("KNNvK"));
  CHECK_FALSE(need("KINvK"));
  CHECK_FALSE(need("KNNNvK"));
  const auto chained = testing::bundled_rules("ajedrez123", {{"push_chain", "yes"}});
  CHECK_FALSE(unsupported_rule(*chained, Material::parse(*chained, "KNNvK")));
  const auto three = unsupported_rule(*chained, Material::parse(*chained, "KINNvK"));
  REQUIRE(three);
  CHECK_THAT(*three, Catch::Contains("chains of pushes"));
  // A ship carries its own king to a citadel: a relocating capture, un-made in the table. A ship
  // picking up the rook while both kings sit in the citadels carries it aboard: a passenger,
  // numbered on the ship's cell. Under ship_capacity = unlimited two prisoners may ride at once,
  // in an order the index does not keep.
  CHECK_FALSE(need("KSvK"));
  CHECK_FALSE(need("KSvKS"));
  CHECK_FALSE(need("KRvKS"));
  CHECK(TableIndex(*rules, Material::parse(*rules, "KRvKS")).holds_passengers());
  const auto unlimited = testing::bundled_rules("ajedrez123", {{"ship_capacity", "unlimited"}});
  CHECK_FALSE(unsupported_rule(*unlimited, Material::parse(*unlimited, "KRvKS")));
  const auto two = unsupported_rule(*unlimited, Material::parse(*unlimited, "KRNvKS"));
  REQUIRE(two);
  CHECK_THAT(*two, Catch::Contains("several passengers aboard one ship"));
  // A peon promotes to a rook, cannon, knight or bishop: the tables of those materials. A peona
  // promotes to a queen or princess who is not an original and never inherits (PRO-4), which
  // tables do not mark.
  CHECK_FALSE(need("KPvK"));
  REQUIRE(need("KOvK"));
  CHECK_THAT(*need("KOvK"), Catch::Contains("cannot inherit like an original (peona)"));
}

TEST_CASE("ajedrez123 KRvK with both ships is refused with its size and memory",
          "[tablebase][ajedrez123]") {
  const auto rules = ajedrez123();
  Tablebases tables(rules, identify(*rules, 0));
  const Material material = Material::parse(*rules, "KRSvKS");
  // Its own table alone exceeds any machine's memory: refused at once, before its sub-tables are
  // listed, with its entries and the least memory it needs.
  CHECK_THROWS_WITH(tables.require(material, BuildControl{}),
                    Catch::Contains("the table of " + material.name(*rules) + " alone has " +
                                    std::to_string(TableIndex(*rules, material).size()) +
                                    " entries and needs at least ") &&
                        Catch::Contains(" MiB are available"));
}

// The defender's king in the citadel z6; the white king on a6 takes a5 and a7 (a ruler in a
// citadel may stand next to the enemy ruler by default: citadel_ruler_adjacency), so black, to
// move, has no move and is not in check (nothing checks into a citadel): stalemate.
TEST_CASE("the citadel draw claim under each timing, where stalemate would lose",
          "[tablebase][ajedrez123]") {
  const std::string position = "11/11/11/11/11/kK11/11/11/11/11/11 b - - 0 1";
  const auto stalemated = [&](const std::string& timing) {
    return value_of(ajedrez123({{"stalemate", "loss"}, {"draw_claim_timing", timing}}), position);
  };
  // Claimed while inside: the stalemate is never played out.
  CHECK(stalemated("while_inside") == code::kDraw);
  // On entry only: the right lapsed with the entering move, and the stalemate loses.
  CHECK(stalemated("on_entry") == code::loss(0));
  // Entering ended the game.
  CHECK(stalemated("automatic") == code::kDraw);
  // Under the default stalemate (a draw) every timing draws.
  CHECK(value_of(ajedrez123({{"draw_claim_timing", "on_entry"}}), position) == code::kDraw);
}

TEST_CASE(
    "ajedrez123 KRvK without ships agrees with a forward mate search that knows the citadel claim",
    "[tablebase][ajedrez123]") {
  const auto rules = ajedrez123();
  Tablebases tables(rules, identify(*rules, 0));
  const Table& table = tables.require(Material::parse(*rules, "KRvK"), BuildControl{});
  Position pos(*rules);
  const int limit = 3;
  const auto probe = [&](const std::string& position) {
    return tables.probe(model::notation::position_from_string(*rules, position), BuildControl{});
  };

  {  // the king in a citadel draws; mated on a11 it loses
    // Black king z6, white king c6, rook b1: whoever moves, black may claim (now or next turn).
    CHECK(probe("11/11/11/11/11/k2K9/11/11/11/11/1R9 b - - 0 1") == code::kDraw);
    CHECK(probe("11/11/11/11/11/k2K9/11/11/11/11/1R9 w - - 0 1") == code::kDraw);
    // One step outside, a6, black to move: it steps in and claims.
    CHECK(probe("11/11/11/11/11/1k1K9/11/11/11/11/1R9 b - - 0 1") == code::kDraw);
    // Black king a11, white king a9, rook k11: mate.
    CHECK(probe("k9R/11/K10/11/11/13/11/11/11/11/11 b - - 0 1") == code::loss(0));
    // No entry with black's king in a citadel is a win for white, whoever moves.
    std::string counterexample;
    for (std::uint64_t i = 0; i < table.index().size() && counterexample.empty(); ++i) {
      const Code c = table.code(i);
      const bool white_wins =
          table.index().side_of(i) == Side::First ? code::is_win(c) : code::is_loss(c);
      if (!white_wins || !table.index().set_up(i, pos)) continue;
      for (model::Cell cell : pos.pieces_of(rules->turn_order()[1]))
        if (rules->board().name(cell) == "z6" || rules->board().name(cell) == "l6")
          counterexample = model::notation::to_string(pos);
    }
    CHECK(counterexample == "");
  }

  {  // short mates: random entries and entries the table calls short
    std::mt19937_64 random(20261123);
    std::uniform_int_distribution<std::uint64_t> entry(0, table.index().size() - 1);
    std::vector<std::uint64_t> short_entries;
    for (std::uint64_t i = 0; i < table.index().size(); ++i) {
      const Code c = table.code(i);
      if (c != code::kIllegal && c != code::kDraw && code::plies(c) <= limit)
        short_entries.push_back(i);
    }
    REQUIRE(!short_entries.empty());
    std::uniform_int_distribution<std::size_t> pick(0, short_entries.size() - 1);
    int compared = 0;
    for (int tries = 0; compared < testing::sample_size(200) && tries < 100000; ++tries) {
      const std::uint64_t i = tries % 2 == 0 ? entry(random) : short_entries[pick(random)];
      const Code c = table.code(i);
      // kIllegal also marks the duplicate entries of a folded position on a symmetry axis.
      if (c == code::kIllegal || !table.index().set_up(i, pos) || !is_legal_table_position(pos))
        continue;
      ++compared;
      INFO(model::notation::to_string(pos));
      CHECK(within(c, limit) == search_code(pos, limit));
    }
  }
}

// Succession on the small board of the synthetic spec heirs.yaml (6x6 and two refuge cells, the
// Ajedrez 123 line of succession; KRvKQ in Ajedrez 123 itself holds 447 million entries): a mate
// of black's king while the original queen stands outside the refuges is not a terminal win, the
// queen takes over and the table reads the move's value from KRvG.
TEST_CASE("a mate that passes power to an heir is not a terminal win (KRvKQ, heirs spec)",
          "[tablebase][ajedrez123]") {
  const model::CompiledRules& heirs = testing::data_spec_rules("heirs.yaml");
  const std::shared_ptr<const model::CompiledRules> rules(&heirs,
                                                          [](const model::CompiledRules*) {});
  Tablebases tables(rules, identify(*rules, 0));
  const Table& table = tables.require(Material::parse(*rules, "KRvKQ"), BuildControl{});
  Position pos(*rules);
  model::MoveList moves;
  std::vector<std::uint64_t> successions;
  for (std::uint64_t i = table.index().per_side(); i < table.index().size(); ++i) {
    if (!table.index().set_up(i, pos) || !is_legal_table_position(pos)) continue;
    model::generate_legal(pos, moves);
    if (moves.empty() || moves[0].type != model::MoveType::Succession) continue;
    successions.push_back(i);
    INFO(model::notation::to_string(pos));
    CHECK(table.code(i) != code::loss(0));
  }
  REQUIRE(!successions.empty());
  // Short distances against the forward search, which plays successions as moves: on entries
  // where the king is mated with an heir, and on random entries.
  std::mt19937_64 random(20261124);
  std::uniform_int_distribution<std::size_t> pick(0, successions.size() - 1);
  std::uniform_int_distribution<std::uint64_t> entry(0, table.index().size() - 1);
  int compared = 0;
  for (int tries = 0; compared < testing::sample_size(120) && tries < 100000; ++tries) {
    const std::uint64_t i = tries % 2 == 0 ? successions[pick(random)] : entry(random);
    if (!table.index().set_up(i, pos) || !is_legal_table_position(pos)) continue;
    ++compared;
    INFO(model::notation::to_string(pos));
    CHECK(within(table.code(i), 3) == search_code(pos, 3));
  }
}

// A princess inheriting on the golden cell (heirs spec: c3, d4) becomes a princess regent who may
// not stop there and must leave on her next move (Ajedrez 123 REG-8). KRvKI: the rook mates
// black's king while the princess stands on a golden cell; the succession leads to KRvH with the
// regent on it, entries the table holds (standing.h). Each such entry is worth what its moves give
// (the move generator applies the obligation), and the mates that pass power there are no wins.
TEST_CASE("a princess who inherits on the golden cell must leave it: tables hold that position",
          "[tablebase][ajedrez123]") {
  const model::CompiledRules& heirs = testing::data_spec_rules("heirs.yaml");
  const std::shared_ptr<const model::CompiledRules> rules(&heirs,
                                                          [](const model::CompiledRules*) {});
  const Material material = Material::parse(*rules, "KRvKI");
  REQUIRE_FALSE(unsupported_rule(*rules, material));
  Tablebases tables(rules, identify(*rules, 0));
  BuildControl control;
  const Table& table = tables.require(material, control);
  const Table& regent = tables.require(Material::parse(*rules, "KRvH"), control);
  auto on_golden = [&](const Position& pos, char letter) {
    for (model::Cell c : pos.pieces_of(rules->turn_order()[1])) {
      const std::string name = rules->board().name(c);
      if ((name == "c3" || name == "d4") &&
          rules->piece(rules->kind(pos.at(c))).letter == std::string(1, letter))
        return true;
    }
    return false;
  };
  Position pos(*rules);
  int regents_on_golden = 0, successions_there = 0;
  for (std::uint64_t i = regent.index().per_side(); i < regent.index().size(); ++i) {
    if (regent.code(i) == code::kIllegal) continue;
    REQUIRE(regent.index().set_up(i, pos));
    if (!on_golden(pos, 'H')) continue;
    ++regents_on_golden;
    INFO(model::notation::to_string(pos));
    // She moves off the golden cells (black has no other piece here).
    model::MoveList moves;
    model::generate_legal(pos, moves);
    for (const model::Move& m : moves) {
      const std::string to = rules->board().name(m.to);
      CHECK((to != "c3" && to != "d4"));
    }
    CHECK(regent.code(i) == testing::value_by_moves(pos, tables, control).code);
  }
  CHECK(regents_on_golden > 0);
  model::MoveList moves;
  for (std::uint64_t i = table.index().per_side(); i < table.index().size(); ++i) {
    if (table.code(i) == code::kIllegal) continue;
    REQUIRE(table.index().set_up(i, pos));
    if (!on_golden(pos, 'I')) continue;
    model::generate_legal(pos, moves);
    if (moves.empty() || moves[0].type != model::MoveType::Succession) continue;
    ++successions_there;
    INFO(model::notation::to_string(pos));
    CHECK(table.code(i) != code::loss(0));
    CHECK(table.code(i) == testing::value_by_moves(pos, tables, control).code);
  }
  CHECK(successions_there > 0);
}

}  // namespace
}  // namespace arbiter::solver::tablebase
