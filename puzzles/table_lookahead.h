// Asks a solve table for the line of the position each move of a list leads to while the move
// before it is searched (model/hash_prediction.h): a probe of a large table mostly misses the
// processor's caches, and the search below a move takes longer than memory does to answer.
#pragma once

#include <cstddef>

#include "model/hash_prediction.h"
#include "model/move_list.h"
#include "model/position.h"
#include "puzzles/solve_cache.h"

namespace arbiter::puzzles {

// The `before` of any_move (search_node.h): called before the i-th move is made, with the
// position as it stands, it asks for the table lines of that move (the first time) and of the
// next one, with `moves_left` the moves left in the positions they lead to.
class TableLookahead {
 public:
  TableLookahead(const SolveCache& table, const model::Position& pos, const model::MoveList& moves,
                 int moves_left)
      : table_(table), pos_(pos), moves_(moves), moves_left_(moves_left) {}

  void operator()(std::size_t i) const {
    if (i == 0 && !moves_.empty()) ask(0);
    if (i + 1 < moves_.size()) ask(i + 1);
  }

 private:
  void ask(std::size_t i) const {
    table_.prefetch(model::predicted_hash(pos_, moves_[i]), moves_left_);
  }

  const SolveCache& table_;
  const model::Position& pos_;
  const model::MoveList& moves_;
  int moves_left_;
};

}  // namespace arbiter::puzzles
