// The fast generator (solver/tablebase/fast_retrograde.h) against the general one
// (retrograde.h): on the same index, with the same probes for the moves leaving the table and the
// positions without a move, every entry must get the same code. The general generator walks
// Positions with the move generator, the fast one placements with compiled move masks: two
// independent computations of one table. Also: which rules keep a table off the fast path.
#include "solver/tablebase/fast_retrograde.h"

#include <catch2/catch.hpp>

#include "model/attacks.h"
#include "model/notation/position_string.h"
#include "solver/tablebase/fast_moves.h"
#include "solver/tablebase/succession.h"
#include "solver/tablebase/tablebases.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::solver::tablebase {
namespace {

using model::Position;

// Builds the sub-tables, then the table twice; reports the first entry where they differ. The
// fast generator runs with `workers` threads (a lone worker writes without atomic exchanges).
void compare_paths(const std::string& spec, const std::string& material, Folding folding = Folding::BySymmetry,
                   int workers = 2) {
  auto rules = testing::bundled_rules(spec);
  const Material m = Material::parse(*rules, material);
  REQUIRE_FALSE(fast_path_obstacle(*rules, m));
  Tablebases tables(rules, identify(*rules, 0));
  BuildControl control;
  for (const Material& sub : sub_materials(*rules, m)) tables.require(sub, control);
  const TableIndex index(*rules, m, folding);
  const ExitProbe exits = [&](const Position& pos) { return tables.probe(pos, control); };
  const auto general = generate_table(index, exits, control, {}, GeneratorPath::General);
  BuildControl fast_control;
  fast_control.threads = workers;
  const auto fast = generate_table_fast(index, exits, fast_control, {});
  REQUIRE(general.size() == fast.size());
  std::uint64_t decided = 0;
  for (std::uint64_t i = 0; i < index.size(); ++i) {
    if (general[i] != fast[i]) {
      Position pos(*rules);
      index.set_up(i, pos);
      INFO(spec << " " << material << " entry " << i << ": " << model::notation::to_string(pos));
      REQUIRE(fast[i] == general[i]);
    }
    decided += code::is_win(general[i]) || code::is_loss(general[i]);
  }
  INFO(spec << " " << material);
  CHECK(decided > 0);  // the tables have wins and losses to compare, not only illegal entries
}

TEST_CASE("the fast generator gives every entry the general generator's code", "[tablebase][fast]") {
  compare_paths("chess", "KQvK");
  compare_paths("chess", "KQvK", Folding::BySymmetry, 1);  // one worker alone
  compare_paths("chess", "KRvK");
  compare_paths("chess", "KRvK", Folding::None);  // every piece's move changes the entry by arithmetic
  compare_paths("chess", "KvKQ");                 // the second player holds the piece
  compare_paths("omega", "KWvK");                 // leapers, the four corner cells
  compare_paths("omega", "KCvK");
  compare_paths("glinski", "KRvK");               // hexagons, twelve symmetries
}

TEST_CASE("the fast generator equals the general one with captures both ways and identical pieces",
          "[tablebase][fast][large]") {
  compare_paths("chess", "KNNvK");  // two identical pieces numbered as a combination
  compare_paths("chess", "KBNvK", Folding::BySymmetry, 1);  // the benchmark's table, one worker
  compare_paths("chess", "KBvKN");  // both sides capture, leaving for KBvK or KvKN
}

TEST_CASE("the fast generator honours the probes for positions without a move", "[tablebase][fast]") {
  // A safety-like table: losing the rook loses, a stalemate of the defender wins for the keeper.
  auto rules = testing::bundled_rules("chess");
  const Material m = Material::parse(*rules, "KRvK");
  const TableIndex index(*rules, m);
  BuildControl control;
  const model::PlayerId keeper = rules->turn_order()[0];
  const ExitProbe exits = [&](const Position& pos) {
    return pos.pieces_of(keeper).size() < 2 ? code::loss(0) : code::kDraw;
  };
  const TerminalProbe terminals = [&](const Position& pos) -> std::optional<Code> {
    if (pos.side_to_move() == keeper || model::in_check(pos, pos.side_to_move())) return std::nullopt;
    return code::win(0);
  };
  const auto general = generate_table(index, exits, control, terminals, GeneratorPath::General);
  const auto fast = generate_table_fast(index, exits, control, terminals);
  CHECK(fast == general);
}

TEST_CASE("rules the fast path does not model keep a table on the general path", "[tablebase][fast]") {
  auto obstacle = [](const std::string& spec, const std::string& material) {
    auto rules = testing::bundled_rules(spec);
    return fast_path_obstacle(*rules, Material::parse(*rules, material)).value_or("none");
  };
  CHECK(obstacle("chess", "KBNvK") == "none");
  CHECK(obstacle("omega", "KCNvK") == "none");
  CHECK(obstacle("chess", "KPvK") == "promotion");
  CHECK(obstacle("xiangqi", "KRvK") == "captures of listed kinds only");  // the flying general
  CHECK(obstacle("ajedrez123", "KRvK") == "succession");
}

}  // namespace
}  // namespace arbiter::solver::tablebase
