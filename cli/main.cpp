// arbiter: checks the rulebooks of chess variants. main sets up the process (the allocator's
// reuse of freed memory, cli/allocator.h) and hands argv and the standard streams to
// run_arbiter (cli/app.h), which wires the subcommands and maps errors to exit codes.
#include <iostream>

#include "cli/allocator.h"
#include "cli/app.h"

int main(int argc, char** argv) {
  arbiter::cli::keep_freed_memory_for_reuse();
  return arbiter::cli::run_arbiter(argc, argv, std::cout, std::cerr);
}
