// Composing #n problems from an endgame table (table_composer.h): draw, filter by the table,
// re-solve by the search, keep what is sound.
#include "puzzles/table_composer.h"

#include <random>
#include <set>

#include "model/diagnostic.h"
#include "model/legality.h"
#include "model/notation/position_string.h"
#include "puzzles/direct_play.h"
#include "puzzles/soundness.h"
#include "solver/tablebase/probe.h"
#include "solver/tablebase/unmoves.h"

namespace arbiter::puzzles {

namespace tb = solver::tablebase;

std::vector<ComposedProblem> compose_from_table(
    tb::Tablebases& tables, const tb::Material& material, const CompositionRequest& request,
    const tb::BuildControl& control, CompositionStats& stats, const std::atomic<bool>* cancel,
    const CompositionProgress& progress) {
  const model::CompiledRules& rules = tables.rules();
  if (rules.player_count() != 2)
    throw UserError(input_error("compose: problems are defined for two players; this spec has " +
                                    std::to_string(rules.player_count()),
                                "a spec of two players"));
  if (request.moves < 1 || request.moves > kMaxStipulationMoves)
    throw UserError(input_error("compose: #" + std::to_string(request.moves) + " is out of range",
                                "#1 to #" + std::to_string(kMaxStipulationMoves)));
  const tb::Table& table = tables.require(material, control);
  const tb::TableIndex& index = table.index();
  const Stipulation stip = parse_stipulation("#" + std::to_string(request.moves));
  const tb::Code wanted = tb::code::win(2 * request.moves - 1);
  const model::Position start =
      model::notation::position_from_string(rules, rules.notation().start_position);

  std::mt19937_64 random(request.seed);
  // Entries of the first player to move: the problem's side to move, as problemists set them.
  std::uniform_int_distribution<std::uint64_t> entry(0, index.per_side() - 1);
  std::vector<ComposedProblem> found;
  std::set<std::uint64_t> seen;
  model::Position pos(index.rules());
  DirectSearch search(stip, stats.search);
  while (static_cast<int>(found.size()) < request.count && stats.draws < request.max_draws) {
    if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) break;
    const std::uint64_t i = entry(random);
    ++stats.draws;
    if (progress && stats.draws % 4096 == 0) progress(stats.draws, static_cast<int>(found.size()));
    if (table.code(i) != wanted) continue;
    if (!index.set_up(i, pos) || !tb::is_legal_table_position(pos)) continue;
    if (!model::legality_problems(pos, start).empty()) continue;
    ++stats.mates_in_n;
    // The table's word: exactly one move keeps the win in 2n - 1 plies.
    const tb::ProbeReport report = tb::probe_position(tables, pos, control);
    int keeping = 0;
    model::Move table_key;
    for (const tb::MoveValue& mv : report.moves)
      if (mv.value == wanted) ++keeping, table_key = mv.move;
    if (report.value != wanted || keeping != 1) continue;
    ++stats.unique_keys;
    // The search's word, independently: the same key, and no other.
    const std::vector<model::Move> keys = direct_keys(search, pos);
    if (keys.size() != 1 || !(keys.front() == table_key))
      throw std::logic_error("compose: the table and the search disagree on the keys of " +
                             model::notation::to_string(pos) + " #" +
                             std::to_string(request.moves));
    if (request.quiet_key && !is_quiet(pos, table_key)) {
      ++stats.loud_keys;
      continue;
    }
    AttackerMove tree = explain_key(search, pos, table_key, TreeDepth::Full);
    if (request.no_duals && has_dual(tree)) {
      ++stats.with_duals;
      continue;
    }
    // A problem and its mirror images are one problem: the table's canonical entry names them.
    if (!seen.insert(index.index_of(pos).value_or(i)).second) {
      ++stats.repeats;
      continue;
    }
    found.push_back({pos, stip, std::move(tree), i});
    if (progress) progress(stats.draws, static_cast<int>(found.size()));
  }
  return found;
}

}  // namespace arbiter::puzzles
