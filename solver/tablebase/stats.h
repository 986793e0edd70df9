// Figures of a table as published tablebases give them: per side to move, the legal positions
// (every placement counted once, no symmetry folded), wins, draws and losses, and the longest
// distance to mate in moves with a position that has it.
#pragma once

#include <string>
#include <vector>

#include "solver/tablebase/table.h"

namespace arbiter::solver::tablebase {

struct SideStats {
  std::string side;  // the player's name
  std::uint64_t legal = 0, wins = 0, draws = 0, losses = 0;
  int max_dtm_moves = 0;
  std::string
      longest;  // a position string with that distance (first in index order); empty if none
};

struct TableStats {
  std::string material;
  std::vector<SideStats> sides;  // in turn order
};

TableStats table_stats(const Table& table);

// {"material": ..., "sides": {"<side>": {"legal": n, ...}, ...}}, the form of `tb stats --json`.
std::string stats_json(const TableStats& stats);

}  // namespace arbiter::solver::tablebase
