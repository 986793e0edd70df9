// Running the command line in-process (the same parse and dispatch as main) and keeping its exit
// code and output.
#pragma once

#include <string>
#include <vector>

namespace arbiter::testing {

struct CliRun {
  int code = -1;
  std::string out, err;
};

// `args` without the program name.
CliRun run_cli(const std::vector<std::string>& args);

}  // namespace arbiter::testing
