// What a table's generator asks outside the table it builds: the value of a position a move
// leaves the table for (a sub-table's), the sub-table itself where its codes can be read
// directly, and the value a derived game gives a position without a move. Both generators take
// them (retrograde.h, fast_retrograde.h).
#pragma once

#include <functional>
#include <optional>

#include "model/position.h"
#include "solver/tablebase/index.h"
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

}  // namespace arbiter::solver::tablebase
