// Sannin shogi (specs/sannin-shogi.yaml) proven on its seed (../shared/seeds/sannin-shogi.txt):
// the board's numbers (127 cells, the corners, the Pleasure Garden 7g, rows of 7 to 13 cells),
// the set-up cells the seed names, every piece's moves as the seed's clock hours say for each of
// the three players, castling, promotion (the three zones, the garden, the king), the stuck pawn
// and drops; the start's perft by the compiled generator and the reference interpreter. The
// expected cells come from the seed's coordinates (columns numbered right to left, rows a..m
// top to bottom from Middle's side), computed here without the engine.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/perft.h"
#include "model/royal_win.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/make_unmake.h"
#include "tests/support/reference_walk.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

using testing::bundled_rules;
using Texts = std::vector<std::string>;

// A cell as the seed numbers it: column k (1..13, right to left) and row j (0..12 for a..m).
struct Seat {
  int k, j;
};
const std::string kRows = "abcdefghijklm";
bool on_board(Seat s) {
  return s.k >= 1 && s.k <= 13 && s.j >= 0 && s.j <= 12 && std::abs((s.k - 1) - s.j) <= 6;
}
std::string name(Seat s) { return std::to_string(s.k) + kRows[static_cast<std::size_t>(s.j)]; }
Seat seat(const std::string& cell) {
  return {std::atoi(cell.c_str()), static_cast<int>(kRows.find(cell.back()))};
}

// "Estas doce direcciones corresponden a las doce horas de un reloj": the step to the hour's
// cell as Middle (at the bottom) sees the board. Rows are horizontal, so 3 and 9 o'clock keep
// the row; columns run from top left to bottom right, so 11 and 5 o'clock keep the column; an
// even hour is the sum of the two odd hours beside it (the cell across their shared vertex).
Seat middle_step(int hour) {
  switch ((hour % 12 + 12) % 12) {
    case 1:
      return {-1, -1};
    case 3:
      return {-1, 0};
    case 5:
      return {0, 1};
    case 7:
      return {1, 1};
    case 9:
      return {1, 0};
    case 11:
      return {0, -1};
    default:
      break;
  }
  const Seat a = middle_step(hour - 1), b = middle_step(hour + 1);
  return {a.k + b.k, a.j + b.j};
}

// Each player's 12 o'clock points between the two opponents: Middle's own 12, First's (upper
// right) Middle's 8 o'clock, Last's (upper left) Middle's 4 o'clock.
int turn_of(const std::string& player) {
  return player == "middle" ? 0 : player == "first" ? 8 : 4;
}

// The cells a piece of `player` on `from` reaches on an empty board along the given hours,
// stepping once or ranging.
std::set<std::string> by_hours(const std::string& player, const std::string& from,
                               const std::vector<int>& hours, bool ranging) {
  std::set<std::string> cells;
  for (int hour : hours) {
    const Seat d = middle_step(hour + turn_of(player));
    for (Seat s = seat(from);;) {
      s = {s.k + d.k, s.j + d.j};
      if (!on_board(s)) break;
      cells.insert(name(s));
      if (!ranging) break;
    }
  }
  return cells;
}

using testing::lone_piece;
using testing::put_piece;

// The cells the piece on `from` may move to, promoting or not.
std::set<std::string> destination_cells(const Position& pos, const std::string& from) {
  std::set<std::string> result;
  for (const std::string& to : testing::destinations_from(pos, from))
    result.insert(to.back() == '+' ? to.substr(0, to.size() - 1) : to);
  return result;
}

bool has(const Texts& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

TEST_CASE("the board: 127 cells, the seed's corners and the garden 7g at its centre", "[sannin]") {
  const auto rules = bundled_rules("sannin-shogi");
  const auto& board = rules->board();
  // "una cuadrícula hexagonal de longitud de borde 7 con 127 celdas"
  REQUIRE(board.cell_count() == 127);
  std::set<std::string> names, corners;
  std::map<char, int> per_row;
  std::map<int, int> per_column;
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const Cell c = Cell::from_index(i);
    const std::string n = board.name(c);
    names.insert(n);
    ++per_row[n.back()];
    ++per_column[std::atoi(n.c_str())];
    int neighbours = 0;
    for (DirectionId d = 0; d < board.direction_count(); ++d)
      if (board.direction(d).orthogonal && board.neighbour(c, d)) ++neighbours;
    if (neighbours == 3) corners.insert(n);
  }
  // Every cell the seed's coordinates name, and no other.
  std::set<std::string> expected;
  for (int k = 1; k <= 13; ++k)
    for (int j = 0; j <= 12; ++j)
      if (on_board({k, j})) expected.insert(name({k, j}));
  CHECK(names == expected);
  // "las esquinas están en 1a, 1g, 7a, 7m, 13g, 13m"
  CHECK(corners == std::set<std::string>{"1a", "1g", "7a", "7m", "13g", "13m"});
  // "siendo la g la fila central y más ancha"; "siendo el 7 la columna central y más larga"
  CHECK(per_row['a'] == 7);
  CHECK(per_row['g'] == 13);
  CHECK(per_row['m'] == 7);
  CHECK(per_column[1] == 7);
  CHECK(per_column[7] == 13);
  CHECK(per_column[13] == 7);
  // "El Jardín del Placer es, pues, la celda 7g": six steps from every corner.
  const Cell garden = *board.find("7g");
  int ring = 0;
  for (DirectionId d = 0; d < board.direction_count(); ++d)
    if (board.direction(d).orthogonal) {
      CHECK(board.ray(garden, d).size() == 6);
      ++ring;
    }
  CHECK(ring == 6);
}

TEST_CASE("the set-up: 18 pieces each, kings and knights where the seed puts them", "[sannin]") {
  const auto rules = bundled_rules("sannin-shogi");
  const Position start = notation::start_position(*rules);
  std::map<std::string, std::set<std::string>> kings, knights;
  for (std::size_t p = 0; p < rules->player_count(); ++p) {
    const PlayerId player = PlayerId::from_index(p);
    std::map<std::string, int> count;
    for (Cell c : start.pieces_of(player)) {
      const std::string kind = rules->piece(rules->kind(start.at(c))).name;
      ++count[kind];
      if (kind == "king") kings[rules->player(player).name].insert(rules->board().name(c));
      if (kind == "knight") knights[rules->player(player).name].insert(rules->board().name(c));
    }
    // "Cada jugador lleva 18 piezas, el conjunto estándar de shogi de 20 menos un caballo y un
    // peón."
    CHECK(count == std::map<std::string, int>{{"king", 1},
                                              {"rook", 1},
                                              {"bishop", 1},
                                              {"gold", 2},
                                              {"silver", 2},
                                              {"knight", 1},
                                              {"lance", 2},
                                              {"pawn", 8}});
  }
  // "en la preparación los tres reyes ocupan 1d, 10m y 10d; y los tres caballos 3e, 9k y 9e"
  CHECK(kings == std::map<std::string, std::set<std::string>>{
                     {"first", {"1d"}}, {"middle", {"10m"}}, {"last", {"10d"}}});
  CHECK(knights == std::map<std::string, std::set<std::string>>{
                       {"first", {"3e"}}, {"middle", {"9k"}}, {"last", {"9e"}}});
}

TEST_CASE("every piece moves along the seed's clock hours, for each of the three players",
          "[sannin]") {
  const auto rules = bundled_rules("sannin-shogi");
  struct Rule {
    const char* kind;
    std::vector<int> step_hours, range_hours;
  };
  const std::vector<Rule> table = {
      {"king", {1, 3, 5, 7, 9, 11}, {}},
      {"rising_sun", {}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}},
      {"rook", {}, {9, 11, 1, 3, 6}},
      {"heroism", {}, {1, 3, 5, 7, 9, 11}},
      {"bishop", {}, {2, 4, 6, 8, 10, 12}},
      {"sorcery", {1, 3, 5, 7, 9, 11}, {2, 4, 6, 8, 10, 12}},
      {"gold", {9, 11, 1, 3, 6, 12}, {}},
      {"knight", {3, 9, 2, 4, 8, 10}, {}},
      {"silver", {11, 1, 5, 7, 10, 2}, {}},
      {"treasure", {11, 1, 5, 7, 10, 2}, {12, 6}},
      {"lance", {}, {11, 1}},
      {"transformation", {}, {11, 1, 5, 7}},
      {"pawn", {11, 1}, {}},
      {"dollar", {9, 11, 1, 3, 6, 12}, {}},
  };
  for (const char* player : {"first", "middle", "last"})
    for (const Rule& r : table)
      for (const char* from : {"7e", "5f", "9i"}) {
        INFO(player << " " << r.kind << " on " << from);
        std::set<std::string> expected = by_hours(player, from, r.step_hours, false);
        const std::set<std::string> ranged = by_hours(player, from, r.range_hours, true);
        expected.insert(ranged.begin(), ranged.end());
        CHECK(destination_cells(lone_piece(*rules, player, r.kind, from), from) == expected);
      }
}

TEST_CASE(
    "with the pawns taken off the start, rooks attack bishops, bishops each other, and "
    "lances each other",
    "[sannin]") {
  // variants.md section 5 quotes the set-up diagram's caption: "If the pawns were removed, the
  // rooks could capture the bishops, and the bishops could capture each other, as could the
  // lances." The set-up of the pieces other than kings and knights comes from that diagram.
  const auto rules = bundled_rules("sannin-shogi");
  Position pos = notation::start_position(*rules);
  for (std::size_t p = 0; p < rules->player_count(); ++p) {
    const auto cells = pos.pieces_of(PlayerId::from_index(p));
    for (Cell c : std::vector<Cell>(cells.begin(), cells.end()))
      if (rules->piece(rules->kind(pos.at(c))).name == "pawn") pos.remove(c);
  }
  const auto cells_of = [&](const std::string& kind) {
    std::vector<Cell> result;
    for (std::size_t p = 0; p < rules->player_count(); ++p)
      for (Cell c : pos.pieces_of(PlayerId::from_index(p)))
        if (rules->piece(rules->kind(pos.at(c))).name == kind) result.push_back(c);
    return result;
  };
  // Each target of `kind` is attacked by an enemy `by` piece.
  const auto attacked_by = [&](const std::string& target, const std::string& by) {
    for (Cell t : cells_of(target)) {
      bool attacked = false;
      for (Cell a : cells_of(by))
        attacked = attacked ||
                   (rules->owner(pos.at(a)) != rules->owner(pos.at(t)) && piece_attacks(pos, a, t));
      INFO(target << " on " << rules->board().name(t) << " attacked by a " << by);
      CHECK(attacked);
    }
  };
  attacked_by("bishop", "rook");
  attacked_by("bishop", "bishop");
  attacked_by("lance", "lance");
  // With the pawns back, none of these lines is open.
  const Position start = notation::start_position(*rules);
  for (Cell b : cells_of("bishop"))
    for (Cell a : cells_of("bishop")) CHECK_FALSE((a != b && piece_attacks(start, a, b)));
}

TEST_CASE("castling: on its first move the king jumps to any cell of its territory", "[sannin]") {
  const auto rules = bundled_rules("sannin-shogi");
  Position start = notation::start_position(*rules);
  // First's king on 1d: the empty cells of columns 1-3 are 2a 2c 2d 2e 2f 2h.
  CHECK(destination_cells(start, "1d") ==
        std::set<std::string>{"2a", "2c", "2d", "2e", "2f", "2h"});
  // "saltar a cualquier casilla vacía u ocupada por el enemigo dentro de su territorio"
  Position with_enemy = start;
  put_piece(with_enemy, "middle", "silver", "2f");
  CHECK(has(testing::destinations_from(with_enemy, "1d"), "2f"));
  const auto empty_only = bundled_rules("sannin-shogi", {{"castling_target", "empty"}});
  const Position enemy_empty_only =
      notation::position_from_string(*empty_only, notation::to_string(with_enemy));
  CHECK_FALSE(has(testing::destinations_from(enemy_empty_only, "1d"), "2f"));
  // Only on its first move: after 1d2d (and a move of each other player) it steps only.
  const Position moved = testing::play(start, "1d2d 10m9l 10d9d");
  CHECK(destination_cells(moved, "2d") == std::set<std::string>{"1d", "2c", "2e"});
}

TEST_CASE("an unmoved king guards its territory by castling, when castling captures", "[sannin]") {
  // "saltar a cualquier casilla vacía u ocupada por el enemigo dentro de su territorio" and "Un
  // rey que enroca puede capturar como cualquier otra pieza en movimiento": while First's king
  // has not moved, its castling could take a piece on any cell of columns 1-3, so Middle's king
  // on 4d may not step onto 3c or 3d; once First's king has moved, or when castling lands only
  // on empty cells, it may.
  for (const char* target : {"empty_or_enemy", "empty"})
    for (const bool first_king_moved : {false, true}) {
      INFO(target << (first_king_moved ? ", First's king moved" : ", First's king unmoved"));
      const auto rules = bundled_rules("sannin-shogi", {{"castling_target", target}});
      Position pos = lone_piece(*rules, "middle", "king", "4d");
      put_piece(pos, "first", "king", "1g", first_king_moved);
      put_piece(pos, "last", "king", "10d");
      const bool guarded = std::string(target) == "empty_or_enemy" && !first_king_moved;
      const std::set<std::string> expected =
          guarded ? std::set<std::string>{"4c", "4e", "5d", "5e"}
                  : std::set<std::string>{"3c", "3d", "4c", "4e", "5d", "5e"};
      CHECK(destination_cells(pos, "4d") == expected);
      CHECK(piece_attacks(pos, *rules->board().find("1g"), *rules->board().find("3c")) == guarded);
    }
}

TEST_CASE("a king once in check has lost its castling, under castling_after_check=lost",
          "[sannin]") {
  // «Existen dos limitaciones para el enroque:» (the list is lost); Kapitan and Japanese
  // Wikipedia: the right is lost once the king has been checked. First's promoted rook comes to
  // 7m and checks Middle's unmoved king on 10m along row m.
  const auto doc = testing::bundled_document("sannin-shogi");
  const std::string checked = "3mK3/1f+R6/9/10/11/12/fK11lK/12/11/10/9/8/7 f - 1 1g,13g,7l";
  for (const std::string option : {"lost", "kept"}) {
    INFO(option);
    auto values = spec::default_option_values(doc);
    values["castling_after_check"] = option;
    const auto rules = spec::compile(doc, values);
    const Position after = testing::play(notation::position_from_string(*rules, checked), "7l7m");
    const Texts moves = testing::legal_move_texts(after);
    if (option == "lost") {
      // Marked moved in the position string; only the king's steps are left.
      CHECK(notation::to_string(after) ==
            "f+R2mK3/8/9/10/11/12/fK11lK/12/11/10/9/8/7 m - 2 1g,7m,10m,13g");
      CHECK(moves == Texts{"10m10l", "10m9l"});
    } else {
      // The jump out of check stays, and it may take the checking piece.
      CHECK(has(moves, "10m13k"));
      CHECK(has(moves, "10m7m"));
    }
    // Taken back, the mark goes too.
    Position pos = notation::position_from_string(*rules, checked);
    const Position before = pos;
    Undo undo;
    const Move m = std::get<Move>(notation::parse_move(pos, "7l7m"));
    pos.make(m, undo);
    pos.unmake(m, undo);
    CHECK(pos.same_as(before));
    CHECK(pos.hash() == before.hash());
    // The reference interpreter agrees from here, three plies on.
    const testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
    Position start = notation::position_from_string(*rules, checked);
    CHECK(perft(start, 3) == reference.perft(reference.from_position(start), 3));
  }
}

TEST_CASE("a promoted king kills by illumination: the first unprotected piece of each line",
          "[sannin]") {
  // First's promoted king on 5e sees Middle's pawn on 5g up its file (Middle's silver on 5i
  // stands behind it), Last's gold on 7f along the diagonal 3d-5e-7f, and Middle's silver on 3d
  // the other way. No piece of Middle's or Last's attacks any of the three.
  const auto doc = testing::bundled_document("sannin-shogi");
  const std::string open = "3mK3/8/9/10/2mS8/12/4mP8/6lG5/4f+K6/2mS6lK/9/8/7 f - 1 -";
  // Middle's promoted rook on 5h protects its pawn on 5g; the one on 7i protects Last's gold on
  // 7f down file 7 (a piece protected by the other opponent is spared too), and stands itself
  // unprotected on the diagonal 5e-6g-7i.
  const std::string guarded = "3mK3/8/9/10/2mS1m+R6/3m+R8/4mP8/6lG5/4f+K6/2mS6lK/9/8/7 f - 1 -";
  const auto illuminations = [](const Position& pos) {
    Texts found;
    for (const std::string& m : testing::legal_move_texts(pos))
      if (m.find('!') != std::string::npos) found.push_back(m);
    return found;
  };
  for (const std::string option : {"chosen", "all"}) {
    INFO(option);
    auto values = spec::default_option_values(doc);
    values["illumination_victims"] = option;
    const auto rules = spec::compile(doc, values);
    const Position pos = notation::position_from_string(*rules, open);
    if (option == "chosen") {
      CHECK(illuminations(pos) ==
            Texts{"5e!3d", "5e!3d,5g", "5e!3d,5g,7f", "5e!3d,7f", "5e!5g", "5e!5g,7f", "5e!7f"});
      CHECK(illuminations(notation::position_from_string(*rules, guarded)) ==
            Texts{"5e!3d", "5e!3d,7i", "5e!7i"});
    } else {
      CHECK(illuminations(pos) == Texts{"5e!3d,5g,7f"});
      CHECK(illuminations(notation::position_from_string(*rules, guarded)) == Texts{"5e!3d,7i"});
    }
    // The king stays; the pieces go to First's hand, and Middle moves next.
    CHECK(notation::to_string(testing::play(pos, "5e!3d,5g,7f")) ==
          "3mK3/8/9/10/2mS8/12/13/12/4f+K6/9lK/9/8/7 m fGfSfP 2 -");
    // Taken back, every piece returns where it stood.
    Position played = pos;
    const Move m = std::get<Move>(notation::parse_move(played, "5e!3d,5g,7f"));
    CHECK(m.type == MoveType::InPlace);
    testing::check_make_unmake(played, m);
    // The reference interpreter agrees three plies on, from both positions.
    const testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
    for (const std::string& text : {open, guarded}) {
      Position start = notation::position_from_string(*rules, text);
      CHECK(perft(start, 3) == reference.perft(reference.from_position(start), 3));
    }
  }
}

TEST_CASE("promotion: entering or leaving an opponent's territory or the garden", "[sannin]") {
  const auto rules = bundled_rules("sannin-shogi");
  // Middle's silver on 7h steps to the garden (its 11 o'clock cell): it may promote.
  Position pos = lone_piece(*rules, "middle", "silver", "7h");
  put_piece(pos, "first", "king", "1d");
  put_piece(pos, "last", "king", "10d");
  put_piece(pos, "middle", "king", "10m");
  CHECK(has(testing::destinations_from(pos, "7h"), "7g+"));
  CHECK(has(testing::destinations_from(pos, "7h"), "7g"));
  // "a excepción del rey": the king may not promote there, but may in an opponent's territory.
  Position king = lone_piece(*rules, "middle", "king", "7h");
  put_piece(king, "first", "king", "1d");
  put_piece(king, "last", "king", "10d");
  const Texts king_moves = testing::destinations_from(king, "7h");
  CHECK(has(king_moves, "7g"));
  CHECK_FALSE(has(king_moves, "7g+"));
  // (First's king has moved: unmoved, it would guard its whole territory by castling.)
  Position king_near = lone_piece(*rules, "middle", "king", "4d");
  put_piece(king_near, "first", "king", "1g", true);
  put_piece(king_near, "last", "king", "10d");
  CHECK(has(testing::destinations_from(king_near, "4d"), "3d+"));
  // Leaving a zone counts: Middle's silver on 3e (First's territory) stepping out to 4f.
  Position leaving = lone_piece(*rules, "middle", "silver", "3e");
  put_piece(leaving, "first", "king", "1a");
  put_piece(leaving, "last", "king", "10d");
  CHECK(has(testing::destinations_from(leaving, "3e"), "4f+"));
  // "Ninguno tiene capacidad de promoción": gold and knight.
  for (const char* kind : {"gold", "knight"}) {
    Position p = lone_piece(*rules, "middle", kind, "4d");
    put_piece(p, "first", "king", "1g");
    put_piece(p, "last", "king", "10d");
    for (const std::string& to : testing::destinations_from(p, "4d")) CHECK(to.back() != '+');
  }
}

TEST_CASE("a pawn stuck between the two promotion zones stays or promotes, by the option",
          "[sannin]") {
  // Middle's pawn on 4b: 11 o'clock is 4a, the far row's cell in neither opponent's territory;
  // 1 o'clock is 3a, in First's, where a pawn must promote as it has no move left.
  for (const char* reading : {"stays", "promotes"}) {
    INFO(reading);
    const auto rules = bundled_rules("sannin-shogi", {{"stuck_piece", reading}});
    Position pos = lone_piece(*rules, "middle", "pawn", "4b");
    put_piece(pos, "first", "king", "1g");
    put_piece(pos, "last", "king", "10d");
    put_piece(pos, "middle", "king", "10m");
    const Texts expected =
        std::string(reading) == "stays" ? Texts{"3a+", "4a"} : Texts{"3a+", "4a+"};
    CHECK(testing::destinations_from(pos, "4b") == expected);
  }
}

TEST_CASE("drops: anywhere empty, but no pawn or lance on the far row", "[sannin]") {
  const auto rules = bundled_rules("sannin-shogi");
  // Middle holds a pawn, a lance and a gold (its far row is row a).
  const Position pos =
      notation::position_from_string(*rules, "3mK3/8/9/10/11/12/fK11lK/12/11/10/9/8/7 m mPmLmG 1");
  const Texts moves = testing::legal_move_texts(pos);
  for (const char* cell : {"1a", "4a", "7a"}) {
    CHECK_FALSE(has(moves, std::string("P*") + cell));
    CHECK_FALSE(has(moves, std::string("L*") + cell));
    CHECK(has(moves, std::string("G*") + cell));
  }
  CHECK(has(moves, "P*4b"));
  CHECK(has(moves, "L*7g"));
}

TEST_CASE("a pawn dropped may mate, unless pawn_drop_mate=forbidden", "[sannin]") {
  // First holds a pawn; dropped on 12m (guarded by the gold on 11m) or 12l it checks Middle's
  // king on 13m, whose flights 12l and 13l the promoted rook on 7l holds.
  const auto doc = testing::bundled_document("sannin-shogi");
  const std::string before = "4fG1mK/1f+R6/9/10/11/12/fK12/12/11/9lK/9/8/7 f fP 1 1g,10d,13m";
  for (const std::string option : {"allowed", "forbidden"}) {
    INFO(option);
    auto values = spec::default_option_values(doc);
    values["pawn_drop_mate"] = option;
    const auto rules = spec::compile(doc, values);
    const Position pos = notation::position_from_string(*rules, before);
    const Texts moves = testing::legal_move_texts(pos);
    CHECK(has(moves, "P*11l"));  // a drop that does not mate is legal either way
    if (option == "allowed") {
      // The mate is a mate: Middle's one move is to leave the game.
      CHECK(testing::legal_move_texts(testing::play(pos, "P*12m")) == Texts{"#"});
      CHECK(testing::legal_move_texts(testing::play(pos, "P*12l")) == Texts{"#"});
    } else {
      CHECK_FALSE(has(moves, "P*12m"));
      CHECK_FALSE(has(moves, "P*12l"));
    }
    const testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
    Position start = pos;
    CHECK(perft(start, 2) == reference.perft(reference.from_position(start), 2));
  }
}

TEST_CASE("a game replayed: a capture with promotion, a recapture, a drop, castling", "[sannin]") {
  const auto rules = bundled_rules("sannin-shogi");
  // First's bishop takes Middle's pawn on 10k (in Middle's territory) and promotes; Middle's
  // knight takes the sorcery (a bishop in hand); Last castles from 10d to 9d; First's pawn 3f
  // steps; Middle drops the bishop on 7g.
  const Position end =
      testing::play(notation::start_position(*rules), "2g10k+ 9k10k 10d9d 3f4g B*7g");
  CHECK(notation::to_string(end) ==
        "mLmSmGmKmGmSmL/1mR4mB1/mPmPmPmP1mNmPmPmP/10/fP9lP/1fP8lP1/fL1fPfP2mB3lPlRlL/fS8lP1lS/"
        "fG1fN5lN1lG/fK1fP4lPlK1/fG1fP3lP1lG/fSfRfP2lPlBlS/fL1fP1lP1lL l fP 6 4g,7g,9d,10k");
}

TEST_CASE("a king that comes into the garden wins at once", "[sannin]") {
  // «Un rey no aliado (ascendido o no) que llegue a la casilla central del tablero (el Jardín
  // del Placer) gana la partida.» (the spec plays no alliance: every king is unallied).
  const auto rules = bundled_rules("sannin-shogi");
  for (const char* kind : {"king", "rising_sun"}) {
    INFO(kind);
    Position pos = lone_piece(*rules, "middle", kind, "7h");
    put_piece(pos, "first", "king", "1g", true);
    put_piece(pos, "last", "king", "13g", true);
    CHECK(game_status(pos) == GameStatus::Ongoing);
    const Position after = testing::play(pos, "7h7g");
    Position status = after;
    CHECK(game_status(status) == GameStatus::WonByRule);
    CHECK(royal_zone_winner(after) == rules->find_player("middle"));
    CHECK(zone_win_reason(after) == "middle wins: its royal piece reached garden (7g)");
  }
  // Not into check: with First's rook on 7c, the king may not step onto 7g.
  Position guarded = lone_piece(*rules, "middle", "king", "7h");
  put_piece(guarded, "first", "king", "1g", true);
  put_piece(guarded, "last", "king", "13g", true);
  put_piece(guarded, "first", "heroism", "7c");
  CHECK_FALSE(has(testing::destinations_from(guarded, "7h"), "7g"));
  // Another piece in the garden wins nothing.
  Position silver = testing::play(lone_piece(*rules, "middle", "silver", "7h"), "7h7g");
  put_piece(silver, "first", "king", "1g", true);
  put_piece(silver, "last", "king", "13g", true);
  put_piece(silver, "middle", "king", "10m", true);
  CHECK_FALSE(royal_zone_winner(silver).has_value());
}

TEST_CASE("royal_wins names zones of the spec", "[sannin][spec]") {
  std::string text = testing::source_text("specs/sannin-shogi.yaml");
  const auto at = text.find("royal_wins: [garden]");
  REQUIRE(at != std::string::npos);
  text.replace(at, 20, "royal_wins: [paradise]");
  const auto doc = spec::load_spec_text(text, "sannin-shogi.yaml");
  CHECK_THROWS_WITH(spec::compile(doc, spec::default_option_values(doc)),
                    Catch::Matchers::Contains("unknown zone 'paradise'"));
}

// The start's perft by both generators: to depth 2 under the defaults and each alternative alone
// (option_assignments_to_check: the combinations exceed its limit), to depth 3 under those of
// them that may change a count within three plies.
void compare_start_perft(const spec::SpecDocument& doc, const spec::OptionValues& values,
                         int depth) {
  std::string text;
  for (const auto& [k, v] : values) text += k + "=" + v + " ";
  INFO(text);
  const auto rules = spec::compile(doc, values);
  const testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
  Position start = notation::start_position(*rules);
  CHECK(perft(start, depth) == reference.perft(reference.from_position(start), depth));
}

TEST_CASE("Sannin perft 2 from the start: the compiled generator equals the reference",
          "[sannin][differential]") {
  const auto doc = testing::bundled_document("sannin-shogi");
  for (const auto& values : spec::option_assignments_to_check(doc)) {
    compare_start_perft(doc, values, 1);
    compare_start_perft(doc, values, 2);
  }
}

TEST_CASE("Sannin perft 3 from the start: the compiled generator equals the reference",
          "[sannin][differential][perft]") {
  const auto doc = testing::bundled_document("sannin-shogi");
  // Within three plies each player moves once, so some options cannot change a count: no king
  // is promoted and then illuminates, no piece captured is dropped again, no pawn or lance
  // reaches the far edge, and perft counts moves, not outcomes. Their alternatives are compared
  // at depth 2 above and from built positions (each option's own test).
  const std::map<std::string, std::string> idle_within_three = {{"illumination_victims", "chosen"},
                                                                {"pawn_drop_mate", "allowed"},
                                                                {"stuck_piece", "stays"},
                                                                {"stalemate_result", "loss"}};
  for (const auto& values : spec::option_assignments_to_check(doc, 1)) {
    const bool idle =
        std::any_of(idle_within_three.begin(), idle_within_three.end(),
                    [&](const auto& option) { return values.at(option.first) != option.second; });
    if (!idle) compare_start_perft(doc, values, 3);
  }
}

// Random placements fill the hands, so a node has hundreds of drops and the reference takes
// about half a second over it: one ply from each position.
TEST_CASE("engine and reference agree on random Sannin positions, one ply deep",
          "[sannin][differential]") {
  // Four positions under the defaults, one under each alternative alone (each option has its
  // own test on a position built to show it).
  const auto doc = testing::bundled_document("sannin-shogi");
  const auto defaults = spec::default_option_values(doc);
  for (const auto& values : spec::option_assignments_to_check(doc, 1)) {
    testing::Walk walk;
    const int positions = testing::sample_size(values == defaults ? 4 : 1);
    CHECK(testing::differing_nodes_from_random(doc, values, 0x53414e4eULL, positions, 1, walk) ==
          0);
  }
}

}  // namespace
}  // namespace arbiter::model
