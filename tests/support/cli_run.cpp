#include "tests/support/cli_run.h"

#include <sstream>

#include "cli/app.h"

namespace arbiter::testing {

CliRun run_cli(const std::vector<std::string>& args) {
  std::vector<const char*> argv{"arbiter"};
  for (const auto& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  CliRun r;
  r.code = cli::run_arbiter(static_cast<int>(argv.size()), argv.data(), out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

}  // namespace arbiter::testing
