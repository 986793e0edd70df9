// Ajedrez 123 rule by rule (specs/ajedrez123.yaml): for every rule family the spec expresses, a
// position where the rulebook allows a move and one where it forbids it. Test names start with
// the rule ids of docs/ajedrez123-inventory.md; the comment above each quotes the rulebook
// (shared/seeds/ajedrez-123.txt, line numbers as in `cat -n`). Every expected set is derived from
// the rule in the comment, not read back from the engine; a quote too long for one line goes on
// over the next comment lines. Position strings list rows 11..1; row 6 has 13 cells, z6 first and
// l6 last. Regency, ship relocation, the push, draw claims and the castling jump cell are tested
// where they are implemented, not here.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

using arbiter::model::CompiledRules;
using arbiter::model::GameStatus;
using arbiter::model::Outcome;
using arbiter::model::Position;
using arbiter::model::notation::position_from_string;
using arbiter::model::notation::to_string;
using arbiter::testing::play;

namespace {

using Cells = std::vector<std::string>;

// The Ajedrez 123 rules with `options` overriding some of the spec's defaults.
std::shared_ptr<const CompiledRules> ajedrez(const arbiter::model::spec::OptionValues& options) {
  return arbiter::testing::bundled_rules("ajedrez123", options);
}

// The rules under the spec's defaults, compiled once: CompiledRules is immutable, so every test
// case may share it (this keeps the whole file well under a second).
std::shared_ptr<const CompiledRules> default_rules() {
  static const std::shared_ptr<const CompiledRules> rules =
      arbiter::testing::bundled_rules("ajedrez123");
  return rules;
}

// Expected sets are written in board order; destinations_from sorts them as strings.
Cells sorted(Cells cells) {
  std::sort(cells.begin(), cells.end());
  return cells;
}

// The legal destinations (with promotion letters) of the piece on `from`, sorted.
Cells moves_from(const CompiledRules& rules, const std::string& position, const std::string& from) {
  return arbiter::testing::destinations_from(position_from_string(rules, position), from);
}

bool contains(const Cells& cells, const std::string& cell) {
  return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

arbiter::model::Cell cell(const CompiledRules& rules, const std::string& name) {
  return *rules.board().find(name);
}

// The token of the piece on a cell ("R", "p"), or "." when it is empty.
std::string token_at(const Position& pos, const std::string& name) {
  const auto piece = pos.at(cell(pos.rules(), name));
  return piece ? arbiter::model::notation::piece_token(pos.rules(), piece) : ".";
}

std::string colour_of(const CompiledRules& rules, const std::string& name) {
  return rules.board()
      .colour_names()[static_cast<std::size_t>(rules.board().colour(cell(rules, name)))];
}

}  // namespace

// ------------------------------------------------------------------------------------ board

// «El tablero de este ajedrez tiene en total 123 casillas.» (L44)
// «por eso la fila 6 tiene 13 casillas y las otras 10 filas tienen 11 casillas.» (L44)
// «es la casilla f6 en el tablero.» (L46)
TEST_CASE("BRD-1 CIT-1 GLD-1 the board has 123 cells: 11 rows of 11 plus z6 and l6 in row 6",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  const auto& board = r->board();
  CHECK(board.cell_count() == 123);
  std::vector<int> per_row(11, 0);
  for (std::size_t i = 0; i < board.cell_count(); ++i)
    ++per_row[static_cast<std::size_t>(board.row_key(arbiter::model::Cell::from_index(i)))];
  for (std::size_t row = 0; row < 11; ++row) CHECK(per_row[row] == (row == 5 ? 13 : 11));
  // The grey cells sit beside a6 and k6; nothing lies beyond them in row 6 or on other rows.
  CHECK(board.find("z6"));
  CHECK(board.find("l6"));
  CHECK_FALSE(board.find("z5"));
  CHECK_FALSE(board.find("l7"));
  // f6 is the exact centre: five files and five ranks on each side.
  CHECK(board.coord(cell(*r, "f6")) == arbiter::model::Coord{5, 5});
}

// «Como las 2 casillas grises no tienen acceso vertical» (L54)
// «lo hacen o en línea horizontal, o en diagonal, o de la forma del caballo.» (L54)
TEST_CASE(
    "BRD-3 CIT-2 the citadels have no vertical neighbours and are entered sideways, "
    "diagonally or by a knight's leap",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  const auto& board = r->board();
  const auto neighbour = [&](const char* from, const char* direction) -> std::string {
    const auto n = board.neighbour(cell(*r, from), *board.find_direction(direction));
    return n ? board.name(*n) : "-";
  };
  CHECK(neighbour("z6", "n") == "-");
  CHECK(neighbour("z6", "s") == "-");
  CHECK(neighbour("z6", "w") == "-");
  CHECK(neighbour("z6", "e") == "a6");
  CHECK(neighbour("z6", "ne") == "a7");
  CHECK(neighbour("z6", "se") == "a5");
  CHECK(neighbour("l6", "n") == "-");
  CHECK(neighbour("l6", "s") == "-");
  CHECK(neighbour("l6", "w") == "k6");
  CHECK(neighbour("l6", "nw") == "k7");
  CHECK(neighbour("l6", "sw") == "k5");
  SECTION("a rook in z6 can only go east along row 6 (over an empty f6, up to the ship on l6)") {
    // White: Kk1, Rz6, Sd3; black: kk11, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/11/R11s/11/11/3S7/11/10K w - - 0 1", "z6") ==
          sorted({"a6", "b6", "c6", "d6", "e6", "g6", "h6", "i6", "j6", "k6"}));
  }
  SECTION("a knight on a4 reaches z6 with its (1,2) leap") {
    // White: Kk1, Na4, Sd3; black: kk11, sl6. From a4: b6, c5, c3, b2, z6; long leaps b7, b1.
    CHECK(moves_from(*r, "10k/11/11/11/11/12s/11/N10/3S7/11/10K w - - 0 1", "a4") ==
          sorted({"b1", "b2", "b6", "b7", "c3", "c5", "z6"}));
  }
}

// «Como los dos alfiles arrancan en las casillas negras» (L156)
// «para así ayudarlos a pasar a las diagonales blancas» (L156)
TEST_CASE("BRD-2 SWP-2 both bishops start on dark cells and reach light ones by the cita",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  for (const char* name : {"d1", "h1", "d11", "h11"}) CHECK(colour_of(*r, name) == "dark");
  // After the citas the bishops stand on e1 and g1 (e11 and g11), where queen and princess were.
  for (const char* name : {"e1", "g1", "e11", "g11", "a1", "k1", "a11", "k11"})
    CHECK(colour_of(*r, name) == "light");
  const Position after =
      play(arbiter::model::notation::start_position(*r), "e1d1 e11d11 g1h1 g11h11");
  for (const char* name : {"e1", "g1"}) CHECK(token_at(after, name) == "B");
  for (const char* name : {"e11", "g11"}) CHECK(token_at(after, name) == "b");
}

// «de los cuales 120 son casillas comunes negras y blancas, 2 son casillas grises, y hay una
// casilla dorada.» (L44)
// (This was a finding until `colouring.cells` existed: f6, z6 and l6 took the light parity.)
TEST_CASE("BRD-1 BRD-2 f6 is golden, z6 and l6 grey, the other 120 cells 60 light and 60 dark",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  CHECK(colour_of(*r, "f6") == "golden");
  CHECK(colour_of(*r, "z6") == "grey");
  CHECK(colour_of(*r, "l6") == "grey");
  int light = 0;
  int dark = 0;
  for (std::size_t i = 0; i < r->board().cell_count(); ++i) {
    const std::string name = r->board().name(arbiter::model::Cell::from_index(i));
    light += colour_of(*r, name) == "light" ? 1 : 0;
    dark += colour_of(*r, name) == "dark" ? 1 : 0;
  }
  CHECK(light == 60);
  CHECK(dark == 60);
}

// ----------------------------------------------------------------------------------- set-up

// «Las Torres se sitúan en las 4 puntas extremas del tablero.» (L170)
// «Los cañones se sitúan en las segundas casillas desde las puntas, entre las torres y los
// caballos» (L196)
// «Los caballos se sitúan en las terceras casillas desde la punta, entre los cañones y los
// alfiles.» (L122)
// «El rey se sitúa justo en la casilla central de su equipo, entre la reina y la princesa.» (L314)
// «la reina blanca se sitúa a la izquierda del rey blanco. Y la reina negra se sitúa a la derecha
// del rey negro» (L290)
// «la princesa blanca se sitúa a la derecha del rey blanco y la princesa negra se sitúa a la
// izquierda del rey negro» (L256)
// «Los 5 peones se sitúan una fila delante de los 2 cañones, delante de los 2 alfiles, y delante
// del rey.» (L90)
// «(el barco blanco arranca de la casilla z6, y el barco negro arranca de la casilla l6.» (L222)
TEST_CASE(
    "SET-1 SET-4 the start position: 23 pieces a side, queen on e, princess on g, ships in "
    "the citadels",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  const Position start = arbiter::model::notation::start_position(*r);
  // Rooks in the corners, cannons next, knights third, bishops d/h, queen e, king f, princess g
  // (each player's own left and right: reading R1 of the inventory, SET-3).
  const std::vector<std::pair<const char*, const char*>> back = {
      {"a", "R"}, {"b", "C"}, {"c", "N"}, {"d", "B"}, {"e", "Q"}, {"f", "K"},
      {"g", "I"}, {"h", "B"}, {"i", "N"}, {"j", "C"}, {"k", "R"}};
  for (const auto& [file, letter] : back) {
    const std::string lower(1, static_cast<char>(letter[0] - 'A' + 'a'));
    CHECK(token_at(start, std::string(file) + "1") == letter);
    CHECK(token_at(start, std::string(file) + "11") == lower);
    // Peones in front of cannons, bishops and king (b d f h j), peonas in front of the others.
    const bool peon = std::string("bdfhj").find(file[0]) != std::string::npos;
    CHECK(token_at(start, std::string(file) + "2") == (peon ? "P" : "O"));
    CHECK(token_at(start, std::string(file) + "10") == (peon ? "p" : "o"));
  }
  CHECK(token_at(start, "z6") == "S");
  CHECK(token_at(start, "l6") == "s");
  for (const auto& player : r->turn_order()) CHECK(start.pieces_of(player).size() == 23);
  // White's 69 first moves: 11 pawns x 1, 2 or 3 cells (33); each cannon hops its peón to
  // rank 3..9 or takes the black peón on rank 10 (2 x 8); each knight to two cells of rank 3 and
  // two of rank 4 (2 x 4); the ship from z6 to a5, a6, a7, b4, b6, b8 (6); the princess's
  // leaps f3, h3, f4, h4 (4); the two citas e1d1 and g1h1 (2).
  CHECK(arbiter::testing::legal_move_texts(start).size() == 69);
}

// ---------------------------------------------------------------------------- peón, peona

// «Las características del movimiento de los peones y de las peonas son idénticas» (L92)
// «se mueven 1 paso verticalmente hacia adelante en cada movida» (L92)
// «también pueden moverse 1 paso horizontal mente hacia los dos lados» (L92)
// «Pero no pueden retroceder, ir hacia atrás.» (L92)
TEST_CASE(
    "PAW-1 PAW-2 PAW-5 PAW-6 a peón or peona steps one cell forward or sideways, never "
    "back, and never captures that way",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("allowed: d6 ahead, c5 and e5 beside; nothing backwards") {
    // White: Kk1, Pd5 (then Od5), Sz6; black: kk11, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/11/S11s/3P7/11/11/11/10K w - - 0 1", "d5") ==
          sorted({"c5", "d6", "e5"}));
    CHECK(moves_from(*r, "10k/11/11/11/11/S11s/3O7/11/11/11/10K w - - 0 1", "d5") ==
          sorted({"c5", "d6", "e5"}));
  }
  SECTION("forbidden: occupied cells ahead and beside, enemies behind") {
    // White: Kk1, Pd5, Rc5, Sz6; black: kk11, pd6, re5, rc4, re4, sl6. The straight steps do not
    // capture, and the diagonal captures only go forward: the peón has no move at all.
    CHECK(moves_from(*r, "10k/11/11/11/11/S3p7s/2RPr6/2r1r6/11/11/10K w - - 0 1", "d5").empty());
  }
  SECTION("black moves south") {
    // White: Kk1, Sz6; black: kk11, pd5, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/11/S11s/3p7/11/11/11/10K b - - 0 1", "d5") ==
          sorted({"c5", "d4", "e5"}));
  }
}

// «pueden avanzar 2 o 3 pasos hacia adelante en la primera movida vertical» (L92)
// «que no se hayan salido de su línea horizontal inicial.» (L94)
// «Esta permitido por ejemplo que una peona se moviese horizontal mente dentro de su línea inicial»
// (L94)
// «y luego se moviese 2 ó 3 pasos hacia adelante.» (L94)
TEST_CASE("PAW-3 PAW-4 two or three cells forward from the initial row only, through empty cells",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("allowed from rank 2: e3, e4, e5") {
    // White: Kk1, Oe2, Sz6; black: kk11, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/11/S11s/11/11/11/4O6/10K w - - 0 1", "e2") ==
          sorted({"d2", "e3", "e4", "e5", "f2"}));
  }
  SECTION("allowed after a sideways step along the initial row") {
    // White: Kk1, Oe2, Sz6; black: kk11, sl6. e2-d2, then d2 may still go 2 or 3 cells.
    const Position pos = play(
        position_from_string(*r, "10k/11/11/11/11/S11s/11/11/11/4O6/10K w - - 0 1"), "e2d2 k11j11");
    CHECK(arbiter::testing::destinations_from(pos, "d2") == sorted({"c2", "d3", "d4", "d5", "e2"}));
  }
  SECTION("allowed for black from rank 10: e9, e8, e7") {
    // White: Kk1, Sz6; black: kk11, oe10, sl6.
    CHECK(moves_from(*r, "10k/4o6/11/11/11/S11s/11/11/11/11/10K b - - 0 1", "e10") ==
          sorted({"d10", "e7", "e8", "e9", "f10"}));
  }
  SECTION("forbidden off the initial row") {
    // White: Kk1, Oe3, Sz6; black: kk11, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/11/S11s/11/11/4O6/11/10K w - - 0 1", "e3") ==
          sorted({"d3", "e4", "f3"}));
  }
  SECTION("forbidden through or onto an occupied cell") {
    // White: Kk1, Oe2, Sz6; black: kk11, pe4, sl6. e4 is taken, so neither e4 nor e5.
    CHECK(moves_from(*r, "10k/11/11/11/11/S11s/11/4p6/11/4O6/10K w - - 0 1", "e2") ==
          sorted({"d2", "e3", "f2"}));
  }
}

// «La forma de capturar a otras piezas y de dar jaques al rey» (L96)
// «es en 1 paso en diagonal hacia adelante» (L96)
TEST_CASE("PAW-7 a peón captures one cell diagonally forward, never backwards or sideways",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("allowed: c6 and e6") {
    // White: Kk1, Pd5, Sz6; black: kk11, nc6, re6, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/11/S2n1r6s/3P7/11/11/11/10K w - - 0 1", "d5") ==
          sorted({"c5", "c6", "d6", "e5", "e6"}));
  }
  SECTION("forbidden: an own piece ahead diagonally, enemies behind diagonally") {
    // White: Kk1, Pd5, Nc6, Sz6; black: kk11, rc4, re4, sl6. Only the plain steps d6, c5, e5.
    CHECK(moves_from(*r, "10k/11/11/11/11/S2N8s/3P7/2r1r6/11/11/10K w - - 0 1", "d5") ==
          sorted({"c5", "d6", "e5"}));
  }
}

// --------------------------------------------------------------------------------- en passant

// «consiste que cuando un peón avanza 2 o 3 pasos hacia adelante a una casilla que esta
// horizontalmente a 1 paso de un peón enemigo» (L98)
// «a la casilla que está detrás del peón que realizo los 2 pasos o los 3 pasos, y así lo captura.»
// (L98)
TEST_CASE("EP-4 after a three-cell advance the pawn beside it takes it on the last cell passed",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("allowed: e2-e5, then d5 takes on e4") {
    // White: Kk1, Oe2, Sz6; black: kk11, pd5, sl6.
    const Position pos =
        play(position_from_string(*r, "10k/11/11/11/11/S11s/3p7/11/11/4O6/10K w - - 0 1"), "e2e5");
    CHECK(arbiter::testing::destinations_from(pos, "d5") == sorted({"c5", "d4", "e4"}));
    const Position taken = play(pos, "d5e4");
    CHECK(token_at(taken, "e5") == ".");
    CHECK(token_at(taken, "e4") == "p");
  }
  SECTION("forbidden: a pawn beside the first cell passed may not take on it") {
    // White: Kk1, Oe2, Sz6; black: kk11, pd4, sl6. After e2-e5 the cell behind the peona is e4:
    // d4 may not take on e3, and its step to e4 is a plain sideways move that leaves e5 alone.
    const Position pos =
        play(position_from_string(*r, "10k/11/11/11/11/S11s/11/3p7/11/4O6/10K w - - 0 1"), "e2e5");
    CHECK(arbiter::testing::destinations_from(pos, "d4") == sorted({"c4", "d3", "e4"}));
    CHECK(token_at(play(pos, "d4e4"), "e5") == "O");
  }
  SECTION("forbidden once another move has been played") {
    // White: Kk1, Oe2, Sz6; black: kk11, pd5, sl6. e2-e5, king moves, king moves: too late.
    const Position pos =
        play(position_from_string(*r, "10k/11/11/11/11/S11s/3p7/11/11/4O6/10K w - - 0 1"),
             "e2e5 k11j11 k1j1");
    CHECK(arbiter::testing::destinations_from(pos, "d5") == sorted({"c5", "d4"}));
  }
}

// «a la casilla que está detrás del peón que realizo los 2 pasos o los 3 pasos, y así lo captura.»
// (L98)
// «es una captura que solo se realiza entre los peones, entre las peonas, y entre ambos.» (L98)
TEST_CASE(
    "EP-2 EP-4 after a two-cell advance the capture lands on the one cell passed, only "
    "pawns capture so",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("allowed: e2-e4, then d4 takes on e3") {
    // White: Kk1, Oe2, Sz6; black: kk11, pd4, sl6.
    const Position pos =
        play(position_from_string(*r, "10k/11/11/11/11/S11s/11/3p7/11/4O6/10K w - - 0 1"), "e2e4");
    CHECK(arbiter::testing::destinations_from(pos, "d4") == sorted({"c4", "d3", "e3"}));
    CHECK(token_at(play(pos, "d4e3"), "e4") == ".");
  }
  SECTION("forbidden for a knight: landing on the cell behind takes nothing") {
    // White: Kk1, Oe2, Sz6; black: kk11, nc5, sl6. After e2-e5 the knight's c5-e4 is a plain move.
    const Position pos = play(
        position_from_string(*r, "10k/11/11/11/11/S11s/2n8/11/11/4O6/10K w - - 0 1"), "e2e5 c5e4");
    CHECK(token_at(pos, "e5") == "O");
  }
}

// «un peón o una peona puede realizar la captura del paso hasta 2 veces» (L100)
// «y entonces el mismo peón adversario capturara al paso también a aquel peón.» (L100)
TEST_CASE("EP-5 EP-6 one pawn takes en passant twice: a three-cell and then a two-cell advance",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kk1, Oe2, Pf2, Sz6; black: kk11, pd5, sl6. e2-e5 d5xe4, f2-f4 (beside e4) e4xf3.
  const Position pos =
      play(position_from_string(*r, "10k/11/11/11/11/S11s/3p7/11/11/4OP5/10K w - - 0 1"),
           "e2e5 d5e4 f2f4");
  CHECK(arbiter::testing::destinations_from(pos, "e4") == sorted({"d4", "e3", "f3"}));
  const Position twice = play(pos, "e4f3");
  CHECK(token_at(twice, "f4") == ".");
  CHECK(token_at(twice, "f3") == "p");
}

// ---------------------------------------------------------------------------------- promotion

// «Los peones cuando llegan a una casilla al fondo opuesto solo se pueden convertir en torres,»
// (L110)
// «en cañones, en caballos, o en alfiles.» (L110)
// «Las peonas en cambio cuando llegan al fondo opuesto solo se pueden convertir en reinas, o en
// princesas.» (L112)
// «Ninguno de los dos puede convertirse ni en barcos ni en reyes.» (L114)
TEST_CASE(
    "PRO-1 PRO-2 PRO-3 PRO-5 a peón becomes a rook, cannon, knight or bishop, a peona a "
    "queen or princess",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kf1, Pb10, Oc10, Sz6; black: kh11, rd11, sl6. Promotion is compulsory: no plain
  // b10-b11 or c10-c11, and no ship, king or (for the peón) queen or princess.
  const char* position = "3r3k3/1PO8/11/11/11/S11s/11/11/11/11/5K5 w - - 0 1";
  CHECK(moves_from(*r, position, "b10") == sorted({"a10", "b11b", "b11c", "b11n", "b11r"}));
  CHECK(moves_from(*r, position, "c10") == sorted({"c11i", "c11q", "d10", "d11i", "d11q"}));
  SECTION("black promotes on rank 1") {
    // White: Kk1, Sz6; black: kk11, oe2, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/11/S11s/11/11/11/4o6/10K b - - 0 1", "e2") ==
          sorted({"d2", "e1i", "e1q", "f2"}));
  }
}

// «Pero aquellas reinas y princesas “nuevas” no pueden tomar la regencia.» (L112)
// «Por ello técnicamente las otras reinas se consideran “virreinas” y no reinas completas.» (L296)
TEST_CASE("PRO-4 QUE-6 PRI-12 a promoted queen or princess is marked not original",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kf1, Pb10, Oc10, Sz6; black: kh11, rd11, sl6.
  const Position start =
      position_from_string(*r, "3r3k3/1PO8/11/11/11/S11s/11/11/11/11/5K5 w - - 0 1");
  const Position queen = play(start, "c10c11q");
  CHECK(token_at(queen, "c11") == "Q");
  CHECK_FALSE(queen.is_original(cell(*r, "c11")));
  CHECK(to_string(queen).find("Q~") != std::string::npos);
  const Position princess = play(start, "c10d11i");
  CHECK(token_at(princess, "d11") == "I");
  CHECK_FALSE(princess.is_original(cell(*r, "d11")));
  // The set-up pieces stay original.
  CHECK(start.is_original(cell(*r, "f1")));
}

// ------------------------------------------------------------------------------------- knight

// «1 paso verticalmente y 2 pasos horizontalmente, ó 2 pasos verticalmente y 1 paso
// horizontalmente» (L124)
// «también se pueden mover 3 pasos verticalmente y 1 paso horizontalmente.» (L124)
// «o la posibilidad de moverse 3 pasos horizontalmente y 1 paso verticalmente que tienen aquí los
// caballos.» (L260)
// «pueden saltar sobre las diferentes piezas, y sin ningún límite.» (L126)
TEST_CASE(
    "KNI-1 KNI-2 KNI-4 the knight's (1,2) leap and its long leap under each "
    "camel_leap_orientation",
    "[model][ajedrez123-rules]") {
  // White: Kk1, Nd4 ringed by peones on c3 c4 c5 d3 d5 e3 e4 e5, Of5, Sz6; black: kk11, nc6, sl6.
  // The knight jumps the ring; f5 holds its own peona (excluded), c6 an enemy knight (taken).
  const std::string position = "10k/11/11/11/11/S2n8s/2PPPO5/2PNP6/2PPP6/11/10K w - - 0 1";
  const Cells short_leaps = {"b3", "b5", "c2", "c6", "e2", "e6", "f3"};
  const Cells vertical = {"c1", "c7", "e1", "e7"};    // (±1 file, ±3 ranks)
  const Cells horizontal = {"a3", "a5", "g3", "g5"};  // (±3 files, ±1 rank)
  const auto with = [&](std::initializer_list<const Cells*> parts) {
    Cells all;
    for (const Cells* part : parts) all.insert(all.end(), part->begin(), part->end());
    return sorted(all);
  };
  for (const char* orientation : {"vertical", "split"}) {
    INFO("camel_leap_orientation=" << orientation);
    const auto r = ajedrez({{"camel_leap_orientation", orientation}});
    CHECK(moves_from(*r, position, "d4") == with({&short_leaps, &vertical}));
  }
  const auto h = ajedrez({{"camel_leap_orientation", "horizontal"}});
  CHECK(moves_from(*h, position, "d4") == with({&short_leaps, &horizontal}));
  const auto both = ajedrez({{"camel_leap_orientation", "both"}});
  CHECK(moves_from(*both, position, "d4") == with({&short_leaps, &vertical, &horizontal}));
}

// «el máximo de casillas que puede ir un caballo es hasta 12 casillas, si está en el centro del
// tablero» (L124)
TEST_CASE("KNI-3 a knight in the open has 12 cells under one orientation of the long leap",
          "[model][ajedrez123-rules]") {
  // White: Kk1, Nd4, Sz6; black: kk11, sl6.
  for (const char* orientation : {"vertical", "horizontal", "split"}) {
    INFO("camel_leap_orientation=" << orientation);
    CHECK(moves_from(*ajedrez({{"camel_leap_orientation", orientation}}),
                     "10k/11/11/11/11/S11s/11/3N7/11/11/10K w - - 0 1", "d4")
              .size() == 12);
  }
  CHECK(moves_from(*ajedrez({{"camel_leap_orientation", "both"}}),
                   "10k/11/11/11/11/S11s/11/3N7/11/11/10K w - - 0 1", "d4")
            .size() == 16);
}

// ------------------------------------------------------------------------------------- bishop

// «Los alfiles son la pieza que se mueven en diagonal de forma ortodoxa.» (L148)
TEST_CASE("BIS-1 the bishop slides diagonally, takes the first enemy piece and jumps nothing",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kk1, Bd4, Pb6, Sz6; black: ka11, pf2, sl6. North-east it crosses the empty f6 to k11;
  // north-west it stops before its own peón on b6; south-east it takes f2.
  CHECK(moves_from(*r, "k10/11/11/11/11/S1P9s/11/3B7/11/5p5/10K w - - 0 1", "d4") ==
        sorted({"a1", "b2", "c3", "c5", "e3", "e5", "f2", "g7", "h8", "i9", "j10", "k11"}));
}

// «pueden moverse también horizontalmente en un paso entrando o saliendo de las ciudadelas
// libremente,» (L152)
// «si no hay otra pieza que les bloquee el camino.» (L152)
// «En resumen las dos movidas especiales de los alfiles se realizan con un paso horizontal sin que
// pueden capturar en esta movida.» (L158)
TEST_CASE(
    "BIS-2 BIS-3 BIS-5 CIT-14 the bishop steps sideways into or out of a citadel, never "
    "capturing",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("allowed: a6 to z6 and back, k6 to l6") {
    // White: Kh1, Ba6, Sd3; black: kh11, sl6.
    CHECK(moves_from(*r, "7k3/11/11/11/11/1B10s/11/11/3S7/11/7K3 w - - 0 1", "a6") ==
          sorted({"b5", "c4", "b7", "c8", "d9", "e10", "f11", "z6"}));
    // White: Kh1, Bz6, Sd3; black: kh11, sl6.
    CHECK(moves_from(*r, "7k3/11/11/11/11/B11s/11/11/3S7/11/7K3 w - - 0 1", "z6") ==
          sorted({"a6", "a5", "b4", "c3", "d2", "e1", "a7", "b8", "c9", "d10", "e11"}));
    // White: Kh1, Bk6, Sz6; black: kh11.
    CHECK(moves_from(*r, "7k3/11/11/11/11/S10B1/11/11/11/11/7K3 w - - 0 1", "k6") ==
          sorted({"l6", "j5", "i4", "h3", "g2", "f1", "j7", "i8", "h9", "g10", "f11"}));
  }
  SECTION("forbidden: onto an occupied citadel, onto an occupied a6, or sideways elsewhere") {
    // White: Kh1, Ba6, Sd3; black: kh11, pz6, sl6. The bishop waits for z6 to be free.
    CHECK_FALSE(
        contains(moves_from(*r, "7k3/11/11/11/11/pB10s/11/11/3S7/11/7K3 w - - 0 1", "a6"), "z6"));
    // White: Kh1, Bz6, Sd3; black: kh11, pa6, sl6. No capture on the step out.
    CHECK_FALSE(
        contains(moves_from(*r, "7k3/11/11/11/11/Bp10s/11/11/3S7/11/7K3 w - - 0 1", "z6"), "a6"));
    // White: Kh1, Bb6, Sd3; black: kh11, sl6. Only diagonals on b6.
    CHECK(moves_from(*r, "7k3/11/11/11/11/2B9s/11/11/3S7/11/7K3 w - - 0 1", "b6") ==
          sorted({"a5", "a7", "c5", "d4", "e3", "f2", "g1", "c7", "d8", "e9", "f10", "g11"}));
  }
}

// ------------------------------------------------------------------------------------ the cita

// «“La cita”: la cita es un pequeño enroque o cambio de casillas entre la princesa o la reina y el
// alfil que está a su lado» (L156)
// «La única condición de la cita es que tiene que ser la primera movida de ambos en la partida»
// (L268)
TEST_CASE("SWP-1 SWP-7 SWP-8 the cita swaps the queen or the princess with the bishop beside her",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  const Position start = arbiter::model::notation::start_position(*r);
  const Cells moves = arbiter::testing::legal_move_texts(start);
  CHECK(contains(moves, "e1d1"));
  CHECK(contains(moves, "g1h1"));
  // Queen and bishop trade cells; only the queen's cita right D is spent.
  const Position queen = play(start, "e1d1");
  CHECK(token_at(queen, "d1") == "Q");
  CHECK(token_at(queen, "e1") == "B");
  CHECK(to_string(queen) ==
        "rcnbqkibncr/opopopopopo/11/11/11/S11s/11/11/11/OPOPOPOPOPO/RCNQBKIBNCR b AKHakdh - 1 1");
  // Black's citas are e11-d11 and g11-h11.
  const Cells black = arbiter::testing::legal_move_texts(queen);
  CHECK(contains(black, "e11d11"));
  CHECK(contains(black, "g11h11"));
  const Position princess = play(queen, "g11h11");
  CHECK(token_at(princess, "h11") == "i");
  CHECK(token_at(princess, "g11") == "b");
}

// «pero la condición de realizar la cita es que tiene que ser la primera movida tanto para la
// princesa o para la reina como para los alfiles,» (L156)
// «Esta movida al igual que el enroque se puede realizar una sola vez por cada pieza.» (L156)
TEST_CASE("SWP-3 SWP-4 no cita once the queen or the bishop has moved, even back home",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  const Position start = arbiter::model::notation::start_position(*r);
  SECTION("the queen went out and back") {
    const Position pos = play(start, "e2e3 e10e9 e1e2 e9e8 e2e1 e8e7");
    const Cells moves = arbiter::testing::legal_move_texts(pos);
    CHECK_FALSE(contains(moves, "e1d1"));
    CHECK(contains(moves, "g1h1"));
  }
  SECTION("the bishop went out and back") {
    const Position pos = play(start, "e2e3 e10e9 d1e2 e9e8 e2d1 e8e7");
    CHECK_FALSE(contains(arbiter::testing::legal_move_texts(pos), "e1d1"));
  }
  SECTION("a cita is played once") {
    // After e1-d1 the queen and bishop have moved: no second swap back.
    const Position pos = play(start, "e1d1 e10e9");
    CHECK_FALSE(contains(arbiter::testing::legal_move_texts(pos), "d1e1"));
    CHECK_FALSE(contains(arbiter::testing::legal_move_texts(pos), "e1d1"));
  }
}

// --------------------------------------------------------------------------------------- rook

// «Las torres son la pieza que se mueve en línea recta de forma ortodoxa para todas las
// direcciones.» (L172)
// «pero no pueden saltar sobre otras piezas (a diferencia de los cañones)» (L172)
// «Las demás piezas pueden atravesar la casilla dorada, pero no quedarse en ella.» (L46)
TEST_CASE(
    "ROO-1 ROO-3 ROO-4 the rook slides orthogonally, through an empty f6 without stopping, "
    "and jumps nothing",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kk1, Rf3, Pd3, Sz6; black: ka11, pf9, sl6.
  CHECK(moves_from(*r, "k10/11/5p5/11/11/S11s/11/11/3P1R5/11/10K w - - 0 1", "f3") ==
        sorted({"e3", "f1", "f2", "f4", "f5", "f7", "f8", "f9", "g3", "h3", "i3", "j3", "k3"}));
}

// ----------------------------------------------------------------------------------- castling

// «el rey se mueve 3 pasos horizontalmente hasta la casilla del caballo y la torre se mueve 3 pasos
// horizontalmente para el lado opuesto hasta la casilla del alfil,» (L212)
// «Si un cañón se halla en su sitio inicial, al hacer enroque la torre simplemente saltará sobre
// él.» (L212)
// «No obstante, es indiferente que los cañones estén o no en su lugar inicial.» (L340)
TEST_CASE(
    "CAS-2 CAS-5 CAS-7 CAS-12 castling: the king goes to the knight's cell, the rook to the "
    "bishop's over its cannon",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kf1, Ra1, Cb1, Cj1, Rk1, Sz6; black: kf11, sl6. Rights A and K.
  const std::string position = "5k5/11/11/11/11/S11s/11/11/11/11/RC3K3CR w AK - 0 1";
  CHECK(moves_from(*r, position, "f1") == sorted({"c1", "e1", "e2", "f2", "g1", "g2", "i1"}));
  const Position a_side = play(position_from_string(*r, position), "f1c1");
  CHECK(to_string(a_side) == "5k5/11/11/11/11/S11s/11/11/11/11/1CKR5CR b - - 1 1");
  const Position k_side = play(position_from_string(*r, position), "f1i1");
  CHECK(to_string(k_side) == "5k5/11/11/11/11/S11s/11/11/11/11/RC5RKC1 b - - 1 1");
  // What else may stand on b1 or j1 (option castling_jump_cell) is tested where P-12 is built.
  SECTION("with the cannons gone") {
    // White: Kf1, Ra1, Rk1, Sz6; black: kf11, sl6.
    const Cells to = moves_from(*r, "5k5/11/11/11/11/S11s/11/11/11/11/R4K4R w AK - 0 1", "f1");
    CHECK(contains(to, "c1"));
    CHECK(contains(to, "i1"));
  }
  SECTION("black castles the same way") {
    // White: Kf1, Sz6; black: kf11, ra11, cb11, cj11, rk11, sl6. Rights a and k.
    const std::string black = "rc3k3cr/11/11/11/11/S11s/11/11/11/11/5K5 b ak - 0 1";
    CHECK(to_string(play(position_from_string(*r, black), "f11c11")) ==
          "1ckr5cr/11/11/11/11/S11s/11/11/11/11/5K5 w - - 1 2");
    CHECK(to_string(play(position_from_string(*r, black), "f11i11")) ==
          "rc5rkc1/11/11/11/11/S11s/11/11/11/11/5K5 w - - 1 2");
  }
}

// «D) que en esta variante del ajedrez el rey sí puede realizar el enroque cuando está en jaque,
// para huir.» (L342)
// «Y también puede pasar por casillas que están en jaque durante el enroque» (L342)
// «Solo no se puede realizar el enroque si al hacerlo, pasara a una casilla donde el rey estaría en
// jaque.» (L342)
TEST_CASE(
    "CAS-11 castling is allowed in check and across attacked cells, not onto an attacked "
    "cell",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("allowed in check: the rook on f8 checks down the f-file through f6") {
    // White: Kf1, Ra1, Cb1, Cj1, Rk1, Sz6; black: kf11, rf8, sl6.
    const Cells to = moves_from(*r, "5k5/11/11/5r5/11/S11s/11/11/11/11/RC3K3CR w AK - 0 1", "f1");
    CHECK(to == sorted({"c1", "e1", "e2", "g1", "g2", "i1"}));
  }
  SECTION("allowed across an attacked d1") {
    // White: Kf1, Ra1, Cb1, Cj1, Rk1, Sz6; black: kf11, rd8, sl6.
    CHECK(contains(moves_from(*r, "5k5/11/11/3r7/11/S11s/11/11/11/11/RC3K3CR w AK - 0 1", "f1"),
                   "c1"));
  }
  SECTION("forbidden onto an attacked c1") {
    // White: Kf1, Ra1, Cb1, Cj1, Rk1, Sz6; black: kf11, rc8, sl6.
    const Cells to = moves_from(*r, "5k5/11/11/2r8/11/S11s/11/11/11/11/RC3K3CR w AK - 0 1", "f1");
    CHECK_FALSE(contains(to, "c1"));
    CHECK(contains(to, "i1"));
  }
}

// «B) que el enroque tiene que ser la primera movida de la partida tanto del rey como para la torre
// interviniente.» (L338)
// «C) que el camino para el rey este despejado de otras piezas (reina o princesa, alfil y
// caballo).» (L340)
TEST_CASE("CAS-1 CAS-9 CAS-10 castling needs an unmoved king and rook and an empty king's path",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  const std::string position = "5k5/11/11/11/11/S11s/11/11/11/11/RC3K3CR w AK - 0 1";
  SECTION("forbidden with the knight, bishop or queen still on the path") {
    // The same position plus a white Nc1, Bd1 or Qe1.
    for (const char* text : {"5k5/11/11/11/11/S11s/11/11/11/11/RCN2K3CR w AK - 0 1",
                             "5k5/11/11/11/11/S11s/11/11/11/11/RC1B1K3CR w AK - 0 1",
                             "5k5/11/11/11/11/S11s/11/11/11/11/RC2QK3CR w AK - 0 1"}) {
      INFO(text);
      const Cells to = moves_from(*r, text, "f1");
      CHECK_FALSE(contains(to, "c1"));
      CHECK(contains(to, "i1"));
    }
  }
  SECTION("forbidden after the king has moved, even back home") {
    const Position pos = play(position_from_string(*r, position), "f1f2 f11f10 f2f1 f10f11");
    const Cells to = arbiter::testing::destinations_from(pos, "f1");
    CHECK_FALSE(contains(to, "c1"));
    CHECK_FALSE(contains(to, "i1"));
  }
  SECTION("forbidden with a rook that has moved; the other still castles") {
    const Position pos = play(position_from_string(*r, position), "a1a2 f11f10 a2a1 f10f11");
    const Cells to = arbiter::testing::destinations_from(pos, "f1");
    CHECK_FALSE(contains(to, "c1"));
    CHECK(contains(to, "i1"));
  }
  SECTION("once: castling spends both rights") {
    CHECK(to_string(play(position_from_string(*r, position), "f1i1")).find(" b - ") !=
          std::string::npos);
  }
}

// ------------------------------------------------------------------------------------- cannon

// «Los cañones se mueven en línea recta para todas las direcciones.» (L198)
// «los cañones pueden tanto saltar sobre cualquier pieza sin necesidad de capturar a otra pieza
// después» (L200)
// «Así como si la primera pieza de su camino es amiga solo pueden saltar sobre ella.» (L206)
TEST_CASE(
    "CAN-1 CAN-2 CAN-3 CAN-9 the cannon slides like a rook and hops over one piece to any "
    "empty cell beyond",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kk1, Cb3, Pb5, Sz6; black: kk11, sl6. b4 by sliding, b6..b11 over the peón b5.
  CHECK(moves_from(*r, "10k/11/11/11/11/S11s/1P9/11/1C9/11/10K w - - 0 1", "b3") ==
        sorted({"b1", "b2", "b4", "b6", "b7", "b8", "b9", "b10", "b11", "a3", "c3", "d3", "e3",
                "f3", "g3", "h3", "i3", "j3", "k3"}));
}

// «Si la primera pieza de su camino es enemiga el cañón lo puede capturar o saltar sobre ella.»
// (L206)
// «Pero si, en cambio, la segunda pieza de su camino es enemiga, los cañones solo la pueden
// capturar,» (L206)
// «o saltando antes sobre otra pieza en línea recta para llegar a una pieza más alejada» (L204)
TEST_CASE(
    "CAN-4 CAN-6 CAN-7 CAN-8 the cannon takes the first enemy directly or the second over "
    "a screen",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  const Cells rank_3 = {"a3", "c3", "d3", "e3", "f3", "g3", "h3", "i3", "j3", "k3"};
  const auto with_rank_3 = [&](Cells cells) {
    cells.insert(cells.end(), rank_3.begin(), rank_3.end());
    return sorted(cells);
  };
  SECTION("both enemies: b5 directly, b8 over b5") {
    // White: Kk1, Cb3, Sz6; black: kk11, pb5, pb8, sl6.
    CHECK(moves_from(*r, "10k/11/11/1p9/11/S11s/1p9/11/1C9/11/10K w - - 0 1", "b3") ==
          with_rank_3({"b1", "b2", "b4", "b5", "b6", "b7", "b8"}));
  }
  SECTION("a friendly screen: only the second piece, b8, is taken") {
    // White: Kk1, Cb3, Pb5, Sz6; black: kk11, pb8, sl6.
    CHECK(moves_from(*r, "10k/11/11/1p9/11/S11s/1P9/11/1C9/11/10K w - - 0 1", "b3") ==
          with_rank_3({"b1", "b2", "b4", "b6", "b7", "b8"}));
  }
}

// «y si la segunda pieza de su camino es amiga el cañón no podrá ir más lejos que hasta la casilla
// anterior a ella,» (L206)
// «ó 2 si la casilla anterior es la casilla dorada.» (L206)
TEST_CASE("CAN-10 CAN-12 a friendly second piece stops the hop before it, never on f6",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("b6 and b7 before the peón on b8") {
    // White: Kk1, Cb3, Pb5, Pb8, Sz6; black: kk11, sl6.
    CHECK(moves_from(*r, "10k/11/11/1P9/11/S11s/1P9/11/1C9/11/10K w - - 0 1", "b3") ==
          sorted({"b1", "b2", "b4", "b6", "b7", "a3", "c3", "d3", "e3", "f3", "g3", "h3", "i3",
                  "j3", "k3"}));
  }
  SECTION("f5, two cells before the peón on f7, since f6 is golden") {
    // White: Kk1, Cf2, Pf4, Pf7, Sz6; black: kk11, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/5P5/S11s/11/5P5/11/5C5/10K w - - 0 1", "f2") ==
          sorted({"f1", "f3", "f5", "a2", "b2", "c2", "d2", "e2", "g2", "h2", "i2", "j2", "k2"}));
  }
  SECTION("with nothing beyond, every empty cell but f6") {
    // White: Kk1, Cf2, Pf4, Sz6; black: kk11, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/11/S11s/11/5P5/11/5C5/10K w - - 0 1", "f2") ==
          sorted({"f1", "f3", "f5", "f7", "f8", "f9", "f10", "f11", "a2", "b2", "c2", "d2", "e2",
                  "g2", "h2", "i2", "j2", "k2"}));
  }
  SECTION("an enemy on f6 is a screen: jumped, never taken") {
    // White: Kk1, Cf2, Sz6; black: kk11, pf6, sl6. f3..f5 by sliding, f7..f11 over f6.
    CHECK(moves_from(*r, "10k/11/11/11/11/S5p5s/11/11/11/5C5/10K w - - 0 1", "f2") ==
          sorted({"f1", "f3", "f4", "f5", "f7", "f8", "f9", "f10", "f11", "a2", "b2", "c2", "d2",
                  "e2", "g2", "h2", "i2", "j2", "k2"}));
  }
  SECTION("an enemy on f6 behind a screen is not taken and closes the line") {
    // White: Kk1, Cf2, Pf4, Sz6; black: kk11, pf6, sl6.
    const Cells to = moves_from(*r, "10k/11/11/11/11/S5p5s/11/5P5/11/5C5/10K w - - 0 1", "f2");
    CHECK(contains(to, "f5"));
    CHECK_FALSE(contains(to, "f6"));
    CHECK_FALSE(contains(to, "f7"));
  }
}

// «Y además en el caso que haya 2 piezas aliadas del cañón que estén una al lado de la otra,»
// (L206)
// «o si la única casilla que las separa es la casilla dorada, entonces el cañón no podrá pasar y se
// frenara como las torres o la reina.» (L206)
TEST_CASE("CAN-11 two adjacent friendly pieces, or two separated only by f6, stop the cannon",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("adjacent: b5 and b6") {
    // White: Kk1, Cb3, Pb5, Pb6, Sz6; black: kk11, sl6. North only b4.
    const Cells to = moves_from(*r, "10k/11/11/11/11/S1P9s/1P9/11/1C9/11/10K w - - 0 1", "b3");
    CHECK(to ==
          sorted({"b1", "b2", "b4", "a3", "c3", "d3", "e3", "f3", "g3", "h3", "i3", "j3", "k3"}));
  }
  SECTION("separated only by f6: f5 and f7") {
    // White: Kk1, Cf2, Pf5, Pf7, Sz6; black: kk11, sl6. North only f3 and f4.
    const Cells to = moves_from(*r, "10k/11/11/11/5P5/S11s/5P5/11/11/5C5/10K w - - 0 1", "f2");
    CHECK(to ==
          sorted({"f1", "f3", "f4", "a2", "b2", "c2", "d2", "e2", "g2", "h2", "i2", "j2", "k2"}));
  }
  SECTION("allowed when the piece behind f6 is an enemy: f7 is taken") {
    // White: Kk1, Cf2, Pf5, Sz6; black: kk11, pf7, sl6.
    CHECK(
        contains(moves_from(*r, "10k/11/11/11/5p5/S11s/5P5/11/11/5C5/10K w - - 0 1", "f2"), "f7"));
  }
}

// «Y también para dar jaques los cañones lo pueden hacer de dos maneras: tanto de forma patente,»
// (L204)
// «como de forma oculta teniendo una pieza entre ellos y el rey» (L204)
TEST_CASE("CAN-5 the cannon checks along an open line or over exactly one piece",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  const auto black_in_check = [&](const std::string& text) {
    const Position pos = position_from_string(*r, text);
    return arbiter::model::in_check(pos, pos.side_to_move());
  };
  // White: Kk1, Cf2, Sz6; black: kf8, sl6 (then with peones on f3, or on f3 and f5).
  CHECK(black_in_check("11/11/11/5k5/11/S11s/11/11/11/5C5/10K b - - 0 1"));
  CHECK(black_in_check("11/11/11/5k5/11/S11s/11/11/5P5/5C5/10K b - - 0 1"));
  CHECK_FALSE(black_in_check("11/11/11/5k5/11/S11s/5P5/11/5P5/5C5/10K b - - 0 1"));
  // «Y que pueden dar jaques ocultos detrás del rey o de la regenta propios, y del barco del mismo
  // color» (L208). White: Kk1, Cf2, Sf3; black: kf8, sl6: the screen is the cannon's own ship.
  CHECK(black_in_check("11/11/11/5k5/11/12s/11/11/5S5/5C5/10K b - - 0 1"));
}

// ----------------------------------------------------------------------------------------- ship

// «El barco se puede mover para todas las direcciones, tanto en diagonal como en línea recta.»
// (L228)
// «Pero solo en 1 paso ó en 2 pasos (no en 3 pasos y más).» (L228)
// «El máximo de casillas que puede ir el barco son 16, si está en el centro del tablero.» (L230)
// «El barco también es una de las pocas piezas del juego que puede ir a todas las 123 casillas del
// tablero» (L232)
TEST_CASE(
    "SHP-2 SHP-3 SHP-7 SHP-8 the ship moves one or two cells in the eight directions, f6 "
    "and the citadels included",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kk1, Se5; black: kk11, sl6. 16 cells, f6 among them; nothing three cells away.
  CHECK(moves_from(*r, "10k/11/11/11/11/12s/4S6/11/11/11/10K w - - 0 1", "e5") ==
        sorted({"c3", "c5", "c7", "d4", "d5", "d6", "e3", "e4", "e6", "e7", "f4", "f5", "f6", "g3",
                "g5", "g7"}));
  // White: Kk1, Sb4; black: kk11, sl6. Two cells diagonally over a5 into z6.
  CHECK(
      moves_from(*r, "10k/11/11/11/11/12s/11/1S9/11/11/10K w - - 0 1", "b4") ==
      sorted({"a3", "a4", "a5", "b2", "b3", "b5", "b6", "c3", "c4", "c5", "d2", "d4", "d6", "z6"}));
}

// «Y de esas 2 formas de movimiento puede el barco también saltar sobre una pieza en cada movida.»
// (L228)
// «Al igual que los cañones el barco solo puede saltar sobre 1 pieza en cada movida,» (L228)
TEST_CASE("SHP-4 SHP-5 the ship jumps the one piece between it and a cell two away",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kk1, Se5 ringed by peones on d4 d5 d6 e4 e6 f4 f5 f6; black: kk11, sl6.
  CHECK(moves_from(*r, "10k/11/11/11/11/4PPP5s/3PSP5/3PPP5/11/11/10K w - - 0 1", "e5") ==
        sorted({"c3", "c5", "c7", "e3", "e7", "g3", "g5", "g7"}));
  // The same with peones on the landing cells c3 c5 c7 e3 e7 g3 g5 g7 too: no move at all.
  CHECK(moves_from(*r, "10k/11/11/11/2P1P1P4/4PPP5s/2PPSPP4/3PPP5/2P1P1P4/11/10K w - - 0 1", "e5")
            .empty());
}

// «Ninguna pieza puede capturar al barco (ni siquiera el otro barco» (L234)
TEST_CASE("SHP-10 nothing captures the ship, not even the other ship, it still blocks",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("the king beside it, the rook facing it") {
    // White: Kk1, Se5, Rb5; black: ke6, sl6. Black king: not e5 (the ship), not d5 (the rook on
    // b5 reaches it), not f6 (golden); the jump to g6 over f6.
    const std::string position = "11/11/11/11/11/5k6s/1R2S6/11/11/11/10K b - - 0 1";
    CHECK(moves_from(*r, position, "e6") == sorted({"d6", "d7", "e7", "f5", "f7", "g6"}));
    // The rook on b5 stops at d5 and takes nothing on e5.
    const Position white_to_move =
        position_from_string(*r, "11/11/11/11/11/5k6s/1R2S6/11/11/11/10K w - - 0 1");
    CHECK(arbiter::testing::destinations_from(white_to_move, "b5") ==
          sorted({"a5", "c5", "d5", "b1", "b2", "b3", "b4", "b6", "b7", "b8", "b9", "b10", "b11"}));
  }
  SECTION("the other ship is jumped, never picked up") {
    // White: Kk1, Se5; black: kk11, se6.
    const Cells to = moves_from(*r, "10k/11/11/11/11/5s7/4S6/11/11/11/10K w - - 0 1", "e5");
    CHECK_FALSE(contains(to, "e6"));
    CHECK(contains(to, "e7"));
  }
}

// «Y puede recoger a todas las piezas enemigas excepto al rey enemigo» (L240)
// «y al otro barco.» (L240)
// «barco tampoco puede capturar ninguna pieza ni realizar jaques.» (L236)
TEST_CASE(
    "SHP-11 SHP-18 CHK-2 the ship picks up any enemy piece but the king and the other ship, "
    "and gives no check",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("allowed: every other kind, adjacent or two cells away") {
    // White: Ka1, Se5; black: kk11, pd4, od5, nd6, be4, re6, cf4, if5, qc7, sl6.
    // A picked-up piece goes to the ship's own citadel, z6 (SHP-13): written ">z6".
    CHECK(moves_from(*r, "10k/11/11/11/2q8/4nr6s/3oSi5/3pbc5/11/11/K10 w - - 0 1", "e5") ==
          sorted({"c3", "c5", "c7>z6", "d4>z6", "d5>z6", "d6>z6", "e3", "e4>z6", "e6>z6", "e7",
                  "f4>z6", "f5>z6", "f6", "g3", "g5", "g7"}));
  }
  SECTION("forbidden: the king, which it therefore never checks") {
    // White: Ka1, Se5; black: ke7, sl6.
    const std::string position = "11/11/11/11/4k6/12s/4S6/11/11/11/K10 w - - 0 1";
    CHECK_FALSE(contains(moves_from(*r, position, "e5"), "e7"));
    // White: Ka1, Se5; black: ke6, sl6: the ship beside the king.
    const Position beside =
        position_from_string(*r, "11/11/11/11/11/5k6s/4S6/11/11/11/K10 b - - 0 1");
    CHECK_FALSE(arbiter::model::in_check(beside, beside.side_to_move()));
  }
}

// «Igualmente, el barco no puede recoger a una pieza mientras está en una de las ciudadelas.»
// (L238)
TEST_CASE("SHP-16 the ship picks up nothing from a citadel", "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Ka1, Sz6; black: kk11, pa5, pa6, pa7, pb8, sl6. Only the empty b4 and b6 (over a6).
  CHECK(moves_from(*r, "10k/11/11/1p9/p10/Sp10s/p10/11/11/11/K10 w - - 0 1", "z6") ==
        sorted({"b4", "b6"}));
  // Out of the citadel, on b6, the ship picks up the peones beside it on a5 and a7.
  // White: Ka1, Sb6; black: kk11, pa5, pa7, sl6.
  const Cells out = moves_from(*r, "10k/11/11/11/p10/2S9s/p10/11/11/11/K10 w - - 0 1", "b6");
  CHECK(contains(out, "a5>z6"));
  CHECK(contains(out, "a7>z6"));
}

// «si hay una pieza enemiga a una casilla de distancia del barco, el barco lo puede tanto recoger
// la como saltar por encima de ella.» (L228)
// «cuando el barco ocupa la casilla de su pieza prisionera» (L238)
TEST_CASE("SHP-6 the ship's pick-up distance under each ship_pickup_range",
          "[model][ajedrez123-rules]") {
  // White: Kk1, Se5, Pf6; black: kk11, pe6 (adjacent), pe7 (behind e6), rc7 (over an empty d6),
  // qc5 (over an empty d5), ng7 (over the white peón f6), sl6.
  const std::string position = "10k/11/11/11/2r1p1n4/5pP5s/2q1S6/11/11/11/10K w - - 0 1";
  const Cells plain = {"c3", "d4", "d5", "d6", "e3", "e4", "f4", "f5", "g3", "g5"};
  const auto plus = [&](Cells more) {
    more.insert(more.end(), plain.begin(), plain.end());
    return sorted(more);
  };
  // Every prisoner goes to the ship's own citadel z6 (SHP-13): written ">z6".
  CHECK(moves_from(*ajedrez({{"ship_pickup_range", "one_or_two"}}), position, "e5") ==
        plus({"e6>z6", "e7>z6", "c7>z6", "c5>z6", "g7>z6"}));
  CHECK(moves_from(*ajedrez({{"ship_pickup_range", "adjacent_only"}}), position, "e5") ==
        plus({"e6>z6"}));
  CHECK(moves_from(*ajedrez({{"ship_pickup_range", "one_or_two_clear"}}), position, "e5") ==
        plus({"e6>z6", "c7>z6", "c5>z6"}));
}

// ------------------------------------------------------------------------------------- princess

// «La princesa se mueve tanto como el alfil - en diagonal y como el caballo - pudiendo saltar sobre
// las otras piezas.» (L260)
// «o la posibilidad de moverse 3 pasos horizontalmente y 1 paso verticalmente que tienen aquí los
// caballos.» (L260)
// «únicas piezas que pueden entrar en la casilla dorada, igual que solo los peones, las peonas, y
// el barco.» (L264)
TEST_CASE(
    "PRI-1 PRI-3 PRI-4 PRI-6 the princess: bishop slides, knight leaps with the long leap "
    "per option, f6 allowed",
    "[model][ajedrez123-rules]") {
  // White: Kh1, Id8, Sz6; black: kh11, sl6.
  const std::string position = "7k3/11/11/3I7/11/S11s/11/11/11/11/7K3 w - - 0 1";
  // The diagonals end on a11, g11, a5 and k1; the last one crosses f6, where she may also stop.
  const Cells diagonals = {"a11", "b10", "c9", "e9", "f10", "g11", "a5", "b6",
                           "c7",  "e7",  "f6", "g5", "h4",  "i3",  "j2", "k1"};
  const Cells short_leaps = {"b7", "b9", "c6", "c10", "e6", "e10", "f7", "f9"};
  const Cells vertical = {"c5", "c11", "e5", "e11"};
  const Cells horizontal = {"a7", "a9", "g7", "g9"};
  const auto with = [&](std::initializer_list<const Cells*> parts) {
    Cells all = diagonals;
    all.insert(all.end(), short_leaps.begin(), short_leaps.end());
    for (const Cells* part : parts) all.insert(all.end(), part->begin(), part->end());
    return sorted(all);
  };
  CHECK(moves_from(*ajedrez({{"camel_leap_orientation", "vertical"}}), position, "d8") ==
        with({&vertical}));
  for (const char* orientation : {"horizontal", "split"}) {
    INFO("camel_leap_orientation=" << orientation);
    CHECK(moves_from(*ajedrez({{"camel_leap_orientation", orientation}}), position, "d8") ==
          with({&horizontal}));
  }
  CHECK(moves_from(*ajedrez({{"camel_leap_orientation", "both"}}), position, "d8") ==
        with({&vertical, &horizontal}));
  SECTION("forbidden: orthogonal slides, and jumping as a bishop") {
    // White: Kh1, Id8, Pe7, Sz6; black: kh11, sl6. e7 blocks the diagonal to f6..k1.
    const Cells to =
        moves_from(*default_rules(), "7k3/11/11/3I7/4P6/S11s/11/11/11/11/7K3 w - - 0 1", "d8");
    for (const char* cell_name : {"d9", "d7", "c8", "e8", "e7", "f6", "g5"}) {
      INFO(cell_name);
      CHECK_FALSE(contains(to, cell_name));
    }
  }
}

// «como ser, la movida horizontal en las ciudadelas de los alfiles para cambiar de diagonales»
// (L260)
TEST_CASE("PRI-2 the princess steps sideways into and out of a citadel, never capturing",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kh1, Ia6, Sd3; black: kh11, sl6.
  CHECK(contains(moves_from(*r, "7k3/11/11/11/11/1I10s/11/11/3S7/11/7K3 w - - 0 1", "a6"), "z6"));
  // White: Kh1, Iz6, Sd3; black: kh11, sl6 (then a black peón on a6).
  CHECK(contains(moves_from(*r, "7k3/11/11/11/11/I11s/11/11/3S7/11/7K3 w - - 0 1", "z6"), "a6"));
  CHECK_FALSE(
      contains(moves_from(*r, "7k3/11/11/11/11/Ip10s/11/11/3S7/11/7K3 w - - 0 1", "z6"), "a6"));
}

// ---------------------------------------------------------------------------------------- queen

// «La reina se mueve tanto como el alfil en diagonal y como la torre en línea recta.» (L292)
// «Lo único que la reina no puede hacer es saltar sobre otras piezas, o entrar en la casilla
// dorada.» (L292)
TEST_CASE("QUE-1 QUE-2 QUE-3 the queen slides in eight directions, through f6 but never onto it",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kk1, Qf4, Pd4, Sz6; black: ka11, ph4, sl6.
  CHECK(moves_from(*r, "k10/11/11/11/11/S11s/11/3P1Q1p3/11/11/10K w - - 0 1", "f4") ==
        sorted({"f1", "f2", "f3", "f5", "f7", "f8", "f9", "f10", "f11", "e4",
                "g4", "h4", "g5", "h6", "i7", "j8", "k9", "e5",  "d6",  "c7",
                "b8", "a9", "g3", "h2", "i1", "e3", "d2", "c1"}));
}

// ----------------------------------------------------------------------------------------- king

// «El rey se mueve en un paso para todas las direcciones en diagonal o en línea recta.» (L316)
// «El rey puede ir a todas las casillas del tablero excepto a la casilla dorada.» (L330)
TEST_CASE("KIN-1 KIN-2 KIN-5 the king steps one cell in eight directions, never onto f6",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kc3, Sz6; black: kk11, pd2, sl6. It takes the peón on d2 (which guards only c1, e1).
  CHECK(moves_from(*r, "10k/11/11/11/11/S11s/11/11/2K8/3p7/11 w - - 0 1", "c3") ==
        sorted({"b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4"}));
  // White: Kg7, Sz6; black: kk11, sl6. f6 is next to g7 but never a destination.
  CHECK_FALSE(
      contains(moves_from(*r, "10k/11/11/11/6K4/S11s/11/11/11/11/11 w - - 0 1", "g7"), "f6"));
}

// «El segundo caso excepcional en el que el rey puede moverse más de una casilla es si está junto a
// la casilla dorada.» (L346)
// «puede moverse saltándola y avanzando dos casillas en un solo movimiento.» (L346)
// «La única limitación es que la casilla dorada debe estar libre (sin otras piezas de ningún
// equipo)» (L346)
TEST_CASE("KIN-6 GLD-10 the king jumps over an empty f6 to the opposite cell",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("allowed straight and diagonally") {
    // White: Kf5 (then Ke5, Ke6), Sz6; black: kk11, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/11/S11s/5K5/11/11/11/11 w - - 0 1", "f5") ==
          sorted({"e4", "e5", "e6", "f4", "f7", "g4", "g5", "g6"}));
    CHECK(moves_from(*r, "10k/11/11/11/11/S11s/4K6/11/11/11/11 w - - 0 1", "e5") ==
          sorted({"d4", "d5", "d6", "e4", "e6", "f4", "f5", "g7"}));
    CHECK(moves_from(*r, "10k/11/11/11/11/S4K6s/11/11/11/11/11 w - - 0 1", "e6") ==
          sorted({"d5", "d6", "d7", "e5", "e7", "f5", "f7", "g6"}));
  }
  SECTION("forbidden over an occupied f6") {
    // White: Kf5, Pf6, Sz6; black: kk11, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/11/S5P5s/5K5/11/11/11/11 w - - 0 1", "f5") ==
          sorted({"e4", "e5", "e6", "f4", "g4", "g5", "g6"}));
  }
  SECTION("forbidden from a cell not next to f6") {
    // White: Kf4, Sz6; black: kk11, sl6.
    CHECK(moves_from(*r, "10k/11/11/11/11/S11s/11/5K5/11/11/11 w - - 0 1", "f4") ==
          sorted({"e3", "e4", "e5", "f3", "f5", "g3", "g4", "g5"}));
  }
}

// «De esas formas, el rey también captura otras piezas.» (L316)
// «puede moverse saltándola y avanzando dos casillas en un solo movimiento.» (L346)
TEST_CASE("KIN-6 the jump takes on its landing cell only under king_golden_jump_capture=both",
          "[model][ajedrez123-rules]") {
  // White: Kf5, Sz6; black: kk11, pf7, sl6. The peón on f7 guards e6 and g6.
  const std::string position = "10k/11/11/11/5p5/S11s/5K5/11/11/11/11 w - - 0 1";
  CHECK(moves_from(*ajedrez({{"king_golden_jump_capture", "both"}}), position, "f5") ==
        sorted({"e4", "e5", "f4", "f7", "g4", "g5"}));
  CHECK(moves_from(*ajedrez({{"king_golden_jump_capture", "move"}}), position, "f5") ==
        sorted({"e4", "e5", "f4", "g4", "g5"}));
  // White: Kf5, Sz6; black: kf8, sl6. Under `both` the white king attacks f7 across f6, so the
  // black king may not step there; under `move` it may.
  const std::string kings = "11/11/11/5k5/11/S11s/5K5/11/11/11/11 b - - 0 1";
  CHECK(moves_from(*ajedrez({{"king_golden_jump_capture", "both"}}), kings, "f8") ==
        sorted({"e7", "e8", "e9", "f9", "g7", "g8", "g9"}));
  CHECK(moves_from(*ajedrez({{"king_golden_jump_capture", "move"}}), kings, "f8") ==
        sorted({"e7", "e8", "e9", "f7", "f9", "g7", "g8", "g9"}));
}

// «Los dos reyes no pueden estar uno junto al otro.» (L328)
// «Por eso un rey no puede dar un jaque a otro rey» (L328)
TEST_CASE("OPP-2 OPP-3 OPP-4 the kings never stand next to each other",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kc3, Sz6; black: kc5, sl6. b4, c4 and d4 touch the black king.
  CHECK(moves_from(*r, "11/11/11/11/11/S11s/2k8/11/2K8/11/11 w - - 0 1", "c3") ==
        sorted({"b2", "b3", "c2", "d2", "d3"}));
  // White: Kc3, Sz6; black: kk11, sl6: with the black king far away all eight are free.
  CHECK(moves_from(*r, "10k/11/11/11/11/S11s/11/11/2K8/11/11 w - - 0 1", "c3").size() == 8);
  // A king in a citadel attacks nothing and cannot be attacked, so the other king may stand
  // beside it (inventory C-7, option citadel_ruler_adjacency, default `allowed`: the citadels are
  // «fuera del juego activo» (L54)). White: Ka5, Sd3; black: kz6, sl6.
  CHECK(contains(moves_from(*r, "11/11/11/11/11/k11s/K10/11/3S7/11/11 w - - 0 1", "a5"), "a6"));
}

// ------------------------------------------------------------------------------------- citadels

// «ninguna de las piezas puede capturar a una pieza que esté en una de las 2 ciudadelas,» (L54)
// «ni ninguna pieza que esté en una de las 2 ciudadelas puede salir de ellas capturando a otra
// pieza.» (L54)
TEST_CASE("CIT-3 CIT-4 no capture into a citadel or out of one", "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("forbidden into: knight, rook and peón facing an enemy in z6") {
    // White: Kh1, Na4, Sd3; black: kh11, nz6, sl6.
    CHECK(moves_from(*r, "7k3/11/11/11/11/n11s/11/N10/3S7/11/7K3 w - - 0 1", "a4") ==
          sorted({"b1", "b2", "b6", "b7", "c3", "c5"}));
    // White: Kh1, Rb6, Sd3; black: kh11, nz6, sl6.
    CHECK_FALSE(
        contains(moves_from(*r, "7k3/11/11/11/11/n1R9s/11/11/3S7/11/7K3 w - - 0 1", "b6"), "z6"));
    // White: Kh1, Pa5, Sd3; black: kh11, nz6, sl6. z6 is the peón's forward-left diagonal.
    CHECK(moves_from(*r, "7k3/11/11/11/11/n11s/P10/11/3S7/11/7K3 w - - 0 1", "a5") ==
          sorted({"a6", "b5"}));
  }
  SECTION("forbidden out of: rook, peón and cannon in z6") {
    // White: Kh1, Rz6, Sd3; black: kh11, pa6, sl6.
    CHECK(moves_from(*r, "7k3/11/11/11/11/Rp10s/11/11/3S7/11/7K3 w - - 0 1", "z6").empty());
    // White: Kh1, Pz6, Sd3; black: kh11, pa7, sl6. Only the sideways step back to a6.
    CHECK(moves_from(*r, "7k3/11/11/11/p10/P11s/11/11/3S7/11/7K3 w - - 0 1", "z6") ==
          sorted({"a6"}));
    // White: Kh1, Cz6, Sd3; black: kh11, pa6, rd6, sl6. It may hop a6 to b6, c6, not take.
    CHECK(moves_from(*r, "7k3/11/11/11/11/Cp2r7s/11/11/3S7/11/7K3 w - - 0 1", "z6") ==
          sorted({"b6", "c6"}));
  }
  SECTION("allowed out of z6 onto empty cells: the knight's leaps") {
    // White: Kh1, Nz6, Sd3; black: kh11, sl6.
    CHECK(moves_from(*r, "7k3/11/11/11/11/N11s/11/11/3S7/11/7K3 w - - 0 1", "z6") ==
          sorted({"a3", "a4", "a8", "a9", "b5", "b7"}));
  }
}

// «Y además no se puede realizar un jaque desde una de las 2 ciudadelas,» (L54)
// «porque son 2 casillas que están fuera del juego activo.» (L54)
// «Por eso si una pieza que está en una de las dos ciudadelas quisiera realizar un jaque tiene que
// salir de ellas» (L54)
TEST_CASE("CIT-5 CIT-6 no check from a citadel, and none on a king in one",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  const auto white_in_check = [&](const std::string& text) {
    const Position pos = position_from_string(*r, text);
    return arbiter::model::in_check(pos, pos.side_to_move());
  };
  // White: Ke6, Sd3; black: kk11, rz6 (then ra6), sl6. Along row 6 through a6..d6.
  CHECK_FALSE(white_in_check("10k/11/11/11/11/r4K6s/11/11/3S7/11/11 w - - 0 1"));
  CHECK(white_in_check("10k/11/11/11/11/1r3K6s/11/11/3S7/11/11 w - - 0 1"));
  // White: Kz6, Sd3; black: kk11, rc6, sl6 (then the king on a6).
  CHECK_FALSE(white_in_check("10k/11/11/11/11/K2r8s/11/11/3S7/11/11 w - - 0 1"));
  CHECK(white_in_check("10k/11/11/11/11/1K1r8s/11/11/3S7/11/11 w - - 0 1"));
  // The rook in z6 gives check by stepping out: z6-a6.
  const Position out =
      play(position_from_string(*r, "10k/11/11/11/11/r4K6s/11/11/3S7/11/11 b - - 0 1"), "z6a6");
  CHECK(arbiter::model::in_check(out, out.side_to_move()));
}

// «todas las piezas que no tienen el mando de su equipo pueden entrar y salir libremente de las 2
// ciudadelas» (L58)
TEST_CASE("CIT-13 PAW-5 a peón enters a citadel sideways and leaves the same way",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Kh1, Pa6, Sd3; black: kh11, sl6.
  CHECK(moves_from(*r, "7k3/11/11/11/11/1P10s/11/11/3S7/11/7K3 w - - 0 1", "a6") ==
        sorted({"a7", "b6", "z6"}));
  // White: Kh1, Pz6, Sd3; black: kh11, sl6. No cell ahead of z6.
  CHECK(moves_from(*r, "7k3/11/11/11/11/P11s/11/11/3S7/11/7K3 w - - 0 1", "z6") == sorted({"a6"}));
  // White: Kh1, Pa6, Sz6; black: kh11, sl6. An occupied citadel is not entered.
  CHECK(moves_from(*r, "7k3/11/11/11/11/SP10s/11/11/11/11/7K3 w - - 0 1", "a6") ==
        sorted({"a7", "b6"}));
}

// ---------------------------------------------------------------------------------- golden cell

// «Se caracteriza porque a ella solo pueden entrar y quedarse los peones, las peonas, el barco, y
// la princesa.» (L46)
// «Las demás piezas pueden atravesar la casilla dorada, pero no quedarse en ella.» (L46)
TEST_CASE(
    "GLD-2 GLD-3 only peones, peonas, the ship and the princess stop on f6, the others "
    "cross it",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  struct Case {
    const char* position;
    const char* from;
    bool stops;
    const char* beyond;  // a cell reached through f6, or ""
  };
  // Each: White: Kk1, the piece, Sz6 (or the ship itself); black: ka11, sl6.
  const std::vector<Case> cases = {
      {"k10/11/11/11/11/S11s/5P5/11/11/11/10K w - - 0 1", "f5", true, ""},     // peón ahead
      {"k10/11/11/11/11/S4O6s/11/11/11/11/10K w - - 0 1", "e6", true, ""},     // peona beside
      {"k10/11/11/11/11/12s/4S6/11/11/11/10K w - - 0 1", "e5", true, ""},      // ship
      {"k10/11/11/11/11/S11s/11/3I7/11/11/10K w - - 0 1", "d4", true, "g7"},   // princess, diagonal
      {"k10/11/11/11/11/S11s/3N7/11/11/11/10K w - - 0 1", "d5", false, ""},    // knight
      {"k10/11/11/11/11/S11s/11/3B7/11/11/10K w - - 0 1", "d4", false, "g7"},  // bishop
      {"k10/11/11/11/11/S11s/11/11/5R5/11/10K w - - 0 1", "f3", false, "f7"},  // rook
      {"k10/11/11/11/11/S11s/11/11/5C5/11/10K w - - 0 1", "f3", false, "f7"},  // cannon
      {"k10/11/11/11/11/S11s/11/3Q7/11/11/10K w - - 0 1", "d4", false, "g7"},  // queen
      {"k10/11/11/11/11/S11s/5K5/11/11/11/11 w - - 0 1", "f5", false, "f7"},   // king (its jump)
  };
  for (const Case& c : cases) {
    INFO(c.position);
    const Cells to = moves_from(*r, c.position, c.from);
    CHECK(contains(to, "f6") == c.stops);
    if (*c.beyond) CHECK(contains(to, c.beyond));
  }
}

// «Por ejemplo si una peona entró en la casilla dorada solo la podría capturar otra peona, un peón,
// o la princesa, o el barco a su manera» (L46)
// «Cuando un peón o una peona se establecen en la casilla dorada las únicas piezas que los pueden
// amenazar y capturar son:» (L102)
// «otros peones, otras peonas, la princesa, y el barco.» (L102)
TEST_CASE("GLD-4 GLD-9 a piece on f6 is taken or attacked only by a peón, peona, princess or ship",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // Each: White: Kk1, the attacker, Sz6 (or the ship itself); black: ka11, of6, sl6.
  struct Case {
    const char* position;
    const char* from;
    bool takes;
  };
  const std::vector<Case> cases = {
      {"k10/11/11/11/11/S5o5s/4P6/11/11/11/10K w - - 0 1", "e5", true},   // peón
      {"k10/11/11/11/11/S5o5s/6O4/11/11/11/10K w - - 0 1", "g5", true},   // peona
      {"k10/11/11/11/11/S5o5s/11/3I7/11/11/10K w - - 0 1", "d4", true},   // princess, diagonal
      {"k10/11/11/11/11/S5o5s/7I3/11/11/11/10K w - - 0 1", "h5", true},   // princess, (1,2) leap
      {"k10/11/11/11/11/6o1S3s/11/11/11/11/10K w - - 0 1", "h6", true},   // ship, two cells over g6
      {"k10/11/11/11/11/S5o5s/3N7/11/11/11/10K w - - 0 1", "d5", false},  // knight
      {"k10/11/11/11/11/S5o5s/11/3B7/11/11/10K w - - 0 1", "d4", false},  // bishop
      {"k10/11/11/11/11/S5o5s/11/11/11/5R5/10K w - - 0 1", "f2", false},  // rook
      {"k10/11/11/11/11/S5o5s/11/11/5P5/5C5/10K w - - 0 1", "f2", false},  // cannon over a screen
      {"k10/11/11/11/11/S1Q3o5s/11/11/11/11/10K w - - 0 1", "b6", false},  // queen
      {"k10/11/11/11/6K4/S5o5s/11/11/11/11/11 w - - 0 1", "g7", false},    // king
  };
  for (const Case& c : cases) {
    INFO(c.position);
    const Position pos = position_from_string(*r, c.position);
    // The ship's pick-up is written with its prisoner's citadel: "f6>z6".
    const bool ship = std::string(c.from) == "h6";
    CHECK(contains(arbiter::testing::destinations_from(pos, c.from), ship ? "f6>z6" : "f6") ==
          c.takes);
    CHECK(arbiter::model::piece_attacks(pos, cell(*r, c.from), cell(*r, "f6")) == c.takes);
  }
}

// «Además cuando la princesa o el barco están en la casilla dorada, le cierran la posibilidad al
// rey adversario» (L48)
// «Cuando una princesa enemiga no regenta o el barco enemigo están en la casilla dorada,» (L330)
// «le cierran la posibilidad al rey de entrar a una de las dos ciudadelas» (L330)
TEST_CASE(
    "GLD-5 CIT-17 SHP-9 PRI-7 an enemy ship or princess on f6 closes the citadels to the king",
    "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  SECTION("allowed: nothing, an own ship or princess, or an enemy peón on f6") {
    // White: Ka6 and Sd3 / Sf6 / Sd3 If6; black: kk11, sl6 / kk11, sl6 / kk11, sl6, pf6.
    for (const char* text : {"10k/11/11/11/11/1K10s/11/11/3S7/11/11 w - - 0 1",
                             "10k/11/11/11/11/1K4S5s/11/11/11/11/11 w - - 0 1",
                             "10k/11/11/11/11/1K4I5s/11/11/3S7/11/11 w - - 0 1",
                             "10k/11/11/11/11/1K4p5s/11/11/3S7/11/11 w - - 0 1"}) {
      INFO(text);
      CHECK(contains(moves_from(*r, text, "a6"), "z6"));
    }
  }
  SECTION("forbidden: an enemy ship, princess or promoted princess on f6") {
    for (const char* text : {"10k/11/11/11/11/1K4s6/11/11/3S7/11/11 w - - 0 1",
                             "10k/11/11/11/11/1K4i5s/11/11/3S7/11/11 w - - 0 1",
                             "10k/11/11/11/11/1K4i~5s/11/11/3S7/11/11 w - - 0 1"}) {
      INFO(text);
      const Cells to = moves_from(*r, text, "a6");
      CHECK_FALSE(contains(to, "z6"));
      CHECK(contains(to, "a7"));
    }
    // Black's king on k6 and l6, with the white ship on f6.
    // White: Ka1, Sf6; black: kk6, sd9.
    CHECK_FALSE(
        contains(moves_from(*r, "11/11/3s7/11/11/6S4k1/11/11/11/11/K10 b - - 0 1", "k6"), "l6"));
    // White: Ka1, Sd3; black: kk6, sd9.
    CHECK(contains(moves_from(*r, "11/11/3s7/11/11/11k1/11/11/3S7/11/K10 b - - 0 1", "k6"), "l6"));
  }
  SECTION("a piece that does not rule still enters") {
    // White: Kk1, Na4, Sd3; black: kk11, sf6.
    CHECK(contains(moves_from(*r, "10k/11/11/11/11/6s6/11/N10/3S7/11/10K w - - 0 1", "a4"), "z6"));
  }
}

// --------------------------------------------------------------------------------- end of game

// «entonces sería un caso excepcional que crearía “tablas por ahogado” (una forma rara de empate).»
// (L58)
TEST_CASE(
    "DRW-2 a player with no move and not in check is stalemated: a draw, or a loss under "
    "stalemate=loss",
    "[model][ajedrez123-rules]") {
  // White: Ka1, Sz6; black: kk11, qb3, pa5, pa6, pa7, pb4, pb6, pb8, sl6. The queen takes a2, b1
  // and b2 from the king without checking it; every cell of the ship in z6 is taken by a black
  // peón, and it may pick up nothing from a citadel.
  const std::string walled = "10k/11/11/1p9/p10/Spp9s/p10/1p9/1q9/11/K10 w - - 0 1";
  const auto draw = default_rules();
  Position pos = position_from_string(*draw, walled);
  CHECK(arbiter::testing::legal_move_texts(pos).empty());
  CHECK(arbiter::model::game_status(pos) == GameStatus::Stalemate);
  CHECK(draw->game_end().stalemate == Outcome::Draw);
  CHECK(ajedrez({{"stalemate", "loss"}})->game_end().stalemate == Outcome::Loss);
  // Without the peón on b8 the ship may go there: play goes on.
  // White: Ka1, Sz6; black: kk11, qb3, pa5, pa6, pa7, pb4, pb6, sl6.
  Position open =
      position_from_string(*draw, "10k/11/11/11/p10/Spp9s/p10/1p9/1q9/11/K10 w - - 0 1");
  CHECK(arbiter::testing::legal_move_texts(open) == Cells{"z6b8"});
  CHECK(arbiter::model::game_status(open) == GameStatus::Ongoing);
}

// «Si su rey está en jaque el jugador está obligado a defenderlo de alguna forma,» (L318)
// «entonces ese jugador habría perdido la partida de forma automática.» (L56)
TEST_CASE("KIN-4 CHK-1 END-2 a king in check with no move and no successor is mated: a loss",
          "[model][ajedrez123-rules]") {
  const auto r = default_rules();
  // White: Ka1, Sz6; black: kc3, qb2, pa5, pa6, pa7, pb4, pb6, pb8, sl6. The queen checks and is
  // guarded by the king; the ship is walled in z6. White has no queen or princess to succeed.
  Position mated = position_from_string(*r, "11/11/11/1p9/p10/Spp9s/p10/1p9/2k8/1q9/K10 w - - 0 1");
  CHECK(arbiter::model::game_status(mated) == GameStatus::Checkmate);
  CHECK(r->game_end().checkmate == Outcome::Loss);
  // With the ship on c1 instead, it picks up the queen beside it (to z6), or carries its own king
  // to z6 (SHP-19, SHP-20): the only answers to the check.
  // White: Ka1, Sc1; black: kc3, qb2, sl6.
  Position saved = position_from_string(*r, "11/11/11/11/11/12s/11/11/2k8/1q9/K1S8 w - - 0 1");
  CHECK(arbiter::testing::legal_move_texts(saved) == Cells{"c1a1>z6", "c1b2>z6"});
  CHECK(arbiter::model::game_status(saved) == GameStatus::Ongoing);
}
