// Tres Reinas (specs/tres-reinas.yaml) proven on its seed (../shared/seeds/tres-reinas.txt): every
// number the seed states about the board and the set-up is computed here (91 cells, 21 pawns four
// cells from the centre, six bishops on black, a bishop attacking 14 cells, a knight 12), the
// pieces move as its sentences say, its notation example is a knight move, and the start's perft
// is the same by the compiled generator and the reference interpreter under every set-up and
// knight reading. The expected cells below come from the hex distance and colour formulas, not
// from the engine.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "model/attacks.h"
#include "model/mobility.h"
#include "model/notation/move_text.h"
#include "model/perft.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/make_unmake.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

using testing::bundled_rules;
using Texts = std::vector<std::string>;

// Axial offset of a cell from the centre f6 (files a..l without j; ranks from each file's
// bottom cell), computed from its name as the seed numbers cells, independently of the engine.
struct Axial {
  int q, r;
};
Axial axial(const std::string& cell) {
  const std::string files = "abcdefghikl";
  const int x = static_cast<int>(files.find(cell[0]));
  const int rank = std::atoi(cell.c_str() + 1);
  return {x - 5, rank - 1 - std::min(x, 5)};
}
int distance_from_centre(const std::string& cell) {
  const Axial a = axial(cell);
  return std::max({std::abs(a.q), std::abs(a.r), std::abs(a.q + a.r)});
}

using testing::lone_piece;
using testing::put_piece;

// The three queens on their corners (black's on `black_queen`), `side` to move.
Position queens(const CompiledRules& rules, const std::string& side = "white",
                const std::string& black_queen = "l6") {
  Position pos(rules);
  put_piece(pos, "white", "queen", "f1");
  put_piece(pos, "grey", "queen", "a6");
  put_piece(pos, "black", "queen", black_queen);
  pos.set_side_to_move(*rules.find_player(side));
  return pos;
}

bool has(const Texts& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

std::string colour_of(const CompiledRules& rules, const std::string& cell) {
  const auto& board = rules.board();
  return board.colour_names()[static_cast<std::size_t>(board.colour(*board.find(cell)))];
}

TEST_CASE("the board has side 6, 91 cells and f6 at its centre", "[tres-reinas]") {
  // "Este tablero es pequeño con lado=6, 91 celdas, y 21 peones."
  const auto rules = bundled_rules("tres-reinas");
  const auto& board = rules->board();
  REQUIRE(board.cell_count() == 91);
  int farthest = 0;
  for (std::size_t i = 0; i < board.cell_count(); ++i)
    farthest = std::max(farthest, distance_from_centre(board.name(Cell::from_index(i))));
  CHECK(farthest == 5);  // side 6: five rings around the centre
  CHECK(colour_of(*rules, "f6") == "black");
}

TEST_CASE("the set-up: 21 pawns four cells from the centre, six bishops on black",
          "[tres-reinas]") {
  for (const char* setup : {"bishops_beside_queen", "knights_beside_queen"}) {
    INFO(setup);
    const auto rules = bundled_rules("tres-reinas", {{"setup", setup}});
    const Position start = notation::start_position(*rules);
    std::map<std::string, int> count;
    std::set<std::string> bishop_colours;
    for (std::size_t p = 0; p < rules->player_count(); ++p)
      for (Cell c : start.pieces_of(PlayerId::from_index(p))) {
        const std::string kind = rules->piece(rules->kind(start.at(c))).name;
        const std::string cell = rules->board().name(c);
        ++count[kind];
        // "un peón está a cuatro casilleros de coronar": the centre is four steps away.
        if (kind == "pawn") CHECK(distance_from_centre(cell) == 4);
        // "Curiosamente los seis alfiles arrancan siendo negros.": one colour for all six,
        // which the spec names black after the default set-up's.
        if (kind == "bishop") bishop_colours.insert(colour_of(*rules, cell));
        // "con el rey afuera del tablero"
        CHECK(kind != "king");
      }
    CHECK(count["pawn"] == 21);
    CHECK(count["bishop"] == 6);
    CHECK(count["queen"] == 3);
    CHECK(bishop_colours.size() == 1);
    if (std::string(setup) == "bishops_beside_queen")
      CHECK(bishop_colours == std::set<std::string>{"black"});
  }
}

TEST_CASE("pawns and queens step to the six neighbours, bishops' steps only move",
          "[tres-reinas]") {
  const auto rules = bundled_rules("tres-reinas");
  // e5 (offset -1, 0): its six neighbours by the axial formula.
  const Texts neighbours{"d4", "d5", "e4", "e6", "f5", "f6"};
  CHECK(testing::destinations_from(lone_piece(*rules, "grey", "queen", "e5"), "e5") == neighbours);
  // A pawn never promotes off the centre and never moves two cells.
  CHECK(testing::destinations_from(lone_piece(*rules, "white", "pawn", "e4"), "e4") ==
        Texts{"d3", "d4", "e3", "e5", "f4", "f5"});
  // "pero allí no harán capturas": an enemy on a neighbour is not taken by the bishop's step.
  Position pos = queens(*rules);
  put_piece(pos, "white", "bishop", "e5");
  put_piece(pos, "black", "rook", "e6");
  const auto to = testing::destinations_from(pos, "e5");
  CHECK_FALSE(has(to, "e6"));
  CHECK(has(to, "e4"));
}

TEST_CASE("a bishop attacks at most 14 cells, on the cells the formula finds", "[tres-reinas]") {
  const auto rules = bundled_rules("tres-reinas");
  const auto& board = rules->board();
  // The cells where the six diagonals hold 14 cells, by walking the axial diagonals.
  const int diagonals[6][2] = {{1, 1}, {2, -1}, {1, -2}, {-1, -1}, {-2, 1}, {-1, 2}};
  std::set<std::string> fourteen;
  int most = 0;
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const std::string name = board.name(Cell::from_index(i));
    const Axial a = axial(name);
    int n = 0;
    for (const auto& d : diagonals)
      for (int k = 1;; ++k) {
        const int q = a.q + k * d[0], r = a.r + k * d[1];
        if (std::max({std::abs(q), std::abs(r), std::abs(q + r)}) > 5) break;
        ++n;
      }
    if (n > most) {
      most = n;
      fourteen.clear();
    }
    if (n == most) fourteen.insert(name);
    // The engine's attacked cells of a lone bishop there.
    const Position pos = lone_piece(*rules, "white", "bishop", name);
    int attacked = 0;
    for (std::size_t t = 0; t < board.cell_count(); ++t)
      if (t != i && piece_attacks(pos, Cell::from_index(i), Cell::from_index(t))) ++attacked;
    INFO(name);
    CHECK(attacked == n);
  }
  CHECK(most == 14);
  CHECK(fourteen.count("e5") == 1);
  CHECK(fourteen.count("f6") == 0);  // the centre itself: 12
}

TEST_CASE("the knight leaps to 12 cells of its own colour, 5-3 to 7-6 among them",
          "[tres-reinas]") {
  const auto rules = bundled_rules("tres-reinas");
  // From the centre: the six cells three along a line and the six two diagonal steps away.
  const Position pos = lone_piece(*rules, "white", "knight", "f6");
  std::set<std::string> leaps;
  for (std::size_t t = 0; t < rules->board().cell_count(); ++t) {
    const std::string name = rules->board().name(Cell::from_index(t));
    const Axial a = axial(name);
    const bool line3 = distance_from_centre(name) == 3 && (a.q == 0 || a.r == 0 || a.q + a.r == 0);
    const bool diagonal2 = distance_from_centre(name) == 4 && a.q % 2 == 0 && a.r % 2 == 0 &&
                           (a.q == a.r || a.q == -2 * a.r || a.r == -2 * a.q);
    if (line3 || diagonal2) leaps.insert(name);
    if (piece_attacks(pos, *rules->board().find("f6"), Cell::from_index(t))) {
      INFO(name);
      CHECK((line3 || diagonal2));
      CHECK(colour_of(*rules, name) == "black");
    }
  }
  CHECK(leaps.size() == 12);
  const auto to = testing::destinations_from(pos, "f6");
  for (const auto& cell : leaps) CHECK(has(to, cell));
  // "la jugada que llevaría al caballo hasta la X se anotaría así: 5-3, 7-6": e3 to g6.
  const auto from_e3 =
      testing::destinations_from(lone_piece(*rules, "white", "knight", "e3"), "e3");
  CHECK(has(from_e3, "g6"));
}

TEST_CASE("the knight's side steps capture only under knight_side_steps=capture_too",
          "[tres-reinas]") {
  for (const auto& [value, captures] :
       std::vector<std::pair<std::string, bool>>{{"move_only", false}, {"capture_too", true}}) {
    const auto rules = bundled_rules("tres-reinas", {{"knight_side_steps", value}});
    Position pos = queens(*rules);
    put_piece(pos, "white", "knight", "e5");
    put_piece(pos, "grey", "pawn", "e6");
    INFO(value);
    CHECK(has(testing::destinations_from(pos, "e5"), "e6") == captures);
  }
}

TEST_CASE("mobility never stands a pawn on the centre, where it must have crowned",
          "[tres-reinas]") {
  const auto rules = bundled_rules("tres-reinas");
  const Position start = notation::start_position(*rules);
  const Cell centre = *rules->board().find("f6");
  for (const PieceMobility& m : piece_mobility(start, *rules->find_player("white"))) {
    if (rules->piece(m.kind).name != "pawn") continue;
    CHECK(m.most_moves == 6);
    CHECK(std::find(m.best_cells.begin(), m.best_cells.end(), centre) == m.best_cells.end());
    CHECK(m.best_cells.size() == 60);  // every cell but the edge's 30 and the centre
  }
}

TEST_CASE("a pawn crowns only on the centre, only as king, and one king at most", "[tres-reinas]") {
  const auto rules = bundled_rules("tres-reinas");
  Position pos = queens(*rules);
  put_piece(pos, "white", "pawn", "f5");
  const auto to = testing::destinations_from(pos, "f5");
  CHECK(has(to, "f6k"));
  CHECK_FALSE(has(to, "f6"));
  // "Hasta que el primer rey coronado no sea capturado, ningún otro peón de cualquier color
  // podrá entrar al centro": a grey king anywhere bars every pawn from f6.
  put_piece(pos, "grey", "king", "b2");
  const auto barred = testing::destinations_from(pos, "f5");
  CHECK_FALSE(has(barred, "f6k"));
  CHECK_FALSE(has(barred, "f6"));
  CHECK(barred.size() == 5);
}

TEST_CASE("any opponent's piece checks a queen", "[tres-reinas]") {
  const auto rules = bundled_rules("tres-reinas");
  Position pos = queens(*rules);
  put_piece(pos, "black", "rook", "f4");
  CHECK(in_check(pos, *rules->find_player("white")));
  CHECK_FALSE(in_check(pos, *rules->find_player("grey")));
  // The queen may not step along the rook's line: f2 is still attacked.
  const auto to = testing::destinations_from(pos, "f1");
  CHECK(to == Texts{"e1", "g1"});
}

TEST_CASE("a diagonal between two pieces of one colour is strangled, as the seed's example shows",
          "[tres-reinas]") {
  // The seed's example: the black bishop attacks the grey one along a diagonal the grey bishop
  // cannot use, for two pieces of one colour stand beside one of its steps. Here the black bishop
  // on e5 and the grey one on g8 share the diagonal e5-f7-g8; the step e5-f7 passes between e6
  // and f6, which hold black pieces, and the step f7-g8 between f8 and g7, both empty.
  for (const auto& [value, black_takes] :
       std::vector<std::pair<std::string, bool>>{{"opponent", true}, {"anyone", false}}) {
    INFO(value);
    const auto rules = bundled_rules("tres-reinas", {{"strangled_by", value}});
    Position pos = queens(*rules, "grey", "l5");
    put_piece(pos, "black", "bishop", "e5");
    put_piece(pos, "grey", "bishop", "g8");
    put_piece(pos, "black", "pawn", "e6");
    put_piece(pos, "black", "knight", "f6");
    const Cell e5 = *rules->board().find("e5"), g8 = *rules->board().find("g8");
    // Black's own pieces do not shut the way for black (under the example's reading).
    CHECK(piece_attacks(pos, e5, g8) == black_takes);
    // Grey may not pass between two black pieces under either reading.
    CHECK_FALSE(piece_attacks(pos, g8, e5));
    const auto grey = testing::destinations_from(pos, "g8");
    CHECK(has(grey, "f7"));
    CHECK_FALSE(has(grey, "e5"));
    pos.set_side_to_move(*rules->find_player("black"));
    const auto black = testing::destinations_from(pos, "e5");
    CHECK(has(black, "g8") == black_takes);
    CHECK(has(black, "f7") == black_takes);
    // With the two pieces of different colours the diagonal is open to both.
    put_piece(pos, "white", "knight", "f6");
    CHECK(piece_attacks(pos, e5, g8));
    CHECK(piece_attacks(pos, g8, e5));
  }
  // The king's diagonal steps are strangled too, its orthogonal ones never.
  const auto rules = bundled_rules("tres-reinas");
  Position pos = queens(*rules, "grey", "l5");
  put_piece(pos, "grey", "king", "e5");
  put_piece(pos, "black", "pawn", "e6");
  put_piece(pos, "black", "knight", "f6");
  const auto king = testing::destinations_from(pos, "e5");
  CHECK_FALSE(has(king, "f7"));
  CHECK(has(king, "e6"));  // a capture along the column
}

TEST_CASE("a checked player moves at once, and the player between loses its turn",
          "[tres-reinas]") {
  // The seed's worked sequences (L39-L49): "2. B+ [a N], N>" (white checks black, who answers
  // at once: grey loses its turn) and "2. B+ [a G], G>, N" (a check on the next player changes
  // nothing). White's rooks stand on d2, f2 and i2; the queens on their corners.
  const auto rules = bundled_rules("tres-reinas");
  const PlayerId grey = *rules->find_player("grey"), black = *rules->find_player("black");
  Position pos = queens(*rules);
  for (const char* cell : {"d2", "f2", "i2"}) put_piece(pos, "white", "rook", cell);
  SECTION("a quiet move: grey is next") {
    CHECK(testing::play(pos, "d2d3").side_to_move() == grey);
  }
  SECTION("white checks black (anticlockwise): black answers at once, grey loses its turn") {
    const Position after = testing::play(pos, "i2i6");
    CHECK(after.side_to_move() == black);
    CHECK(in_check(after, black));
    // After black's answer the rotation goes on from black: white moves next.
    CHECK(testing::play(after, "l6l5").side_to_move() == *rules->find_player("white"));
  }
  SECTION("white checks grey (clockwise): grey moves, then black as usual") {
    const Position after = testing::play(pos, "d2d6");
    CHECK(after.side_to_move() == grey);
    CHECK(testing::play(after, "a6b7").side_to_move() == black);
  }
  SECTION("a rook on the centre checks both: grey first, then black, still in check") {
    const Position after = testing::play(pos, "f2f6");
    CHECK(after.side_to_move() == grey);
    CHECK(in_check(after, black));
    const Position later = testing::play(after, "a6b7");
    CHECK(later.side_to_move() == black);
    CHECK(in_check(later, black));
  }
}

TEST_CASE("strangled_by errors name the key's place", "[tres-reinas][spec]") {
  const std::string spec = testing::source_text("specs/tres-reinas.yaml");
  const auto compiled = [](const std::string& text) {
    const auto doc = spec::load_spec_text(text, "tr.yaml");
    (void)spec::compile(doc, spec::default_option_values(doc));
  };
  // "file:line:column" of the first `token` at or after the first `anchor`.
  const auto place = [](const std::string& text, const std::string& anchor,
                        const std::string& token) {
    const std::size_t at = text.find(token, text.find(anchor));
    const std::size_t line_start = text.rfind('\n', at) + 1;
    const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<long>(at), '\n');
    return "tr.yaml:" + std::to_string(line) + ":" + std::to_string(at - line_start + 1);
  };
  REQUIRE_NOTHROW(compiled(spec));
  const std::string leap = "{leap: [[0, 3], [2, 2]], symmetry: all,";
  REQUIRE(spec.find(leap) != std::string::npos);
  std::string on_leap = spec;
  on_leap.replace(on_leap.find(leap), leap.size(),
                  "{leap: [[0, 3], [2, 2]], symmetry: all, strangled_by: anyone,");
  CHECK_THROWS_WITH(compiled(on_leap),
                    Catch::Matchers::Contains(place(on_leap, "strangled_by: anyone,", "anyone") +
                                              ": error: strangled_by applies to steps and slides"));
  std::string unknown = spec;
  const std::string value = "strangled_by: {option: strangled_by}";
  unknown.replace(unknown.find(value), value.size(), "strangled_by: maybe");
  CHECK_THROWS_WITH(compiled(unknown),
                    Catch::Matchers::Contains(place(unknown, "strangled_by: maybe", "maybe") +
                                              ": error: unknown strangled_by 'maybe'") &&
                        Catch::Matchers::Contains("one of: nobody, opponent, anyone"));
}

TEST_CASE("a double capture takes pieces of both opponents, never two of one, never three",
          "[tres-reinas]") {
  // «una pieza podrá capturar dos piezas enemigas tal como se hace en el juego de damas [...]
  // siempre que sean de diferentes colores [...] más de dos capturas no». White's rook on f2
  // takes grey's knight on f4, then black's on f5 (or, from f4, whatever else it could take).
  const auto rules = bundled_rules("tres-reinas");
  Position pos = queens(*rules);
  put_piece(pos, "white", "rook", "f2");
  put_piece(pos, "grey", "knight", "f4");
  put_piece(pos, "black", "knight", "f5");
  put_piece(pos, "grey", "pawn", "f7");
  const Texts moves = testing::legal_move_texts(pos);
  CHECK(has(moves, "f2f4"));
  CHECK(has(moves, "f2f4:f5"));
  // No third capture: the grey pawn on f7 stays out of reach in this move.
  for (const std::string& m : moves) CHECK(m.find("f7") == std::string::npos);
  // Both knights go; the rook stands on f5, and the turn passes.
  const Position after = testing::play(pos, "f2f4:f5");
  CHECK(rules->kind(after.at(*rules->board().find("f5"))) == *rules->find_piece("rook"));
  CHECK_FALSE(after.at(*rules->board().find("f4")));
  CHECK_FALSE(after.at(*rules->board().find("f2")));
  // Taken back, every piece returns.
  Position played = pos;
  const Move m = std::get<Move>(notation::parse_move(played, "f2f4:f5"));
  CHECK(m.type == MoveType::DoubleCapture);
  testing::check_make_unmake(played, m);
  // Two pieces of one colour: the first capture only.
  Position same = queens(*rules);
  put_piece(same, "white", "rook", "f2");
  put_piece(same, "grey", "knight", "f4");
  put_piece(same, "grey", "knight", "f5");
  const Texts single = testing::legal_move_texts(same);
  CHECK(has(single, "f2f4"));
  CHECK_FALSE(has(single, "f2f4:f5"));
  // The reference interpreter agrees three plies on from both.
  const auto doc = testing::bundled_document("tres-reinas");
  const testing::reference::ReferenceRules reference(
      spec::apply_options(doc, spec::default_option_values(doc)));
  for (Position start : {pos, same})
    CHECK(perft(start, 3) == reference.perft(reference.from_position(start), 3));
}

TEST_CASE("perft 3 from the start: the compiled generator equals the reference interpreter",
          "[tres-reinas][differential]") {
  const auto doc = testing::bundled_document("tres-reinas");
  for (const char* setup : {"bishops_beside_queen", "knights_beside_queen"})
    for (const char* side_steps : {"move_only", "capture_too"})
      for (const char* strangler : {"opponent", "anyone"}) {
        spec::OptionValues values = spec::default_option_values(doc);
        values["setup"] = setup;
        values["knight_side_steps"] = side_steps;
        values["strangled_by"] = strangler;
        INFO(setup << " " << side_steps << " " << strangler);
        const auto rules = spec::compile(doc, values);
        const testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
        Position start = notation::start_position(*rules);
        for (int depth = 1; depth <= 3; ++depth)
          CHECK(perft(start, depth) == reference.perft(reference.from_position(start), depth));
      }
}

}  // namespace
}  // namespace arbiter::model
