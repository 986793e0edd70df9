// Help play solved by Z3 (`arbiter solve --engine z3`), a second solver independent of the
// search in help_play.cpp and series_play.cpp: bounded model checking. Each position of the line
// is a set of propositions, one per cell and piece code ("this piece stands on this cell"), with
// the en passant rights; each single move is a choice (a bit-vector) among the finite list of
// candidate moves read from the compiled move tables (puzzles/move_relation.h), constrained by
// what the cells must hold and by the mover's royal piece not being attacked afterwards. Cells and
// moves no line of the stipulation's length can reach are left out. At the last position the
// side to move must be in check (mate) or not (stalemate), and have no legal move: the flights
// of a lone royal piece are stated at once, the rest is added lazily (counterexample-guided):
// each line Z3 proposes is replayed by the move generator, and when its last position still has
// legal moves, one clause per such move ("this move is no legal escape") joins the formula; such
// clauses are true of every mate, so no solution is lost. A line that reaches the goal is a
// solution; it is blocked and the next one is sought, until none is left. The formula is finite
// and propositional, solved by Z3's incremental SAT solver (logic QF_FD).
#pragma once

#include <cstdint>
#include <vector>

#include "model/position.h"
#include "puzzles/help_play.h"
#include "puzzles/search_node.h"
#include "puzzles/stipulation.h"

namespace arbiter::puzzles {

// What the symbolic solver did: calls to Z3, lines it proposed that were not solutions (each
// added escape clauses), and the escape clauses added.
struct SymbolicStats {
  std::uint64_t solver_calls = 0;
  std::uint64_t refuted_lines = 0;
  std::uint64_t escape_clauses = 0;
};

// Whether the symbolic solver takes stipulation `stip` at all: help play (h#n, h#n.5, h=n) and
// series help play (ser-h#n, ser-h=n).
bool symbolic_takes(const Stipulation& stip);

// Every solution line of `stip` from `pos`, as help_solutions() and series_solutions() give them,
// sorted by the move generator's order of the moves at each ply. Throws UserError naming the
// rule when `stip` is not help play or the spec or position uses a rule the encoding does not
// cover (move_relation.h: uncovered_rule). A raised stop flag throws SearchStopped. Every line
// it returns has been replayed and checked by the move generator.
std::vector<Line> symbolic_help_solutions(const model::Position& pos, const Stipulation& stip,
                                          SearchStats& stats, SymbolicStats* symbolic = nullptr);

}  // namespace arbiter::puzzles
