// The Z3 clause audit: toy rulebooks with known contradictions and gaps, a consistent one with
// none, MARCO's minimal sets, agreement of the Z3 search with an exhaustive count made without
// Z3, and mutations of the Ajedrez 123 clauses that must change the findings.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "model/spec/load.h"
#include "model/spec/options.h"
#include "solver/audit/clause_findings.h"
#include "solver/audit/clause_search.h"
#include "solver/audit/clause_semantics.h"
#include "solver/audit/state_space.h"
#include "solver/audit/text_and_spec.h"
#include "tests/support/toy_board.h"

namespace spec = arbiter::model::spec;
namespace audit = arbiter::solver::audit;

namespace {

const std::string& kBoard = arbiter::testing::kToyBoard;

const std::string kSource = R"(source: {file: toy.txt, quote: "q"})";

// A toy succession rulebook: who inherits when the king falls.
std::string toy(const std::string& clauses) {
  return kBoard + R"(audit:
  state:
    - {name: mated, type: yes_no}
    - {name: queen, values: [board, captured, refuge]}
    - {name: princess, values: [board, captured, refuge]}
  axioms:
    - {id: AX-1, holds: "queen != refuge or princess != refuge", reason: "one refuge cell"}
  questions:
    - {name: heir, asked: "mated", answers: [queen, princess, nobody]}
  clauses:
)" + clauses;
}

spec::SpecDocument load(const std::string& text) { return spec::load_spec_text(text, "toy.yaml"); }

audit::SearchResult search_text(const spec::SpecDocument& doc) {
  return audit::search_clauses(*doc.audit, audit::select_clauses(*doc.audit));
}

std::size_t count(const audit::SearchResult& r, audit::StateClass::Kind kind) {
  std::size_t n = 0;
  for (const auto& c : r.classes) n += c.kind == kind;
  return n;
}

const std::string kConsistent =
    "    - {id: Q, question: heir, when: \"mated and queen == board\", then: queen, " + kSource +
    "}\n"
    "    - {id: P, question: heir, when: \"mated and queen != board and princess == board\", then: "
    "princess, " +
    kSource +
    "}\n"
    "    - {id: N, question: heir, when: \"mated and queen != board and princess != board\", then: "
    "nobody, " +
    kSource + "}\n";

}  // namespace

TEST_CASE("a consistent, complete toy rulebook yields no contradiction and no gap",
          "[audit][clauses]") {
  const auto doc = load(toy(kConsistent));
  const auto r = search_text(doc);
  CHECK(r.complete);
  CHECK(r.axioms_consistent);
  CHECK(r.classes.empty());
  const auto counts = audit::count_answers(*doc.audit, audit::select_clauses(*doc.audit));
  REQUIRE(counts);
  CHECK((*counts)[0].asked == 8);  // mated, 9 placements less the one the axiom forbids
  CHECK((*counts)[0].one == 8);
}

TEST_CASE("two independent conflicts are both found, each with its minimal sets",
          "[audit][clauses]") {
  // Q and Q2 say queen while P says princess whenever both stand on the board; R says nobody
  // when the queen is in the refuge, against P2 which says princess there.
  const auto doc = load(toy(
      "    - {id: Q, question: heir, when: \"mated and queen == board\", then: queen, " + kSource +
      "}\n"
      "    - {id: Q2, question: heir, when: \"mated and queen == board and princess == board\", "
      "then: queen, " +
      kSource +
      "}\n"
      "    - {id: P, question: heir, when: \"mated and princess == board\", then: princess, " +
      kSource +
      "}\n"
      "    - {id: P2, question: heir, when: \"mated and queen == refuge and princess != "
      "captured\", then: princess, " +
      kSource +
      "}\n"
      "    - {id: R, question: heir, when: \"mated and queen == refuge\", then: nobody, " +
      kSource +
      "}\n"
      "    - {id: N, question: heir, when: \"mated and queen == captured\", then: nobody, " +
      kSource + "}\n"));
  const auto r = search_text(doc);
  REQUIRE(count(r, audit::StateClass::Kind::contradiction) == 3);
  std::set<std::set<std::string>> firing;
  for (const auto& c : r.classes) {
    if (c.kind != audit::StateClass::Kind::contradiction) continue;
    std::set<std::string> ids;
    for (std::size_t i : c.firing) ids.insert(doc.audit->clauses[i].id);
    firing.insert(ids);
    if (ids == std::set<std::string>{"Q", "Q2", "P"}) {
      // {Q, P} and {Q2, P} clash; amend P, or both Q and Q2.
      CHECK(c.sets.conflicts.size() == 2);
      CHECK(c.sets.corrections.size() == 2);
      CHECK(c.sets.complete);
    }
  }
  // (With the queen in the refuge and the princess on the board, P fires too.)
  CHECK(firing == std::set<std::set<std::string>>{{"Q", "Q2", "P"}, {"P", "P2", "R"}, {"N", "P"}});
  // Queen on the board and the princess captured: only Q fires, no gap. The gap: none here.
  CHECK(count(r, audit::StateClass::Kind::gap) == 0);
}

TEST_CASE("a case no sentence covers is a gap, with the values that decide it",
          "[audit][clauses]") {
  const auto doc = load(toy(
      "    - {id: Q, question: heir, when: \"mated and queen == board\", then: queen, " + kSource +
      "}\n"
      "    - {id: P, question: heir, when: \"mated and queen != board and princess == board\", "
      "then: princess, " +
      kSource +
      "}\n"
      "    - {id: N, question: heir, when: \"mated and queen == captured and princess == "
      "captured\", then: nobody, " +
      kSource + "}\n"));
  const auto r = search_text(doc);
  CHECK(count(r, audit::StateClass::Kind::contradiction) == 0);
  REQUIRE(count(r, audit::StateClass::Kind::gap) >= 1);
  // Every gap state has a refuge among queen and princess and neither on the board.
  for (const auto& c : r.classes) {
    CHECK(c.kind == audit::StateClass::Kind::gap);
    CHECK(c.cube.at("mated") == "yes");
    CHECK(audit::prescribe(*doc.audit, audit::select_clauses(*doc.audit), "heir", c.witness)
              .answers.empty());
  }
}

TEST_CASE("a higher priority silences the rule it excepts, so no conflict remains",
          "[audit][clauses]") {
  const auto doc = load(
      toy("    - {id: Q, question: heir, when: \"mated and queen != captured\", then: queen, " +
          kSource +
          "}\n"
          "    - {id: X, question: heir, priority: 1, when: \"mated and queen == refuge\", then: "
          "princess, " +
          kSource +
          "}\n"
          "    - {id: P, question: heir, when: \"mated and queen == captured\", then: nobody, " +
          kSource + "}\n"));
  const auto r = search_text(doc);
  CHECK(r.classes.empty());
  const spec::StateValues s{{"mated", "yes"}, {"queen", "refuge"}, {"princess", "board"}};
  const auto p = audit::prescribe(*doc.audit, audit::select_clauses(*doc.audit), "heir", s);
  CHECK(p.answers == std::set<std::string>{"princess"});
  CHECK(p.silenced.size() == 1);
}

TEST_CASE(
    "the Z3 search and an exhaustive count without Z3 find the same failure classes on Ajedrez 123",
    "[audit][clauses]") {
  const auto doc = spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) + "/specs/ajedrez123.yaml");
  REQUIRE(doc.audit);
  const auto& a = *doc.audit;
  for (const auto& values : {spec::OptionValues{}, spec::default_option_values(doc)}) {
    const auto selected = audit::select_clauses(a, values);
    const auto r = audit::search_clauses(a, selected);
    REQUIRE(r.complete);
    // Every state with two answers has a firing set that is one contradiction class, and every
    // state with none lies in one gap cube; every class's witness really is what it claims.
    std::set<std::pair<std::string, std::set<std::size_t>>> z3_conflicts, counted_conflicts;
    for (const auto& c : r.classes) {
      const auto p = audit::prescribe(a, selected, c.question, c.witness);
      if (c.kind == audit::StateClass::Kind::contradiction) {
        CHECK(p.answers.size() >= 2);
        z3_conflicts.insert({c.question, std::set<std::size_t>(c.firing.begin(), c.firing.end())});
      } else {
        CHECK(p.answers.empty());
      }
    }
    std::size_t uncovered_gaps = 0, visited = 0;
    for (const auto& q : a.questions) {
      const bool counted = audit::for_each_state(
          a, audit::question_variables(a, q.name, selected), [&](const spec::StateValues& s) {
            ++visited;
            if (!spec::holds(q.asked.parsed, s)) return;
            const auto p = audit::prescribe(a, selected, q.name, s);
            if (p.answers.size() >= 2)
              counted_conflicts.insert(
                  {q.name, std::set<std::size_t>(p.firing.begin(), p.firing.end())});
            if (!p.answers.empty()) return;
            bool covered = false;
            for (const auto& c : r.classes) {
              if (c.kind != audit::StateClass::Kind::gap || c.question != q.name) continue;
              bool inside = true;
              for (const auto& [name, value] : c.cube)
                inside = inside && s.count(name) && s.at(name) == value;
              covered = covered || inside;
            }
            uncovered_gaps += !covered;
          });
      REQUIRE(counted);
    }
    CHECK(visited > 300);  // the projected states of every question, e.g. 92 for `heir`
    CHECK(z3_conflicts == counted_conflicts);
    CHECK(uncovered_gaps == 0);
  }
}

TEST_CASE("the Ajedrez 123 audit finds the known clashes and a spec that settles every case",
          "[audit][clauses]") {
  const auto doc = spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) + "/specs/ajedrez123.yaml");
  const auto result = audit::audit_clauses(doc);
  std::set<std::string> titles;
  int spec_level = 0;
  for (const auto& f : result.findings) {
    titles.insert(f.title);
    spec_level += f.id.rfind("SPEC-", 0) == 0;
  }
  CHECK(spec_level == 0);
  auto has = [&](const std::string& words) {
    for (const auto& t : titles)
      if (t.find(words) != std::string::npos) return true;
    return false;
  };
  CHECK(has("vertical (KNI-2) against horizontal (PRI-3)"));        // C-1
  CHECK(has("opposition (PRG-7) against no_opposition (PRG-10)"));  // C-3
  CHECK(has("closed (GLD-5) against open (KIN-9-regent)"));         // C-5
  CHECK(has("forbidden (KIN-10) against allowed (CIT-5)"));         // C-7
  CHECK(has("against loss (CIT-10)"));                              // I-5: REG-1/REG-15 vs CIT-10
}

TEST_CASE("the Tres Reinas audit: checks answered at once decided, two gaps of the text",
          "[audit][clauses][tres-reinas]") {
  const auto doc =
      spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) + "/specs/tres-reinas.yaml");
  const auto result = audit::audit_clauses(doc);
  std::set<std::string> titles;
  for (const auto& f : result.findings) titles.insert(f.id + " " + f.title);
  // Who moves after a check is decided in every state (the double check by its own sentence);
  // a mate by the pieces of both opponents names no winner, and stalemate is never mentioned.
  const std::set<std::string> expected = {
      "GAP-1 Who wins when the player to move is mated: the rulebook gives no answer",
      "GAP-2 What a player with no legal move and not in check gets: the rulebook gives no answer",
      "SPEC-GAP-3 Who wins when the player to move is mated: the spec's rules (default options) "
      "gives no answer"};
  CHECK(titles == expected);
  for (const auto& f : result.findings)
    if (f.id == "GAP-1")
      CHECK_THAT(f.witness.note, Catch::Matchers::Contains("mate_by=two_opponents"));
}

TEST_CASE("mutations of the Ajedrez 123 clauses change the findings as they should",
          "[audit][clauses]") {
  const auto base =
      spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) + "/specs/ajedrez123.yaml");
  auto classes_of = [](const spec::SpecDocument& doc, const std::string& question,
                       audit::StateClass::Kind kind) {
    std::size_t n = 0;
    for (const auto& c : search_text(doc).classes) n += c.question == question && c.kind == kind;
    return n;
  };
  auto without = [&](const std::string& id) {
    auto doc = base;
    auto& clauses = doc.audit->clauses;
    clauses.erase(
        std::remove_if(clauses.begin(), clauses.end(), [&](const auto& c) { return c.id == id; }),
        clauses.end());
    return doc;
  };
  using Kind = audit::StateClass::Kind;
  SECTION("deleting the princess's sentence from her own section leaves the knight leap clash") {
    CHECK(classes_of(base, "knight_long_leap", Kind::contradiction) == 1);
    CHECK(classes_of(without("PRI-3"), "knight_long_leap", Kind::contradiction) == 0);
  }
  SECTION("deleting CIT-5 removes the adjacent-kings clash") {
    CHECK(classes_of(without("CIT-5"), "kings_adjacent", Kind::contradiction) == 0);
  }
  SECTION("deleting the only 'open' sentence for citadels opens a gap where nothing is on f6") {
    CHECK(classes_of(base, "citadel_entry", Kind::gap) == 0);
    CHECK(classes_of(without("CIT-8"), "citadel_entry", Kind::gap) >= 1);
  }
  SECTION("altering an answer creates a contradiction where the text agreed") {
    auto doc = base;
    for (auto& c : doc.audit->clauses)
      if (c.id == "REG-6A") c.then = "queen";
    CHECK(classes_of(doc, "heir", Kind::contradiction) >
          classes_of(base, "heir", Kind::contradiction));
  }
  SECTION("removing a priority turns an exception into a clash") {
    auto doc = base;
    for (auto& c : doc.audit->clauses)
      if (c.id == "CIT-11") c.priority = 0;
    CHECK(classes_of(doc, "outcome", Kind::contradiction) >
          classes_of(base, "outcome", Kind::contradiction));
  }
  SECTION("deleting a resolution clause leaves the spec with an open case") {
    auto doc = without("SPEC-heir-nobody");
    const auto r = audit::search_clauses(
        *doc.audit, audit::select_clauses(*doc.audit, spec::default_option_values(doc)));
    CHECK(count(r, Kind::gap) >= 1);
  }
}

TEST_CASE("where the spec plays other than the text says, the audit names both",
          "[audit][clauses]") {
  const auto doc = spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) + "/specs/ajedrez123.yaml");
  const auto deviations = audit::spec_deviations(doc);
  auto has = [&](const std::string& words) {
    for (const auto& f : deviations)
      if (f.title.find(words) != std::string::npos) return true;
    return false;
  };
  // castling_jump_cell's default (own cannon only) against «algún cañón»; REG-10's cell against
  // regent_attacker_placement's default `stays`.
  CHECK(has("the text says allowed (CAS-6), the spec with its default options plays forbidden"));
  CHECK(
      has("the text says one_cell_from_new_regent (REG-10), the spec with its default options "
          "plays stays"));
  // A spec that follows the text there has no such deviation.
  auto follows = doc;
  for (auto& o : follows.options)
    if (o.name.value == "castling_jump_cell") o.default_value.value = "any_cannon_or_empty";
  for (const auto& f : audit::spec_deviations(follows))
    CHECK(f.title.find("(CAS-6)") == std::string::npos);
}

TEST_CASE("rules stated in several sections that agree are listed", "[audit][clauses]") {
  const auto doc = spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) + "/specs/ajedrez123.yaml");
  const auto lines = audit::agreeing_restatements(*doc.audit);
  std::string all;
  for (const auto& l : lines) all += l + "\n";
  CHECK_THAT(all, Catch::Contains("`castling_jump`: {CAS-5, CAN-12, CAS-6}"));
  CHECK_THAT(all, Catch::Contains("KIN-8"));
}

TEST_CASE("the table of open states lists exactly the states the count finds without one answer",
          "[audit][clauses]") {
  const auto doc = spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) + "/specs/ajedrez123.yaml");
  const auto text = audit::select_clauses(*doc.audit);
  const auto counts = audit::count_answers(*doc.audit, text);
  REQUIRE(counts);
  const auto tables = audit::open_states(*doc.audit, text);
  for (const auto& c : *counts) {
    std::size_t rows = 0;
    for (const auto& t : tables)
      if (t.question == c.question) {
        rows = t.rows.size();
        CHECK(t.states == c.asked);
        CHECK_FALSE(t.truncated);
      }
    INFO(c.question);
    CHECK(rows == c.none + c.several);
  }
}
