// The Z3 mating-picture finder (puzzles/mate_picture.h) against the move generator and the
// plain definitions: every picture is a legal position with the defender to move and mated (or
// stalemated) by the plain search's reading, no placement comes twice, pure pictures pass the
// attack count written from the definition, model pictures have no idle piece; and where every
// picture of a small material can be listed by brute force, Z3 finds all of them. With extra
// pieces, every count lies in its range, and the pictures are those of the materials in it.
#include "puzzles/mate_picture.h"

#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "model/legality.h"
#include "model/notation/position_string.h"
#include "tests/puzzles/plain_search.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

namespace tb = solver::tablebase;
using namespace plain;

PictureRequest request_of(const model::CompiledRules& rules, const std::string& material,
                          PictureKind kind, Goal goal = Goal::Mate, const std::string& extra = "") {
  PictureRequest r;
  r.material = tb::Material::parse(rules, material);
  if (!extra.empty()) r.extra = tb::Material::parse(rules, extra);
  r.kind = kind;
  r.goal = goal;
  return r;
}

using Counts = std::map<std::pair<model::PlayerId, model::PieceKind>, int>;

Counts counts_of(const tb::Material& m) {
  Counts counts;
  for (const tb::MaterialGroup& g : m.groups()) counts[{g.owner, g.kind}] += g.count;
  return counts;
}

// Whether `m` has at least the request's material and at most that plus its extra pieces.
bool in_range(const tb::Material& m, const PictureRequest& request) {
  const Counts have = counts_of(m), least = counts_of(request.material);
  Counts most = least;
  for (const auto& [piece, n] : counts_of(request.extra)) most[piece] += n;
  for (const auto& [piece, n] : least)
    if (!have.contains(piece) || have.at(piece) < n) return false;
  for (const auto& [piece, n] : have)
    if (!most.contains(piece) || most.at(piece) < n) return false;
  return true;
}

// Up to `count` pictures, each checked against the definitions.
std::vector<std::string> pictures(const model::CompiledRules& rules, const PictureRequest& request,
                                  int count) {
  PictureFinder finder(rules, request);
  std::vector<std::string> found;
  for (int i = 0; i < count; ++i) {
    const auto pos = finder.next();
    if (!pos) break;
    const std::string text = model::notation::to_string(*pos);
    INFO(text);
    CHECK(pos->side_to_move() == model::PlayerId::from_index(1));
    CHECK(model::legality_problems(*pos).empty());
    CHECK(end_of(*pos) == (request.goal == Goal::Mate ? End::Mated : End::Stalemated));
    CHECK(in_range(tb::Material::of(*pos), request));
    if (request.kind != PictureKind::Any) CHECK(is_pure_picture(*pos, request.goal));
    if (request.kind == PictureKind::Model) CHECK(is_economical_picture(*pos, request.goal));
    found.push_back(text);
  }
  CHECK(std::set<std::string>(found.begin(), found.end()).size() == found.size());
  return found;
}

TEST_CASE("Z3 mating pictures are mates, legal, and never repeated", "[puzzles][picture]") {
  const auto rules = arbiter::testing::bundled_rules("chess");
  const auto found = pictures(*rules, request_of(*rules, "KRBvKP", PictureKind::Any), 12);
  CHECK(found.size() == 12);
}

TEST_CASE("Z3 pure and model mates pass the definitions' counts", "[puzzles][picture]") {
  const auto rules = arbiter::testing::bundled_rules("chess");
  CHECK(pictures(*rules, request_of(*rules, "KQNvKPP", PictureKind::Pure), 6).size() == 6);
  CHECK(pictures(*rules, request_of(*rules, "KRBNvKB", PictureKind::Model), 6).size() == 6);
}

TEST_CASE("Z3 stalemate pictures are stalemates", "[puzzles][picture]") {
  const auto rules = arbiter::testing::bundled_rules("chess");
  CHECK(
      pictures(*rules, request_of(*rules, "KQvKP", PictureKind::Pure, Goal::Stalemate), 5).size() ==
      5);
}

TEST_CASE("Z3 mating pictures on an Omega board and with fairy pieces", "[puzzles][picture]") {
  for (const char* spec : {"omega", "fairy"}) {
    INFO(spec);
    const auto rules = arbiter::testing::bundled_rules(spec);
    CHECK(pictures(*rules, request_of(*rules, "KQRvK", PictureKind::Model), 4).size() == 4);
  }
}

// Every KRvK mate with the black king on a8, listed by brute force over the white pieces'
// cells, against the finder's complete list under the same royal cell.
TEST_CASE("Z3 finds every KRvK mate with the king on a corner", "[puzzles][picture]") {
  const auto rules = arbiter::testing::bundled_rules("chess");
  const model::BoardGraph& board = rules->board();
  const model::Cell a8 = *board.find("a8");
  std::set<std::string> brute;
  const auto white = model::PlayerId::from_index(0), black = model::PlayerId::from_index(1);
  const model::PieceKind king = *rules->find_letter("K"), rook = *rules->find_letter("R");
  for (std::size_t k = 0; k < board.cell_count(); ++k)
    for (std::size_t r = 0; r < board.cell_count(); ++r) {
      if (k == r || k == a8.index || r == a8.index) continue;
      Position pos(*rules);
      pos.put(a8, rules->make_piece(black, king));
      pos.put(model::Cell::from_index(k), rules->make_piece(white, king));
      pos.put(model::Cell::from_index(r), rules->make_piece(white, rook));
      pos.set_side_to_move(black);
      if (model::legality_problems(pos).empty() && end_of(pos) == End::Mated)
        brute.insert(model::notation::to_string(pos));
    }
  PictureRequest request = request_of(*rules, "KRvK", PictureKind::Any);
  request.royal_cell = a8;
  PictureFinder finder(*rules, request);
  std::set<std::string> z3;
  while (const auto pos = finder.next()) z3.insert(model::notation::to_string(*pos));
  CHECK(brute.size() > 5);
  CHECK(z3 == brute);
}

// Every picture under `request` (royal cell fixed), each checked against the definitions.
std::set<std::string> all_pictures(const model::CompiledRules& rules,
                                   const PictureRequest& request) {
  const std::vector<std::string> found = pictures(rules, request, 100000);
  return {found.begin(), found.end()};
}

// With an extra black pawn, the pictures are exactly those without it and those with it: the
// counts are a range, neither end of it lost, and no picture blocks its superset.
TEST_CASE("Z3 pictures with an extra piece are those of each material in the range",
          "[puzzles][picture]") {
  const auto rules = arbiter::testing::bundled_rules("chess");
  const model::Cell a8 = *rules->board().find("a8");
  const auto on_a8 = [&](const std::string& material, const std::string& extra) {
    PictureRequest request = request_of(*rules, material, PictureKind::Any, Goal::Mate, extra);
    request.royal_cell = a8;
    return all_pictures(*rules, request);
  };
  const std::set<std::string> varied = on_a8("KRvK", "vP");
  const std::set<std::string> without = on_a8("KRvK", ""), with = on_a8("KRvKP", "");
  CHECK(without.size() > 5);
  CHECK(with.size() > without.size());
  std::set<std::string> both = without;
  both.insert(with.begin(), with.end());
  CHECK(both.size() == without.size() + with.size());
  CHECK(varied == both);
}

// KvK is never mate: every picture needs the extra rook, and a model mate with up to a bishop
// and a knight more has each of them take part where it stands.
TEST_CASE("Z3 pictures place the extra pieces a mate needs, each taking part in a model mate",
          "[puzzles][picture]") {
  const auto rules = arbiter::testing::bundled_rules("chess");
  const auto with_rook =
      pictures(*rules, request_of(*rules, "KvK", PictureKind::Any, Goal::Mate, "Rv"), 6);
  CHECK(with_rook.size() == 6);
  for (const std::string& text : with_rook)
    CHECK(tb::Material::of(model::notation::position_from_string(*rules, text)) ==
          tb::Material::parse(*rules, "KRvK"));
  const auto model =
      pictures(*rules, request_of(*rules, "KRvK", PictureKind::Model, Goal::Mate, "BNvP"), 12);
  CHECK(model.size() == 12);
  PictureRequest none = request_of(*rules, "KvK", PictureKind::Any, Goal::Mate, "vP");
  CHECK_FALSE(PictureFinder(*rules, none).next());
}

TEST_CASE("an extra royal piece is refused", "[puzzles][picture]") {
  const auto rules = arbiter::testing::bundled_rules("chess");
  CHECK_THROWS_WITH(
      PictureFinder(*rules, request_of(*rules, "KRvK", PictureKind::Any, Goal::Mate, "vK")),
      Catch::Matchers::Contains("the extra material has a royal piece (vK)"));
}

}  // namespace
}  // namespace arbiter::puzzles
