// Claims (solver/audit/claims.h): every check type confirmed and refuted on a small synthetic
// spec (tests/solver/data/claims.yaml), the Ajedrez 123 claims' expected verdicts, and bad claim
// YAML reported with file:line:column.
#include "solver/audit/claims.h"

#include <catch2/catch.hpp>
#include <string>

#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "tests/support/spec_fixture.h"

namespace {

using namespace arbiter;
using Catch::Matchers::Contains;
using solver::audit::Finding;
using solver::audit::FindingStatus;
using solver::audit::Severity;

// The synthetic spec with `claims` (YAML list entries, indented two spaces) appended.
std::string spec_with(const std::string& claims) {
  return testing::source_text("tests/solver/data/claims.yaml") + "claims:\n" + claims;
}

// One claim entry with the given check (and extra keys, e.g. a guard).
std::string claim(const std::string& check, const std::string& extra = "") {
  return "  - {id: T-1, statement: \"a claim\", check: " + check + extra +
         ", source: {file: test, section: tests, quote: \"a quote\"}}\n";
}

Finding check_one(const std::string& check, const std::string& extra = "") {
  const auto doc = model::spec::load_spec_text(spec_with(claim(check, extra)), "claims.yaml");
  const auto findings = solver::audit::check_claims(doc);
  REQUIRE(findings.size() == 1);
  return findings.front();
}

bool has_detail(const Finding& f, const std::string& text) {
  for (const auto& d : f.details)
    if (d.find(text) != std::string::npos) return true;
  return false;
}

void require_confirmed(const Finding& f) {
  INFO(f.title);
  CHECK(f.status == FindingStatus::confirmed);
  CHECK(f.severity == Severity::note);
}

void require_refuted(const Finding& f) {
  INFO(f.title);
  CHECK(f.status == FindingStatus::refuted);
  CHECK(f.severity == Severity::error);
}

}  // namespace

TEST_CASE("the synthetic claims spec is valid", "[claims]") {
  const auto doc =
      model::spec::load_spec_text(spec_with(claim("{cells: {count: 27}}")), "claims.yaml");
  CHECK(model::spec::validate(doc).empty());
}

TEST_CASE("cells: the board's cells, filtered by zone and colour", "[claims]") {
  const Finding all = check_one("{cells: {count: 27}}");
  require_confirmed(all);
  CHECK(all.id == "T-1");
  CHECK(all.title == "a claim: claimed 27, computed 27");
  CHECK_FALSE(all.witness.position.has_value());
  CHECK(all.citations.size() == 1);
  require_confirmed(check_one("{cells: {count: 25, not_zone: wings}}"));
  require_confirmed(check_one("{cells: {count: 2, colour: grey}}"));
  require_confirmed(check_one("{cells: {count: 1, zone: middle}}"));
  require_confirmed(
      check_one("{cells: {count: 10, zone: last}}"));  // a per-player zone: every player's cells
  const Finding wrong = check_one("{cells: {count: 26}}");
  require_refuted(wrong);
  CHECK(wrong.title == "a claim: claimed 26, computed 27");
}

TEST_CASE("centre: the cell at the centroid, extra cells included", "[claims]") {
  require_confirmed(check_one("{centre: c3}"));
  const Finding wrong = check_one("{centre: b3}");
  require_refuted(wrong);
  CHECK_THAT(wrong.title, Contains("computed c3"));
}

TEST_CASE("max_moves: most destinations alone on an empty board, with option deviations",
          "[claims]") {
  // The knight may not stop on c3: 6 targets from c2, b3, d3 or c4; with the (1, 3) leap 10 from
  // c2.
  const Finding knight = check_one("{max_moves: {piece: knight, count: 6}}");
  require_confirmed(knight);
  CHECK(has_detail(knight, "long_leap=yes: 10 (the claim fails)"));
  REQUIRE(knight.witness.position.has_value());
  CHECK_FALSE(knight.witness.reachable);
  CHECK_THAT(knight.witness.note, Contains("otherwise empty board"));
  CHECK_FALSE(knight.witness.diagram.empty());
  const Finding wrong = check_one("{max_moves: {piece: knight, count: 8}}");
  require_refuted(wrong);
  CHECK(wrong.title == "a claim: claimed 8, computed 6");
  // A guard evaluates the claim under that reading, and that option is not varied.
  const Finding guarded =
      check_one("{max_moves: {piece: knight, count: 10}}", ", when: {long_leap: \"yes\"}");
  require_confirmed(guarded);
  CHECK_FALSE(has_detail(guarded, "long_leap=no"));
}

TEST_CASE("max_attacks: most cells attacked alone on an empty board, not moves that only move",
          "[claims]") {
  // The pawn moves to one cell and attacks two; the cannon attacks only over a screen, so alone
  // it attacks nothing though it moves along four lines.
  const Finding pawn = check_one("{max_attacks: {piece: pawn, count: 2}}");
  require_confirmed(pawn);
  CHECK_THAT(pawn.witness.note, Contains("2 attacked cells"));
  require_refuted(check_one("{max_moves: {piece: pawn, count: 2}}"));
  const Finding cannon = check_one("{max_attacks: {piece: cannon, count: 0}}");
  require_confirmed(cannon);
  require_confirmed(check_one("{max_attacks: {piece: knight, count: 6}}"));
  require_refuted(check_one("{max_attacks: {piece: knight, count: 8}}"));
}

TEST_CASE("start_colour: every start cell of the piece has the colour", "[claims]") {
  const Finding light = check_one("{start_colour: {piece: bishop, colour: light}}");
  require_confirmed(light);
  CHECK(light.witness.reachable);
  CHECK(light.witness.position == "cnkbr/ppppp/7/PPPPP/RBKNC w");
  CHECK(has_detail(light, "b1 light, d5 light"));
  require_refuted(check_one("{start_colour: {piece: bishop, colour: dark}}"));
}

TEST_CASE("reaches_all: each player's piece reaches every cell from its start cells", "[claims]") {
  const Finding rook = check_one("{reaches_all: {piece: rook}}");
  require_confirmed(rook);
  CHECK_THAT(rook.title, Contains("white 27 of 27, black 27 of 27"));
  const Finding knight = check_one("{reaches_all: {piece: knight}}");
  require_refuted(knight);
  CHECK(has_detail(knight, "white never reaches"));
  CHECK(has_detail(knight, "c3"));
  // A piece no player has at the start reaches nothing.
  require_refuted(check_one("{reaches_all: {piece: queen}}"));
}

TEST_CASE("reaches: each player's piece reaches exactly the claimed number of cells", "[claims]") {
  const Finding rook = check_one("{reaches: {piece: rook, count: 27}}");
  require_confirmed(rook);
  CHECK_THAT(rook.title, Contains("white 27 of 27, black 27 of 27"));
  require_refuted(check_one("{reaches: {piece: rook, count: 26}}"));
  // A piece no player has at the start reaches nothing, whatever the count.
  require_refuted(check_one("{reaches: {piece: queen, count: 0}}"));
}

TEST_CASE("may_stop_on: exactly the kinds that can end a move in the zone", "[claims]") {
  require_confirmed(
      check_one("{may_stop_on: {zone: middle, pieces: [pawn, rook, queen, cannon, king]}}"));
  const Finding wrong = check_one("{may_stop_on: {zone: middle, pieces: [pawn, rook, knight]}}");
  require_refuted(wrong);
  CHECK(has_detail(wrong, "knight (claimed): can end no move on middle"));
  CHECK(has_detail(wrong, "queen (not claimed)"));
  REQUIRE(wrong.witness.position.has_value());
  CHECK_FALSE(wrong.witness.reachable);
}

TEST_CASE("first_movers and first_move_captures: kinds with a move or capture at the start",
          "[claims]") {
  const Finding movers = check_one("{first_movers: {pieces: [knight, cannon], excluding: [pawn]}}");
  require_confirmed(movers);
  CHECK(movers.witness.reachable);
  require_refuted(check_one("{first_movers: {pieces: [knight], excluding: [pawn]}}"));
  require_refuted(check_one("{first_movers: {pieces: [knight, cannon]}}"));  // the pawns move too
  const Finding captures = check_one("{first_move_captures: {pieces: [cannon]}}");
  require_confirmed(captures);
  // The long leap takes c4 or e4 from d1.
  CHECK(has_detail(captures, "long_leap=yes: cannon, knight (the claim fails)"));
  require_refuted(check_one("{first_move_captures: {pieces: [cannon, knight]}}"));
}

TEST_CASE("moves_include: A's destinations contain B's wherever A stands", "[claims]") {
  require_confirmed(check_one("{moves_include: {piece: queen, includes: rook}}"));
  require_confirmed(check_one("{moves_include: {piece: queen, includes: bishop}}"));
  // On the empty board the cannon slides like the rook; it only differs when a piece is in the way.
  const Finding cannon = check_one("{moves_include: {piece: cannon, includes: rook}}");
  require_refuted(cannon);
  CHECK_THAT(cannon.title, Contains("in a playout position"));
  REQUIRE(cannon.witness.position.has_value());
  CHECK(cannon.witness.reachable);
  const Finding bishop = check_one("{moves_include: {piece: bishop, includes: queen}}");
  require_refuted(bishop);
  CHECK_THAT(bishop.title, Contains("on the empty board"));
  CHECK_FALSE(bishop.witness.reachable);
}

TEST_CASE("setup_symmetry: the start position maps onto itself", "[claims]") {
  require_confirmed(
      check_one("{setup_symmetry: {map: rotate_180, players: {white: black, black: white}}}"));
  const Finding mirror =
      check_one("{setup_symmetry: {map: reflect_ranks, players: {white: black, black: white}}}");
  require_refuted(mirror);
  CHECK_THAT(mirror.title, Contains("a1 (white rook) -> a5 (black cannon)"));
  require_refuted(check_one("{setup_symmetry: {map: rotate_180}}"));  // players not swapped
}

TEST_CASE("setup_symmetry: turns by a third of a circle on a hexagonal board", "[claims]") {
  // Tres Reinas with its own claims replaced by one: its armies are images of each other.
  std::string text = testing::source_text("specs/tres-reinas.yaml");
  text = text.substr(0, text.find("\nclaims:\n")) + "\nclaims:\n";
  const auto one = [&](const std::string& check) {
    const auto doc = model::spec::load_spec_text(text + claim(check), "tres-reinas.yaml");
    const auto findings = solver::audit::check_claims(doc);
    REQUIRE(findings.size() == 1);
    return findings.front();
  };
  require_confirmed(one(
      "{setup_symmetry: {map: rotate_120, players: {white: grey, grey: black, black: white}}}"));
  require_confirmed(one(
      "{setup_symmetry: {map: rotate_240, players: {white: black, black: grey, grey: white}}}"));
  // The players the wrong way round: grey's rook on a3 turns onto black's on h9.
  const Finding wrong =
      one("{setup_symmetry: {map: rotate_120, players: {white: black, black: grey, grey: white}}}");
  require_refuted(wrong);
  CHECK_THAT(wrong.title, Contains("a3 (grey rook) -> h9 (black rook)"));
  // A square board has no such turn: every cell is reported without an image.
  const Finding square = check_one("{setup_symmetry: {map: rotate_120}}");
  require_refuted(square);
  CHECK_THAT(square.title, Contains("has no image"));
}

TEST_CASE("value: the spec's value of a piece", "[claims]") {
  require_confirmed(check_one("{value: {piece: knight, equals: 3}}"));
  const Finding wrong = check_one("{value: {piece: knight, equals: 3.5}}");
  require_refuted(wrong);
  CHECK(wrong.title == "a claim: claimed 3.5, computed 3");
}

TEST_CASE("bad claims give file:line:column errors", "[claims]") {
  const std::string base = testing::source_text("tests/solver/data/claims.yaml");
  const int claims_line = static_cast<int>(std::count(base.begin(), base.end(), '\n')) + 2;
  const std::string at = "claims.yaml:" + std::to_string(claims_line) + ":";
  auto load = [&](const std::string& text) {
    return model::spec::load_spec_text(spec_with(text), "claims.yaml");
  };
  SECTION("an unknown check type") {
    CHECK_THROWS_WITH(load(claim("{max_movez: {piece: knight, count: 8}}")),
                      Contains(at) && Contains("unknown key 'max_movez' in claim check") &&
                          Contains("expected one of: cells, centre, max_moves"));
  }
  SECTION("a check without a required field") {
    CHECK_THROWS_WITH(load(claim("{max_moves: {piece: knight}}")),
                      Contains(at) && Contains("a max_moves check needs `count`"));
  }
  SECTION("an unknown key of a check") {
    CHECK_THROWS_WITH(load(claim("{value: {piece: knight, equal: 3}}")),
                      Contains(at) && Contains("unknown key 'equal' in value check"));
  }
  SECTION("two check types in one check") {
    CHECK_THROWS_WITH(load(claim("{centre: c3, value: {piece: knight, equals: 3}}")),
                      Contains(at) && Contains("exactly one check type"));
  }
  SECTION("a claim without a source") {
    CHECK_THROWS_WITH(load("  - {id: T-1, statement: s, check: {centre: c3}}\n"),
                      Contains(at + "5: error: a claim must cite the rulebook"));
  }
  SECTION("claims that are not a list") {
    CHECK_THROWS_WITH(load("  id: T-1\n"), Contains(at) && Contains("claim must be a list"));
  }
  SECTION("unknown names are found when the spec is validated, and by check_claims") {
    const auto doc = load(claim("{may_stop_on: {zone: centre, pieces: [knight, dragon]}}",
                                ", when: {long_leap: maybe}"));
    const auto problems = model::spec::validate(doc);
    REQUIRE(problems.size() == 3);
    CHECK_THAT(problems[0].to_string(),
               Contains(at) && Contains("option 'long_leap' has no alternative 'maybe'"));
    CHECK_THAT(problems[1].to_string(), Contains("unknown piece 'dragon' in a claim"));
    CHECK_THAT(problems[2].to_string(),
               Contains("unknown zone 'centre' in a claim") && Contains("middle, wings"));
    try {
      solver::audit::check_claims(doc);
      FAIL("check_claims accepted unknown names");
    } catch (const UserError& e) {
      CHECK(e.diagnostics().size() == 3);
    }
  }
  SECTION("two claims with one id") {
    const auto doc = load(claim("{centre: c3}") + claim("{centre: c3}"));
    const auto problems = model::spec::validate(doc);
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0].to_string(), Contains("claim id 'T-1' is used twice"));
  }
}

TEST_CASE("the chess claims hold", "[claims]") {
  const auto doc =
      model::spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) + "/specs/chess.yaml");
  const auto findings = solver::audit::check_claims(doc);
  REQUIRE(findings.size() == 4);
  for (const auto& f : findings) require_confirmed(f);
}

TEST_CASE("the Ajedrez 123 claims: verdicts under the defaults and the options that change them",
          "[claims][heavy]") {
  const auto doc =
      model::spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) + "/specs/ajedrez123.yaml");
  const auto findings = solver::audit::check_claims(doc);
  auto find = [&](const std::string& id) -> const Finding& {
    for (const auto& f : findings)
      if (f.id == id) return f;
    FAIL("no finding " << id);
    return findings.front();
  };
  for (const char* id :
       {"CLM-1a",  "CLM-1b",  "CLM-1c",  "CLM-1d",  "CLM-2",   "CLM-3",   "CLM-10",  "CLM-17",
        "CLM-18a", "CLM-18b", "CLM-24",  "CLM-26a", "CLM-26c", "CLM-26e", "CLM-26h", "CLM-26i",
        "CLM-27a", "CLM-27b", "CLM-33a", "CLM-33b", "CLM-33c", "CLM-33d"})
    require_confirmed(find(id));
  for (const char* id : {"CLM-7", "CLM-26d", "CLM-27c", "CLM-27d", "SETUP-1"})
    require_refuted(find(id));

  const Finding& knight = find("CLM-6");
  require_confirmed(knight);
  CHECK_THAT(knight.title, Contains("claimed 12, computed 12"));
  CHECK(has_detail(knight, "camel_leap_orientation=both: 16 (the claim fails)"));
  CHECK_FALSE(has_detail(knight, "camel_leap_orientation=horizontal"));  // 12 too: not listed
  // The cita moves the queen and the bishops on the first move (C-11).
  const Finding& openers = find("CLM-7");
  CHECK_THAT(openers.title, Contains("computed bishop, cannon, knight, princess, queen, ship"));
  CHECK(openers.witness.reachable);
  CHECK(has_detail(find("CLM-27c"), "white never reaches 11 cells: a1, b1"));
  CHECK(has_detail(find("CLM-33d"), "camel_leap_orientation=split: not included"));
  CHECK(has_detail(find("SETUP-1"), "setup_reading=diagram_view: symmetric (the claim holds)"));
  CHECK_THAT(find("CLM-26d").title, Contains("claimed 3.5, computed 4"));
}
