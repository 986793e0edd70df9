// Retrograde analysis of one table. A first pass visits every entry: illegal placements are
// marked, mates and stalemates get their outcome, and the moves that leave the table (captures,
// promotions) are valued from the sub-tables through `exits`. Then, ply by ply, every position
// lost in n-1 plies makes its predecessors wins in n, and every position won in n-1 plies marks
// its predecessors, which are lost once every move they have leads to a win for the opponent.
// What is never resolved is a draw. Distances are in plies, to mate; both sides to move.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "solver/tablebase/build_control.h"
#include "solver/tablebase/index.h"
#include "solver/tablebase/refuge.h"
#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

// The value, for its side to move, of a position outside the table being built.
using ExitProbe = std::function<Code(const model::Position&)>;

class Table;
// Where the value of a position leaving the table is exactly its entry's code in the table of its
// material (a plain build, no derived game), that table, built already; null otherwise (and for
// every material when the function is empty). The fast generator then reads a capture's value
// from the sub-table's codes without setting up a position; the general one always asks `exits`.
using ExitTables = std::function<const Table*(const Material&)>;

// The value, for its side to move, of a position with no legal move, where a derived game values
// it otherwise than the rules (a safety table: a stalemate is the defender's aim); none: as the
// rules value it (terminal.h).
using TerminalProbe = std::function<std::optional<Code>(const model::Position&)>;

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
