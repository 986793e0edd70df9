// model::AttackLines, attack detection read from the attacked cell outward: against the
// piece-by-piece test (for_each_attacker asks each opponent piece whether it attacks) on random
// positions of every bundled spec that has the table, for every cell and every defender, before
// and after each plain move; and the table of chess checked by hand around one cell.
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <string>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

// The piece-by-piece answer, which never reads the table.
bool attacked_piece_by_piece(const Position& pos, Cell target, PlayerId defender) {
  return for_each_attacker(pos, target, defender, [](Cell) { return false; });
}

struct Tally {
  int asked = 0;
  int attacked = 0;
};

// Every cell, every defender: the table (is_attacked, which reads the occupancy's bits where the
// board allows) and the same table read cell by cell against the piece-by-piece test.
// `walked` is the rules' table compiled to be read cell by cell.
void compare_everywhere(const Position& pos, const AttackLines& walked, Tally& tally) {
  const CompiledRules& rules = pos.rules();
  for (std::size_t d = 0; d < rules.player_count(); ++d) {
    const PlayerId defender = PlayerId::from_index(d);
    for (std::size_t c = 0; c < rules.board().cell_count(); ++c) {
      const Cell cell = Cell::from_index(c);
      const bool expected = attacked_piece_by_piece(pos, cell, defender);
      ++tally.asked;
      tally.attacked += expected ? 1 : 0;
      INFO(notation::to_string(pos) << ", cell " << rules.board().name(cell) << ", defender "
                                    << rules.player(defender).name);
      CHECK(is_attacked(pos, cell, defender) == expected);
      const Piece victim = pos.at(cell);
      if (!victim || rules.is_capturable(victim) || rules.is_royal(victim)) {
        CHECK(walked.attacked(pos, cell, defender) == expected);
        // The attackers themselves, as the table lists them and piece by piece.
        std::set<Cell> listed, asked;
        rules.attack_lines()->for_each_attacker(pos, cell, defender, [&](Cell from) {
          CHECK(listed.insert(from).second);  // each once
          return true;
        });
        for_each_attacker(pos, cell, defender, [&](Cell from) {
          asked.insert(from);
          return true;
        });
        CHECK(listed == asked);
      }
    }
  }
}

// For each cell, the mover as defender: is_attacked_after (the table on the changed board) against
// making the move and testing piece by piece.
void compare_after(Position& pos, Move m, Tally& tally) {
  const CompiledRules& rules = pos.rules();
  const PlayerId me = pos.side_to_move();
  const BoardChange change{m.from, m.to, pos.at(m.from)};
  std::vector<bool> read;
  for (std::size_t c = 0; c < rules.board().cell_count(); ++c)
    read.push_back(is_attacked_after(pos, change, Cell::from_index(c), me));
  Undo undo;
  pos.make(m, undo);
  for (std::size_t c = 0; c < rules.board().cell_count(); ++c) {
    const Cell cell = Cell::from_index(c);
    ++tally.asked;
    INFO(notation::to_string(pos) << " after " << rules.board().name(m.from)
                                  << rules.board().name(m.to) << ", cell "
                                  << rules.board().name(cell));
    CHECK(read[c] == attacked_piece_by_piece(pos, cell, me));
  }
  pos.unmake(m, undo);
}

TEST_CASE("attack lines agree with asking every piece", "[movegen][attacks]") {
  const int positions = testing::sample_size(6);
  int specs_tested = 0;
  for (const char* spec : testing::kBundledSpecs) {
    INFO(spec);
    const auto rules = testing::bundled_rules(spec);
    const std::string name = spec;
    // Hoppers and lame leapers (xiangqi, the fairy spec), Ajedrez 123's carriers and opposition,
    // Advanced Omega's Fool (who attacks as the piece it imitates), Tres Reinas' strangled
    // diagonals (shut by the pieces beside a line) and Sannin shogi's castling king (who takes
    // anywhere in its territory while it has not moved) make attacks depend on more than the
    // empty cells of a line: no table.
    if (name == "xiangqi" || name == "fairy" || name == "ajedrez123" || name == "omega-advanced" ||
        name == "tres-reinas" || name == "sannin-shogi")
      CHECK(rules->attack_lines() == nullptr);
    else
      CHECK(rules->attack_lines() != nullptr);
    if (rules->attack_lines() == nullptr) continue;
    // Every bundled board with a table has at most 256 cells along rising or falling lines.
    CHECK(rules->attack_lines()->reads_bits());
    ++specs_tested;
    const auto walked = AttackLines::compile(*rules, AttackLines::Reading::CellByCell);
    REQUIRE(walked);
    REQUIRE_FALSE(walked->reads_bits());
    std::mt19937_64 random(91);
    Tally before, after;
    MoveList moves;
    int move_count = 0;
    testing::for_random_positions_and_successors(*rules, random, positions, [&](Position& pos) {
      compare_everywhere(pos, *walked, before);
      generate_pseudo_legal(pos, moves);
      const MoveList listed = moves;
      // A few moves per position keep the run short; every cell is asked after each.
      for (std::size_t i = 0; i < listed.size(); i += 7)
        if (listed[i].type == MoveType::Normal) {
          compare_after(pos, listed[i], after);
          ++move_count;
        }
    });
    // The sanitizer run samples a quarter as many positions: at least one, with its successors.
    CHECK(before.asked > 100);
    CHECK(before.attacked > 0);
    CHECK(before.attacked < before.asked);
    CHECK(move_count >= positions);
  }
  CHECK(specs_tested == 4);
}

// The paths of chess's table from e4: attackers on the paths' cells by hand.
TEST_CASE("attack lines of chess around e4, by hand", "[movegen][attacks]") {
  const auto rules = testing::bundled_rules("chess");
  const AttackLines* lines = rules->attack_lines();
  REQUIRE(lines != nullptr);
  const BoardGraph& board = rules->board();
  const Cell e4 = *board.find("e4");
  // Eight lines (four files and ranks, four diagonals) and eight knight's cells.
  CHECK(lines->path_count(e4) == 16);
  const auto code = [&](const std::string& player, const std::string& kind) {
    const PlayerId p = *rules->find_player(player);
    return Piece::make(p, *rules->find_piece(kind), rules->kind_count()).code;
  };
  // The attackers of e4 from `cell`, `cell` being the n-th cell of its path.
  const auto attackers_from = [&](const std::string& cell, std::size_t n) {
    for (std::size_t i = 0; i < lines->path_count(e4); ++i) {
      const auto path = lines->path(e4, i);
      if (path.size() > n && board.name(path[n]) == cell) return lines->attackers_along(e4, i)[n];
    }
    FAIL("no path of e4 has " << cell << " at " << n);
    return std::uint64_t{0};
  };
  const auto has = [](std::uint64_t set, std::uint8_t c) { return ((set >> c) & 1u) != 0; };
  const std::string white = "white", black = "black";
  // d5, next on the diagonal: a black pawn takes on e4 from there, a white one does not.
  const std::uint64_t d5 = attackers_from("d5", 0);
  CHECK(has(d5, code(black, "pawn")));
  CHECK_FALSE(has(d5, code(white, "pawn")));
  CHECK(has(d5, code(white, "king")));
  CHECK(has(d5, code(black, "bishop")));
  CHECK(has(d5, code(white, "queen")));
  CHECK_FALSE(has(d5, code(white, "rook")));
  // d3: the white pawn's capture.
  CHECK(has(attackers_from("d3", 0), code(white, "pawn")));
  CHECK_FALSE(has(attackers_from("d3", 0), code(black, "pawn")));
  // e7, third on the file: rooks and queens only (no king, no pawn, no knight).
  const std::uint64_t e7 = attackers_from("e7", 2);
  CHECK(e7 ==
        ((std::uint64_t{1} << code(white, "rook")) | (std::uint64_t{1} << code(black, "rook")) |
         (std::uint64_t{1} << code(white, "queen")) | (std::uint64_t{1} << code(black, "queen"))));
  // f6, a knight's cell: a path of its own, knights only.
  CHECK(attackers_from("f6", 0) == ((std::uint64_t{1} << code(white, "knight")) |
                                    (std::uint64_t{1} << code(black, "knight"))));
}

}  // namespace
}  // namespace arbiter::model
