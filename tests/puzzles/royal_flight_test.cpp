// puzzles::RoyalFlights, the flight test that rules checks out of a mate in one without making
// them: against making every move and asking whether the victim has a legal move, on random
// positions of every bundled spec where the test applies and one move after them; and on a
// discovered mate whose flights only the opened line takes.
#include "puzzles/royal_flight.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

struct Tally {
  int ruled_out = 0;         // legal moves the test ruled out
  int checks_ruled_out = 0;  // of them, checks
};

// Every legal move the test rules out leaves the victim a legal move.
void check_flights(model::Position& pos, Tally& tally) {
  const model::PlayerId victim = pos.rules().next_player(pos.side_to_move());
  if (model::in_check(pos, victim)) return;  // not a position a game reaches
  RoyalFlights flights(pos);
  for (const model::Move m : model::legal_moves(pos)) {
    const bool may_mate = flights.may_take_every_flight(m);
    model::Undo undo;
    pos.make(m, undo);
    const bool check = model::in_check(pos, victim);
    const bool escapes = model::has_legal_move(pos);
    pos.unmake(m, undo);
    if (may_mate) continue;
    ++tally.ruled_out;
    tally.checks_ruled_out += check ? 1 : 0;
    INFO(model::notation::to_string(pos) << " " << model::notation::move_to_string(pos, m));
    CHECK(escapes);
  }
}

TEST_CASE("royal flights: a move ruled out leaves the victim a legal move", "[puzzles][direct]") {
  const int positions = testing::sample_size(20);
  int specs_tested = 0;
  for (const char* spec : testing::kBundledSpecs) {
    INFO(spec);
    const auto rules = testing::bundled_rules(spec);
    const bool applies = RoyalFlights::applies(*rules);
    // Succession (Ajedrez 123), hoppers (xiangqi's cannon, the fairy spec's grasshopper) and
    // lame leapers (xiangqi's horse) turn the test off.
    if (std::string(spec) == "chess" || std::string(spec) == "omega") CHECK(applies);
    if (std::string(spec) == "ajedrez123" || std::string(spec) == "xiangqi" ||
        std::string(spec) == "fairy")
      CHECK_FALSE(applies);
    if (!applies) continue;
    ++specs_tested;
    std::mt19937_64 random(31);
    Tally tally;
    testing::for_random_positions_and_successors(
        *rules, random, positions, [&](model::Position& pos) { check_flights(pos, tally); });
    CHECK(tally.ruled_out > 0);
    CHECK(tally.checks_ruled_out > 0);
  }
  CHECK(specs_tested >= 2);
}

// A piece piece_may_mate leaves out has no move that checks and that the flight test keeps, and
// so no mating move.
void check_mating_pieces(model::Position& pos, Tally& tally) {
  const model::PlayerId victim = pos.rules().next_player(pos.side_to_move());
  if (model::in_check(pos, victim)) return;  // not a position a game reaches
  RoyalFlights flights(pos);
  for (const model::Move m : model::legal_moves(pos)) {
    if (m.from.is_none() || flights.piece_may_mate(m.from)) continue;
    ++tally.ruled_out;
    INFO(model::notation::to_string(pos) << " " << model::notation::move_to_string(pos, m));
    model::Undo undo;
    pos.make(m, undo);
    const bool check = model::in_check(pos, victim);
    const bool mate = check && !model::has_legal_move(pos);
    pos.unmake(m, undo);
    tally.checks_ruled_out += check ? 1 : 0;
    CHECK_FALSE((check && flights.may_take_every_flight(m)));
    CHECK_FALSE(mate);
  }
}

TEST_CASE("royal flights: a piece that cannot mate at once has no mating move",
          "[puzzles][direct]") {
  // The full sample in the sanitizer run too: on Sannin shogi's large board a quarter of it met
  // no check at all.
  const int positions = 20;
  int specs_tested = 0;
  for (const char* spec : testing::kBundledSpecs) {
    INFO(spec);
    const auto rules = testing::bundled_rules(spec);
    if (!RoyalFlights::applies(*rules)) continue;
    ++specs_tested;
    std::mt19937_64 random(43);
    Tally tally;
    testing::for_random_positions_and_successors(
        *rules, random, positions, [&](model::Position& pos) { check_mating_pieces(pos, tally); });
    CHECK(tally.ruled_out > 0);
    CHECK(tally.checks_ruled_out > 0);  // checks ruled out by the flights they leave free
  }
  CHECK(specs_tested >= 2);
}

TEST_CASE("royal flights: a line the move opens takes a flight", "[puzzles][direct]") {
  const auto rules = testing::bundled_rules("chess");
  // Nf7 checks the king on h8 and opens the g-file to the rook on g1, which takes g7 and g8:
  // mate. A king move elsewhere leaves g7 free.
  model::Position pos =
      model::notation::position_from_string(*rules, "7k/7p/8/6N1/8/8/8/K5R1 w - - 0 1");
  RoyalFlights flights(pos);
  int seen = 0;
  for (const model::Move m : model::legal_moves(pos)) {
    const std::string text = model::notation::move_to_string(pos, m);
    INFO(text);
    if (text == "g5f7") {
      CHECK(flights.may_take_every_flight(m));
      ++seen;
    }
    if (text == "a1b2") {
      CHECK_FALSE(flights.may_take_every_flight(m));
      ++seen;
    }
  }
  CHECK(seen == 2);
}

TEST_CASE("royal flights: a piece may mate by the lines its departure opens", "[puzzles][direct]") {
  const auto rules = testing::bundled_rules("chess");
  const auto cell = [&](const char* name) { return *rules->board().find(name); };
  {
    // Nf7 checks and opens the g-file onto g7 and g8, which no knight's cell takes. The white
    // king cannot check from anywhere it goes.
    const model::Position pos =
        model::notation::position_from_string(*rules, "7k/7p/8/6N1/8/8/8/K5R1 w - - 0 1");
    RoyalFlights flights(pos);
    CHECK(flights.piece_may_mate(cell("g5")));
    CHECK_FALSE(flights.piece_may_mate(cell("a1")));
  }
  {
    // A battery: any step of the white king off the eighth rank mates by the rook's line, from
    // cells where no king could check.
    const model::Position pos =
        model::notation::position_from_string(*rules, "R2K3k/6pp/8/8/8/8/8/8 w - - 0 1");
    RoyalFlights flights(pos);
    CHECK(flights.piece_may_mate(cell("d8")));
  }
}

TEST_CASE("royal flights: a promotion takes flights as the piece it becomes", "[puzzles][direct]") {
  const auto rules = testing::bundled_rules("chess");
  // b8=Q and b8=R check along the eighth rank and take g8, the only flight: mate. A pawn on b8
  // could take nothing there, nor could a knight or a bishop.
  model::Position pos =
      model::notation::position_from_string(*rules, "7k/1P4pp/8/8/8/8/8/K7 w - - 0 1");
  RoyalFlights flights(pos);
  std::vector<std::string> kept;
  int promotions = 0;
  for (const model::Move m : model::legal_moves(pos)) {
    if (!m.is_promotion()) continue;
    ++promotions;
    if (flights.may_take_every_flight(m)) kept.push_back(std::string(rules->piece(m.piece).name));
  }
  CHECK(promotions == 4);
  std::sort(kept.begin(), kept.end());
  CHECK(kept == std::vector<std::string>{"queen", "rook"});
}

}  // namespace
}  // namespace arbiter::puzzles
