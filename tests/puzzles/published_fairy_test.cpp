// Published fairy problems, solved by the search and by Z3 on specs/fairy.yaml under Popeye's
// promotion convention (`--promotions diagram`: the orthodox pieces and the fairy kinds of the
// diagram), each against the complete solution set Popeye computed (Popeye built outside this
// project from thomas-maeder/popeye commit 122c7d0, as for tests/puzzles/data; its input is the
// problem's text in BEISPIEL/pieces.inp).
#include <catch2/catch.hpp>
#include <set>

#include "cli/spec_source.h"
#include "model/notation/position_string.h"
#include "puzzles/series_play.h"
#include "puzzles/symbolic_help.h"
#include "tests/puzzles/published_corpus.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

// Petko A. Petkov, Probleemblad 1967, 2nd prize (the improved version in Popeye's
// BEISPIEL/pieces.inp). ser-h#3: white Kg1 Ra8, grasshoppers e1 d8, nightrider b3, zebra h4,
// giraffe f8, pawns b4 b7 g5 g7; black Ke8, camel e6, pawns a2 f5 f6. The black pawn promotes in
// turn to each of the nine kinds of the diagram, each with its own mate by the d8 grasshopper.
// Popeye: 9 solutions, 0.06 s here.
const char* const kPetkov = "R2GkGI2/1P4P1/4cap2/5pP1/1P5Z/1NI6/p7/4G1K1 b - - 0 1";
const std::set<std::vector<std::string>> kPetkovSolutions = {
    {"a2a1q", "a1c1", "c1g5", "d8g5"}, {"a2a1r", "a1a6", "a6b6", "d8a5"},
    {"a2a1b", "a1c3", "c3d2", "d8d1"}, {"a2a1n", "a1c2", "c2d4", "d8d3"},
    {"a2a1g", "a1g7", "e8f8", "d8g8"}, {"a2a1ni", "a1e3", "e3d5", "d8d4"},
    {"a2a1z", "a1c4", "c4e7", "d8f6"}, {"a2a1ca", "a1b4", "b4c7", "d8b6"},
    {"a2a1gi", "a1e2", "e2d6", "d8d5"}};

std::set<std::vector<std::string>> texts(const model::Position& pos, const Stipulation& stip,
                                         const std::vector<Line>& lines) {
  std::set<std::vector<std::string>> out;
  for (const Line& line : lines) out.insert(corpus::line_texts(pos, stip, line));
  return out;
}

TEST_CASE("a published fairy ser-h#3 (Petkov 1967): the search and Z3 give Popeye's nine lines",
          "[puzzles][published][z3]") {
  const cli::SpecArguments fairy{testing::bundled_spec_path("fairy"), {}};
  const cli::HoledProblem problem = cli::compile_problem(fairy, {"", true}, kPetkov);
  const model::Position pos = model::notation::position_from_string(*problem.rules, kPetkov);
  const Stipulation stip = parse_stipulation("ser-h#3");
  SearchStats stats;
  const std::vector<Line> searched = series_solutions(pos, stip, stats);
  CHECK(texts(pos, stip, searched) == kPetkovSolutions);
  CHECK(searched.size() == 9);
  const std::vector<Line> solved = symbolic_help_solutions(pos, stip, stats);
  CHECK(texts(pos, stip, solved) == kPetkovSolutions);
  CHECK(solved.size() == 9);
  // Under the spec's own default (a pawn may become any kind of the spec), promotions to kinds
  // the diagram lacks add lines: the convention is what makes Popeye's count.
  const cli::HoledProblem every_kind = cli::compile_problem(fairy, {}, kPetkov);
  const model::Position wider = model::notation::position_from_string(*every_kind.rules, kPetkov);
  CHECK(series_solutions(wider, stip, stats).size() > 9);
}

}  // namespace
}  // namespace arbiter::puzzles
