// The fast retrograde generator: the same analysis as retrograde.h (first pass, then ply by ply
// wins of predecessors of losses and verified losses), on placements and occupancy masks rather
// than Positions, with moves, un-moves and attacks read from FastMoves. It serves the rules
// FastMoves models (fast_path_obstacle: none); positions leaving the table and positions without
// a move are still valued on a Position, by the same probes as the general generator. Tests
// compare its every entry with the general generator's.
#pragma once

#include <vector>

#include "solver/tablebase/build_control.h"
#include "solver/tablebase/index.h"
#include "solver/tablebase/refuge.h"
#include "solver/tablebase/table_probes.h"
#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

// Precondition: fast_path_obstacle(index.rules(), index.material()) is none.
std::vector<Code> generate_table_fast(const TableIndex& index, const ExitProbe& exits,
                                      const BuildControl& control, const TerminalProbe& terminals,
                                      const Refuge& refuge = Refuge(),
                                      const ExitTables& exit_tables = {});

}  // namespace arbiter::solver::tablebase
