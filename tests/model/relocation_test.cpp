// Relocating captures, passengers and own-piece transport (specs/README.md "Relocating captures
// and carriers"), rule by rule on a small inline spec with two side cells like citadels: each
// rule with a position that allows it and one that forbids it.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/diagram.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/notation/san.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/make_unmake.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;
using arbiter::testing::destinations_from;
using arbiter::testing::legal_move_texts;
using arbiter::testing::play;
using Catch::Matchers::Contains;

namespace {

// 5x5 with side cells z3 (west of a3, white's home) and f3 (east of e3, black's home); row 3 is
// written z3 a3 b3 c3 d3 e3 f3. The side cells are sanctuaries closed to kings while an enemy
// ship stands on c3. Ships relocate rooks to their home cell, else the far one, else carry them;
// they carry their own king into a side cell; a lasso relocates a king two cells away to the
// lasso's far cell.
constexpr const char* kSpec = R"(
variant: harbour
board:
  geometry: square
  files: [a, b, c, d, e]
  ranks: ["1", "2", "3", "4", "5"]
  extra_cells: [{name: z3, at: [-1, 2]}, {name: f3, at: [5, 2]}]
players:
  - {name: white, forward: n, case: upper, side: w}
  - {name: black, forward: s, case: lower, side: b}
zones:
  - {name: golden, cells: [c3]}
  - name: citadel
    cells: [z3, f3]
    sanctuary: true
    closed: {to: [royal], if_occupied: {zone: golden, by: opponent, pieces: [ship]}}
  - {name: home, per_player: {white: [z3], black: [f3]}}
  - {name: far, per_player: {white: [f3], black: [z3]}}
pieces:
  - {name: rook, letter: R, moves: [{slide: [orthogonal]}]}
  - name: ship
    letter: S
    capturable: false
    carries: {capacity: {option: capacity, values: {one: 1, unlimited: unlimited}},
              unload: {option: unload}}
    moves:
      - {step: [all], mode: move}
      - {step: [all], mode: capture, targets: [rook], capture: relocate,
         relocate_to: [home, far], relocate_full: carry, relocate_owner: {option: owner},
         relocate_choice: {option: choice}}
      - {step: [all], mode: capture, target_side: own, targets: [king], capture: relocate,
         relocate_to: [home, far], not_to_zone: citadel, not_from_zone: citadel,
         when: {from_citadel: forbidden}}
      - {step: [all], mode: capture, target_side: own, targets: [king], capture: relocate,
         relocate_to: [home, far], not_to_zone: citadel, when: {from_citadel: allowed}}
  - name: lasso
    letter: L
    moves: [{leap: [[0, 2]], mode: capture, targets: [king], capture: relocate, relocate_to: [far]}]
  - {name: king, letter: K, royal: true, moves: [{step: [all]}]}
castling:
  - {name: white_q, player: white, right: Q, king: [c1, b1], rook: [a1, c1], empty: [b1], safe: []}
notation:
  fields: [board, side, castling]
  mark_not_original: true
  start: "2k2/5/S5s/5/R1K2 w Q"
options:
  - {name: capacity, default: one, alternatives: [{value: one}, {value: unlimited}]}
  - {name: unload, default: immediate, alternatives: [{value: immediate}, {value: on_carrier_move}]}
  - {name: owner, default: victim, alternatives: [{value: victim}, {value: captor}]}
  - {name: choice, default: first_free, alternatives: [{value: first_free}, {value: any_free}]}
  - {name: from_citadel, default: forbidden, alternatives: [{value: forbidden}, {value: allowed}]}
)";

std::shared_ptr<const CompiledRules> harbour(const spec::OptionValues& chosen = {}) {
  const auto doc = spec::load_spec_text(kSpec, "harbour.yaml");
  auto values = spec::default_option_values(doc);
  for (const auto& [name, value] : chosen) values[name] = value;
  return spec::compile(doc, values);
}

Position at(const CompiledRules& rules, const std::string& text) {
  return notation::position_from_string(rules, text);
}

bool has(const std::vector<std::string>& texts, const std::string& text) {
  return std::find(texts.begin(), texts.end(), text) != texts.end();
}

std::string after(const CompiledRules& rules, const std::string& position,
                  const std::string& moves) {
  return notation::to_string(play(at(rules, position), moves));
}

}  // namespace

TEST_CASE("a relocating capture puts the victim in the taker's home cell, else the far one",
          "[model][relocation]") {
  const auto r = harbour();
  SECTION("home cell free: the rook goes to z3 and the ship takes b3") {
    const std::string pos = "k4/5/1Sr4/5/2K2 w -";
    CHECK(destinations_from(at(*r, pos), "a3") ==
          std::vector<std::string>{"a2", "a4", "b2", "b3>z3", "b4", "z3"});
    CHECK(after(*r, pos, "a3b3>z3") == "k4/5/r1S4/5/2K2 b -");
  }
  SECTION("home cell taken: the far cell f3") {
    CHECK(has(legal_move_texts(at(*r, "k4/5/RSr4/5/2K2 w -")), "a3b3>f3"));
  }
  SECTION("nothing of another kind is relocated, nor anything in a side cell") {
    // The black king on b3 is no target; the rook on z3 stands in a sanctuary.
    const auto moves = legal_move_texts(at(*r, "5/5/rSk4/5/2K2 w -"));
    CHECK_FALSE(has(moves, "a3b3>f3"));
    CHECK_FALSE(has(moves, "a3z3>f3"));
  }
}

TEST_CASE("with both cells taken the victim rides on the ship and cannot be touched",
          "[model][relocation]") {
  const auto r = harbour();
  const std::string pos = "k4/5/RSr3r/5/2K2 w -";
  CHECK(has(legal_move_texts(at(*r, pos)), "a3b3>[]"));
  const Position carried = play(at(*r, pos), "a3b3>[]");
  CHECK(notation::to_string(carried) == "k4/5/R1S[r]3r/5/2K2 b -");
  REQUIRE(carried.passengers().size() == 1);
  CHECK(carried.passenger_count(*r->board().find("b3")) == 1);
  // The passenger is off the board: black has only king and f3-rook moves, white nothing on it.
  for (const std::string& m : legal_move_texts(carried))
    CHECK((m.rfind("a5", 0) == 0 || m.rfind("f3", 0) == 0));
  CHECK(notation::to_string(carried) == notation::to_string(at(*r, "k4/5/R1S[r]3r/5/2K2 b -")));
  CHECK_THAT(notation::render_position(carried), Contains("carried: b3 S carries r\n"));
}

TEST_CASE("a full ship of capacity one cannot pick up when both cells are taken",
          "[model][relocation]") {
  const std::string pos = "k4/5/R1S[r]r2r/5/2K2 w -";
  SECTION("capacity one: no capture of c3") {
    CHECK(destinations_from(at(*harbour(), pos), "b3c3>[]").empty());
    CHECK_FALSE(has(legal_move_texts(at(*harbour(), pos)), "b3c3>[]"));
  }
  SECTION("unlimited: the second rook rides too, after the first") {
    const auto r = harbour({{"capacity", "unlimited"}});
    CHECK(after(*r, pos, "b3c3>[]") == "k4/5/R2S[rr]2r/5/2K2 b -");
  }
  SECTION("capacity one, a cell free: the capture places its victim and keeps the passenger") {
    CHECK(after(*harbour({{"unload", "on_carrier_move"}}), "k4/5/1RS[r]r2r/5/2K2 w -", "b3c3") ==
          "k4/5/rR1S[r]2r/5/2K2 b -");
  }
}

TEST_CASE("passengers unload as soon as a cell frees, after any player's move",
          "[model][relocation]") {
  const auto r = harbour();
  SECTION("white frees z3, the ship's home: the rook lands there") {
    CHECK(after(*r, "k4/5/R1S[r]3r/5/2K2 w -", "z3a3") == "k4/5/rRS3r/5/2K2 b -");
  }
  SECTION("black frees f3 while z3 is taken: the rook lands on f3") {
    CHECK(after(*r, "k4/5/R1S[r]3r/5/2K2 b -", "f3e3") == "k4/5/R1S2rr/5/2K2 w -");
  }
  SECTION("no cell frees: it stays aboard") {
    CHECK(after(*r, "k4/5/R1S[r]3r/5/2K2 b -", "a5b5") == "1k3/5/R1S[r]3r/5/2K2 w -");
  }
}

TEST_CASE("with unload on_carrier_move passengers leave only when their ship moves",
          "[model][relocation]") {
  const auto r = harbour({{"unload", "on_carrier_move"}});
  const Position freed = play(at(*r, "k4/5/R1S[r]3r/5/2K2 w -"), "z3a3");
  CHECK(notation::to_string(freed) == "k4/5/1RS[r]3r/5/2K2 b -");
  const Position black_moved = play(freed, "a5b5");
  CHECK(notation::to_string(black_moved) == "1k3/5/1RS[r]3r/5/2K2 w -");
  CHECK(notation::to_string(play(black_moved, "b3c4")) == "1k3/2S2/rR4r/5/2K2 b -");
}

TEST_CASE("relocate_owner captor turns the victim to the taker's side", "[model][relocation]") {
  CHECK(after(*harbour({{"owner", "captor"}}), "k4/5/1Sr4/5/2K2 w -", "a3b3>z3") ==
        "k4/5/R~1S4/5/2K2 b -");  // no longer original: not in white's set-up
  CHECK(after(*harbour(), "k4/5/1Sr4/5/2K2 w -", "a3b3>z3") == "k4/5/r1S4/5/2K2 b -");
}

TEST_CASE("relocate_choice any_free lets the taker choose among the free cells",
          "[model][relocation]") {
  const auto any = harbour({{"choice", "any_free"}});
  CHECK(destinations_from(at(*any, "k4/5/1Sr4/5/2K2 w -"), "a3b3") ==
        std::vector<std::string>{">f3", ">z3"});
  CHECK(destinations_from(at(*harbour(), "k4/5/1Sr4/5/2K2 w -"), "a3b3") ==
        std::vector<std::string>{">z3"});
}

TEST_CASE("a ship carries its own king into a side cell unless an enemy ship holds c3",
          "[model][relocation]") {
  const auto r = harbour();
  SECTION("allowed: the king goes to z3, the ship to its cell") {
    CHECK(after(*r, "4k/1K3/1S5/5/5 w -", "a3b4>z3") == "4k/1S3/K6/5/5 b -");
  }
  SECTION("an enemy ship on c3 closes the side cells to the king, so no transport") {
    CHECK(destinations_from(at(*r, "4k/1K3/1S1s3/5/5 w -"), "a3") ==
          std::vector<std::string>{"a2", "a4", "b2", "b3", "z3"});
  }
  SECTION("an own ship on c3 does not") {
    CHECK(has(legal_move_texts(at(*r, "4k/1K3/1S1S3/5/5 w -")), "a3b4>z3"));
  }
  SECTION("a king already in a side cell is not transported") {
    CHECK_FALSE(has(legal_move_texts(at(*r, "k4/5/KS5/5/5 w -")), "a3z3>f3"));
  }
  SECTION("transport attacks nothing: the own-king atom never checks the enemy king") {
    const Position pos = at(*r, "5/1k3/1S5/5/2K2 b -");
    CHECK_FALSE(in_check(pos, pos.side_to_move()));
  }
}

TEST_CASE("a ship in a side cell transports its king only when the option allows it",
          "[model][relocation]") {
  const std::string pos = "4k/K4/S6/5/5 w -";
  CHECK_FALSE(has(legal_move_texts(at(*harbour(), pos)), "z3a4>z3"));
  // Allowed: the ship leaves z3, which is then free, so the king takes it.
  const auto allowed = harbour({{"from_citadel", "allowed"}});
  CHECK(has(legal_move_texts(at(*allowed, pos)), "z3a4>z3"));
  CHECK(after(*allowed, pos, "z3a4>z3") == "4k/S4/K6/5/5 b -");
}

TEST_CASE("a relocating atom gives check only while its victim has somewhere to go",
          "[model][relocation]") {
  const auto r = harbour();
  // The black lasso on c3 reaches c1; black's far cell is z3.
  const Position free = at(*r, "k4/5/3l3/5/2K2 w -");
  CHECK(in_check(free, free.side_to_move()));
  const Position full = at(*r, "k4/5/R2l3/5/2K2 w -");
  CHECK_FALSE(in_check(full, full.side_to_move()));
}

TEST_CASE("a rook relocated from its castling cell loses the castling right",
          "[model][relocation]") {
  const auto r = harbour();
  CHECK(after(*r, "2k2/5/7/1s3/R1K2 b Q", "b2a1>f3") == "2k2/5/6R/5/s1K2 w -");
  CHECK(after(*r, "2k2/5/7/1s3/R1K2 b Q", "c5c4") == "5/2k2/7/1s3/R1K2 w Q");
}

TEST_CASE("relocations are written with where the victim goes, in coordinates and SAN",
          "[model][relocation][notation]") {
  const auto r = harbour();
  const Position pos = at(*r, "k4/5/RSr3r/5/2K2 w -");
  const Move carry = std::get<Move>(notation::parse_move(pos, "a3b3>[]"));
  CHECK(carry.type == MoveType::Relocation);
  CHECK(notation::move_to_san(pos, carry) == "Sxb3>[]");
  SECTION("the suffix may be left out when only one relocation has that start and end") {
    CHECK(std::get<Move>(notation::parse_move(pos, "a3b3")) == carry);
    CHECK(std::get<Move>(notation::parse_san(pos, "Sxb3")) == carry);
    CHECK(std::get<Move>(notation::parse_san(pos, "Sxb3>[]")) == carry);
  }
  SECTION("a wrong suffix does not match") {
    CHECK(std::holds_alternative<arbiter::Diagnostic>(notation::parse_move(pos, "a3b3>z3")));
    CHECK(std::holds_alternative<arbiter::Diagnostic>(notation::parse_san(pos, "Sxb3>f3")));
  }
  SECTION("with a choice, the suffix is needed") {
    const auto any = harbour({{"choice", "any_free"}});
    const Position choice = at(*any, "k4/5/1Sr4/5/2K2 w -");
    const auto parsed = notation::parse_move(choice, "a3b3");
    REQUIRE(std::holds_alternative<arbiter::Diagnostic>(parsed));
    CHECK_THAT(std::get<arbiter::Diagnostic>(parsed).to_string(),
               Contains("move 'a3b3' needs to say where the piece it lands on goes; expected one "
                        "of: a3b3>f3 a3b3>z3"));
    CHECK(notation::move_to_san(choice, std::get<Move>(notation::parse_san(choice, "Sxb3>f3"))) ==
          "Sxb3>f3");
  }
  SECTION("own-king transport has no capture mark") {
    const Position king = at(*r, "4k/1K3/1S5/5/5 w -");
    CHECK(notation::move_to_san(king, std::get<Move>(notation::parse_move(king, "a3b4"))) ==
          "Sb4>z3");
  }
}

TEST_CASE("position strings write passengers in brackets after their carrier",
          "[model][relocation][position]") {
  const auto r = harbour({{"capacity", "unlimited"}});
  for (const char* text :
       {"k4/5/R1S[r]3r/5/2K2 b -", "k4/5/R1S[rR~]3r/5/2K2 w -", "S[r]4/5/7/5/s[RR]1K1k w -"}) {
    INFO(text);
    CHECK(notation::to_string(at(*r, text)) == text);
  }
  SECTION("order counts, and so does the carrier") {
    const Position a = at(*r, "k4/5/R1S[rR]3r/5/2K2 w -");
    const Position b = at(*r, "k4/5/R1S[Rr]3r/5/2K2 w -");
    const Position c = at(*r, "k4/5/R1S3r/5/S[rR]1K2 w -");
    CHECK_FALSE(a.same_as(b));
    CHECK(a.hash() != b.hash());
    CHECK_FALSE(a.same_as(c));
    CHECK(a.hash() == a.compute_hash());
  }
  SECTION("bad passengers name the token") {
    auto error = [&](const CompiledRules& rules, const std::string& text) {
      auto parsed = notation::parse_position(rules, text);
      return std::holds_alternative<arbiter::Diagnostic>(parsed)
                 ? std::get<arbiter::Diagnostic>(parsed).to_string()
                 : std::string("(parsed)");
    };
    CHECK_THAT(
        error(*r, "k4/5/R[r]6/5/2K2 w -"),
        Contains("'[' after 'R' in 'R[r]6'; expected passengers only after a piece that carries"));
    CHECK_THAT(error(*r, "k4/5/S[r6/5/2K2 w -"), Contains("expected passengers closed by ']'"));
    CHECK_THAT(error(*r, "k4/5/S[x]6/5/2K2 w -"), Contains("unknown passenger 'x' in 'S[x]6'"));
    CHECK_THAT(error(*harbour(), "k4/5/S[rr]6/5/2K2 w -"),
               Contains("'S' carries 2 pieces in 'S[rr]6'; expected at most 1"));
  }
}

TEST_CASE("make/unmake restores relocations, loads and unloads exactly", "[model][relocation]") {
  for (const char* unload : {"immediate", "on_carrier_move"}) {
    const auto r = harbour({{"unload", unload},
                            {"capacity", "unlimited"},
                            {"owner", "captor"},
                            {"from_citadel", "allowed"}});
    INFO("unload " << unload);
    // Each line: a position and a move; make then unmake must give back the position and hash.
    for (const auto& [text, move] :
         std::vector<std::pair<std::string, std::string>>{{"k4/5/1Sr4/5/2K2 w -", "a3b3>z3"},
                                                          {"k4/5/RSr3r/5/2K2 w -", "a3b3>[]"},
                                                          {"k4/5/R1S[r]3r/5/2K2 w -", "z3a3"},
                                                          {"k4/5/R1S[r]3r/5/2K2 w -", "b3c4"},
                                                          {"k4/5/R1S[rr]r2r/5/2K2 w -", "b3c3>[]"},
                                                          {"k4/5/R1S[rR]3r/5/2K2 b -", "f3e3"},
                                                          {"4k/K4/S6/5/5 w -", "z3a4>z3"},
                                                          {"2k2/5/7/1s3/R1K2 b Q", "b2a1>f3"}}) {
      INFO(text << " " << move);
      Position pos = at(*r, text);
      const Move m = std::get<Move>(notation::parse_move(pos, move));
      arbiter::testing::check_make_unmake(pos, m);
      CHECK(notation::to_string(pos) == text);
    }
  }
}

TEST_CASE("relocation keys that do not fit together are errors at their place",
          "[model][relocation][spec]") {
  auto problems = [](const std::string& from, const std::string& to) {
    std::string text = kSpec;
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    std::string found;
    try {
      for (const auto& d : spec::validate(spec::load_spec_text(text, "harbour.yaml")))
        found += d.to_string() + "\n";
    } catch (const arbiter::UserError& e) {
      for (const auto& d : e.diagnostics()) found += d.to_string() + "\n";
    }
    return found;
  };
  // kSpec starts with a newline, so the lasso's atoms are on line 38: "    moves: [{leap: [[0, 2]],
  // " puts the atom's '{' at column 13, and the key after the leap at column 30 (value at 39).
  const std::string lasso =
      "moves: [{leap: [[0, 2]], mode: capture, targets: [king], capture: relocate, relocate_to: "
      "[far]}]";
  CHECK_THAT(problems(lasso, "moves: [{leap: [[0, 2]], relocate_to: [far]}]"),
             Contains("harbour.yaml:38:44: error: relocate_to needs capture: relocate"));
  CHECK_THAT(problems(lasso, "moves: [{leap: [[0, 2]], capture: relocate, relocate_to: [far]}]"),
             Contains("harbour.yaml:38:39: error: a relocating atom needs targets"));
  CHECK_THAT(
      problems(lasso, "moves: [{leap: [[0, 2]], capture: teleport}]"),
      Contains("harbour.yaml:38:39: error: unknown capture 'teleport'; expected one of: remove, "
               "relocate"));
  CHECK_THAT(
      problems(lasso,
               "moves: [{leap: [[0, 2]], targets: [king], capture: relocate, relocate_to: [far], "
               "relocate_full: carry}]"),
      Contains(
          "harbour.yaml:38:13: error: relocate_full: carry needs `carries:` on piece 'lasso'"));
  CHECK_THAT(problems("capturable: false\n    carries:", "carries:"),
             Contains("error: piece 'ship' carries pieces, so it must not be capturable"));
  CHECK_THAT(
      problems("values: {one: 1, unlimited: unlimited}", "values: {one: 1, unlimited: lots}"),
      Contains(
          "error: unknown capacity 'lots'; expected a whole number of at least 1, or unlimited"));
  CHECK_THAT(problems("targets: [king], capture", "targets: [ship], capture"),
             Contains("error: a relocating atom cannot target a piece that carries"));
}
