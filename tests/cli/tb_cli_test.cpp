// `arbiter tb`: build writes table files with a header and checksum; stats prints the issue's JSON
// shape; probe names the best moves; corrupt or mismatched files and bad input exit 2.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "solver/tablebase/checksum.h"
#include "solver/tablebase/tablebases.h"
#include "tests/support/cli_run.h"
#include "tests/support/spec_fixture.h"

namespace {

using arbiter::testing::run_cli;

std::filesystem::path fresh_dir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("arbiter_tb_test_" + name);
  std::filesystem::remove_all(dir);
  return dir;
}

}  // namespace

TEST_CASE("tb build writes the table and its sub-tables, stats and probe read them",
          "[cli][tablebase]") {
  const auto dir = fresh_dir("build");
  const auto built = run_cli({"tb", "build", "chess", "--material", "KRvK", "--out", dir.string()});
  REQUIRE(built.code == 0);
  CHECK_THAT(built.out, Catch::StartsWith("memory: about "));
  CHECK(std::filesystem::exists(dir / "KRvK.arbtb"));
  CHECK(std::filesystem::exists(dir / "KvK.arbtb"));
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    CHECK(entry.path().extension() == ".arbtb");  // no temporary file left behind

  const auto stats =
      run_cli({"tb", "stats", "chess", "--material", "KRvK", "--json", "--tables", dir.string()});
  REQUIRE(stats.code == 0);
  // Published figures (reference-figures.md, KRK): white 175,168 legal, all won; black 22,244
  // draws.
  CHECK_THAT(stats.out, Catch::StartsWith(
                            "{\"material\": \"KRvK\", \"sides\": {\"white\": {\"legal\": 175168, "
                            "\"wins\": 175168, \"draws\": 0, \"losses\": 0, \"max_dtm_moves\": 16, "
                            "\"longest\": \""));
  CHECK_THAT(
      stats.out,
      Catch::Contains(
          "\"black\": {\"legal\": 223944, \"wins\": 0, \"draws\": 22244, \"losses\": 201700"));

  const auto probe = run_cli({"tb", "probe", "chess", "--position",
                              "8/8/8/8/8/2k5/1R6/K7 w - - 0 1", "--tables", dir.string()});
  REQUIRE(probe.code == 0);
  CHECK_THAT(probe.out, Catch::StartsWith("white to move: win, mate in 16 (31 plies)"));
  CHECK_THAT(probe.out, Catch::Contains("Rb7: win, mate in 16 (31 plies) *"));
  CHECK_THAT(probe.out, Catch::Contains("Rb5: win, mate in 17"));

  SECTION("a corrupt file is refused with exit 2") {
    std::fstream f(dir / "KRvK.arbtb", std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(1000);
    f.put('\x55');
    f.close();
    const auto bad =
        run_cli({"tb", "stats", "chess", "--material", "KRvK", "--tables", dir.string()});
    CHECK(bad.code == 2);
    CHECK_THAT(bad.err, Catch::Contains("KRvK.arbtb is corrupt"));
  }
  SECTION("a truncated file is refused with exit 2") {
    std::filesystem::resize_file(dir / "KRvK.arbtb", 2000);
    const auto bad =
        run_cli({"tb", "stats", "chess", "--material", "KRvK", "--tables", dir.string()});
    CHECK(bad.code == 2);
    CHECK_THAT(bad.err, Catch::Contains("KRvK.arbtb is corrupt"));
  }
  SECTION("a table of format 2 (the folded piece the lowest digit) is refused with exit 2") {
    const auto path = dir / "KRvK.arbtb";
    std::ifstream in(path, std::ios::binary);
    std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    in.close();
    data[std::string("ARBITER-TB\n").size()] =
        '\x02';  // the version's low byte (format 2, numbered otherwise), checksum made good
    arbiter::solver::tablebase::Fnv1a sum;
    sum.add(data.data(), data.size() - 8);
    for (int i = 0; i < 8; ++i)
      data[data.size() - 8 + static_cast<std::size_t>(i)] =
          static_cast<char>((sum.value() >> (8 * i)) & 0xFF);
    std::ofstream(path, std::ios::binary | std::ios::trunc) << data;
    const auto bad =
        run_cli({"tb", "stats", "chess", "--material", "KRvK", "--tables", dir.string()});
    CHECK(bad.code == 2);
    CHECK_THAT(bad.err, Catch::Contains("table format \"2\", not \"3\""));
  }
  SECTION("a table of another spec text is refused with exit 2") {
    const auto spec = dir / "edited-chess.yaml";
    std::filesystem::copy_file(std::filesystem::path(ARBITER_SOURCE_DIR) / "specs" / "chess.yaml",
                               spec);
    std::ofstream(spec, std::ios::app) << "# an edit\n";
    const auto bad =
        run_cli({"tb", "stats", spec.string(), "--material", "KRvK", "--tables", dir.string()});
    CHECK(bad.code == 2);
    CHECK_THAT(bad.err, Catch::Contains("another text of the spec chess"));
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("tb rejects bad material, illegal positions and rules it cannot handle with exit 2",
          "[cli][tablebase]") {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"stats", "chess", "--material", "KRvX"}, "\"X\" is not a piece letter of chess"},
      {{"stats", "chess", "--material", "KRK"}, "exactly one \"v\""},
      {{"stats", "ajedrez123", "--material", "KOvK"}, "does not handle yet"},
      {{"probe", "chess", "--position", "8/8/8/8/8/1Rk5/8/K7 w - - 0 1"}, "is not legal"},
      {{"probe", "chess", "--position", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"}, "castling rights"},
  };
  for (const auto& [args, message] : cases) {
    std::vector<std::string> command{"tb"};
    command.insert(command.end(), args.begin(), args.end());
    const auto bad = run_cli(command);
    INFO(args.back());
    CHECK(bad.code == 2);
    CHECK_THAT(bad.err, Catch::Contains(message));
  }
}

TEST_CASE("tb on other boards: Omega's corner cells and Glinski's hexagons", "[cli][tablebase]") {
  // King and wizard against king on Omega's field: the table's longest win is a mate in one (shown
  // independently by a forward search over every entry, tests/solver/tablebase/
  // forward_search_test.cpp), and every move the probe marks as fastest is one the move
  // generator's SAN marks as mate ("#").
  const auto stats = run_cli({"tb", "stats", "omega", "--material", "KWvK", "--json"});
  REQUIRE(stats.code == 0);
  const std::string key = "\"longest\": \"";
  const auto at = stats.out.find(key);
  REQUIRE(at != std::string::npos);
  const std::string longest =
      stats.out.substr(at + key.size(), stats.out.find('"', at + key.size()) - at - key.size());
  CHECK_THAT(stats.out, Catch::Contains("\"max_dtm_moves\": 1,"));
  const auto probe = run_cli({"tb", "probe", "omega", "--position", longest});
  REQUIRE(probe.code == 0);
  CHECK_THAT(probe.out, Catch::StartsWith("white to move: win, mate in 1 (1 plies)"));
  std::istringstream lines(probe.out);
  int fastest = 0;
  for (std::string line; std::getline(lines, line);)
    if (line.size() > 2 && line.substr(line.size() - 2) == " *") {
      ++fastest;
      CHECK_THAT(line, Catch::Contains("#:"));
    }
  CHECK(fastest > 0);
  const auto hex = run_cli({"tb", "stats", "glinski", "--material", "KQvK"});
  REQUIRE(hex.code == 0);
  CHECK_THAT(hex.out, Catch::Contains("white to move:"));
}

TEST_CASE("tb probe reads a position with a passenger aboard", "[cli][tablebase][passengers]") {
  // The synthetic moorings spec: black's ship on b3 carries white's rook while both kings sit in
  // the refuges. The CLI's verdict must be the library's for the same written position.
  const std::string spec =
      std::string(ARBITER_SOURCE_DIR) + "/tests/model/data/differential/moorings.yaml";
  const auto dir = fresh_dir("passengers");
  std::filesystem::create_directories(dir);  // --tables must name a directory that exists
  const std::string position = "4/1s[R]2/K4k/4 w";
  namespace tb = arbiter::solver::tablebase;
  const auto document = arbiter::model::spec::load_spec_file(spec);
  const auto rules = arbiter::model::spec::compile(
      document, arbiter::model::spec::default_option_values(document));
  tb::Tablebases tables(rules, tb::identify(*rules, 0));
  const tb::Code expected =
      tables.probe(arbiter::model::notation::position_from_string(*rules, position), {});
  const std::string verdict =
      tb::code::is_win(expected)
          ? "win, mate in " + std::to_string((tb::code::plies(expected) + 1) / 2)
      : tb::code::is_loss(expected)
          ? "loss, mated in " + std::to_string(tb::code::plies(expected) / 2)
          : "draw";
  const auto probe =
      run_cli({"tb", "probe", spec, "--position", position, "--tables", dir.string()});
  REQUIRE(probe.code == 0);
  CHECK_THAT(probe.out, Catch::StartsWith("white to move: " + verdict));
  // White's king leaving its refuge frees it, and the rook comes back there at once.
  CHECK_THAT(probe.out, Catch::Contains("  Ka2: "));
  std::filesystem::remove_all(dir);
}

TEST_CASE("tb claims settles only the claims asked with --claim, and names an unknown id",
          "[cli][tablebase]") {
  const auto dir = fresh_dir("claims");
  // Ajedrez 123 with both ships on the board: five pieces on 123 cells, reported with their size
  // and memory instead of built.
  const auto ships = run_cli({"tb", "claims", "ajedrez123", "--claim", "A123-E5S", "--claim",
                              "A123-E7S", "--tables", dir.string()});
  REQUIRE(ships.code == 0);
  const auto rules = arbiter::testing::bundled_rules("ajedrez123");
  namespace tb = arbiter::solver::tablebase;
  for (const std::string material : {"KISvKS", "KNSvKS"}) {
    const tb::Material m = tb::Material::parse(*rules, material);
    CHECK_THAT(ships.out, Catch::Contains(m.name(*rules) + " has " +
                                          std::to_string(tb::TableIndex(*rules, m).size()) +
                                          " entries; building it needs about"));
  }
  CHECK_THAT(ships.out, Catch::StartsWith("NOT COMPUTED  A123-E5S"));
  CHECK_THAT(ships.out, Catch::Contains("NOT COMPUTED  A123-E7S"));
  CHECK_THAT(
      ships.out,
      Catch::Contains("ajedrez123: 2 endgame claims: 0 confirmed, 0 refuted, 2 not computed"));
  // One claim of Omega's, built: only it is reported.
  const auto one =
      run_cli({"tb", "claims", "omega", "--claim", "OMG-E2", "--tables", dir.string()});
  REQUIRE(one.code == 0);
  CHECK_THAT(one.out, Catch::Contains("  OMG-E2  "));
  CHECK_THAT(one.out, !Catch::Contains("OMG-E4"));
  CHECK_THAT(one.out, Catch::Contains("omega: 1 endgame claims: "));
  const auto unknown =
      run_cli({"tb", "claims", "omega", "--claim", "OMG-E99", "--tables", dir.string()});
  CHECK(unknown.code == 2);
  CHECK_THAT(unknown.err, Catch::Contains("'OMG-E99' is not an endgame claim of omega") &&
                              Catch::Contains("OMG-E16"));
  std::filesystem::remove_all(dir);
}
