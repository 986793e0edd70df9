// Ambiguity findings (solver/audit/ambiguity.h): each non-default alternative of each option is
// compared with the default by side-by-side play; a witness must really show a difference when
// the engine reads it again under both rule sets.
#include "solver/audit/ambiguity.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter;
using solver::audit::Finding;
using solver::audit::FindingStatus;

namespace {

model::spec::SpecDocument synthetic() {
  return model::spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) +
                                     "/tests/solver/data/ambiguity.yaml");
}

const model::spec::OptionDoc& option_named(const model::spec::SpecDocument& doc,
                                           const std::string& name) {
  for (const auto& o : doc.options)
    if (o.name.value == name) return o;
  FAIL("no option " << name);
  return doc.options.front();
}

Finding finding_for(const model::spec::SpecDocument& doc, const std::string& option,
                    const std::string& value, const solver::audit::AmbiguitySearch& limits = {}) {
  const auto& o = option_named(doc, option);
  for (const auto& a : o.alternatives)
    if (a.value.value == value) return solver::audit::find_ambiguity(doc, o, a, limits);
  FAIL("no alternative " << value);
  return {};
}

// The default rules and the rules with `option` set to `value`.
struct RulePair {
  std::shared_ptr<const model::CompiledRules> def;
  std::shared_ptr<const model::CompiledRules> alt;
};
RulePair rules_for(const model::spec::SpecDocument& doc, const std::string& option,
                   const std::string& value) {
  return {model::spec::compile(doc, model::spec::default_option_values(doc)),
          model::spec::compile(doc, model::spec::choose_options(doc, {option + "=" + value}))};
}

std::vector<std::string> moves_under(const model::CompiledRules& rules,
                                     const std::string& position) {
  return testing::legal_move_texts(model::notation::position_from_string(rules, position));
}

model::GameStatus status_under(const model::CompiledRules& rules, const std::string& position) {
  model::Position pos = model::notation::position_from_string(rules, position);
  return model::game_status(pos);
}

}  // namespace

TEST_CASE("an option that changes a piece's moves is confirmed at the start position",
          "[solver][ambiguity]") {
  const auto doc = synthetic();
  const Finding f = finding_for(doc, "guard_reach", "all");
  CHECK(f.id == "AMB-guard_reach-all");
  CHECK(f.kind == solver::audit::FindingKind::ambiguity);
  CHECK(f.status == FindingStatus::confirmed);
  CHECK(f.severity == solver::audit::Severity::warning);
  CHECK(f.title.find("guard_reach") != std::string::npos);
  CHECK(f.title.find("orthogonal") != std::string::npos);
  REQUIRE(f.witness.position);
  CHECK(f.witness.reachable);
  CHECK(f.witness.diagram.find("to move: ") != std::string::npos);
  // The engine reads the witness again: the guard's diagonal steps exist under `all` only.
  const auto [def, alt] = rules_for(doc, "guard_reach", "all");
  const auto under_default = moves_under(*def, *f.witness.position);
  const auto under_all = moves_under(*alt, *f.witness.position);
  CHECK(under_default != under_all);
  CHECK(std::find(under_all.begin(), under_all.end(), "d1c2") != under_all.end());
  CHECK(std::find(under_default.begin(), under_default.end(), "d1c2") == under_default.end());
}

TEST_CASE("an option whose alternatives mean the same stays open", "[solver][ambiguity]") {
  const auto doc = synthetic();
  const Finding f = finding_for(doc, "rook_wording", "listed");
  CHECK(f.status == FindingStatus::open);
  CHECK(f.severity == solver::audit::Severity::note);
  CHECK_FALSE(f.witness.position);
  CHECK_THAT(f.witness.note,
             Catch::StartsWith("no difference found in ") &&
                 Catch::EndsWith(" positions; the alternative may not change play"));
  // Many positions were compared, not a handful: the games ran their length.
  const int compared =
      std::stoi(f.witness.note.substr(std::string("no difference found in ").size()));
  CHECK(compared > 100);
}

TEST_CASE("a probe position shows an option that only matters in a stalemate",
          "[solver][ambiguity]") {
  auto doc = synthetic();
  const Finding f = finding_for(doc, "stalemate_result", "loss");
  CHECK(f.status == FindingStatus::confirmed);
  REQUIRE(f.witness.position);
  CHECK_FALSE(f.witness.reachable);
  CHECK(f.witness.note.find("constructed position") != std::string::npos);
  const auto [def, alt] = rules_for(doc, "stalemate_result", "loss");
  CHECK(status_under(*def, *f.witness.position) == model::GameStatus::Stalemate);
  CHECK(def->game_end().stalemate != alt->game_end().stalemate);
  // Without its probe the search finds nothing: random games on this board end in no stalemate
  // within the budget.
  for (auto& o : doc.options) o.probes.clear();
  CHECK(finding_for(doc, "stalemate_result", "loss").status == FindingStatus::open);
}

TEST_CASE("a probe that does not parse is reported where the spec writes it",
          "[solver][ambiguity]") {
  auto doc = synthetic();
  for (auto& o : doc.options)
    for (auto& p : o.probes) p.value = "k4/5/X4/5/1R3 b";
  const auto found = model::spec::validate(doc);
  REQUIRE(found.size() == 1);
  CHECK_THAT(found[0].to_string(),
             Catch::Contains("ambiguity.yaml:") &&
                 Catch::Contains("probe position of option 'stalemate_result' does not parse"));
}

TEST_CASE("the search is reproducible: the same seed gives the same witness",
          "[solver][ambiguity]") {
  const auto doc = testing::bundled_document("ajedrez123");
  solver::audit::AmbiguitySearch limits;
  limits.seed = 7;
  const Finding first = finding_for(doc, "ship_pickup_range", "adjacent_only", limits);
  const Finding second = finding_for(doc, "ship_pickup_range", "adjacent_only", limits);
  REQUIRE(first.witness.position);
  CHECK(first.witness.position == second.witness.position);
  CHECK(first.details == second.details);
}

TEST_CASE("Ajedrez 123: the horizontal camel leap differs from the start",
          "[solver][ambiguity][ajedrez123]") {
  const auto doc = testing::bundled_document("ajedrez123");
  const Finding f = finding_for(doc, "camel_leap_orientation", "horizontal");
  CHECK(f.status == FindingStatus::confirmed);
  REQUIRE(f.witness.position);
  CHECK(f.witness.reachable);
  const auto [def, alt] = rules_for(doc, "camel_leap_orientation", "horizontal");
  CHECK(moves_under(*def, *f.witness.position) != moves_under(*alt, *f.witness.position));
  // The option's sentence, the default's and the alternative's are cited.
  const auto& quotes = f.citations;
  CHECK(quotes.size() == 3);
  CHECK(std::any_of(quotes.begin(), quotes.end(),
                    [](const auto& c) { return c.section == "7) La Princesa"; }));
}

TEST_CASE("Ajedrez 123: a regency option is found from its probe",
          "[solver][ambiguity][ajedrez123]") {
  const auto doc = testing::bundled_document("ajedrez123");
  const Finding f = finding_for(doc, "citadel_successor_blocked", "never");
  CHECK(f.status == FindingStatus::confirmed);
  REQUIRE(f.witness.position);
  CHECK_FALSE(f.witness.reachable);
  // The queen shut in z6: a draw ("tablas por ahogado") by default, a plain loss under never.
  const auto [def, alt] = rules_for(doc, "citadel_successor_blocked", "never");
  CHECK(status_under(*def, *f.witness.position) == model::GameStatus::HeirsBlocked);
  CHECK(status_under(*alt, *f.witness.position) == model::GameStatus::Checkmate);

  const Finding victim = finding_for(doc, "regent_attacker_placement", "victim_cell");
  REQUIRE(victim.witness.position);
  const auto [stays, to_victim] = rules_for(doc, "regent_attacker_placement", "victim_cell");
  CHECK(moves_under(*stays, *victim.witness.position) == std::vector<std::string>{"^"});
  CHECK(moves_under(*to_victim, *victim.witness.position) == std::vector<std::string>{"^k1a1"});
}

TEST_CASE("Ajedrez 123: every alternative but one is confirmed, each witness really differs",
          "[solver][ambiguity][ajedrez123][.slow]") {
  const auto doc = testing::bundled_document("ajedrez123");
  const auto findings = solver::audit::find_ambiguities(doc);
  std::vector<std::string> open;
  for (const auto& f : findings) {
    INFO(f.id);
    if (f.status == FindingStatus::open) {
      open.push_back(f.id);
      continue;
    }
    REQUIRE(f.witness.position);
    CHECK_FALSE(f.witness.diagram.empty());
    CHECK_FALSE(f.witness.note.empty());
  }
  // An enemy cannon on b1 (j1) attacks the king's destination c1 (i1), so castling across it is
  // illegal whatever may stand on the jumped cell.
  CHECK(open == std::vector<std::string>{"AMB-castling_jump_cell-any_cannon_or_empty"});
  std::size_t alternatives = 0;
  for (const auto& o : doc.options) alternatives += o.alternatives.size() - 1;
  CHECK(findings.size() == alternatives);
}

TEST_CASE("an option the rulebook itself offers is no ambiguity", "[audit][ambiguity]") {
  // Tres Reinas' rebellion is the third player's choice at the board («puede rebelarse»):
  // `kind: rulebook_choice`. Without the mark the same option is compared as an open point.
  const std::string text = testing::source_text("specs/tres-reinas.yaml");
  const auto ids = [](const model::spec::SpecDocument& doc) {
    std::vector<std::string> found;
    for (const auto& f : solver::audit::find_ambiguities(doc)) found.push_back(f.id);
    return found;
  };
  const auto has_rebellion = [](const std::vector<std::string>& found) {
    return std::find(found.begin(), found.end(), "AMB-rebellion-rebels") != found.end();
  };
  const auto offered = model::spec::load_spec_text(text, "tres-reinas.yaml");
  CHECK_FALSE(has_rebellion(ids(offered)));
  CHECK_FALSE(ids(offered).empty());  // the open points are still compared
  std::string open = text;
  const std::string mark = "    kind: rulebook_choice";
  REQUIRE(open.find(mark) != std::string::npos);
  open.erase(open.find(mark), open.find('\n', open.find(mark)) - open.find(mark) + 1);
  CHECK(has_rebellion(ids(model::spec::load_spec_text(open, "tres-reinas.yaml"))));
  // A misspelt kind is an error at its place.
  std::string bad = text;
  bad.replace(bad.find("rulebook_choice"), 15, "players_choice");
  CHECK_THROWS_WITH(model::spec::load_spec_text(bad, "tres-reinas.yaml"),
                    Catch::Matchers::Contains("unknown option kind 'players_choice'"));
}
