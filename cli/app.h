// The whole command line as one function, so tests can run it like main and check exit codes.
#pragma once

#include <ostream>

namespace arbiter::cli {

// Parses argv (argv[0] is the program name), runs the chosen subcommand and maps errors to exit
// codes: 0 success (and --help), 2 bad input (usage, specs, positions, moves), 3 internal error.
// Normal output goes to `out`; diagnostics, usage errors and internal errors to `err`.
int run_arbiter(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace arbiter::cli
