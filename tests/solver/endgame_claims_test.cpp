// Endgame claims (check type `endgame`, solver/audit/claims_endgame.h and
// solver/tablebase/forced_mate.h): the spec form and its errors, verdicts that published endgame
// theory fixes, the positions a claim asks about counted by a second, independent enumeration,
// and the audit leaving a claim open until its tables are built.

#include <array>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "model/notation/position_string.h"
#include "model/spec/load.h"
#include "solver/audit/claims.h"
#include "solver/tablebase/forced_mate.h"
#include "solver/tablebase/tablebases.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/temp_directory.h"

namespace {

using namespace arbiter;
using Catch::Matchers::Contains;
using solver::audit::EndgameTableSource;
using solver::audit::Finding;
using solver::audit::FindingStatus;
namespace tb = solver::tablebase;

// The chess spec (its `claims:` list is its last key) with these claim entries appended.
model::spec::SpecDocument chess_with(const std::string& claims) {
  return model::spec::load_spec_text(
      testing::source_text(testing::bundled_spec_path("chess")) + claims, "chess-claims.yaml");
}

std::string endgame_claim(const std::string& id, const std::string& check) {
  return "  - {id: " + id + ", statement: \"an endgame\", check: {endgame: " + check +
         "}, source: {file: test, section: tests, quote: \"a quote\"}}\n";
}

const Finding& find(const std::vector<Finding>& findings, const std::string& id) {
  for (const auto& f : findings)
    if (f.id == id) return f;
  FAIL("no finding " << id);
  return findings.front();
}

// Builds (in memory) and settles every endgame claim of `doc`, its directory named `name`.
std::vector<Finding> settle(const model::spec::SpecDocument& doc, const std::string& name) {
  const testing::TempDirectory scratch("arbiter-endgame-claims-" + name);
  EndgameTableSource source;
  source.build = true;
  source.directory = scratch.path();
  source.control.threads = 2;
  return solver::audit::check_endgame_claims(doc, source);
}

}  // namespace

TEST_CASE("endgame claims: the spec form and its errors", "[claims][tablebase]") {
  const std::string base = testing::source_text(testing::bundled_spec_path("chess"));
  const int line = static_cast<int>(std::count(base.begin(), base.end(), '\n')) + 1;
  const std::string at = "chess-claims.yaml:" + std::to_string(line) + ":";
  SECTION("a result that is not one of the two") {
    CHECK_THROWS_WITH(chess_with(endgame_claim("E-1", "{material: KRvK, result: wins}")),
                      Contains(at) && Contains("unknown endgame result 'wins'") &&
                          Contains("forces_mate or no_forced_mate"));
  }
  SECTION("a missing material") {
    CHECK_THROWS_WITH(chess_with(endgame_claim("E-1", "{result: forces_mate}")),
                      Contains(at) && Contains("an endgame check needs `material`"));
  }
  SECTION("unknown cells, sides and pieces are found by validation") {
    const auto doc =
        chess_with(endgame_claim("E-1",
                                 "{material: KBBvK, result: forces_mate, side: red, "
                                 "defender_not_on: [a1, z9], defender_kept_from: [q7], "
                                 "different_colours: [bishopp]}"));
    try {
      solver::audit::check_claims(doc);
      FAIL("unknown names were accepted");
    } catch (const UserError& e) {
      std::string text;
      for (const auto& d : e.diagnostics()) text += d.to_string() + "\n";
      CHECK_THAT(text, Contains("unknown piece 'bishopp'") && Contains("unknown player 'red'") &&
                           Contains("unknown cell 'z9'") && Contains("unknown cell 'q7'"));
    }
  }
  SECTION("a material with a letter the spec does not have names the claim's line") {
    const auto doc = chess_with(endgame_claim("E-1", "{material: KXvK, result: forces_mate}"));
    CHECK_THROWS_WITH(settle(doc, "errors"), Contains(at) && Contains("endgame material"));
  }
}

TEST_CASE("endgame claims: verdicts that endgame theory fixes, on orthodox chess",
          "[claims][tablebase]") {
  std::string every_cell;
  for (char file = 'a'; file <= 'h'; ++file)
    for (char rank = '1'; rank <= '8'; ++rank)
      every_cell += std::string(every_cell.empty() ? "" : ", ") + file + rank;
  const auto findings = settle(
      chess_with(endgame_claim("E-KR", "{material: KRvK, result: forces_mate}") +
                 endgame_claim("E-KN", "{material: KNvK, result: forces_mate}") +
                 endgame_claim("E-KN2", "{material: KNvK, result: no_forced_mate}") +
                 endgame_claim("E-KQB", "{material: KQvK, result: forces_mate, side: black}") +
                 endgame_claim("E-NONE",
                               "{material: KRvK, result: forces_mate, "
                               "defender_not_on: [" +
                                   every_cell + "]}")),
      "verdicts");
  REQUIRE(findings.size() == 5);
  // KRK: every position with white to move is won (reference-figures.md: 175,168 of 175,168).
  const Finding& rook = find(findings, "E-KR");
  INFO(rook.title);
  CHECK(rook.status == FindingStatus::confirmed);
  REQUIRE(rook.witness.position);
  CHECK_THAT(rook.witness.note, Contains("a longest forced mate"));
  // A king and a knight can never mate a lone king (FIDE Laws 9.6.2's standard example of a dead
  // position), so no position is won.
  const Finding& knight = find(findings, "E-KN");
  CHECK(knight.status == FindingStatus::refuted);
  CHECK_THAT(knight.title, Contains("white cannot force mate"));
  REQUIRE(knight.witness.position);
  CHECK_THAT(knight.witness.note, Contains("a draw"));
  CHECK(find(findings, "E-KN2").status == FindingStatus::confirmed);
  // The side named by the claim is the one asked about: black, with its king alone, wins nothing.
  CHECK(find(findings, "E-KQB").status == FindingStatus::refuted);
  // A claim that leaves out every position is not confirmed by emptiness.
  const Finding& none = find(findings, "E-NONE");
  CHECK(none.status == FindingStatus::refuted);
  CHECK_THAT(none.title, Contains("no position is asked about"));
}

// The positions a claim asks about, counted without the engine: white king, white rook and black
// king on an 8x8 board, white to move, black not in check, kings apart. The count is also the
// published number of legal KRK positions with white to move (reference-figures.md: 175,168).
TEST_CASE("endgame claims: the positions asked about, counted by an independent enumeration",
          "[claims][tablebase]") {
  auto chebyshev = [](int a, int b) {
    return std::max(std::abs(a % 8 - b % 8), std::abs(a / 8 - b / 8));
  };
  auto rook_checks = [](int rook, int king, int blocker) {
    const int rf = rook % 8, rr = rook / 8, kf = king % 8, kr = king / 8;
    if (rf != kf && rr != kr) return false;
    const int df = (kf > rf) - (kf < rf), dr = (kr > rr) - (kr < rr);
    for (int f = rf + df, r = rr + dr; f != kf || r != kr; f += df, r += dr)
      if (f + 8 * r == blocker) return false;
    return true;
  };
  std::uint64_t expected = 0, expected_off_a1 = 0;
  for (int wk = 0; wk < 64; ++wk)
    for (int wr = 0; wr < 64; ++wr)
      for (int bk = 0; bk < 64; ++bk) {
        if (wk == wr || wk == bk || wr == bk) continue;
        if (chebyshev(wk, bk) <= 1 || rook_checks(wr, bk, wk)) continue;
        ++expected;
        expected_off_a1 += bk != 0;
      }
  CHECK(expected == 175168);
  const auto rules = testing::bundled_rules("chess");
  tb::Tablebases tables(rules, tb::identify(*rules, 0));
  tb::BuildControl control;
  const auto white = model::PlayerId::from_index(0);
  const tb::Table& table = tables.require(tb::Material::parse(*rules, "KRvK"), control);
  tb::ForcedMateQuestion question;
  question.strong = white;
  const tb::ForcedMateSurvey all = tb::survey_forced_mate(table, question, control);
  CHECK(all.asked == expected);
  CHECK(all.wins == expected);  // reference-figures.md: KRK with white to move has no draw
  question.defender_not_on = {*rules->board().find("a1")};
  const tb::ForcedMateSurvey off_a1 = tb::survey_forced_mate(table, question, control);
  CHECK(off_a1.asked == expected_off_a1);
  // With white to move the rook can always step out of reach: black never forces its capture.
  question.defender_not_on.clear();
  question.safety = &tables.require_safety(tb::Material::parse(*rules, "KRvK"), white, control);
  const tb::ForcedMateSurvey safe = tb::survey_forced_mate(table, question, control);
  CHECK(safe.asked == expected);
}

TEST_CASE("endgame claims: the audit leaves them open until their tables are built",
          "[claims][tablebase]") {
  const auto doc = chess_with(endgame_claim("E-KR", "{material: KRvK, result: forces_mate}"));
  const testing::TempDirectory scratch("arbiter-endgame-claims-audit");
  EndgameTableSource source;
  source.directory = scratch.path();
  source.spec_hash = 7;
  source.control.threads = 2;
  const auto before = solver::audit::check_claims(doc, &source);
  const Finding& open = find(before, "E-KR");
  CHECK(open.status == FindingStatus::open);
  CHECK_THAT(open.title, Contains("not computed") && Contains("KRvK.safety-white.arbtb") &&
                             Contains("arbiter tb claims"));
  CHECK(find(solver::audit::check_claims(doc), "E-KR").status == FindingStatus::open);
  CHECK(std::filesystem::is_empty(source.directory));  // an audit never builds

  EndgameTableSource builder = source;
  builder.build = true;
  CHECK(find(solver::audit::check_endgame_claims(doc, builder), "E-KR").status ==
        FindingStatus::confirmed);
  CHECK(
      std::filesystem::exists(std::filesystem::path(source.directory) / "KRvK.safety-white.arbtb"));
  CHECK(find(solver::audit::check_claims(doc, &source), "E-KR").status == FindingStatus::confirmed);
  // Tables of another spec text are not read as this one's.
  source.spec_hash = 8;
  const auto mismatched = solver::audit::check_claims(doc, &source);
  const Finding& other = find(mismatched, "E-KR");
  CHECK(other.status == FindingStatus::open);
  CHECK_THAT(other.title, Contains("not computed"));
}

TEST_CASE(
    "endgame claims: the bishop pair and bishop with knight force mate, one-coloured bishops, two "
    "knights not",
    "[claims][tablebase][.slow]") {
  const auto findings =
      settle(chess_with(endgame_claim(
                            "E-BB",
                            "{material: KBBvK, result: forces_mate, different_colours: [bishop]}") +
                        endgame_claim("E-BB-ANY", "{material: KBBvK, result: forces_mate}") +
                        endgame_claim("E-BN", "{material: KBNvK, result: forces_mate}") +
                        endgame_claim("E-NN", "{material: KNNvK, result: no_forced_mate}")),
             "minor pieces");
  // Chess endgame theory (and the published KBBK, KBNK and KNNK figures of reference-figures.md):
  // the bishop pair and bishop with knight win, same-coloured bishops and two knights do not.
  // KBNK holds positions such as 8/8/8/8/8/8/B7/kNK5 w, where keeping the knight stalemates: the
  // safety table counts them as the defender's, so they are not asked about.
  for (const char* id : {"E-BB", "E-BN", "E-NN"}) {
    INFO(id << ": " << find(findings, id).title << " "
            << find(findings, id).witness.position.value_or(""));
    CHECK(find(findings, id).status == FindingStatus::confirmed);
  }
  CHECK(find(findings, "E-BB-ANY").status == FindingStatus::refuted);
}
