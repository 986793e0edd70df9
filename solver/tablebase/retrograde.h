// Retrograde analysis of one table. A first pass visits every entry: illegal placements are
// marked, mates and stalemates get their outcome, and the moves that leave the table (captures,
// promotions) are valued from the sub-tables through `exits`. Then, ply by ply, every position
// lost in n-1 plies makes its predecessors wins in n, and every position won in n-1 plies marks
// its predecessors, which are lost once every move they have leads to a win for the opponent.
// What is never resolved is a draw. Distances are in plies, to mate; both sides to move.
#pragma once

#include <cstdint>
#include <vector>

#include "solver/tablebase/build_control.h"
#include "solver/tablebase/index.h"
#include "solver/tablebase/refuge.h"
#include "solver/tablebase/table_probes.h"
#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

// Which generator builds a table: the fastest that models its rules (fast_retrograde.h, when
// fast_path_obstacle finds nothing in the way), or always the general one below, the reference
// the fast one is tested against.
enum class GeneratorPath : std::uint8_t { Fastest, General };

// The code of every entry of `index`; with a refuge (refuge.h), of the game where a royal piece
// standing on one has escaped (a draw). Its cells must map onto themselves under the index's
// symmetries (Refuge::symmetric_under).
std::vector<Code> generate_table(const TableIndex& index, const ExitProbe& exits,
                                 const BuildControl& control, const TerminalProbe& terminals = {},
                                 GeneratorPath path = GeneratorPath::Fastest,
                                 const Refuge& refuge = Refuge(),
                                 const ExitTables& exit_tables = {});

}  // namespace arbiter::solver::tablebase
