// The composer from endgame tables (puzzles/table_composer.h) against the plain search written
// from the definitions (tests/puzzles/plain_search.h): every problem it gives has exactly one
// key, no shorter mate, a legal position with the first player to move, and (by default) a quiet
// key and no dual; the same seed gives the same problems.
#include "puzzles/table_composer.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "model/attacks.h"
#include "model/legality.h"
#include "model/notation/position_string.h"
#include "solver/tablebase/tablebases.h"
#include "tests/puzzles/plain_search.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

namespace tb = solver::tablebase;
using namespace plain;

// The mates in one of the side to move.
int mates_in_one(const Position& pos) {
  int count = 0;
  for (const model::Move m : model::legal_moves(pos))
    if (end_of(after(pos, m)) == End::Mated) ++count;
  return count;
}

// The problems' positions point at `rules`, which the caller keeps.
std::vector<ComposedProblem> compose(const std::shared_ptr<const model::CompiledRules>& rules,
                                     const std::string& material, const CompositionRequest& request,
                                     CompositionStats& stats) {
  tb::Tablebases tables(rules, tb::identify(*rules, 0));
  return compose_from_table(tables, tb::Material::parse(*rules, material), request,
                            tb::BuildControl{}, stats);
}

// Checks each problem by the plain search; for #2, the dual-free claim too: at most one threat
// move, and after each defence that stops it, exactly one mate.
void check_problems(const std::vector<ComposedProblem>& problems, int n) {
  for (const ComposedProblem& p : problems) {
    INFO(model::notation::to_string(p.position) << " #" << n);
    CHECK(p.position.side_to_move() == model::PlayerId::from_index(0));
    CHECK(model::legality_problems(p.position).empty());
    const std::vector<model::Move> keys = plain_keys(p.position, n);
    REQUIRE(keys.size() == 1);
    CHECK(keys.front() == p.key.move);
    if (n > 1) CHECK_FALSE(plain_direct(p.position, n - 1, End::Mated));  // no short mate
    const Position played = after(p.position, p.key.move);
    CHECK_FALSE(model::in_check(played, played.side_to_move()));  // a quiet key
    CHECK_FALSE(static_cast<bool>(p.position.at(p.key.move.to)));
    if (n == 2) {
      const Position passed_turn = passed(played);
      int threats = 0;
      std::vector<model::Move> threat_moves;
      for (const model::Move m : model::legal_moves(passed_turn))
        if (end_of(after(passed_turn, m)) == End::Mated) ++threats, threat_moves.push_back(m);
      CHECK(threats <= 1);
      for (const model::Move d : model::legal_moves(played)) {
        const Position next = after(played, d);
        const std::vector<model::Move> replies = model::legal_moves(next);
        const bool threat_works =
            threats == 1 &&
            std::find(replies.begin(), replies.end(), threat_moves.front()) != replies.end() &&
            end_of(after(next, threat_moves.front())) == End::Mated;
        if (!threat_works) CHECK(mates_in_one(next) == 1);
      }
    }
  }
}

TEST_CASE("compose: #2 and #3 from chess tables are sound by the plain search",
          "[puzzles][compose]") {
  const auto chess = testing::bundled_rules("chess");
  CompositionRequest request;
  request.count = 4;
  for (const char* material : {"KRvK", "KQvK", "KQRvK"}) {
    INFO(material);
    request.moves = 2;
    CompositionStats stats;
    const auto problems = compose(chess, material, request, stats);
    CHECK(problems.size() == 4);
    check_problems(problems, 2);
  }
  request.moves = 3;
  request.count = 6;
  CompositionStats stats;
  const auto problems = compose(chess, "KQvK", request, stats);
  CHECK(problems.size() == 6);
  check_problems(problems, 3);
}

TEST_CASE("compose: no problem is a mirror image of another", "[puzzles][compose]") {
  // KRvK has about 525 sound #2s (estimated from 751 draws of one that gave 400 distinct ones),
  // so a hundred drawn at random meet some more than once (stats.repeats: about nine expected,
  // none with a chance near e^-9, whatever the index's numbering). The table index folds most
  // mirror images into one entry already; the composer compares canonical entries, so that the
  // images an index keeps apart (pieces on a symmetry axis) are caught too.
  const auto chess = testing::bundled_rules("chess");
  CompositionRequest request;
  request.count = 100;
  CompositionStats stats;
  const auto problems = compose(chess, "KRvK", request, stats);
  CHECK(problems.size() == 100);
  tb::Tablebases tables(chess, tb::identify(*chess, 0));
  const tb::TableIndex& index =
      tables.require(tb::Material::parse(*chess, "KRvK"), tb::BuildControl{}).index();
  std::set<std::uint64_t> canonical;
  for (const auto& p : problems) canonical.insert(index.index_of(p.position).value());
  CHECK(canonical.size() == problems.size());
  CHECK(stats.repeats > 0);
}

TEST_CASE("compose: Omega Chess #2 from its KQvK table", "[puzzles][compose]") {
  const auto omega = testing::bundled_rules("omega");
  CompositionRequest request;
  request.count = 3;
  CompositionStats stats;
  const auto problems = compose(omega, "KQvK", request, stats);
  CHECK(problems.size() == 3);
  check_problems(problems, 2);
}

TEST_CASE("compose: the seed fixes the problems, the filters are counted", "[puzzles][compose]") {
  const auto chess = testing::bundled_rules("chess");
  CompositionRequest request;
  request.count = 3;
  auto texts = [](const std::vector<ComposedProblem>& problems) {
    std::vector<std::string> out;
    for (const auto& p : problems) out.push_back(model::notation::to_string(p.position));
    return out;
  };
  CompositionStats a, b, c;
  request.seed = 5;
  const auto first = texts(compose(chess, "KQvK", request, a));
  const auto again = texts(compose(chess, "KQvK", request, b));
  request.seed = 6;
  const auto other = texts(compose(chess, "KQvK", request, c));
  CHECK(first == again);
  CHECK(first != other);
  CHECK(std::set<std::string>(first.begin(), first.end()).size() == first.size());
  // Every kept problem passed each filter in turn.
  CHECK(a.draws >= a.mates_in_n);
  CHECK(a.mates_in_n >= a.unique_keys);
  CHECK(a.unique_keys == a.loud_keys + a.with_duals + a.repeats + first.size());
  // With duals allowed, KQvK gives problems the default rejects.
  request.no_duals = false;
  request.quiet_key = false;
  request.count = 30;
  CompositionStats d;
  const auto loose = compose(chess, "KQvK", request, d);
  CHECK(d.loud_keys == 0);
  CHECK(d.with_duals == 0);
  CHECK(loose.size() == 30);
  bool some_dual_or_loud = false;
  for (const auto& p : loose) {
    const Position played = after(p.position, p.key.move);
    some_dual_or_loud = some_dual_or_loud || p.key.threat.size() > 1 ||
                        model::in_check(played, played.side_to_move());
    for (const auto& v : p.key.variations) some_dual_or_loud |= v.answers.size() > 1;
  }
  CHECK(some_dual_or_loud);
}

TEST_CASE("compose refuses what it cannot make, by name", "[puzzles][compose]") {
  const auto chess = testing::bundled_rules("chess");
  CompositionRequest request;
  request.moves = 0;
  CompositionStats stats;
  CHECK_THROWS_WITH(compose(chess, "KQvK", request, stats), Catch::Contains("#0"));
}

}  // namespace
}  // namespace arbiter::puzzles
