// What the two retrograde generators (retrograde.h, fast_retrograde.h) share around their passes:
// progress reports, a lock-free maximum, and the loop after the first pass, ply after ply while
// one can still settle an entry, after which every entry left unsettled is a draw.
#pragma once

#include <atomic>
#include <stdexcept>
#include <string>
#include <vector>

#include "solver/tablebase/build_control.h"
#include "solver/tablebase/index.h"
#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

// A progress report of the build of `index`'s table, in `phase` ("positions", "ply 3").
inline BuildProgress phase_report(const TableIndex& index, std::string phase) {
  BuildProgress p;
  p.material = index.material().name(index.rules());
  p.phase = std::move(phase);
  return p;
}

inline void atomic_max(std::atomic<int>& target, int value) {
  int seen = target.load(std::memory_order_relaxed);
  while (value > seen && !target.compare_exchange_weak(seen, value, std::memory_order_relaxed)) {
  }
}

// Calls ply(n) for n = 1, 2, ... up to one past the longest distance settled so far and up to the
// longest win by a move out of the table still pending (both may grow as plies settle entries),
// at most `ply_limit`; then turns every code of `values` still unsettled (by the generator's
// reading) into a draw.
template <typename Unsettled, typename Ply>
void run_plies(const std::atomic<int>& max_plies, const std::atomic<int>& max_pending,
               std::vector<Code>& values, int ply_limit, Unsettled&& unsettled, Ply&& ply) {
  for (int n = 1; n <= max_plies.load() + 1 || n <= max_pending.load(); ++n) {
    if (n > ply_limit) throw std::runtime_error("distance to mate exceeds the table format");
    ply(n);
  }
  // (Every code written, as it was or as a draw: a loop the compiler turns into vector
  // instructions, eight codes at a time, where a store under a branch went one code at a time,
  // about 1% of Omega KQvKP's time.)
  for (Code& c : values) c = unsettled(c) ? code::kDraw : c;
}

}  // namespace arbiter::solver::tablebase
