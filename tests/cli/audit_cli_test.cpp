// `arbiter audit`: the report's JSON shape, the file written atomically, and bad input (a quote
// not in the rulebook, a malformed condition) exiting 2 with file:line:column.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/cli_run.h"
#include "tests/support/toy_board.h"

namespace {

using Run = arbiter::testing::CliRun;

Run run_audit_cli(const std::vector<std::string>& args) { return arbiter::testing::run_cli(args); }

std::filesystem::path temp(const std::string& name) {
  return std::filesystem::temp_directory_path() / ("arbiter_audit_test_" + name);
}

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

const std::string kToy = arbiter::testing::kToyBoard + R"(audit:
  state:
    - {name: q, values: [here, gone]}
  questions:
    - {name: heir, answers: [queen, nobody]}
  clauses:
    - {id: A, question: heir, when: "q == here", then: queen, source: {file: toy.txt, section: "One", quote: "the queen inherits"}}
    - {id: B, question: heir, when: "QUERY", then: nobody, source: {file: toy.txt, section: "One", quote: "nobody inherits"}}
)";

std::string toy(const std::string& condition) {
  std::string text = kToy;
  text.replace(text.find("QUERY"), 5, condition);
  return text;
}

}  // namespace

TEST_CASE("audit writes a JSON report with the documented fields", "[cli][audit][heavy]") {
  const auto out = temp("report.json");
  const Run r = run_audit_cli({"audit", "ajedrez123", "--format", "json", "--out", out.string()});
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("contradictions") && Catch::Contains(out.string()));
  const std::string json = read(out);
  for (const char* field :
       {"\"variant\": \"ajedrez123\"", "\"findings\": [", "\"id\": \"CON-1\"",
        "\"kind\": \"contradiction\"", "\"kind\": \"gap\"", "\"kind\": \"ambiguity\"",
        "\"kind\": \"claim\"", "\"status\": \"refuted\"", "\"citations\": [",
        "\"quote\": ", "\"witness\": {\"position\": ", "\"reachable\": true",
        "\"reachable\": false", "\"note\": ", "\"state_tables\": [", "\"question\": \"heir\""})
    CHECK_THAT(json, Catch::Contains(field));
  // No temporary file is left beside the report.
  for (const auto& entry : std::filesystem::directory_iterator(out.parent_path()))
    CHECK(entry.path().filename().string().find("arbiter_audit_test_report.json.tmp") ==
          std::string::npos);
  std::filesystem::remove(out);
}

TEST_CASE("audit of a toy rulebook: a clash between two sentences, quoted, in Markdown",
          "[cli][audit]") {
  const auto dir = temp("sources");
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "toy.txt") << "One\nthe queen inherits; nobody inherits when she is gone.\n";
  const auto spec = temp("toy.yaml");
  std::ofstream(spec) << toy("true");
  const Run r = run_audit_cli({"audit", spec.string(), "--sources", dir.string()});
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("CON-1") && Catch::Contains("queen (A) against nobody (B)") &&
                        Catch::Contains("«the queen inherits»") &&
                        Catch::Contains("Minimal conflicting set: {A, B}"));
  std::ofstream(spec) << toy("q == gone");
  const Run consistent = run_audit_cli({"audit", spec.string(), "--sources", dir.string()});
  CHECK(consistent.code == 0);
  CHECK_THAT(consistent.out, Catch::Contains("0 contradictions, 0 gaps"));

  SECTION("a quote that is not in the rulebook is an input error at the citation") {
    std::ofstream(dir / "toy.txt") << "One\nthe queen inherits.\n";
    const Run bad = run_audit_cli({"audit", spec.string(), "--sources", dir.string()});
    CHECK(bad.code == 2);
    CHECK_THAT(bad.err, Catch::Contains("toy.yaml:16:") &&
                            Catch::Contains("quote not found verbatim in toy.txt") &&
                            Catch::Contains("nobody inherits"));
  }
  SECTION("a malformed condition names its line and column") {
    std::ofstream(spec) << toy("q = gone");
    const Run bad = run_audit_cli({"audit", spec.string(), "--sources", dir.string()});
    CHECK(bad.code == 2);
    // Line 16; the condition's '=' is its third character, after the opening quote.
    CHECK_THAT(bad.err,
               Catch::Contains("toy.yaml:16:") && Catch::Contains("unexpected character '='"));
  }
  SECTION("an audit position that does not parse is named at its line") {
    std::string text = toy("q == gone");
    text.replace(text.find("  state:"), 8, "  positions: [\"k2/3/K2 x\"]\n  state:");
    std::ofstream(spec) << text;
    const Run bad = run_audit_cli({"audit", spec.string(), "--sources", dir.string()});
    CHECK(bad.code == 2);
    CHECK_THAT(bad.err,
               Catch::Contains("toy.yaml:10:") && Catch::Contains("audit position does not parse"));
  }
  SECTION("an unknown variable in a condition is named") {
    std::ofstream(spec) << toy("queen == gone");
    const Run bad = run_audit_cli({"audit", spec.string(), "--sources", dir.string()});
    CHECK(bad.code == 2);
    CHECK_THAT(bad.err, Catch::Contains("unknown state variable 'queen'"));
  }
  std::filesystem::remove_all(dir);
  std::filesystem::remove(spec);
}
