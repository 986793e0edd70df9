// Tables of the games with a refuge (solver/tablebase/refuge.h): a royal piece reaching one of
// the refuge's cells ends the game, as a draw (aim Draw: "mate while the king is kept from the
// corners") or as its owner's win (aim Win: "can the king be kept from them at all"). Checked
// three ways: the fast generator against the general one entry by entry (two independent
// computations), every entry against the definition (the best of its moves one ply on, a refuge
// reached being the game's end), and the claim form `defender_kept_from` end to end.
#include <catch2/catch.hpp>
#include <filesystem>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/load.h"
#include "solver/audit/claims.h"
#include "solver/tablebase/fast_retrograde.h"
#include "solver/tablebase/forced_mate.h"
#include "solver/tablebase/retrograde.h"
#include "solver/tablebase/succession.h"
#include "solver/tablebase/tablebases.h"
#include "solver/tablebase/terminal.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/temp_directory.h"

namespace arbiter::solver::tablebase {
namespace {

using Catch::Matchers::Contains;
using model::Position;

std::vector<model::Cell> cells(const model::CompiledRules& rules,
                               const std::vector<std::string>& names) {
  std::vector<model::Cell> out;
  for (const auto& n : names) out.push_back(*rules.board().find(n));
  return out;
}

// Chess KRvK with the black king's refuges on the four corners, under `aim`: the table built
// both ways, and checked against the definition of its values.
void check_refuge_table(Refuge::Aim aim) {
  auto rules = testing::bundled_rules("chess");
  const Material m = Material::parse(*rules, "KRvK");
  const auto black = model::PlayerId::from_index(1);
  const Refuge refuge(*rules, black, cells(*rules, {"a1", "h1", "a8", "h8", "a1"}), aim);
  REQUIRE(refuge.cells().size() == 4);
  Tablebases tables(rules, identify(*rules, 0));
  BuildControl control;
  for (const Material& sub : sub_materials(*rules, m)) tables.require(sub, control);
  const TableIndex index(*rules, m);
  REQUIRE(refuge.symmetric_under(index.symmetries()));
  const ExitProbe exits = [&](const Position& pos) {
    return aim == Refuge::Aim::Draw ? tables.probe(pos, control) : code::kDraw;
  };
  const auto general = generate_table(index, exits, control, {}, GeneratorPath::General, refuge);
  const auto fast = generate_table_fast(index, exits, control, {}, refuge);
  const auto plain = generate_table(index, exits, control);
  REQUIRE(general.size() == fast.size());
  std::uint64_t changed = 0, reached = 0;
  for (std::uint64_t i = 0; i < index.size(); ++i) {
    Position pos(*rules);
    if (general[i] != fast[i]) {
      index.set_up(i, pos);
      INFO("entry " << i << ": " << model::notation::to_string(pos));
      REQUIRE(fast[i] == general[i]);
    }
    changed += general[i] != plain[i];
    if (general[i] == code::kIllegal) continue;
    // The definition: a refuge reached ends the game; else the best of the moves one ply on.
    index.set_up(i, pos);
    INFO("entry " << i << ": " << model::notation::to_string(pos));
    Code expected;
    if (refuge.reached(pos)) {
      expected = refuge.reached_code(pos.side_to_move() == black);
      ++reached;
    } else {
      model::MoveList moves;
      model::generate_legal(pos, moves);
      expected = moves.empty() ? terminal_value(pos) : code::kIllegal;
      for (const model::Move& mv : moves) {
        model::Undo undo;
        pos.make(mv, undo);
        const auto child = index.index_of(pos);
        const Code value = through_move(child ? general[*child] : exits(pos));
        pos.unmake(mv, undo);
        if (expected == code::kIllegal || better(value, expected)) expected = value;
      }
    }
    REQUIRE(general[i] == expected);
  }
  CHECK(reached > 0);
  CHECK(changed > 0);  // the refuge changes the game: the test would notice it ignored
}

TEST_CASE(
    "refuge games: the fast and general generators agree, and every entry meets the definition",
    "[tablebase][refuge]") {
  SECTION("reaching a corner is a draw") { check_refuge_table(Refuge::Aim::Draw); }
  SECTION("reaching a corner is the defender's win") { check_refuge_table(Refuge::Aim::Win); }
}

TEST_CASE("refuge games: the survey leaves out the positions where the requirement cannot be met",
          "[tablebase][refuge]") {
  auto rules = testing::bundled_rules("chess");
  const Material m = Material::parse(*rules, "KRvK");
  const auto white = model::PlayerId::from_index(0), black = model::PlayerId::from_index(1);
  std::vector<std::string> edge_names;
  for (char f = 'a'; f <= 'h'; ++f)
    for (char r = '1'; r <= '8'; ++r)
      if (f == 'a' || f == 'h' || r == '1' || r == '8') edge_names.push_back(std::string{f, r});
  const auto edges = cells(*rules, edge_names);
  Tablebases tables(rules, identify(*rules, 0));
  BuildControl control;
  const Table& kept =
      tables.require_kept(m, Refuge(*rules, black, edges, Refuge::Aim::Draw), control);
  const Table& escape =
      tables.require_kept(m, Refuge(*rules, black, edges, Refuge::Aim::Win), control);
  ForcedMateQuestion question;
  question.strong = white;
  question.defender_not_on = edges;
  const ForcedMateSurvey all = survey_forced_mate(kept, question, control);
  question.requirement = &escape;
  const ForcedMateSurvey met = survey_forced_mate(kept, question, control);
  // Every position is either asked about or left out for the requirement, never both.
  CHECK(met.asked + met.unmet == all.asked);
  CHECK(all.unmet == 0);
  // Both kinds occur: a king on b2 has five edge cells beside it, more than one white move can
  // cover; elsewhere the rook and king can hold it in the middle.
  CHECK(met.unmet > 0);
  CHECK(met.asked > 0);
  // A rook and king mate a lone king only on the edge: kept from it, never.
  CHECK(met.wins == 0);
  // A table of another material is refused.
  const Table& other = tables.require(Material::parse(*rules, "KQvK"), control);
  question.requirement = &other;
  CHECK_THROWS_AS(survey_forced_mate(kept, question, control), std::invalid_argument);
}

model::spec::SpecDocument chess_with(const std::string& claims) {
  return model::spec::load_spec_text(
      testing::source_text(testing::bundled_spec_path("chess")) + claims, "chess-claims.yaml");
}

std::string endgame_claim(const std::string& id, const std::string& check) {
  return "  - {id: " + id + ", statement: \"an endgame\", check: {endgame: " + check +
         "}, source: {file: test, section: tests, quote: \"a quote\"}}\n";
}

const audit::Finding& find(const std::vector<audit::Finding>& findings, const std::string& id) {
  for (const auto& f : findings)
    if (f.id == id) return f;
  FAIL("no finding " << id);
  return findings.front();
}

TEST_CASE("refuge games: the claim form defender_kept_from", "[tablebase][refuge][claims]") {
  std::string edges;
  for (char f = 'a'; f <= 'h'; ++f)
    for (char r = '1'; r <= '8'; ++r)
      if (f == 'a' || f == 'h' || r == '1' || r == '8')
        edges += std::string(edges.empty() ? "" : ", ") + f + r;
  const testing::TempDirectory scratch("arbiter-refuge-claims");
  audit::EndgameTableSource source;
  source.build = true;
  source.directory = scratch.path();
  source.control.threads = 2;
  const auto findings = audit::check_endgame_claims(
      chess_with(
          endgame_claim("E-EDGE", "{material: KRvK, result: no_forced_mate, defender_kept_from: [" +
                                      edges + "]}") +
          endgame_claim("E-A1", "{material: KRvK, result: forces_mate, defender_kept_from: [a1]}")),
      source);
  // A rook and king mate a lone king only on the edge (the king elsewhere has eight cells to
  // flee to; a rook and a king cover at most seven of them besides its own): kept from every
  // edge cell, the king is never mated.
  const audit::Finding& edge = find(findings, "E-EDGE");
  INFO(edge.title);
  CHECK(edge.status == audit::FindingStatus::confirmed);
  CHECK_THAT(edge.title, Contains("white cannot force mate"));
  std::string details;
  for (const auto& d : edge.details) details += d + "\n";
  CHECK_THAT(details, Contains("from where white can keep the defending royal from a1,") &&
                          Contains("left out, as white cannot keep the defending royal from"));
  // One corner alone is not mapped onto itself by the board's symmetries: refused by name.
  const audit::Finding& a1 = find(findings, "E-A1");
  CHECK(a1.status == audit::FindingStatus::open);
  CHECK_THAT(a1.title, Contains("not computed") && Contains("a1") && Contains("symmetries"));
  // Both games' tables are kept, named by the refuge (28 cells: by their count and a hash).
  int kept = 0, refuge = 0;
  for (const auto& entry : std::filesystem::directory_iterator(source.directory)) {
    const std::string name = entry.path().filename().string();
    kept += name.rfind("KRvK.kept-black-28-cells-", 0) == 0;
    refuge += name.rfind("KRvK.refuge-black-28-cells-", 0) == 0;
  }
  CHECK(kept == 1);
  CHECK(refuge == 1);
}

}  // namespace
}  // namespace arbiter::solver::tablebase
