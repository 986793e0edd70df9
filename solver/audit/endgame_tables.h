// Where the endgame claims of a spec (check type `endgame`) get their tables: read from table
// files only (`arbiter audit`: a claim whose tables are not built stays open, with the command
// that builds them), or built when missing (`arbiter tb claims`).
#pragma once

#include <cstdint>
#include <string>

#include "solver/tablebase/build_control.h"

namespace arbiter::solver::audit {

struct EndgameTableSource {
  std::string directory;            // the table files; empty: tb::default_table_directory
  bool build = false;               // build (and write) the tables that are missing
  std::uint64_t spec_hash = 0;      // of the spec's text, which table files must match
  tablebase::BuildControl control;  // threads, progress and cancellation of builds and surveys
};

}  // namespace arbiter::solver::audit
