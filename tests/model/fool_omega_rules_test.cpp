// Omega Chess Advanced (specs/omega-advanced.yaml): guarding ("Resguardar", a castling of the
// queen) and the templar knight, each with a position that allows a move and one that forbids it.
// Positions: board (rows w4 w3, ranks 9 to 0, w1 w2), side, hands, castling, en passant, moved,
// imitation, halfmove clock, full-move number.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <memory>

#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;
using Texts = std::vector<std::string>;

namespace {

bool has(const Texts& t, const std::string& x) {
  return std::find(t.begin(), t.end(), x) != t.end();
}

const CompiledRules& advanced(const std::vector<std::string>& settings = {}) {
  static std::map<std::vector<std::string>, std::shared_ptr<const CompiledRules>> compiled;
  auto& rules = compiled[settings];
  if (!rules) {
    const auto doc = arbiter::testing::bundled_document("omega-advanced");
    rules = spec::compile(doc, spec::choose_options(doc, settings));
  }
  return *rules;
}

Texts moves(const std::string& text, const std::vector<std::string>& settings = {}) {
  return arbiter::testing::legal_move_texts(
      notation::position_from_string(advanced(settings), text));
}

}  // namespace

TEST_CASE("guarding: queen and rook unmoved, nothing between them, even through attacked cells",
          "[model][fool][omega]") {
  const std::string guard = "2/5k4/10/10/10/10/10/10/10/10/1R2QK4/2 w - G - - -,- 0 5";
  CHECK(has(moves(guard), "S-S"));
  const Position guarded =
      arbiter::testing::play(notation::position_from_string(advanced(), guard), "S-S");
  CHECK(notation::to_string(guarded).rfind("2/5k4/10/10/10/10/10/10/10/10/2QR1K4/2 b", 0) == 0);
  // A black rook attacks c0: the queen may still guard.
  CHECK(has(moves("2/2r2k4/10/10/10/10/10/10/10/10/1R2QK4/2 w - G - - -,- 0 5"), "S-S"));
  // A piece between them, or the right gone (the queen or rook has moved): no guarding.
  CHECK_FALSE(has(moves("2/5k4/10/10/10/10/10/10/10/10/1R1BQK4/2 w - G - - -,- 0 5"), "S-S"));
  CHECK_FALSE(has(moves("2/5k4/10/10/10/10/10/10/10/10/1R2QK4/2 w - - - - -,- 0 5"), "S-S"));
}

TEST_CASE("guarding on the king side needs the king out of the way, its cells are an option",
          "[model][fool][omega]") {
  const std::string guard = "2/5k4/10/10/10/10/10/10/10/4K5/4Q3R1/2 w - H - - -,- 0 5";
  const auto after = [&](const std::vector<std::string>& settings) {
    const Position pos = notation::position_from_string(advanced(settings), guard);
    return notation::to_string(arbiter::testing::play(pos, "S-S-S"));
  };
  CHECK(after({}).rfind("2/5k4/10/10/10/10/10/10/10/4K5/5RQ3/2 b", 0) == 0);
  CHECK(after({"guarding_cells=beside_rook"}).rfind("2/5k4/10/10/10/10/10/10/10/4K5/6RQ2/2 b", 0) ==
        0);
  CHECK_FALSE(has(moves("2/5k4/10/10/10/10/10/10/10/10/4QK2R1/2 w - H - - -,- 0 5"), "S-S-S"));
}

TEST_CASE("a templar knight leaps (1,2), capturing, or (2,3) only to an empty cell",
          "[model][fool][omega]") {
  const Texts t = moves("2/5k4/10/6p3/5p4/10/4T5/10/10/10/5K4/2 w - - - - -,- 0 5");
  CHECK(has(t, "e4f6"));        // (1,2) captures
  CHECK(has(t, "e4g1"));        // (2,3) to an empty cell
  CHECK_FALSE(has(t, "e4g7"));  // (2,3) onto a piece: no capture
}

TEST_CASE("templar knights replace the knights at the start by option", "[model][fool][omega]") {
  // Each templar knight adds three (2,3) leaps to its knight's two moves (c0-a3/e3/f2,
  // h0-e2/f3/j3).
  const auto doc = arbiter::testing::bundled_document("omega-advanced");
  for (const auto& [setting, expected] :
       {std::pair<std::string, std::size_t>{"templar_knights=knights", 40},
        {"templar_knights=replace", 46}}) {
    const auto values = spec::choose_options(doc, {setting});
    const auto rules = spec::compile(doc, values);
    const arbiter::testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
    const Position start = notation::start_position(*rules);
    INFO(setting);
    CHECK(arbiter::testing::legal_move_texts(start).size() == expected);
    CHECK(reference.legal_move_texts(reference.from_position(start)).size() == expected);
  }
}

TEST_CASE("the fool's optional rules: travel between the wizard cells and immobilization",
          "[model][fool][omega]") {
  // A white fool on w1 with no record to imitate: by the optional rule it may jump to the other
  // empty wizard cells, never onto an occupied one.
  const std::string on_w1 = "2/5k4/10/10/10/10/10/10/10/10/5K4/Fw w - - - - -,- 0 1";
  const auto warps = [](const Texts& all) {
    Texts from_w1;
    for (const auto& m : all)
      if (m.rfind("w1", 0) == 0) from_w1.push_back(m);
    return from_w1;
  };
  CHECK(warps(moves(on_w1)).empty());
  CHECK(warps(moves(on_w1, {"fool_warp=on"})) == Texts{"w1w3", "w1w4"});
  // A black rook on e5 orthogonally beside the white fool on e4 cannot move under the rule,
  // unless the black fool stands orthogonally beside it too.
  const std::string held = "2/5k4/10/10/10/4r5/4F5/10/10/10/5K4/2 b - - - - -,- 0 1";
  const auto rook_moves = [](const Texts& all) {
    return std::count_if(all.begin(), all.end(),
                         [](const std::string& m) { return m.rfind("e5", 0) == 0; });
  };
  CHECK(rook_moves(moves(held)) > 0);
  CHECK(rook_moves(moves(held, {"fool_immobilizes=on"})) == 0);
  const std::string released = "2/5k4/10/10/10/4rf4/4F5/10/10/10/5K4/2 b - - - - -,- 0 1";
  CHECK(rook_moves(moves(released, {"fool_immobilizes=on"})) > 0);
}
