// The fast generator (solver/tablebase/fast_retrograde.h) against the general one
// (retrograde.h): on the same index, with the same probes for the moves leaving the table and the
// positions without a move, every entry must get the same code. The general generator walks
// Positions with the move generator, the fast one placements with compiled move masks: two
// independent computations of one table. Also: which rules keep a table off the fast path.
#include "solver/tablebase/fast_retrograde.h"

#include <catch2/catch.hpp>
#include <random>

#include "model/attacks.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "solver/tablebase/fast_moves.h"
#include "solver/tablebase/retrograde.h"
#include "solver/tablebase/succession.h"
#include "solver/tablebase/tablebases.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::solver::tablebase {
namespace {

using model::Position;

// The narrow board of the pawn race (tests/model/data/differential), loaded once for the tests,
// held without ownership.
std::shared_ptr<const model::CompiledRules> pawn_race() {
  return {&testing::data_spec_rules("pawn_race.yaml"), [](const model::CompiledRules*) {}};
}

// Builds the sub-tables, then the table twice; reports the first entry where they differ. The
// fast generator runs with `workers` threads (a lone worker writes without atomic exchanges).
void compare_paths(const std::shared_ptr<const model::CompiledRules>& rules,
                   const std::string& material, Folding folding = Folding::BySymmetry,
                   int workers = 2) {
  const std::string spec = rules->variant();
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
  // Again, reading the captures' values from the sub-tables' codes rather than through `exits`.
  const auto fast_reading =
      generate_table_fast(index, exits, fast_control, {}, Refuge(),
                          [&](const Material& sub) { return tables.in_memory(sub); });
  REQUIRE(general.size() == fast.size());
  REQUIRE(general.size() == fast_reading.size());
  std::uint64_t decided = 0;
  for (std::uint64_t i = 0; i < index.size(); ++i) {
    if (general[i] != fast[i] || general[i] != fast_reading[i]) {
      Position pos(*rules);
      index.set_up(i, pos);
      INFO(spec << " " << material << " entry " << i << ": " << model::notation::to_string(pos));
      REQUIRE(fast[i] == general[i]);
      REQUIRE(fast_reading[i] == general[i]);
    }
    decided += code::is_win(general[i]) || code::is_loss(general[i]);
  }
  INFO(spec << " " << material);
  CHECK(decided > 0);  // the tables have wins and losses to compare, not only illegal entries
}

void compare_paths(const std::string& spec, const std::string& material,
                   Folding folding = Folding::BySymmetry, int workers = 2) {
  compare_paths(testing::bundled_rules(spec), material, folding, workers);
}

TEST_CASE("the fast generator gives every entry the general generator's code",
          "[tablebase][fast][heavy]") {
  compare_paths("chess", "KQvK");
  compare_paths("chess", "KQvK", Folding::BySymmetry, 1);  // one worker alone
  compare_paths("chess", "KRvK");
  compare_paths("chess", "KRvK",
                Folding::None);    // every piece's move changes the entry by arithmetic
  compare_paths("chess", "KvKQ");  // the second player holds the piece
  compare_paths("omega", "KWvK");  // leapers, the four corner cells
  compare_paths("omega", "KCvK");
  compare_paths("glinski", "KRvK");  // hexagons, twelve symmetries
  compare_paths("omega", "KCvK", Folding::BySymmetry, 1);
  compare_paths("glinski", "KRvK", Folding::BySymmetry, 1);
}

TEST_CASE("the fast generator equals the general one with promotions",
          "[tablebase][fast][pawn][heavy]") {
  compare_paths("chess", "KPvK");  // promotion to four pieces, the double step a quiet move
  compare_paths("chess", "KvKP");  // the second player's pawn, promoting on the first rank
  compare_paths("omega", "KPvK");  // three-cell advances, promotion on a ten-file board
  // Captures that promote, and captures of the pawn, on the narrow board of the pawn race
  // (en passant is not used: only one side has pawns).
  const std::shared_ptr<const model::CompiledRules> rules = pawn_race();
  compare_paths(rules, "KPvKN");
  compare_paths(rules, "KPvKQ", Folding::BySymmetry, 1);
  compare_paths(rules, "KPPvK");
}

TEST_CASE("the fast generator equals the general one whether stalemate draws or loses",
          "[tablebase][fast][pawn]") {
  // Where stalemate draws, the fast generator looks for a quiet move only in check (or where every
  // capture loses) and leaves a stalemate unsettled, a draw; where it loses, every entry's moves
  // are looked for and a stalemate is a loss at once. The narrow board has stalemates in plenty.
  for (const char* stalemate : {"draw", "loss"}) {
    INFO("stalemate: " << stalemate);
    const model::spec::SpecDocument edited = testing::edited_data_spec(
        "pawn_race.yaml", {{"stalemate: draw", std::string("stalemate: ") + stalemate}});
    const std::shared_ptr<const model::CompiledRules> rules =
        model::spec::compile(edited, model::spec::default_option_values(edited));
    REQUIRE(rules->game_end().stalemate ==
            (std::string(stalemate) == "loss" ? model::Outcome::Loss : model::Outcome::Draw));
    compare_paths(rules, "KQvK");
    compare_paths(rules, "KPvKN", Folding::BySymmetry, 1);  // captures both ways, promotions
  }
}

TEST_CASE("the fast generator equals the general one with en passant on both sides",
          "[tablebase][fast][pawn]") {
  // Positions beside the table (solver/tablebase/en_passant.h): a double step beside an enemy
  // pawn, valued as the better of its entry and its captures by both generators, each its own way.
  const std::shared_ptr<const model::CompiledRules> rules = pawn_race();
  compare_paths(rules, "KPvKP");
  compare_paths(rules, "KPvKP", Folding::BySymmetry, 1);
}

TEST_CASE("the fast generator equals the general one with en passant: more pawns, chess",
          "[tablebase][fast][pawn][.slow]") {
  const std::shared_ptr<const model::CompiledRules> rules = pawn_race();
  compare_paths(rules, "KPPvKP");
  compare_paths("chess", "KPvKP");
}

TEST_CASE("the fast generator equals the general one with captures both ways and identical pieces",
          "[tablebase][fast][large]") {
  compare_paths("chess", "KNNvK");  // two identical pieces numbered as a combination
  compare_paths("chess", "KBNvK", Folding::BySymmetry, 1);  // the benchmark's table, one worker
  compare_paths("chess", "KBvKN");  // both sides capture, leaving for KBvK or KvKN
  // One worker reads a row's children eight at a time (children_in_lanes.h) where they follow
  // one another: here for the defender's entries too, whose own piece moves.
  compare_paths("chess", "KBvKN", Folding::BySymmetry, 1);
}

TEST_CASE("the fast generator equals the general one whichever way its first visit goes",
          "[tablebase][fast][pawn]") {
  // The first visit goes by rows of a piece alone of its kind, the one with the most cells
  // (IncrementalNumbering::Rows): in NNvKP the pawn, which promotes (the knights are not alone,
  // the king, folded, stands on fewer cells).
  const std::shared_ptr<const model::CompiledRules> rules = pawn_race();
  compare_paths(rules, "NNvKP");
  // Where no piece is alone (no king either), it walks the placements one by one. Without a king,
  // only a side left without a move is decided: stalemate loses here.
  const model::spec::SpecDocument edited =
      testing::edited_data_spec("pawn_race.yaml", {{"stalemate: draw", "stalemate: loss"}});
  compare_paths(model::spec::compile(edited, model::spec::default_option_values(edited)), "NNvPP");
}

TEST_CASE("the fast generator honours the probes for positions without a move",
          "[tablebase][fast]") {
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
    if (pos.side_to_move() == keeper || model::in_check(pos, pos.side_to_move()))
      return std::nullopt;
    return code::win(0);
  };
  const auto general = generate_table(index, exits, control, terminals, GeneratorPath::General);
  const auto fast = generate_table_fast(index, exits, control, terminals);
  CHECK(fast == general);
}

// Checks FastMoves::unmove_origins against the un-move steps tested one by one, for every group
// and cell of `material`, with random occupancies; returns how many origins the occupancies
// closed (so that the test can tell it saw blocked paths).
template <typename Occupancy>
std::size_t compare_unmove_origins(const std::string& spec, const std::string& material) {
  auto rules = testing::bundled_rules(spec);
  const TableIndex index(*rules, Material::parse(*rules, material), Folding::None);
  const FastMoves<Occupancy> moves(index);
  const std::size_t cells = rules->board().cell_count();
  std::mt19937_64 random(23);
  std::size_t closed = 0;
  for (std::size_t g = 0; g < index.material().groups().size(); ++g)
    for (std::size_t t = 0; t < cells; ++t)
      for (int trial = 0; trial < 8; ++trial) {
        const model::Cell to = model::Cell::from_index(t);
        Occupancy occupied;
        for (std::size_t c = 0; c < cells; ++c)
          if (c != t && random() % 6 == 0) occupied.flip(model::Cell::from_index(c));
        Occupancy expected;
        for (const auto& step : moves.unmoves(static_cast<int>(g), to)) {
          if (moves.free(step, occupied))
            expected.flip(step.cell);
          else
            ++closed;
        }
        INFO(spec << " " << material << " group " << g << " cell " << t << " trial " << trial);
        REQUIRE(moves.unmove_origins(static_cast<int>(g), to, occupied) == expected);
      }
  return closed;
}

TEST_CASE("the un-moves' origins found at once are those the steps give one by one",
          "[tablebase][fast]") {
  CHECK(compare_unmove_origins<Occupancy64>("chess", "KQRBNvKP") > 0);
  CHECK(compare_unmove_origins<Occupancy128>("omega", "KCWvKP") > 0);  // leaps, several paths
}

TEST_CASE("rules the fast path does not model keep a table on the general path",
          "[tablebase][fast]") {
  auto obstacle = [](const std::string& spec, const std::string& material) {
    auto rules = testing::bundled_rules(spec);
    return fast_path_obstacle(*rules, Material::parse(*rules, material)).value_or("none");
  };
  CHECK(obstacle("chess", "KBNvK") == "none");
  CHECK(obstacle("omega", "KCNvK") == "none");
  CHECK(obstacle("chess", "KPvK") == "none");
  CHECK(obstacle("chess", "KPvKP") == "none");  // en passant by double steps, slides
  CHECK(obstacle("xiangqi", "KRvK") == "captures of listed kinds only");  // the flying general
  CHECK(obstacle("ajedrez123", "KRvK") == "succession");
}

}  // namespace
}  // namespace arbiter::solver::tablebase
