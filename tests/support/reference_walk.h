// Engine against reference interpreter, node by node: every position a few plies below a start,
// the engine's legal move texts compared with the reference's at each.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <vector>

#include "model/position.h"
#include "model/spec/document.h"
#include "tests/reference/reference_movegen.h"

namespace arbiter::testing {

struct Walk {
  int reported = 0;                    // mismatches reported so far (the first three are)
  std::map<model::MoveType, int> met;  // moves of each type seen on the way
  int late_en_passant = 0;             // en passant captures of a piece the last move did not bring
  std::size_t most_en_passant_rights = 0;  // the most en passant rights standing at one node
  int carried_heirs = 0;                   // successions whose heir was carried (heirs_aboard)
  int push_chains = 0;                     // pushes whose pushed piece pushed in turn
  // Called at every node with its legal moves, for counts of what a test needs to see met.
  std::function<void(const model::Position&, const std::vector<model::Move>&)> on_node;
};

// Returns the number of nodes within `depth` plies of `pos` where the two disagree: in the legal
// move texts, or in the pieces (owner, kind, originality) on each cell and aboard each carrier of
// the positions the two reached by the same moves. `pos` is used as scratch and restored.
int differing_nodes(model::Position& pos, const reference::ReferenceRules& reference,
                    const reference::RefState& state, int depth, Walk& walk);

// The same from `positions` random positions (random_position, seeded with `seed`) of `doc`
// under the option values, `depth` plies deep each.
int differing_nodes_from_random(const model::spec::SpecDocument& doc,
                                const model::spec::OptionValues& values, std::uint64_t seed,
                                int positions, int depth, Walk& walk);

}  // namespace arbiter::testing
