// Push chains, compiled (atom key push_chain, model/push_chain.h): the cells a pushed piece may
// push on to, numbered so that a Move can hold a chain as step codes, and how many steps fit.
// Empty when no atom has push_chain.
#pragma once

#include <cstddef>
#include <vector>

#include "model/cell.h"
#include "model/player.h"

namespace arbiter::model {

struct PushChainRule {
  std::size_t cell_count = 0;
  // Per (player, cell): the cells a pushed piece of the player standing there may push on to, in
  // step-code order (every target of a push_chain atom of a kind some atom pushes, ignoring
  // occupancy).
  std::vector<std::vector<Cell>> chain_steps;
  int step_bits = 0;         // bits of one step code
  std::size_t capacity = 0;  // steps (pieces pushed on by a pushed piece) a Move holds

  const std::vector<Cell>& steps(PlayerId p, Cell c) const {
    return chain_steps[p.index * cell_count + c.index];
  }
};

}  // namespace arbiter::model
