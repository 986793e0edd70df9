// Retractions (puzzles/retraction.h) against the move generator played forwards, and the
// composer from mating pictures (puzzles/picture_composer.h) against the plain search written
// from the definitions (tests/puzzles/plain_search.h): every h#n, h#n.5, ser-#n and ser-h#n it
// gives has exactly one solution, every #n exactly one key, no shorter mate and a quiet key.
#include "puzzles/picture_composer.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "model/attacks.h"
#include "model/legality.h"
#include "model/notation/position_string.h"
#include "puzzles/retraction.h"
#include "tests/puzzles/plain_search.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

namespace tb = solver::tablebase;
using namespace plain;

bool same_board(const Position& a, const Position& b) {
  for (std::size_t i = 0; i < a.rules().board().cell_count(); ++i)
    if (a.at(model::Cell::from_index(i)).code != b.at(model::Cell::from_index(i)).code)
      return false;
  return true;
}

// Along random games: each quiet move played (no capture, promotion, castling or en passant
// right left) is found again among the retractions of the position it leads to; and every
// retraction of that position has a legal move leading back to it.
TEST_CASE("retractions undo exactly the quiet moves the generator plays", "[puzzles][retraction]") {
  for (const char* spec : {"chess", "omega"}) {
    INFO(spec);
    const auto rules = testing::bundled_rules(spec);
    std::mt19937_64 random(5);
    int checked = 0;
    for (int game = 0; game < 3; ++game) {
      Position pos =
          model::notation::position_from_string(*rules, rules->notation().start_position);
      for (int ply = 0; ply < 24; ++ply) {
        const auto legal = model::legal_moves(pos);
        if (legal.empty()) break;
        const model::Move m =
            legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
        const Position next = after(pos, m);
        const bool quiet = m.type == model::MoveType::Normal && !m.is_promotion() &&
                           !pos.at(m.to) && next.en_passant_rights().empty();
        if (quiet && ply % 4 == 3) {
          const std::vector<Position> before = quiet_retractions(next);
          INFO(model::notation::to_string(next));
          CHECK(std::any_of(before.begin(), before.end(), [&](const Position& b) {
            return same_board(b, pos) && b.side_to_move() == pos.side_to_move();
          }));
          for (const Position& b : before) {
            const auto moves = model::legal_moves(b);
            CHECK(std::any_of(moves.begin(), moves.end(),
                              [&](model::Move back) { return same_board(after(b, back), next); }));
            CHECK(model::legality_problems(b).empty());
          }
          ++checked;
        }
        pos = next;
      }
    }
    CHECK(checked >= 6);
  }
}

PictureCompositionRequest request_of(const model::CompiledRules& rules, const std::string& stip,
                                     const std::string& material, PictureKind kind, int count) {
  PictureCompositionRequest r;
  r.stipulation = parse_stipulation(stip);
  r.picture.material = tb::Material::parse(rules, material);
  r.picture.kind = kind;
  r.count = count;
  return r;
}

TEST_CASE("compose: helpmates from Z3 pictures have one solution by the plain search",
          "[puzzles][compose][picture]") {
  const auto chess = testing::bundled_rules("chess");
  PictureCompositionStats stats;
  const auto problems = compose_from_pictures(
      *chess, request_of(*chess, "h#2", "KRBvKP", PictureKind::Model, 3), stats);
  CHECK(problems.size() == 3);
  for (const PictureProblem& p : problems) {
    INFO(model::notation::to_string(p.position));
    CHECK(p.position.side_to_move() == model::PlayerId::from_index(1));
    CHECK(model::legality_problems(p.position).empty());
    std::vector<model::Move> line;
    std::vector<std::vector<model::Move>> lines;
    plain_help(p.position, 4, End::Mated, line, lines);
    REQUIRE(lines.size() == 1);
    CHECK(p.lines == lines);
    CHECK(is_pure_picture(p.picture, Goal::Mate));
  }
}

TEST_CASE("compose: #2 from Z3 pictures is sound by the plain search",
          "[puzzles][compose][picture]") {
  const auto chess = testing::bundled_rules("chess");
  PictureCompositionStats stats;
  const auto problems = compose_from_pictures(
      *chess, request_of(*chess, "#2", "KQRBvKPP", PictureKind::Model, 2), stats);
  CHECK(problems.size() == 2);
  for (const PictureProblem& p : problems) {
    INFO(model::notation::to_string(p.position));
    CHECK(p.position.side_to_move() == model::PlayerId::from_index(0));
    CHECK(model::legality_problems(p.position).empty());
    REQUIRE(p.key.has_value());
    const std::vector<model::Move> keys = plain_keys(p.position, 2);
    REQUIRE(keys.size() == 1);
    CHECK(keys.front() == p.key->move);
    CHECK_FALSE(plain_direct(p.position, 1, End::Mated));  // no short mate
    const Position played = after(p.position, p.key->move);
    CHECK_FALSE(model::in_check(played, played.side_to_move()));  // a quiet key
    CHECK_FALSE(static_cast<bool>(p.position.at(p.key->move.to)));
  }
}

TEST_CASE("compose: h#n.5 and series movers from Z3 pictures have one solution by the plain search",
          "[puzzles][compose][picture]") {
  const auto chess = testing::bundled_rules("chess");
  const model::PlayerId white = model::PlayerId::from_index(0);
  const model::PlayerId black = model::PlayerId::from_index(1);
  struct Case {
    const char* stip;
    model::PlayerId starts;
  };
  for (const Case c : {Case{"h#2.5", white}, Case{"ser-#3", white}, Case{"ser-h#3", black}}) {
    INFO(c.stip);
    PictureCompositionStats stats;
    const PictureCompositionRequest request =
        request_of(*chess, c.stip, "KRBvKP", PictureKind::Model, 2);
    const auto problems = compose_from_pictures(*chess, request, stats);
    CHECK(problems.size() == 2);
    for (const PictureProblem& p : problems) {
      INFO(model::notation::to_string(p.position));
      CHECK(p.position.side_to_move() == c.starts);
      CHECK(model::legality_problems(p.position).empty());
      std::vector<Line> lines;
      if (request.stipulation.play == Play::Help) {
        std::vector<model::Move> line;
        plain_help(p.position, request.stipulation.help_plies(), End::Mated, line, lines);
      } else {
        const Series kind =
            request.stipulation.play == Play::SeriesHelp ? Series::Help : Series::Direct;
        lines = plain_series(p.position, kind, request.stipulation.moves, End::Mated);
      }
      REQUIRE(lines.size() == 1);
      CHECK(p.lines == lines);
      // The solution has as many single moves as the walk took back.
      CHECK(static_cast<int>(lines.front().size()) == single_moves_taken_back(request.stipulation));
    }
  }
}

TEST_CASE("compose from pictures refuses what it does not make", "[puzzles][compose][picture]") {
  const auto chess = testing::bundled_rules("chess");
  PictureCompositionStats stats;
  for (const char* stip : {"s#2", "ser-s#3", "=2"}) {
    INFO(stip);
    CHECK_THROWS_AS(
        compose_from_pictures(*chess, request_of(*chess, stip, "KQvK", PictureKind::Any, 1), stats),
        UserError);
  }
  const auto ajedrez = testing::bundled_rules("ajedrez123");
  CHECK_THROWS_WITH(compose_from_pictures(
                        *ajedrez, request_of(*ajedrez, "h#2", "KQvK", PictureKind::Any, 1), stats),
                    Catch::Contains("succession"));
}

}  // namespace
}  // namespace arbiter::puzzles
