// Direct play #1 and #2 (=1, =2) solved with Z3 (`arbiter solve --engine z3`), independently of
// the proof search in direct_play.cpp, by counterexample-guided refinement over the help play
// encoding of symbolic_help.h:
//   #1: the keys are the first moves of the "h#0.5" lines (the attacker moves and mates).
//   #2: Z3 proposes the candidate keys, the first moves of every h#1.5 line (a key must leave
//       at least one defence answered by a mate) and of the h#0.5 lines (a key that mates at
//       once). Each candidate is then refuted or proven: the move generator lists the defences
//       after it, and for each Z3 looks for a mate in one (h#0.5 again); the first defence
//       without one is the counterexample that refutes the candidate.
#pragma once

#include <vector>

#include "model/move.h"
#include "model/position.h"
#include "puzzles/search_node.h"
#include "puzzles/stipulation.h"
#include "puzzles/symbolic_help.h"

namespace arbiter::puzzles {

// Whether symbolic_direct_keys takes `stip`: #1, #2, =1 and =2.
bool symbolic_direct_takes(const Stipulation& stip);

// The keys of `stip` from `pos`, as direct_keys() gives them (every first move after which the
// stipulation is forced, in the move generator's order). Throws UserError for a stipulation it
// does not take and, as symbolic_help_solutions does, for a rule the encoding does not cover.
std::vector<model::Move> symbolic_direct_keys(const model::Position& pos, const Stipulation& stip,
                                              SearchStats& stats,
                                              SymbolicStats* symbolic = nullptr);

}  // namespace arbiter::puzzles
