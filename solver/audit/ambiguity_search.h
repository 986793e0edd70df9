// The budget of the ambiguity search (ambiguity.h): how many random games, how long, and how
// strongly the random moves lean towards captures and checks. Its own header, so that the paired
// search (paired_search.h) reads it without depending on the findings built on top of it.
#pragma once

#include <cstddef>
#include <cstdint>

namespace arbiter::solver::audit {

// How hard to look. The search is deterministic: the same limits give the same findings.
struct AmbiguitySearch {
  std::uint64_t seed = 123;  // mixed with each finding's id, so alternatives are independent
  int playouts = 6;          // random games from the start position, per alternative
  int max_plies = 200;       // single moves per game from the start
  std::size_t node_budget =
      1500;                   // positions compared in the games from the start, per alternative
  int probe_playouts = 3;     // random continuations from each `probes:` position
  int probe_plies = 6;        // single moves per continuation from a probe
  double capture_bias = 0.5;  // chance to choose among the captures, when there are any
  double check_bias = 0.25;   // chance to look for a checking move first
};

}  // namespace arbiter::solver::audit
