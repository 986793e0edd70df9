// Promotion choices limited by the pieces on the board (README "Promotion": `{piece: NAME,
// at_most: N, owned_by: own | opponent | any}`), on the synthetic spec
// tests/model/data/differential/crowns.yaml: a pawn becomes a queen only while its side has none,
// a crown only while no crown stands, a knight only while the other side has fewer than two, a
// rook always; a soldier's forced promotion to a crown leaves it no move onto the last rank while
// a crown stands. The differential test compares the same spec with the reference interpreter on
// random positions; these are the cases by hand, and the spec errors.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "model/diagnostic.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

using Catch::Matchers::Contains;
using Texts = std::vector<std::string>;

const CompiledRules& crowns() { return testing::data_spec_rules("crowns.yaml"); }

Texts from(const std::string& position, const std::string& cell) {
  return testing::destinations_from(notation::position_from_string(crowns(), position), cell);
}

TEST_CASE("a limited promotion choice is offered while fewer of its kind stand",
          "[model][promotion]") {
  SECTION("own pieces: no second queen while the side has one") {
    CHECK(from("4k/P4/5/5/5/4K w", "a5") == Texts{"a6c", "a6n", "a6q", "a6r"});
    CHECK(from("4k/P4/5/5/5/Q3K w", "a5") == Texts{"a6c", "a6n", "a6r"});
    // The other side's queen does not count.
    CHECK(from("q3k/1P3/5/5/5/4K w", "b5") ==
          Texts{"a6c", "a6n", "a6q", "a6r", "b6c", "b6n", "b6q", "b6r"});
  }
  SECTION("anyone's pieces: no crown while a crown of either side stands") {
    CHECK(from("4k/P4/5/5/5/C3K w", "a5") == Texts{"a6n", "a6q", "a6r"});
    CHECK(from("3ck/P4/5/5/5/4K w", "a5") == Texts{"a6n", "a6q", "a6r"});
  }
  SECTION("the opponents' pieces: a knight while the other side has fewer than two") {
    CHECK(from("3nk/P4/5/5/5/NN2K w", "a5") == Texts{"a6c", "a6n", "a6q", "a6r"});
    CHECK(from("2nnk/P4/5/5/5/4K w", "a5") == Texts{"a6c", "a6q", "a6r"});
  }
  SECTION("counted before the move: a piece the promoting move captures still counts") {
    // b5xc6 takes one of black's two knights, yet no knight is offered for it.
    CHECK(from("2nnk/1P3/5/5/5/4K w", "b5") == Texts{"b6c", "b6q", "b6r", "c6c", "c6q", "c6r"});
    // Taking the only crown does not make a crown choice either.
    CHECK(from("2c1k/1P3/5/5/5/4K w", "b5") == Texts{"b6n", "b6q", "b6r", "c6n", "c6q", "c6r"});
  }
  SECTION("a forced promotion with no choice left: no move into the zone") {
    CHECK(from("4k/2S2/5/5/5/4K w", "c5") == Texts{"b5", "c6c", "d5"});
    CHECK(from("c3k/2S2/5/5/5/4K w", "c5") == Texts{"b5", "d5"});
  }
  SECTION("black counts its own pieces the same way") {
    CHECK(from("4k/5/5/5/p4/4K b", "a2") == Texts{"a1c", "a1n", "a1q", "a1r"});
    CHECK(from("q3k/5/5/5/p4/4K b", "a2") == Texts{"a1c", "a1n", "a1r"});
  }
}

TEST_CASE("limited promotion choices are a rule feature of the promoting kind",
          "[model][promotion]") {
  const CompiledRules& rules = crowns();
  const auto pawn = rules.find_piece("pawn"), rook = rules.find_piece("rook");
  REQUIRE(pawn);
  REQUIRE(rook);
  const PlayerId white = PlayerId::from_index(0);
  CHECK(rules.features_of(white, *pawn).has(RuleFeature::PromotionLimits));
  CHECK_FALSE(rules.features_of(white, *rook).has(RuleFeature::PromotionLimits));
  const CompiledPromotion& promotion = *rules.piece(*pawn).promotion;
  REQUIRE(promotion.limits.size() == 3);
  CHECK(promotion.limits[0].at_most == 1);
  CHECK(promotion.limits[0].owned_by == Relation::Own);
  CHECK(promotion.limits[1].owned_by == Relation::Any);
  CHECK(promotion.limits[2].at_most == 2);
  CHECK(promotion.limits[2].owned_by == Relation::Opponent);
  CHECK_FALSE(
      testing::data_spec_rules("pawn_race.yaml").features().has(RuleFeature::PromotionLimits));
}

// The problems of crowns.yaml with `choice` in place of the pawn's queen choice, as
// "file:line:column: error: message; expected ..." lines.
std::string problems_with_queen_choice(const std::string& choice) {
  std::string text = testing::source_text("tests/model/data/differential/crowns.yaml");
  const std::string queen = "{piece: queen, at_most: 1}";
  text.replace(text.find(queen), queen.size(), choice);
  std::string found;
  auto add = [&](const std::vector<Diagnostic>& ds) {
    for (const Diagnostic& d : ds) found += d.to_string() + "\n";
  };
  try {
    const spec::SpecDocument doc = spec::load_spec_text(text, "crowns.yaml");
    add(spec::validate(doc));
    if (found.empty()) spec::compile(doc, spec::default_option_values(doc));
  } catch (const UserError& e) {
    add(e.diagnostics());
  }
  return found;
}

TEST_CASE("a limited promotion choice written wrong is an error at its place",
          "[model][promotion][spec]") {
  // Line 28 of crowns.yaml: "      choices: [{piece: queen, ...": '[' at column 16, '{' 17,
  // "piece" 18-22, ':' 23, ' ' 24, "queen" 25.
  CHECK_THAT(problems_with_queen_choice("{piece: queen, at_most: 0}"),
             Contains("crowns.yaml:28:25: error: promotion choice 'queen' has at_most 0") &&
                 Contains("at_most: 1 or more"));
  // "{piece: queen, at_most: 1, owned_by: all}": ',' 30, ' ' 31, "at_most" 32-38, ':' 39, ' ' 40,
  // '1' 41, ',' 42, ' ' 43, "owned_by" 44-51, ':' 52, ' ' 53, "all" 54.
  CHECK_THAT(problems_with_queen_choice("{piece: queen, at_most: 1, owned_by: all}"),
             Contains("crowns.yaml:28:54: error: unknown relation 'all'") &&
                 Contains("own, opponent, any"));
  // "{piece: queen, owned_by: any}": ',' 30, ' ' 31, "owned_by" 32-39, ':' 40, ' ' 41, "any" 42.
  CHECK_THAT(problems_with_queen_choice("{piece: queen, owned_by: any}"),
             Contains("crowns.yaml:28:42: error: owned_by without at_most limits nothing"));
  CHECK_THAT(problems_with_queen_choice("{piece: queen, at_most: one}"),
             Contains("crowns.yaml:28:") && Contains("at_most must be a whole number"));
  CHECK_THAT(problems_with_queen_choice("{piece: queen, at_mots: 1}"),
             Contains("crowns.yaml:28:") && Contains("at_mots") &&
                 Contains("piece, at_most, owned_by, when"));
}

}  // namespace
}  // namespace arbiter::model
