// arbiter: checks the rulebooks of chess variants. main only hands argv and the standard streams
// to run_arbiter (cli/app.h), which wires the subcommands and maps errors to exit codes.
#include <iostream>

#include "cli/app.h"

int main(int argc, char** argv) {
  return arbiter::cli::run_arbiter(argc, argv, std::cout, std::cerr);
}
