// `arbiter tb ... --option name=value`: a table is built under an option alternative, the file
// records the settings, and another run under other settings refuses it (exit 2). Ajedrez 123's
// KvK: in a citadel with no move, the king draws by claim unless the claim lapsed on entry and
// stalemate loses.
#include <catch2/catch.hpp>
#include <filesystem>

#include "tests/support/cli_run.h"

using arbiter::testing::run_cli;

TEST_CASE("tb build honours --option and its files are refused under other options",
          "[cli][tablebase][ajedrez123]") {
  const auto dir = std::filesystem::temp_directory_path() / "arbiter_tb_test_options";
  std::filesystem::remove_all(dir);
  const std::vector<std::string> lapsing = {"--option", "stalemate=loss", "--option",
                                            "draw_claim_timing=on_entry"};
  std::vector<std::string> build = {"tb",  "build", "ajedrez123", "--material",
                                    "KvK", "--out", dir.string()};
  build.insert(build.end(), lapsing.begin(), lapsing.end());
  REQUIRE(run_cli(build).code == 0);

  // Black's king z6 beside the white king a6: no move, no check (nothing checks into a citadel).
  const std::string stalemated = "11/11/11/11/11/kK11/11/11/11/11/11 b - - 0 1";
  std::vector<std::string> probe = {"tb",       "probe",    "ajedrez123", "--position",
                                    stalemated, "--tables", dir.string()};
  std::vector<std::string> probe_lapsing = probe;
  probe_lapsing.insert(probe_lapsing.end(), lapsing.begin(), lapsing.end());
  const auto lost = run_cli(probe_lapsing);
  REQUIRE(lost.code == 0);
  CHECK_THAT(lost.out, Catch::StartsWith("black to move: loss, mated"));

  const auto refused = run_cli(probe);  // default options: while_inside, stalemate a draw
  CHECK(refused.code == 2);
  CHECK_THAT(refused.err, Catch::Contains("option"));
  std::filesystem::remove_all(dir);
}
