// Published orthodox problems (tests/puzzles/data/published_problems.yaml): each cited with its
// author, source and year, its complete solution set computed independently by Popeye (the
// reference open-source solver, built outside this project; provenance in the file's header).
// Every problem asserts the complete set of keys (direct and self play) or solution lines (help
// and series play), not only the first; and the themes the file claims for a problem (a key
// that castles or captures en passant, a cook, no solution, a promotion to each piece) are
// checked on the solutions found, not trusted.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "puzzles/direct_play.h"
#include "puzzles/help_play.h"
#include "puzzles/series_play.h"
#include "tests/puzzles/published_corpus.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

// The problems that took over 0.3 CPU-s each in a release build here (`arbiter bench puzzles
// --threads 1`): they run under the `slow` label (ctest -L slow), the rest in every test run.
const std::set<std::string> kSlow = {"linss-imr-1986-b",        "johandl-fide-1959",
                                     "petkov-schwalbe-1980",    "muller-ssz-1989",
                                     "molnar-problemist-1996",  "bakcsi-ideal-1996",
                                     "weise-problemkiste-2000", "caillaud-szachisty-1993",
                                     "zepler-schwalbe-1929",    "zarur-problemist-1996",
                                     "linss-problemkiste-1991", "steudel-problemkiste-1994-d",
                                     "seidel-schach-1988",      "whitefield-pk-1987",
                                     "oliva-problemkiste-1995", "bonavoglia-problemist-1996",
                                     "linss-sinf-1984",         "loyd-state-1894",
                                     "lehmensick-stern-1991-b", "linss-lcde-1983",
                                     "linss-ssm-1990",          "linss-imr-1984-a",
                                     "avner-irt-1981",          "linss-themes-1983",
                                     "lehmensick-stern-1991-a"};

using corpus::Problem;

std::vector<Problem> load_corpus() {
  std::vector<Problem> problems = corpus::load_corpus();
  for (Problem& p : problems) p.slow = kSlow.count(p.id) == 1;
  return problems;
}

struct Solved {
  std::vector<Line> lines;
  std::vector<std::vector<std::string>> texts;
};

Solved solve(const model::Position& pos, const Stipulation& stip) {
  SearchStats stats;
  Solved s;
  if (stip.play == Play::Direct || stip.play == Play::Self) {
    for (const model::Move key : direct_keys(pos, stip, stats)) s.lines.push_back({key});
  } else if (stip.play == Play::Help) {
    s.lines = help_solutions(pos, stip, stats);
  } else {
    s.lines = series_solutions(pos, stip, stats);
  }
  for (const Line& line : s.lines) s.texts.push_back(corpus::line_texts(pos, stip, line));
  return s;
}

// Whether the theme the corpus claims holds for the solutions found.
bool theme_holds(const std::string& theme, const model::Position& pos, const Solved& s) {
  if (theme == "cooked") return s.lines.size() > 1;
  if (theme == "no-solution") return s.lines.empty();
  if (theme == "castling-key" || theme == "en-passant-key") {
    const auto type =
        theme == "castling-key" ? model::MoveType::Castling : model::MoveType::EnPassant;
    return std::any_of(s.lines.begin(), s.lines.end(),
                       [&](const Line& l) { return l.front().type == type; });
  }
  if (theme.rfind("promotion-", 0) == 0) {
    const std::string letter = theme.substr(10);  // q, r, b or n
    return std::any_of(s.texts.begin(), s.texts.end(), [&](const std::vector<std::string>& l) {
      return std::any_of(l.begin(), l.end(), [&](const std::string& m) {
        return m.size() == 5 && m.substr(4) == letter;
      });
    });
  }
  FAIL("unknown theme " << theme);
  (void)pos;
  return false;
}

void check_problem(const Problem& p) {
  static auto rules = testing::bundled_rules("chess");
  INFO(p.id << ": " << p.author << ", " << p.source << ", " << p.year << ", " << p.stipulation);
  const model::Position pos =
      std::get<model::Position>(model::notation::parse_position(*rules, p.position));
  const Solved s = solve(pos, parse_stipulation(p.stipulation));
  std::multiset<std::vector<std::string>> found(s.texts.begin(), s.texts.end());
  std::multiset<std::vector<std::string>> expected(p.solutions.begin(), p.solutions.end());
  CHECK(found == expected);
  for (const std::string& theme : p.themes) {
    INFO("theme " << theme);
    CHECK(theme_holds(theme, pos, s));
  }
}

TEST_CASE("published problems: the corpus covers what issue 21 asks", "[puzzles][published]") {
  const std::vector<Problem> problems = load_corpus();
  CHECK(problems.size() >= 40);
  std::size_t slow = 0;
  for (const Problem& p : problems) slow += p.slow;
  CHECK(slow == kSlow.size());  // every id of the list names a problem
  std::set<std::string> ids, themes, kinds;
  for (const Problem& p : problems) {
    CHECK(ids.insert(p.id).second);
    CHECK(!p.author.empty());
    CHECK(!p.source.empty());
    CHECK(p.year > 1800);
    themes.insert(p.themes.begin(), p.themes.end());
    const Stipulation stip = parse_stipulation(p.stipulation);
    std::string kind = stip.to_string();
    kind.erase(std::remove_if(kind.begin(), kind.end(), [](char c) { return std::isdigit(c); }),
               kind.end());
    kinds.insert(kind + (stip.play == Play::Direct && stip.moves >= 4 ? "4+" : ""));
    if (stip.play == Play::Direct && stip.moves <= 3)
      kinds.insert("#" + std::to_string(stip.moves));
  }
  for (const char* theme : {"castling-key", "en-passant-key", "cooked", "no-solution",
                            "promotion-q", "promotion-r", "promotion-b", "promotion-n"}) {
    INFO(theme);
    CHECK(themes.count(theme) == 1);
  }
  for (const char* kind : {"#2", "#3", "#4+", "h#", "s#", "ser-h#"}) {
    INFO(kind);
    CHECK(kinds.count(kind) == 1);
  }
}

TEST_CASE("published problems: every key or solution line, as Popeye finds them",
          "[puzzles][published]") {
  for (const Problem& p : load_corpus())
    if (!p.slow) check_problem(p);
}

TEST_CASE("published problems that take longer", "[.slow][puzzles][published]") {
  for (const Problem& p : load_corpus())
    if (p.slow) check_problem(p);
}

}  // namespace
}  // namespace arbiter::puzzles
