// Warps (atom key `warp: ZONE`): a piece on a cell of the zone jumps to any other empty cell of
// it, never capturing unless its mode says so (Omega Chess Advanced's optional "Viajar por las
// casillas de magos" for the fool; Sannin shogi's castling king captures). On the synthetic
// warp.yaml (four corner cells outside a 5x5 grid), then node by node against the reference
// interpreter from random positions under each option alternative.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <set>
#include <sstream>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/make_unmake.h"
#include "tests/support/reference_walk.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;
using Catch::Matchers::Contains;
using Texts = std::vector<std::string>;

namespace {

const spec::SpecDocument& warp_doc() { return arbiter::testing::data_spec_document("warp.yaml"); }

const CompiledRules& warps(const std::vector<std::string>& settings = {"warp=on"}) {
  return arbiter::testing::data_spec_rules("warp.yaml", settings);
}

Texts from(const CompiledRules& r, const std::string& text, const std::string& cell) {
  return arbiter::testing::destinations_from(notation::position_from_string(r, text), cell);
}

bool has(const Texts& t, const std::string& x) {
  return std::find(t.begin(), t.end(), x) != t.end();
}

// Rows of warp.yaml positions: w4 w3 / rank 5 ... rank 1 / w1 w2.

std::string warp_text() {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/tests/model/data/differential/warp.yaml");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// warp.yaml with `from` replaced by `to` (which must occur once).
std::string edited(const std::string& from, const std::string& to) {
  std::string text = warp_text();
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  return text;
}

void compile_text(const std::string& text, const std::vector<std::string>& settings = {"warp=on"}) {
  const auto doc = spec::load_spec_text(text, "warp.yaml");
  spec::compile(doc, spec::choose_options(doc, settings));
}

// "warp.yaml:LINE:COLUMN" where `token` first occurs in `text` after `anchor`, counted from 1.
std::string place(const std::string& text, const std::string& token,
                  const std::string& anchor = "pieces:") {
  const auto at = text.find(token, text.find(anchor));
  const auto line_start = text.rfind('\n', at) + 1;
  const auto line =
      std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n') + 1;
  return "warp.yaml:" + std::to_string(line) + ":" + std::to_string(at - line_start + 1);
}

}  // namespace

TEST_CASE("a jester on a wizard cell warps to every other empty one", "[model][warp]") {
  // Jester on w1, every other corner empty: its step to a1, and the warps.
  const std::string text = "2/k4/5/5/5/4K/J1 w";
  CHECK(from(warps(), text, "w1") == Texts{"a1", "w2", "w3", "w4"});
  SECTION("without the option the warp does not exist") {
    CHECK(from(warps({"warp=off"}), text, "w1") == Texts{"a1"});
  }
  SECTION("the warp is an ordinary move: played, written and taken back") {
    Position pos = notation::position_from_string(warps(), text);
    CHECK(notation::to_string(arbiter::testing::play(pos, "w1w3")) == "1J/k4/5/5/5/4K/2 b");
    for (Move m : legal_moves(pos)) arbiter::testing::check_make_unmake(pos, m);
  }
}

TEST_CASE("a warp without a mode lands only on empty cells and never captures", "[model][warp]") {
  // An own rook on w4 and a black wizard on w3: only w2 is left (and the step to a1).
  CHECK(from(warps(), "Rw/k4/5/5/5/4K/J1 w", "w1") == Texts{"a1", "w2"});
  // All three taken: no warp at all.
  CHECK(from(warps(), "Rw/k4/5/5/5/4K/JW w", "w1") == Texts{"a1"});
}

TEST_CASE("a warp with mode both also captures, and attacks the zone", "[model][warp]") {
  const CompiledRules& capturing = warps({"warp=capturing"});
  // The black wizard on w3 is taken; the own rook on w4 is not.
  CHECK(from(capturing, "Rw/k4/5/5/5/4K/J1 w", "w1") == Texts{"a1", "w2", "w3"});
  Position pos = notation::position_from_string(capturing, "Rw/k4/5/5/5/4K/J1 w");
  CHECK(notation::to_string(arbiter::testing::play(pos, "w1w3")) == "RJ/k4/5/5/5/4K/2 b");
  // A black king on w3 is in check from the jester on w1, and w2 is guarded.
  const Position check = notation::position_from_string(capturing, "1k/K4/5/5/5/5/J1 b");
  CHECK(in_check(check, check.side_to_move()));
  CHECK(is_attacked(check, *capturing.board().find("w2"), check.side_to_move()));
}

TEST_CASE("a piece off the warp zone does not warp", "[model][warp]") {
  const Texts b2 = from(warps(), "2/k4/5/5/1J3/4K/2 w", "b2");
  CHECK(b2 == Texts{"a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"});
}

TEST_CASE("a warp attacks nothing", "[model][warp]") {
  // The white jester on w1 could warp to w2, but does not guard it: the black king on e1 may step
  // there. A black king on w3 is not in check from the jester on w1.
  const std::string text = "2/K4/5/5/5/4k/J1 b";
  CHECK(has(from(warps(), text, "e1"), "w2"));
  const Position pos = notation::position_from_string(warps(), "1k/K4/5/5/5/5/J1 b");
  CHECK_FALSE(in_check(pos, pos.side_to_move()));
  CHECK_FALSE(is_attacked(pos, *warps().board().find("w2"), pos.side_to_move()));
}

TEST_CASE("a per-player warp zone keeps each side to its own cells", "[model][warp]") {
  const CompiledRules& own = warps({"warp=on", "warp_cells=own"});
  // White warps between w1 and w2 only, black between w3 and w4 only.
  CHECK(from(own, "2/k4/5/5/5/4K/J1 w", "w1") == Texts{"a1", "w2"});
  CHECK(from(own, "1j/k4/5/5/5/4K/2 b", "w3") == Texts{"e5", "w4"});
  // A black jester on a white cell (w2) has no warp there.
  CHECK(from(own, "2/k4/5/5/5/K4/1j b", "w2") == Texts{"e1"});
}

TEST_CASE("warp errors name the place in the spec", "[model][warp][spec]") {
  REQUIRE_NOTHROW(compile_text(warp_text()));
  SECTION("an unknown zone") {
    const std::string text = edited("{warp: wizard_cells,", "{warp: wizard_squares,");
    CHECK_THROWS_WITH(compile_text(text), Contains(place(text, "wizard_squares") +
                                                   ": error: unknown zone 'wizard_squares'"));
  }
  SECTION("a mode that is no mode") {
    const std::string text = edited("{warp: wizard_cells,", "{warp: wizard_cells, mode: all,");
    CHECK_THROWS_WITH(compile_text(text),
                      Contains(place(text, "all", "mode: all") + ": error: unknown mode 'all'"));
  }
  SECTION("a key a warp does not take") {
    const std::string text = edited("{warp: wizard_cells,", "{warp: wizard_cells, max: 2,");
    CHECK_THROWS_WITH(compile_text(text), Contains(place(text, "{warp: wizard_cells, max") +
                                                   ": error: a warp takes no 'max'"));
  }
  SECTION("two kinds in one atom") {
    const std::string text = edited("{warp: wizard_cells,", "{warp: wizard_cells, step: [n],");
    CHECK_THROWS_WITH(
        compile_text(text),
        Contains(place(text, "{warp: wizard_cells, step") +
                 ": error: a move atom needs exactly one of step, slide, leap, hop, warp"));
  }
}

TEST_CASE("engine and reference agree two plies deep from random warp positions", "[model][warp]") {
  const CompiledRules& shared = warps();
  const std::set<Cell> corners = {*shared.board().find("w1"), *shared.board().find("w2"),
                                  *shared.board().find("w3"), *shared.board().find("w4")};
  const int positions = arbiter::testing::sample_size(60);
  for (const auto& values : spec::option_assignments_to_check(warp_doc())) {
    INFO("options warp=" << values.at("warp") << " warp_cells=" << values.at("warp_cells"));
    arbiter::testing::Walk walk;
    // A jester's move from one corner to another is a warp: no step or leap joins two corners.
    int warps_met = 0;
    walk.on_node = [&](const Position& pos, const std::vector<Move>& moves) {
      for (Move m : moves)
        if (m.type == MoveType::Normal && corners.count(m.from) && corners.count(m.to) &&
            pos.rules().piece(pos.rules().kind(pos.at(m.from))).name == "jester")
          ++warps_met;
    };
    // First a fixed position with both jesters on corners and a free corner for each under
    // either warp_cells, so that warps are compared whatever the random sample holds (the
    // sanitizer run's quarter of it may hold few: its shared-cells sample held none once).
    const auto rules = spec::compile(warp_doc(), values);
    const arbiter::testing::reference::ReferenceRules reference(
        spec::apply_options(warp_doc(), values));
    Position fixed = notation::position_from_string(*rules, "1j/k4/5/5/5/4K/J1 w");
    int differing = arbiter::testing::differing_nodes(fixed, reference,
                                                      reference.from_position(fixed), 2, walk);
    const int fixed_warps = warps_met;
    differing += arbiter::testing::differing_nodes_from_random(warp_doc(), values, 0x77617270ULL,
                                                               positions, 2, walk);
    INFO("warps met " << warps_met << ", " << fixed_warps << " of them from the fixed position");
    CHECK(differing == 0);
    if (values.at("warp") != "off") {
      CHECK(fixed_warps > 0);
      CHECK(warps_met >= positions);
    } else {
      CHECK(warps_met == 0);
    }
  }
}

TEST_CASE("warps on a hex board and among three players agree with the reference",
          "[model][warp][heavy]") {
  // hexsink.yaml's cannons warp between four portal cells (z1 outside the hexagon among them);
  // three.yaml's rooks warp between the four corners.
  const auto hex = arbiter::testing::edited_data_spec(
      "hexsink.yaml", {{"    cells: [c3..g6]\n",
                        "    cells: [c3..g6]\n  - {name: portals, cells: [a3, i3, e5, z1]}\n"},
                       {"      - {hop: [all], mode: capture}\n",
                        "      - {hop: [all], mode: capture}\n      - {warp: portals}\n"}});
  const auto three = arbiter::testing::edited_data_spec(
      "three.yaml",
      {{"  - name: far\n", "  - {name: corners, cells: [a1, h1, a8, h8]}\n  - name: far\n"},
       {"      - {slide: [orthogonal]}\n  - name: queen",
        "      - {slide: [orthogonal]}\n      - {warp: corners}\n  - name: queen"}});
  // Six start positions always: fewer (a quarter in the sanitizer run) may meet no warp.
  const int positions = 6;
  for (const spec::SpecDocument* doc : {&hex, &three}) {
    INFO("spec " << doc->variant.value);
    const auto rules = spec::compile(*doc, spec::default_option_values(*doc));
    const ZoneId zone = *rules->zones().find(doc == &hex ? "portals" : "corners");
    arbiter::testing::Walk walk;
    // A move between two cells of the zone that no line joins with only empty cells between:
    // none of the piece's other atoms (slides, a hop's capture, a step) makes it.
    const auto no_open_line = [](const Position& pos, Move m) {
      const LineStep line = pos.rules().reach().line(m.from, m.to);
      if (line.distance == 0) return true;
      const auto ray = pos.rules().board().ray(m.from, line.direction);
      for (int i = 0; i + 1 < line.distance; ++i)
        if (pos.at(ray[static_cast<std::size_t>(i)])) return true;
      return false;
    };
    int warps_met = 0;
    walk.on_node = [&](const Position& pos, const std::vector<Move>& moves) {
      const PlayerId me = pos.side_to_move();
      for (Move m : moves)
        if (m.type == MoveType::Normal && pos.rules().zones().contains(zone, me, m.from) &&
            pos.rules().zones().contains(zone, me, m.to) && no_open_line(pos, m) &&
            pos.rules().piece(pos.rules().kind(pos.at(m.from))).name ==
                (doc == &hex ? "cannon" : "rook"))
          ++warps_met;
    };
    const int differing = arbiter::testing::differing_nodes_from_random(
        *doc, spec::default_option_values(*doc), 0x776172ULL, positions, 2, walk);
    INFO("warps met " << warps_met);
    CHECK(differing == 0);
    CHECK(warps_met >= 1);
  }
}
