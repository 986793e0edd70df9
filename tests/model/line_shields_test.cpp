// model::for_each_line_shield, the pieces whose move may open a line onto a royal piece: the pin
// candidates of the legality test and the discoverers of the check filter. On random positions
// of every bundled and synthetic spec where attacks run along open lines only, and one move after
// them: every plain move of a non-royal piece that leaves its own royal piece attacked starts on
// a shield (nothing the legality test passes unmade is illegal); and where the attack table reads
// the occupancy's bits, the shields are among those a walk along the board's directions finds
// (each piece first on a line from a royal piece, with an opponent next behind it: written here
// apart from the engine), and in chess fewer of them.
#include "model/line_shields.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/opposition.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/test_specs.h"

namespace arbiter::model {
namespace {

struct Tally {
  int exposing = 0;  // moves that left a royal piece attacked, each from a shield
  int shields = 0;   // shields reported
  int walked = 0;    // pieces the walk found first before an opponent
};

std::vector<Cell> shields_of(const Position& pos, PlayerId royal_owner, PlayerId shield_owner) {
  std::vector<Cell> cells;
  for_each_line_shield(pos, royal_owner, shield_owner, [&](Cell c) { cells.push_back(c); });
  return cells;
}

// The first piece from a royal piece of `royal_owner` along each direction, where it is
// `shield_owner`'s and the next piece along is an opponent's of `royal_owner`.
std::vector<Cell> walked_shields(const Position& pos, PlayerId royal_owner, PlayerId shield_owner) {
  const CompiledRules& rules = pos.rules();
  const BoardGraph& board = rules.board();
  std::vector<Cell> cells;
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const Cell royal = Cell::from_index(i);
    const Piece r = pos.at(royal);
    if (!r || !rules.is_royal(r) || rules.owner(r) != royal_owner) continue;
    for (DirectionId d = 0; d < board.direction_count(); ++d) {
      std::vector<Cell> occupied;
      for (Cell c : board.ray(royal, d))
        if (pos.at(c)) occupied.push_back(c);
      if (occupied.size() >= 2 && rules.owner(pos.at(occupied[0])) == shield_owner &&
          rules.is_opponent(royal_owner, rules.owner(pos.at(occupied[1]))))
        cells.push_back(occupied[0]);
    }
  }
  return cells;
}

bool contains(const std::vector<Cell>& cells, Cell c) {
  return std::find(cells.begin(), cells.end(), c) != cells.end();
}

void check_position(Position& pos, Tally& tally) {
  const CompiledRules& rules = pos.rules();
  const PlayerId me = pos.side_to_move();
  INFO(notation::to_string(pos));
  const bool bits = rules.attack_lines() != nullptr && rules.attack_lines()->reads_bits();
  for (std::size_t r = 0; r < rules.player_count(); ++r) {
    const PlayerId royal_owner = PlayerId::from_index(r);
    const std::vector<Cell> walked = walked_shields(pos, royal_owner, me);
    const std::vector<Cell> shields = shields_of(pos, royal_owner, me);
    tally.shields += static_cast<int>(shields.size());
    tally.walked += static_cast<int>(walked.size());
    for (Cell c : shields) {
      INFO("shield " << rules.board().name(c));
      CHECK(rules.owner(pos.at(c)) == me);
      if (bits) CHECK(contains(walked, c));
    }
    if (!bits) CHECK(shields.size() == walked.size());
  }
  if (in_check(pos, me) || rulers_too_close(pos, me)) return;
  const std::vector<Cell> pins = shields_of(pos, me, me);
  MoveList moves;
  generate_pseudo_legal(pos, moves);
  const MoveList listed = moves;
  for (const Move m : listed) {
    if (m.type != MoveType::Normal || rules.is_royal(pos.at(m.from))) continue;
    Undo undo;
    pos.make(m, undo);
    const bool attacked = in_check(pos, me);
    pos.unmake(m, undo);
    if (!attacked) continue;
    ++tally.exposing;
    INFO("move from " << rules.board().name(m.from) << " to " << rules.board().name(m.to));
    CHECK(contains(pins, m.from));
  }
}

TEST_CASE("line shields: every move that exposes its royal piece starts on one",
          "[movegen][attacks]") {
  const auto specs = testing::bundled_and_synthetic_rules();
  int applied = 0;
  for (const auto& rules : specs) {
    if (!rules->lines_only_attacks()) continue;
    INFO(rules->variant());
    ++applied;
    std::mt19937_64 random(57);
    Tally tally;
    const int wanted = testing::sample_size(6);
    for (int drawn = 0; drawn < wanted || (tally.exposing == 0 && drawn < 48); ++drawn)
      testing::for_random_positions_and_successors(
          *rules, random, 1, [&](Position& pos) { check_position(pos, tally); });
    CHECK(tally.exposing > 0);
  }
  CHECK(applied >= 6);
}

TEST_CASE("line shields: in chess only an opponent that attacks along the line makes one",
          "[movegen][attacks]") {
  const auto rules = testing::bundled_rules("chess");
  REQUIRE(rules->attack_lines() != nullptr);
  REQUIRE(rules->attack_lines()->reads_bits());
  const PlayerId white = PlayerId::from_index(0);
  const BoardGraph& board = rules->board();
  // White's king on e1. The pawn on d2 stands first on the diagonal to the black knight on c3,
  // which cannot use it (the queen on a5 further out has two pieces in her way); the knight on e4
  // shields the rook's file, the pawn on f2 the bishop's diagonal (past g3's empty cell).
  Position pos =
      notation::position_from_string(*rules, "4k3/4r3/8/q7/4N2b/2n5/3P1P2/4K3 w - - 0 1");
  REQUIRE_FALSE(in_check(pos, white));
  const auto names = [&](const std::vector<Cell>& cells) {
    std::vector<std::string> result;
    for (Cell c : cells) result.push_back(board.name(c));
    std::sort(result.begin(), result.end());
    return result;
  };
  CHECK(names(shields_of(pos, white, white)) == std::vector<std::string>{"e4", "f2"});
  CHECK(names(walked_shields(pos, white, white)) == std::vector<std::string>{"d2", "e4", "f2"});
  // Black's discoverers against the white king: none (the knight on c3 stands behind d2).
  CHECK(shields_of(pos, white, PlayerId::from_index(1)).empty());
}

}  // namespace
}  // namespace arbiter::model
