// The spec compiler's part for push chains (atom key push_chain, specs/README.md): the step
// tables that encode a chain in a Move (model/push_chain.h), and the check that a Move has room
// for every chain a game from the start position can make.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "model/board_graph.h"
#include "model/diagnostic.h"
#include "model/position.h"
#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::model::spec {

// `atoms` per (player, kind) in CompiledRules order. A relay kind is one that some atom pushes
// and that has a push_chain atom; the steps from a cell are the targets of the relay kinds'
// push_chain atoms there on an empty board, in cell order. All empty when no relay kind exists.
PushChainRule compile_push_chains(const PerOwnerKind<std::vector<CompiledAtom>>& atoms,
                                  std::size_t player_count, std::size_t kind_count,
                                  const BoardGraph& board);

// A chain has one step code per pushed piece that pushes in turn, so it is at most the number of
// relay pieces one player can hold: the pieces of `start` (hands and passengers included) that
// are, or may become (by promotion, succession or a hand), a relay kind; every player's when
// pieces may change sides (drops, relocate_owner: captor). Returns an error at the first
// `push_chain: yes` of `resolved` when that exceeds rules.push_chain().capacity.
std::optional<Diagnostic> check_push_chain_room(const SpecDocument& resolved,
                                                const CompiledRules& rules, const Position& start);

}  // namespace arbiter::model::spec
