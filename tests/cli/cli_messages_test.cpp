// The command line's small things (issue 20): CLI11's parse errors in arbiter's words with exit 2,
// --help (exit 0) showing each command's own example, --version, and `audit --sources DIR`
// refusing a folder that lacks the cited rulebook.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "tests/support/cli_run.h"
#include "tests/support/spec_fixture.h"
#include "tests/support/toy_board.h"

namespace {

using arbiter::testing::run_cli;

}  // namespace

TEST_CASE("parse errors are worded as arbiter's, name the command and exit 2", "[cli]") {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      // Was: "--depth: Value abc not in range 0 to 20", with no "error:".
      {{"perft", "chess", "--depth", "abc"},
       "error: --depth: expected a whole number from 0 to 20, got 'abc'; see arbiter perft "
       "--help\n"},
      {{"perft", "chess", "--depth", "21"},
       "error: --depth: expected a whole number from 0 to 20, got '21'; see arbiter perft "
       "--help\n"},
      {{"perft", "chess", "--foo"},
       "error: unknown option '--foo' for 'arbiter perft'; see arbiter perft --help\n"},
      // An unknown option followed by its value: the option is named, not the value.
      {{"perft", "chess", "--depht", "2"},
       "error: unknown option '--depht' for 'arbiter perft'; see arbiter perft --help\n"},
      {{"tb", "build", "chess", "--material", "KQvK", "--threads", "0"},
       "error: --threads: expected a whole number from 1 to 256, got '0'; see arbiter tb build "
       "--help\n"},
      {{"perft"}, "error: missing SPEC for 'arbiter perft'; see arbiter perft --help\n"},
      {{"tb", "build", "chess"},
       "error: missing --material for 'arbiter tb build'; see arbiter tb build --help\n"},
      {{"perft", "chess", "--depth"},
       "error: --depth: expected a value after it; see arbiter perft --help\n"},
      {{"perft", "chess", "extra"},
       "error: unexpected argument 'extra' for 'arbiter perft'; see arbiter perft --help\n"},
      {{"tb", "biuld", "chess"},
       "error: unknown command 'biuld' for 'arbiter tb'; expected one of build, stats, probe, "
       "claims; see arbiter tb "
       "--help\n"},
      {{"tb"},
       "error: 'arbiter tb' needs a command: one of build, stats, probe, claims; see arbiter tb "
       "--help\n"},
      {{"audit", "chess", "--format", "xml"},
       "error: --format: expected one of md, json, got 'xml'; see arbiter audit --help\n"},
      {{"play", "chess", "--moves-file", "/nonexistent/arbiter/game.pgn"},
       "error: --moves-file: file '/nonexistent/arbiter/game.pgn' does not exist; see arbiter play "
       "--help\n"},
  };
  for (const auto& [args, message] : cases) {
    const auto r = run_cli(args);
    INFO(args.front() << " ... " << args.back());
    CHECK(r.code == 2);
    CHECK(r.err == message);
    CHECK(r.out.empty());
  }
  const auto unknown = run_cli({"perfft", "chess"});
  CHECK(unknown.code == 2);
  CHECK_THAT(
      unknown.err,
      Catch::StartsWith("error: unknown command 'perfft' for 'arbiter'; expected one of spec, ") &&
          Catch::Contains("perft") && Catch::EndsWith("; see arbiter --help\n"));
}

TEST_CASE("every command group and subcommand shows its own example, --help exits 0", "[cli]") {
  // show, moves, perft and play are another file's; the groups used to inherit perft's example.
  for (const std::vector<std::string>& command :
       std::vector<std::vector<std::string>>{{"spec"},
                                             {"spec", "check"},
                                             {"spec", "stats"},
                                             {"tb"},
                                             {"tb", "build"},
                                             {"tb", "stats"},
                                             {"tb", "probe"},
                                             {"tb", "claims"},
                                             {"bench"},
                                             {"bench", "perft"},
                                             {"bench", "tb"},
                                             {"audit"}}) {
    std::string words = "arbiter";
    for (const auto& w : command) words += " " + w;
    auto args = command;
    args.push_back("--help");
    const auto help = run_cli(args);
    INFO(words);
    CHECK(help.code == 0);
    CHECK_THAT(help.out, Catch::Contains("Example: " + words + " "));
    CHECK_THAT(help.out, !Catch::Contains("arbiter perft"));
  }
}

TEST_CASE("the examples of the spec and tb groups run", "[cli][tablebase]") {
  const auto dir = std::filesystem::temp_directory_path() / "arbiter_cli_messages_examples";
  std::filesystem::remove_all(dir);
  CHECK(run_cli({"spec", "check", "chess"}).code == 0);
  CHECK(run_cli({"spec", "stats", "omega"}).code == 0);
  CHECK(run_cli({"tb", "build", "chess", "--material", "KQvK", "--out", dir.string()}).code == 0);
  const auto probe = run_cli({"tb", "probe", "chess", "--position",
                              "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1", "--tables", dir.string()});
  CHECK(probe.code == 0);
  CHECK(probe.err.empty());  // every table came from the directory
  std::filesystem::remove_all(dir);
}

TEST_CASE("the flag --version prints the project's version", "[cli]") {
  std::ifstream cmake(std::string(ARBITER_SOURCE_DIR) + "/CMakeLists.txt");
  std::stringstream text;
  text << cmake.rdbuf();
  std::smatch m;
  const std::string s = text.str();
  REQUIRE(std::regex_search(s, m, std::regex(R"(project\(arbiter VERSION ([0-9.]+))")));
  const auto r = run_cli({"--version"});
  CHECK(r.code == 0);
  CHECK(r.out == "arbiter " + m[1].str() + "\n");
}

TEST_CASE(
    "audit --sources DIR without the cited rulebook file is an error naming both (was: exit 0)",
    "[cli][audit]") {
  const auto dir = std::filesystem::temp_directory_path() / "arbiter_cli_messages_sources";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const auto spec = dir / "toy.yaml";
  std::ofstream(spec)
      << arbiter::testing::kToyBoard
      << "audit:\n  questions:\n    - {name: heir, answers: [queen, nobody]}\n  clauses:\n"
         "    - {id: A, question: heir, when: \"true\", then: queen, source: {file: toy.txt, "
         "section: \"One\", quote: \"the queen inherits\"}}\n";
  const auto missing = run_cli({"audit", spec.string(), "--sources", dir.string()});
  CHECK(missing.code == 2);
  CHECK_THAT(
      missing.err,
      Catch::Contains(spec.string() + ":") &&
          Catch::Contains("error: --sources: the rulebook file 'toy.txt' cited here is not in '" +
                          dir.string() + "'"));
  std::ofstream(dir / "toy.txt") << "One\nthe queen inherits.\n";
  CHECK(run_cli({"audit", spec.string(), "--sources", dir.string()}).code == 0);
  std::filesystem::remove_all(dir);
}
