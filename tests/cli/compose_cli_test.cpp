// `arbiter compose`: a collection written atomically to --out, each of its problems solved again
// by `arbiter solve` (sound, the same key); what compose does not make is refused with exit 2.
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "tests/support/cli_run.h"
#include "tests/support/temp_file.h"

using arbiter::testing::run_cli;
using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;

TEST_CASE("compose writes a collection whose every problem solve calls sound", "[cli][compose]") {
  // The file exists before: it is replaced whole.
  const arbiter::testing::TempFile file("arbiter_compose_cli_test.yaml", "old text\n");
  const auto run = run_cli({"compose", "chess", "--stip", "#2", "--material", "KRvK", "--count",
                            "3", "--seed", "11", "--out", file.path(), "--quiet"});
  INFO(run.err);
  REQUIRE(run.code == 0);
  CHECK(run.out.empty());
  CHECK_THAT(run.err, Contains("compose: 3 problems") && Contains("written: " + file.path()));
  const YAML::Node collection = YAML::LoadFile(file.path());
  REQUIRE(collection.IsSequence());
  REQUIRE(collection.size() == 3);
  for (const YAML::Node& problem : collection) {
    const std::string position = problem["position"].as<std::string>();
    INFO(position);
    CHECK(problem["spec"].as<std::string>() == "chess");
    CHECK(problem["stipulation"].as<std::string>() == "#2");
    CHECK_THAT(problem["found"].as<std::string>(), StartsWith("endgame table KRvK, entry "));
    CHECK_THAT(problem["diagram"].as<std::string>(), Contains("a b c d e f g h"));
    const auto solved =
        run_cli({"solve", "chess", "--position", position, "--stip", "#2", "--tree", "full"});
    REQUIRE(solved.code == 0);
    CHECK_THAT(solved.out, Contains("verdict: sound") && EndsWith("solutions: 1\n"));
    // The collection's solution is the solver's tree, key first.
    const std::string solution = problem["solution"].as<std::string>();
    CHECK_THAT(solution, StartsWith("1." + problem["key"].as<std::string>() + "!"));
    CHECK_THAT(solved.out, Contains(solution));
  }
}

TEST_CASE("compose prints to stdout, and the same seed gives the same collection",
          "[cli][compose]") {
  const std::vector<std::string> args = {"compose", "omega",   "--stip", "#2",     "--material",
                                         "KQvK",    "--count", "2",      "--quiet"};
  const auto first = run_cli(args);
  const auto again = run_cli(args);
  REQUIRE(first.code == 0);
  CHECK_THAT(first.out, StartsWith("# arbiter compose omega --stip '#2' --material KQvK"));
  CHECK(first.out == again.out);
}

TEST_CASE("compose writes a series mover's solution in series numbering", "[cli][compose]") {
  const auto series = run_cli({"compose", "chess", "--stip", "ser-h#3", "--material", "KRBvKP",
                               "--picture", "model", "--count", "1", "--quiet"});
  REQUIRE(series.code == 0);
  CHECK_THAT(series.out, Contains("stipulation: \"ser-h#3\""));
  CHECK_THAT(series.out, Contains("4 single moves taken back"));
  // The second player's three moves numbered 1 to 3, the first player's mate after the third:
  // "1.Kb6 2.Kc5 3.Kd5 Rg5#", never the alternating "1...Kb6 2.Kc5 Kd5".
  CHECK_THAT(series.out, Contains("    1.") && Contains(" 2.") && Contains(" 3."));
  CHECK_THAT(series.out, !Contains("1..."));
}

TEST_CASE("compose refuses other stipulations, bad material and three players with exit 2",
          "[cli][compose]") {
  const auto self = run_cli({"compose", "chess", "--stip", "s#2", "--material", "KQvK"});
  CHECK(self.code == 2);
  CHECK_THAT(self.err,
             Contains("--stip s#2: compose makes direct mates, helpmates and series movers only"));
  const auto help =
      run_cli({"compose", "chess", "--stip", "h#2", "--material", "KQvK", "--source", "table"});
  CHECK(help.code == 2);
  CHECK_THAT(help.err, Contains("--source table: endgame tables make direct mates only"));
  const auto source =
      run_cli({"compose", "chess", "--stip", "h#2", "--material", "KQvK", "--source", "retro"});
  CHECK(source.code == 2);
  CHECK_THAT(source.err, Contains("retro"));
  const auto picture =
      run_cli({"compose", "chess", "--stip", "h#2", "--material", "KQvK", "--picture", "ideal"});
  CHECK(picture.code == 2);
  CHECK_THAT(picture.err, Contains("ideal"));
  const auto cell =
      run_cli({"compose", "chess", "--stip", "h#2", "--material", "KQvK", "--royal-cell", "z9"});
  CHECK(cell.code == 2);
  CHECK_THAT(cell.err, Contains("--royal-cell: no cell 'z9'"));
  const auto succession = run_cli({"compose", "ajedrez123", "--stip", "h#2", "--material", "KQvK"});
  CHECK(succession.code == 2);
  CHECK_THAT(succession.err, Contains("the Z3 placement does not cover succession"));
  const auto bad = run_cli({"compose", "chess", "--stip", "#x", "--material", "KQvK"});
  CHECK(bad.code == 2);
  CHECK_THAT(bad.err, Contains("#x"));
  const auto material = run_cli({"compose", "chess", "--stip", "#2", "--material", "KZvK"});
  CHECK(material.code == 2);
  CHECK_THAT(material.err, Contains("KZvK"));
  const std::string three =
      std::string(ARBITER_SOURCE_DIR) + "/tests/model/data/differential/three.yaml";
  const auto players = run_cli({"compose", three, "--stip", "#2", "--material", "KvK"});
  CHECK(players.code == 2);
  CHECK_THAT(players.err, Contains("problems are defined for two players; this spec has 3"));
  const std::string nowhere =
      (std::filesystem::temp_directory_path() / "arbiter-no-dir" / "x.yaml").string();
  const auto unwritable = run_cli({"compose", "chess", "--stip", "#2", "--material", "KRvK",
                                   "--count", "1", "--out", nowhere, "--quiet"});
  CHECK(unwritable.code == 2);
  CHECK_THAT(unwritable.err, Contains(nowhere));
}

TEST_CASE("compose makes helpmates from Z3 pictures, each one solve calls sound",
          "[cli][compose][picture]") {
  const std::string out =
      (std::filesystem::temp_directory_path() / "arbiter-compose-h2.yaml").string();
  std::filesystem::remove(out);
  const auto made =
      run_cli({"compose", "chess", "--stip", "h#2", "--material", "KRNvKP", "--picture", "pure",
               "--royal-cell", "e8", "--count", "2", "--seed", "3", "--out", out, "--quiet"});
  REQUIRE(made.code == 0);
  const YAML::Node collection = YAML::LoadFile(out);
  REQUIRE(collection.size() == 2);
  for (const YAML::Node& problem : collection) {
    const std::string position = problem["position"].as<std::string>();
    INFO(position);
    CHECK_THAT(problem["found"].as<std::string>(), Contains("pure mating picture KRNvKP"));
    const auto solved = run_cli({"solve", "chess", "--position", position, "--stip", "h#2"});
    CHECK(solved.code == 0);
    CHECK_THAT(solved.out, Contains("sound"));
    CHECK_THAT(solved.out, Contains(problem["solution"].as<std::string>().substr(0, 8)));
  }
  std::filesystem::remove(out);
}

TEST_CASE("compose --extra: pictures with up to these pieces more, each problem sound",
          "[cli][compose][picture]") {
  const auto made = run_cli({"compose", "chess", "--stip", "h#2", "--material", "KRNvK", "--extra",
                             "vPP", "--picture", "pure", "--royal-cell", "e8", "--count", "2",
                             "--seed", "3", "--quiet"});
  INFO(made.err);
  REQUIRE(made.code == 0);
  CHECK_THAT(made.out, StartsWith("# arbiter compose chess --stip 'h#2' --material KRNvK --extra "
                                  "vPP --source pictures"));
  const YAML::Node collection = YAML::Load(made.out);
  REQUIRE(collection.size() == 2);
  for (const YAML::Node& problem : collection) {
    const std::string position = problem["position"].as<std::string>();
    INFO(position);
    CHECK_THAT(problem["found"].as<std::string>(),
               Contains("pure mating picture KRNvK plus up to vPP placed by Z3"));
    const auto solved = run_cli({"solve", "chess", "--position", position, "--stip", "h#2"});
    CHECK(solved.code == 0);
    CHECK_THAT(solved.out, Contains("verdict: sound"));
    CHECK_THAT(solved.out, Contains(problem["solution"].as<std::string>().substr(0, 8)));
  }
  const auto help = run_cli({"compose", "--help"});
  CHECK_THAT(help.out, Contains("--extra"));
}

TEST_CASE("compose refuses --extra with the table source and a bad --extra with exit 2",
          "[cli][compose]") {
  const auto table = run_cli(
      {"compose", "chess", "--stip", "#2", "--material", "KQvK", "--extra", "vP", "--quiet"});
  CHECK(table.code == 2);
  CHECK_THAT(table.err, Contains("--extra vP: endgame tables have one material"));
  const auto letter = run_cli(
      {"compose", "chess", "--stip", "h#2", "--material", "KQvK", "--extra", "vPZ", "--quiet"});
  CHECK(letter.code == 2);
  CHECK_THAT(letter.err, Contains("--extra: material \"vPZ\": \"Z\" is not a piece letter"));
  const auto royal = run_cli(
      {"compose", "chess", "--stip", "h#2", "--material", "KQvK", "--extra", "vK", "--quiet"});
  CHECK(royal.code == 2);
  CHECK_THAT(royal.err, Contains("the extra material has a royal piece (vK)"));
}
