// model::RuleFeatures, the record of the kinds of rule a ruleset uses, and the FeatureSupport each
// shortcut declares: every shortcut says of every feature whether it models, refuses or examines
// it (a feature added without a word from each fails here, and at the declaration's
// static_assert), the features are read off the specs as their YAML says, and a shortcut's
// refusal follows from its declaration.
#include "model/rule_features.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "model/attack_cells.h"
#include "model/attack_lines.h"
#include "model/attacks.h"
#include "model/line_attacks.h"
#include "puzzles/royal_flight.h"
#include "puzzles/special_rules.h"
#include "solver/tablebase/fast_moves.h"
#include "solver/tablebase/rule_support.h"
#include "solver/tablebase/unmoves.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

using enum RuleFeature;

const std::vector<std::pair<const char*, const FeatureSupport*>>& shortcuts() {
  static const std::vector<std::pair<const char*, const FeatureSupport*>> all = {
      {"line attacks (lines_only_attacks)", &kLineAttackSupport},
      {"attack table (AttackLines)", &kAttackTableSupport},
      {"attacks read before moves", &kEarlyAttackSupport},
      {"general tablebase generator", &solver::tablebase::kGeneralTableSupport},
      {"fast tablebase generator", &solver::tablebase::kFastTableSupport},
      {"plain un-moves of the general generator", &solver::tablebase::kPlainUnmoveSupport},
      {"puzzle shortcuts (Z3 moves, mate reach)", &puzzles::kPuzzleShortcutSupport},
      {"attack cells of the legality test", &kAttackCellSupport},
      {"royal flights of a mate in one", &puzzles::kRoyalFlightSupport},
  };
  return all;
}

// The features a ruleset uses, by name, for readable failures.
std::set<std::string> names(const RuleFeatures& used) {
  std::set<std::string> out;
  for (std::size_t i = 0; i < kRuleFeatureCount; ++i)
    if (used.has(static_cast<RuleFeature>(i)))
      out.insert(std::string(feature_name(static_cast<RuleFeature>(i))));
  return out;
}

std::set<std::string> names(std::initializer_list<RuleFeature> features) {
  return names(RuleFeatures(features));
}

TEST_CASE("every shortcut declares every rule feature", "[rule_features]") {
  for (const auto& [shortcut, support] : shortcuts()) {
    for (std::size_t i = 0; i < kRuleFeatureCount; ++i) {
      const auto f = static_cast<RuleFeature>(i);
      INFO(shortcut << ": " << feature_name(f));
      CHECK(support->of(f) != Support::Undeclared);
    }
    CHECK(support->declares_every_feature());
  }
}

TEST_CASE("a declaration that leaves out a feature, or names one twice, is incomplete",
          "[rule_features]") {
  RuleFeatures all;
  for (std::size_t i = 0; i < kRuleFeatureCount; ++i) all.add(static_cast<RuleFeature>(i));
  CHECK(FeatureSupport({.modelled = all, .refused = {}, .examined = {}}).declares_every_feature());
  RuleFeatures but_drops = all;
  but_drops.remove(Drops);
  CHECK_FALSE(FeatureSupport({.modelled = but_drops, .refused = {}, .examined = {}})
                  .declares_every_feature());
  CHECK_FALSE(FeatureSupport({.modelled = all, .refused = {Drops}, .examined = {}})
                  .declares_every_feature());
}

TEST_CASE("every rule feature has a name of its own", "[rule_features]") {
  std::set<std::string> seen;
  for (std::size_t i = 0; i < kRuleFeatureCount; ++i) {
    const std::string name(feature_name(static_cast<RuleFeature>(i)));
    CHECK(name != "an unnamed rule");
    CHECK(seen.insert(name).second);
  }
}

TEST_CASE("a refusal names the first refused feature the rules use", "[rule_features]") {
  RuleFeatures rest;
  for (std::size_t i = 0; i < kRuleFeatureCount; ++i) rest.add(static_cast<RuleFeature>(i));
  rest.remove(Drops);
  rest.remove(Hops);
  const FeatureSupport support({.modelled = rest, .refused = {Drops, Hops}, .examined = {}});
  CHECK(support.refusal(RuleFeatures{Hops, Castling}) == "hopping moves");
  CHECK(support.refusal(RuleFeatures{Hops, Drops}) == "drops");  // the order of RuleFeature
  CHECK_FALSE(support.refusal(RuleFeatures{Castling, Promotion}));
  CHECK(support.refuses_any(RuleFeatures{Castling, Hops}));
  CHECK_FALSE(support.refuses_any(RuleFeatures{Castling}));
}

TEST_CASE("the features are read off the bundled specs as their YAML says", "[rule_features]") {
  // chess: castling; pawns that promote, step twice from their start zone (from_zone) and take
  // en passant.
  auto chess = testing::bundled_rules("chess");
  CHECK(names(chess->features()) == names({Castling, Promotion, ZonedMoves, EnPassant}));
  CHECK(chess->lines_only_attacks());
  // xiangqi: the horse and elephant are lame leapers, the cannon hops, the generals and advisers
  // stay in the palace, the elephants on their side of the river, the soldiers step sideways
  // only across it (from_zone); the flying general captures only the general.
  auto xiangqi = testing::bundled_rules("xiangqi");
  CHECK(names(xiangqi->features()) ==
        names({Confinement, Hops, LameLeaps, ListedTargets, ZonedMoves}));
  CHECK_FALSE(xiangqi->lines_only_attacks());
  // shogi: drops, and promotion on entering or leaving the zone (trigger enter_or_leave); where a
  // piece may be dropped is a drop rule, no feature.
  auto shogi = testing::bundled_rules("shogi");
  CHECK(names(shogi->features()) == names({Drops, Promotion, PromotionOnLeaving}));
  CHECK(shogi->lines_only_attacks());
}

TEST_CASE("a feature belongs to the pieces that bring it", "[rule_features]") {
  auto chess = testing::bundled_rules("chess");
  const PlayerId white = PlayerId::from_index(0);
  const PieceKind pawn = *chess->find_piece("pawn");
  const PieceKind rook = *chess->find_piece("rook");
  CHECK(chess->features_of(white, pawn).has(EnPassant));
  CHECK(chess->features_of(white, rook).empty());
  // A table sees the en passant of its material only where one side's pawn can take the other's.
  using solver::tablebase::Material;
  using solver::tablebase::material_features;
  CHECK(names(material_features(*chess, Material::parse(*chess, "KPvK"))) ==
        names({Castling, Promotion, ZonedMoves}));
  CHECK(material_features(*chess, Material::parse(*chess, "KPvKP")).has(EnPassant));
}

TEST_CASE("synthetic specs show the features of their rules", "[rule_features]") {
  // Opposition is a rule of its own only when read explicitly; under the attack model rulers
  // attack each other like any piece.
  CHECK(testing::data_spec_rules("opposition.yaml", {"ruler_opposition_model=explicit"})
            .features()
            .has(Opposition));
  CHECK_FALSE(testing::data_spec_rules("opposition.yaml", {"ruler_opposition_model=attack"})
                  .features()
                  .has(Opposition));
  const auto& immobilize = testing::data_spec_rules("immobilize.yaml");
  CHECK(immobilize.features().has(Immobilizers));
  const auto& push = testing::data_spec_rules("push.yaml");
  CHECK(push.features().has(Pushes));
  const auto& fool = testing::data_spec_rules("fool.yaml");
  CHECK(fool.features().has(Imitation));
  CHECK_FALSE(fool.lines_only_attacks());
  const auto& three = testing::data_spec_rules("three.yaml");
  CHECK(three.features().has(MorePlayers));
  CHECK(puzzles::special_rule(three) == "more than two players");
  const auto& lame = testing::data_spec_rules("chess_lame.yaml");
  CHECK(lame.features().has(LameLeaps));
  CHECK_FALSE(lame.lines_only_attacks());
  CHECK_FALSE(puzzles::RoyalFlights::applies(lame));
}

}  // namespace
}  // namespace arbiter::model
