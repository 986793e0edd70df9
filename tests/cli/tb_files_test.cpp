// `arbiter tb` against what users do to table directories (issue 20): table files replaced by a
// directory, a link to /dev/zero or a file far longer than its header says; a corrupt file that
// `tb build` must replace; --force; --tables missing or mistyped; a Ctrl-C that names the files
// written before it.
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>

#include "cli/tb_control.h"
#include "solver/tablebase/tablebases.h"
#include "tests/support/cli_run.h"
#include "tests/support/spec_fixture.h"

namespace {

using arbiter::testing::run_cli;
namespace fs = std::filesystem;
namespace tb = arbiter::solver::tablebase;

fs::path fresh_dir(const std::string& name) {
  const auto dir = fs::temp_directory_path() / ("arbiter_tb_files_test_" + name);
  fs::remove_all(dir);
  return dir;
}

}  // namespace

TEST_CASE("a table file that is a directory, a device or too long is refused by name, exit 2",
          "[cli][tablebase]") {
  const auto dir = fresh_dir("bad_files");
  REQUIRE(run_cli({"tb", "build", "chess", "--material", "KvK", "--out", dir.string()}).code == 0);
  const auto table = dir / "KvK.arbtb";
  const auto stats = [&] {
    return run_cli({"tb", "stats", "chess", "--material", "KvK", "--tables", dir.string()});
  };

  SECTION("a directory in its place (was: internal error: basic_filebuf::underflow, exit 3)") {
    fs::remove(table);
    fs::create_directory(table);
    const auto r = stats();
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("error: table file " + table.string() + " is a directory"));
    // tb build does not replace what the user put there either.
    const auto build =
        run_cli({"tb", "build", "chess", "--material", "KvK", "--out", dir.string()});
    CHECK(build.code == 2);
    CHECK_THAT(build.err, Catch::Contains(table.string() + " is a directory"));
  }
  SECTION("a link to /dev/zero (was: read whole before its header was checked)") {
    fs::remove(table);
    fs::create_symlink("/dev/zero", table);
    const auto r = stats();
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains(table.string() + " is not a regular file"));
  }
  SECTION("a file a gigabyte longer than its header says is refused by its size, unread") {
    const auto real = fs::file_size(table);
    fs::resize_file(table, std::uintmax_t{1} << 30);  // sparse: nothing is written
    const auto start = std::chrono::steady_clock::now();
    const auto r = stats();
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains(table.string() +
                                      " is corrupt (it is 1073741824 bytes long; its header says " +
                                      std::to_string(real) + ")"));
  }
  SECTION("a file of other bytes") {
    std::ofstream(table, std::ios::trunc) << "not a table\n";
    const auto r = stats();
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains(table.string() + " is not an arbiter table"));
  }
  fs::remove_all(dir);
}

TEST_CASE("tb build replaces a corrupt table, keeps a valid one, and rebuilds it with --force",
          "[cli][tablebase]") {
  const auto dir = fresh_dir("replace");
  const std::vector<std::string> build{"tb",   "build", "chess",     "--material",
                                       "KRvK", "--out", dir.string()};
  REQUIRE(run_cli(build).code == 0);
  const auto table = dir / "KRvK.arbtb";
  const auto sub = dir / "KvK.arbtb";
  const auto old_time = fs::file_time_type::clock::now() - std::chrono::hours(24);
  fs::last_write_time(table, old_time);
  fs::last_write_time(sub, old_time);

  SECTION("a valid table is kept") {
    const auto again = run_cli(build);
    CHECK(again.code == 0);
    CHECK(again.err.empty());
    CHECK(fs::last_write_time(table) == old_time);
  }
  SECTION("a corrupt one is rebuilt and replaced, and says so (was: refused, 'build it again')") {
    {
      std::fstream f(table, std::ios::in | std::ios::out | std::ios::binary);
      f.seekp(1000);
      f.put('\x55');
    }
    const auto again = run_cli(build);
    CHECK(again.code == 0);
    CHECK(again.err ==
          "tb: table file " + table.string() +
              " is corrupt (its checksum does not match); building it again to replace it\n");
    CHECK(fs::last_write_time(table) != old_time);
    CHECK(fs::last_write_time(sub) == old_time);
    CHECK(run_cli({"tb", "stats", "chess", "--material", "KRvK", "--tables", dir.string()}).code ==
          0);
  }
  SECTION("--force rebuilds and replaces every table of the build, valid or not") {
    auto forced = build;
    forced.push_back("--force");
    const auto again = run_cli(forced);
    CHECK(again.code == 0);
    CHECK(fs::last_write_time(table) != old_time);
    CHECK(fs::last_write_time(sub) != old_time);
  }
  fs::remove_all(dir);
}

TEST_CASE("tb build says what its memory figures count", "[cli][tablebase]") {
  const auto dir = fresh_dir("memory");
  const auto r = run_cli({"tb", "build", "chess", "--material", "KRvK", "--out", dir.string()});
  REQUIRE(r.code == 0);
  const auto rules = arbiter::testing::bundled_rules("chess");
  const auto krk = tb::TableIndex(*rules, tb::Material::parse(*rules, "KRvK")).size();
  const auto kk = tb::TableIndex(*rules, tb::Material::parse(*rules, "KvK")).size();
  CHECK_THAT(
      r.out,
      Catch::StartsWith("memory: about ") &&
          Catch::Contains(" needed at the peak to build 2 tables (" + std::to_string(krk + kk) +
                          " entries in all; KRvK itself: " + std::to_string(krk) + " entries), "));
  fs::remove_all(dir);
}

TEST_CASE("tables too large are refused at once with their size (was: minutes of silence)",
          "[cli][tablebase]") {
  const auto start = std::chrono::steady_clock::now();
  SECTION("probe of the start position") {
    const auto r = run_cli({"tb", "probe", "chess", "--position",
                            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"});
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("has more than 16 pieces"));
    CHECK(r.out.empty());
  }
  SECTION("build of eight pawns and two kings") {
    const auto r = run_cli({"tb", "build", "chess", "--material", "KPPPPvKPPPP", "--out",
                            fresh_dir("too_large").string()});
    CHECK(r.code == 2);
    const auto rules = arbiter::testing::bundled_rules("chess");
    const auto entries = tb::TableIndex(*rules, tb::Material::parse(*rules, "KPPPPvKPPPP")).size();
    CHECK_THAT(r.err, Catch::Contains("error: the table of KPPPPvKPPPP alone has " +
                                      std::to_string(entries) + " entries and needs at least ") &&
                          Catch::Contains(" MiB are available"));
  }
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(3));
}

TEST_CASE(
    "tb stats and probe say which tables they build in memory, a missing --tables is an error",
    "[cli][tablebase]") {
  const auto dir = fresh_dir("memory_note");
  SECTION("no --tables") {
    const auto r = run_cli({"tb", "stats", "chess", "--material", "KRvK"});
    CHECK(r.code == 0);
    CHECK(r.err == "tb: no --tables given; building in memory: KvK.arbtb, KRvK.arbtb\n");
  }
  SECTION("a mistyped directory") {
    const auto r = run_cli({"tb", "probe", "chess", "--position", "8/8/8/8/8/2k5/1R6/K7 w - - 0 1",
                            "--tables", (dir / "tabels").string()});
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::StartsWith("error: --tables: no directory '" +
                                        (dir / "tabels").string() + "'"));
  }
  SECTION("a directory that lacks some of the tables") {
    REQUIRE(run_cli({"tb", "build", "chess", "--material", "KvK", "--out", dir.string()}).code ==
            0);
    const auto r = run_cli({"tb", "probe", "chess", "--position", "8/8/8/8/8/2k5/1R6/K7 w - - 0 1",
                            "--tables", dir.string()});
    CHECK(r.code == 0);
    CHECK(r.err == "tb: not in " + dir.string() + ", building in memory: KRvK.arbtb\n");
  }
  fs::remove_all(dir);
}

TEST_CASE("an interrupted build names the table it stopped and the files written before it",
          "[cli][tablebase]") {
  const auto dir = fresh_dir("interrupt");
  const auto rules = arbiter::testing::bundled_rules("chess");
  tb::Tablebases tables(rules, tb::identify(*rules, 0), dir.string(), true);
  std::atomic<bool> cancel{false};
  std::vector<std::string> written;
  tb::BuildControl control;
  control.threads = 1;
  control.cancel = &cancel;
  control.written = [&](const std::string& path) {
    written.push_back(path);
    cancel = true;  // Ctrl-C once the first file is written
  };
  try {
    tables.require(tb::Material::parse(*rules, "KRvK"), control);
    FAIL("the build was not interrupted");
  } catch (const tb::Interrupted& stop) {
    CHECK(stop.table() == (dir / "KRvK.arbtb").string());
    CHECK(written == std::vector<std::string>{(dir / "KvK.arbtb").string()});
    CHECK(fs::exists(dir / "KvK.arbtb"));
    CHECK_FALSE(fs::exists(dir / "KRvK.arbtb"));
    // Was: "interrupted: no table file was written or changed", whatever had been written.
    CHECK(arbiter::cli::interruption_report(stop, written) ==
          "interrupted while building " + (dir / "KRvK.arbtb").string() +
              " (not written); 1 table file was written before it (complete): " +
              (dir / "KvK.arbtb").string());
  }
  CHECK(arbiter::cli::interruption_report(tb::Interrupted(), {}) ==
        "interrupted; no table file was written or changed");
  fs::remove_all(dir);
}
