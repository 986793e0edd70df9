// The audit's clauses against the engine: on legal positions the engine builds (mated rulers
// with their heirs removed, moved, walled in a citadel, promoted), the spec's resolution clauses
// evaluated on the measured state must prescribe exactly what the engine plays: who inherits
// (find_heir) and how the game goes on (game_status), under every alternative of the options
// the clauses depend on.
#include <catch2/catch.hpp>
#include <set>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "model/succession.h"
#include "solver/audit/clause_semantics.h"
#include "solver/audit/witness_search.h"

namespace spec = arbiter::model::spec;
namespace audit = arbiter::solver::audit;
namespace model = arbiter::model;

namespace {

std::string engine_heir(model::Position& pos) {
  const auto heir = model::find_heir(pos, pos.side_to_move());
  if (!heir) return "nobody";
  const auto& rules = pos.rules();
  const model::Piece p = heir->aboard()
                             ? pos.passengers()[static_cast<std::size_t>(heir->passenger)].piece
                             : pos.at(heir->cell);
  return rules.piece(rules.kind(p)).name;
}

std::string engine_outcome(model::Position& pos) {
  switch (model::game_status(pos)) {
    case model::GameStatus::Ongoing:
      return "play_on";
    case model::GameStatus::Checkmate:
      return "loss";
    case model::GameStatus::HeirsBlocked:
      return "draw";
    default:
      return "other";
  }
}

}  // namespace

TEST_CASE(
    "Ajedrez 123: the spec's succession clauses prescribe what the engine plays on built positions",
    "[audit][clauses][ajedrez123]") {
  const auto doc = spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) + "/specs/ajedrez123.yaml");
  const auto& a = *doc.audit;
  std::set<std::string> outcomes, heirs, states;
  for (const char* passenger : {"no", "yes"}) {
    for (const char* blocked : {"all_blocked", "any_blocked", "never"}) {
      auto values = spec::default_option_values(doc);
      values["passenger_regency"] = passenger;
      values["citadel_successor_blocked"] = blocked;
      const auto rules = spec::compile(doc, values);
      const auto selected = audit::select_clauses(a, values);
      std::size_t mated = 0;
      for (const auto& built : audit::construct_positions(*rules, a, 4000)) {
        if (built.state.at("mated") != "yes") continue;
        ++mated;
        model::Position pos = model::notation::position_from_string(*rules, built.position);
        const auto heir = audit::prescribe(a, selected, "heir", built.state);
        const auto outcome = audit::prescribe(a, selected, "outcome", built.state);
        INFO(built.position << " under passenger_regency=" << passenger
                            << ", citadel_successor_blocked=" << blocked);
        REQUIRE(heir.answers.size() == 1);
        REQUIRE(outcome.answers.size() == 1);
        const std::string h = *heir.answers.begin();
        CHECK(outcome.answers.count(engine_outcome(pos)) == 1);
        // The heir only matters when the game goes on.
        if (*outcome.answers.begin() == "play_on") CHECK(h == engine_heir(pos));
        outcomes.insert(*outcome.answers.begin());
        heirs.insert(h);
        states.insert(built.state.at("queen") + "/" + built.state.at("princess") + "/" +
                      built.state.at("ruler"));
      }
      CHECK(mated > 150);
    }
  }
  // The built positions cover every outcome and heir and many placements.
  CHECK(outcomes == std::set<std::string>{"play_on", "loss", "draw"});
  CHECK(heirs == std::set<std::string>{"queen", "princess", "nobody"});
  CHECK(states.size() >= 10);
}
