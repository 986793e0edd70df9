// How a solve may run: the memory of its tables, its threads, and what it reports on the way.
#pragma once

#include <cstddef>

#include "puzzles/root_split.h"
#include "puzzles/solve_cache.h"

namespace arbiter::puzzles {

struct SearchSettings {
  std::size_t hash_bytes = SolveCache::kDefaultBytes;  // in all, shared out among the threads
  int threads = 1;                                     // workers over the first moves
  RootProgress progress;                               // after each first move (may be empty)
  // Prune the lines after which no mate can come in time (puzzles/mate_reach.h), where the rules
  // allow it; false searches every line (a check of the bound, and a measure of its gain).
  bool mate_reach = true;
};

}  // namespace arbiter::puzzles
