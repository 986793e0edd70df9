// model::CheckCandidates, the filter that skips moves which cannot give check, against making
// every move and asking in_check: on random positions of every bundled spec and one move after
// them, no checking move is ever filtered out; and in chess it does filter.
#include "model/check_candidates.h"

#include <catch2/catch.hpp>
#include <random>
#include <vector>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

struct Tally {
  int checks = 0;    // legal moves that give check
  int quiet = 0;     // legal moves that do not
  int filtered = 0;  // quiet moves the filter skipped
};

// Every legal move of `pos`: a move that checks the next player must be a candidate; and
// generate_legal_check_candidates lists the legal candidates, in generate_legal's order.
void check_filter(Position& pos, Tally& tally) {
  const PlayerId victim = pos.rules().next_player(pos.side_to_move());
  const CheckCandidates candidates(pos, victim);
  std::vector<Move> expected;
  for (const Move m : legal_moves(pos))
    if (candidates.may_check(m)) expected.push_back(m);
  MoveList listed;
  generate_legal_check_candidates(pos, victim, listed);
  CHECK(std::vector<Move>(listed.begin(), listed.end()) == expected);
  for (const Move m : legal_moves(pos)) {
    Undo undo;
    pos.make(m, undo);
    const bool check = in_check(pos, victim);
    pos.unmake(m, undo);
    const bool candidate = candidates.may_check(m);
    if (check) {
      INFO(notation::to_string(pos) << " " << notation::move_to_string(pos, m));
      CHECK(candidate);
      ++tally.checks;
    } else {
      ++tally.quiet;
      tally.filtered += candidate ? 0 : 1;
    }
  }
}

TEST_CASE("check candidates: no move that gives check is filtered out", "[model][movegen]") {
  const int positions = testing::sample_size(40);
  for (const char* spec : testing::kBundledSpecs) {
    INFO(spec);
    const auto rules = testing::bundled_rules(spec);
    std::mt19937_64 random(23);
    Tally tally;
    testing::for_random_positions_and_successors(*rules, random, positions,
                                                 [&](Position& pos) { check_filter(pos, tally); });
    CHECK(tally.checks > 0);
    if (std::string(spec) == "chess") CHECK(tally.filtered * 2 > tally.quiet);
  }
}

TEST_CASE("check candidates: discovered checks, promotions and quiet moves", "[model][movegen]") {
  const auto rules = testing::bundled_rules("chess");
  // The knight on e4 shields the black king from the rook on e1: each of its moves discovers.
  Position pos = notation::position_from_string(*rules, "4k3/1P6/8/8/4N3/8/8/R3R1K1 w - - 0 1");
  const CheckCandidates candidates(pos, rules->next_player(pos.side_to_move()));
  CHECK_FALSE(candidates.every_move());
  int knight_moves = 0;
  int named = 0;
  for (const Move m : legal_moves(pos)) {
    const std::string text = notation::move_to_string(pos, m);
    INFO(text);
    if (m.from == *pos.rules().board().find("e4")) {
      CHECK(candidates.may_check(m));
      ++knight_moves;
    }
    const bool checks = text == "b7b8q" || text == "b7b8r" || text == "a1a8";  // along rank 8
    const bool quiet = text == "b7b8n" || text == "b7b8b" || text == "a1a2" || text == "g1h2";
    if (checks) CHECK(candidates.may_check(m));
    if (quiet) CHECK_FALSE(candidates.may_check(m));
    named += (checks || quiet) ? 1 : 0;
  }
  CHECK(knight_moves == 8);
  CHECK(named == 7);
}

TEST_CASE("check candidates: the pieces that cannot check are skipped whole", "[model][movegen]") {
  const auto rules = testing::bundled_rules("chess");
  const auto cell = [&](const char* name) { return *rules->board().find(name); };
  // Wenda's #6 (docs/puzzles.md): white to move against the king on e8. The bishop on c5 stands
  // on the other colour, the knight on g3 and the king on e1 are two moves away; the rooks and
  // the bishop on f5 (via d7 or g6) may check.
  Position pos =
      notation::position_from_string(*rules, "4k3/1pp2pp1/8/b1B1pB2/rp6/p5N1/3R4/R2bK3 w Q - 0 1");
  const CheckCandidates candidates(pos, rules->next_player(pos.side_to_move()));
  CHECK_FALSE(candidates.piece_may_check(cell("c5")));
  CHECK_FALSE(candidates.piece_may_check(cell("g3")));
  CHECK_FALSE(candidates.piece_may_check(cell("e1")));
  CHECK(candidates.piece_may_check(cell("f5")));
  CHECK(candidates.piece_may_check(cell("d2")));
  CHECK(candidates.piece_may_check(cell("a1")));
  // A skipped piece has no candidate move, and a piece that keeps one is never skipped.
  for (const Move m : legal_moves(pos))
    if (candidates.may_check(m)) CHECK(candidates.piece_may_check(m.from));
  // A pawn promotes: it may check from anywhere; so may a shield (the knight on e4 below).
  const PlayerId white = pos.side_to_move();
  const PieceKind pawn = *rules->find_piece("pawn");
  const PieceKind knight = *rules->find_piece("knight");
  CHECK(rules->reach().could_check(white, pawn, cell("a2")).count() == rules->board().cell_count());
  CHECK(rules->reach().could_check(white, knight, cell("e4")).contains(cell("e8")));  // by d6 or f6
  CHECK_FALSE(rules->reach().could_check(white, knight, cell("a1")).contains(cell("e8")));
  Position shield = notation::position_from_string(*rules, "4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1");
  CHECK(CheckCandidates(shield, rules->next_player(white)).piece_may_check(cell("e4")));
}

TEST_CASE("check candidates: every move when the rules are not lines-only", "[model][movegen]") {
  const auto rules = testing::bundled_rules("xiangqi");  // cannons hop
  Position pos = notation::start_position(*rules);
  CHECK(CheckCandidates(pos, rules->next_player(pos.side_to_move())).every_move());
}

}  // namespace
}  // namespace arbiter::model
