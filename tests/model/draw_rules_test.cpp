// Draws by counting (spec game_end.move_limit and repetition; model/draw_claim.h,
// model/game_record.h) on chess and Omega Chess, whose specs take FIDE's figures: a claim at
// three repetitions or 100 halfmoves, a draw at five or 150.
#include <catch2/catch.hpp>

#include "model/draw_claim.h"
#include "model/game_record.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "tests/support/spec_fixture.h"

using arbiter::model::GameRecord;
using arbiter::model::GameStatus;
using arbiter::model::Position;
using arbiter::model::notation::position_from_string;
using arbiter::model::notation::start_position;
using arbiter::testing::bundled_rules;

namespace {

void play(GameRecord& game, const std::string& moves) {
  std::istringstream in(moves);
  for (std::string text; in >> text;) {
    auto move = arbiter::model::notation::parse_move(game.position(), text);
    REQUIRE(std::holds_alternative<arbiter::model::Move>(move));
    game.play(std::get<arbiter::model::Move>(move));
  }
}

}  // namespace

TEST_CASE("repetition: a claim at the third occurrence, a draw at the fifth", "[model][draw]") {
  for (const char* spec : {"chess", "omega"}) {
    INFO(spec);
    const auto rules = bundled_rules(spec);
    const std::string out =
        spec == std::string("chess") ? "g1f3 g8f6 f3g1 f6g8" : "h0g2 h9g7 g2h0 g7h9";
    GameRecord game(start_position(*rules));
    CHECK(game.repetitions() == 1);
    play(game, out);
    CHECK(game.repetitions() == 2);
    CHECK(game.draw_claims().empty());
    play(game, out);
    CHECK(game.repetitions() == 3);
    CHECK(game.draw_claims() == std::vector<std::string>{"repetition (3 times)"});
    CHECK(game.status() == GameStatus::Ongoing);
    play(game, out + " " + out);
    CHECK(game.repetitions() == 5);
    CHECK(game.status() == GameStatus::DrawnByRule);
  }
}

TEST_CASE("repetition: an en passant right nobody can use does not make a position new",
          "[model][draw]") {
  const auto rules = bundled_rules("chess");
  // 1.e4 leaves a right on e3 that no black pawn can use: the position after 1.e4 Nf6 2.Ng1... is
  // the same as after 1.e4 (with a right) only if the right is ignored.
  GameRecord game(
      position_from_string(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
  play(game, "e2e4 g8f6 g1f3 f6g8 f3g1");
  CHECK(game.repetitions() == 2);  // after 1.e4 and after 3.Ng1, black to move
  // A right that can be used does count: after d7d5 with a white pawn on e5, the position with
  // the right differs from the same position later without it.
  GameRecord usable(
      position_from_string(*rules, "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"));
  play(usable, "g1f3 g8f6 f3g1 f6g8");
  CHECK(usable.repetitions() == 1);
}

TEST_CASE("the move limit: a claim at 100 halfmoves, a draw at 150 unless the move mated",
          "[model][draw]") {
  const auto rules = bundled_rules("chess");
  Position at99 = position_from_string(*rules, "7k/8/8/8/8/8/8/K6R w - - 99 80");
  CHECK_FALSE(arbiter::model::may_claim_by_move_limit(at99));
  GameRecord game(at99);
  play(game, "h1h2");
  CHECK(game.position().halfmove_clock() == 100);
  CHECK(game.draw_claims() == std::vector<std::string>{"move limit (100 halfmoves)"});
  Position at150 = position_from_string(*rules, "7k/8/8/8/8/8/8/K6R b - - 150 105");
  CHECK(arbiter::model::game_status(at150) == GameStatus::DrawnByRule);
  GameRecord mate(position_from_string(*rules, "6k1/5ppp/8/8/8/8/8/K3R3 w - - 149 105"));
  play(mate, "e1e8");
  CHECK(mate.position().halfmove_clock() == 150);
  CHECK(mate.status() == GameStatus::Checkmate);
  GameRecord quiet(position_from_string(*rules, "6k1/5ppp/8/8/8/8/8/K3R3 w - - 149 105"));
  play(quiet, "e1e2");
  CHECK(quiet.status() == GameStatus::DrawnByRule);
}

TEST_CASE("dead position: two bare kings are a draw at once, any other piece plays on",
          "[model][draw]") {
  const auto chess = bundled_rules("chess");
  Position bare = position_from_string(*chess, "8/8/8/4k3/8/8/8/4K3 w - - 0 1");
  CHECK(arbiter::model::game_status(bare) == GameStatus::DrawnByRule);
  Position pawn = position_from_string(*chess, "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
  CHECK(arbiter::model::game_status(pawn) == GameStatus::Ongoing);
  // The capture of the last piece ends the game.
  GameRecord game(position_from_string(*chess, "8/8/8/4k3/2p5/3K4/8/8 w - - 0 1"));
  play(game, "d3c4");
  CHECK(game.status() == GameStatus::DrawnByRule);
  // Omega Chess the same; in Omega Advanced a Fool still in hand keeps the game alive.
  const auto omega = bundled_rules("omega");
  Position omega_bare =
      position_from_string(*omega, "2/5k4/10/10/10/10/10/10/10/10/5K4/2 w - - 0 1");
  CHECK(arbiter::model::game_status(omega_bare) == GameStatus::DrawnByRule);
  const auto advanced = bundled_rules("omega-advanced");
  Position fools =
      position_from_string(*advanced, "2/5k4/10/10/10/10/10/10/10/10/5K4/2 w Ff - - - -,- 0 1");
  CHECK(arbiter::model::game_status(fools) == GameStatus::Ongoing);
  Position no_fools =
      position_from_string(*advanced, "2/5k4/10/10/10/10/10/10/10/10/5K4/2 w - - - - -,- 0 1");
  CHECK(arbiter::model::game_status(no_fools) == GameStatus::DrawnByRule);
}
