// Ctrl-C during a build: the cancel flag stops the work at the next chunk with Interrupted, and no
// table file (nor a temporary one) is left where the build was writing.
#include <catch2/catch.hpp>
#include <filesystem>

#include "solver/tablebase/tablebases.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::solver::tablebase {
namespace {

TEST_CASE("a cancelled build throws Interrupted and writes no file", "[tablebase]") {
  auto rules = testing::bundled_rules("chess");
  const auto dir = std::filesystem::temp_directory_path() / "arbiter_tb_cancel_test";
  std::filesystem::remove_all(dir);
  Tablebases tables(rules, identify(*rules, 0), dir.string(), true);
  std::atomic<bool> cancel{false};
  BuildControl control;
  control.threads = 2;
  control.cancel = &cancel;
  int reports = 0;
  control.progress = [&](const BuildProgress&) {
    if (++reports == 1) cancel.store(true);
  };
  CHECK_THROWS_AS(tables.require(Material::parse(*rules, "KQvK"), control), Interrupted);
  CHECK(reports >= 1);
  // KvK may have been finished and written before the cancel; KQvK was not.
  CHECK_FALSE(std::filesystem::exists(dir / "KQvK.arbtb"));
  if (std::filesystem::exists(dir))
    for (const auto& f : std::filesystem::directory_iterator(dir))
      CHECK(f.path().extension() == ".arbtb");
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace arbiter::solver::tablebase
