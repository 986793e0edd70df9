// MARCO (Liffiton, Previti, Malik, Marques-Silva: "Fast, flexible MUS enumeration", 2016): every
// minimal unsatisfiable subset of a set of tracked constraints, and every minimal correction set
// (the smallest sets whose removal restores satisfiability), not just the first unsat core.
//
// The constraints live in `solver` as implications `tag_i -> phi_i`; a subset is switched on by
// assuming its tags. A second solver keeps the "map" of subsets not yet explored: each explored
// satisfiable subset is grown to a maximal one (its complement is a correction set) and blocked
// from below, each unsatisfiable one shrunk to a minimal one and blocked from above.
#pragma once

#include <z3++.h>

#include <cstddef>
#include <vector>

namespace arbiter::solver::audit {

using IndexSet = std::vector<std::size_t>;  // sorted indices into the tag list

struct MarcoResult {
  std::vector<IndexSet> conflicts;    // minimal unsatisfiable subsets
  std::vector<IndexSet> corrections;  // minimal correction sets
  bool complete = true;               // false: the iteration limit or Z3's resource limit hit first
};

// `fixed`: assumptions that hold throughout (e.g. the witness state). `max_rounds` bounds the
// number of map seeds explored.
MarcoResult enumerate_conflicts(z3::solver& solver, const z3::expr_vector& tags,
                                const z3::expr_vector& fixed, std::size_t max_rounds = 1000);

}  // namespace arbiter::solver::audit
