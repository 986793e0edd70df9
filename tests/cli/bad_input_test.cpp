// Bad input never crashes arbiter and never leaves it silent: seeded mutants of the bundled specs,
// of position strings, of move texts and of argument lists go through the command line
// in-process, and each run must end with exit 0, or exit 2 with an `error:` line. A crash stops the
// test binary (so does any memory or undefined-behaviour error in a sanitizer build; CI's
// sanitizer run leaves this test to the fuzz targets, for time); the counts per class are printed
// for docs/reliability.md.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "model/notation/position_string.h"
#include "tests/support/cli_run.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

using arbiter::testing::run_cli;

namespace {

struct Tally {
  int accepted = 0;  // exit 0
  int refused = 0;   // exit 2 with an error line
};

// Runs the command; fails the test unless it ends cleanly, and counts how.
void expect_clean(const std::vector<std::string>& args, Tally& tally, const std::string& input) {
  const auto run = run_cli(args);
  INFO("input: " << input);
  INFO("args: " << args[0] << " ...; stderr: " << run.err);
  if (run.code == 0) {
    ++tally.accepted;
    return;
  }
  CHECK(run.code == 2);
  CHECK(run.err.find("error:") != std::string::npos);
  ++tally.refused;
}

void report(const char* what, const Tally& tally) {
  std::cout << "bad input, " << what << ": " << tally.accepted + tally.refused << " runs, "
            << tally.refused << " clean errors (exit 2), " << tally.accepted
            << " accepted (exit 0), 0 crashes\n";
}

// Numbers a user might type anywhere a number goes.
const std::vector<std::string> kOddNumbers = {
    "0", "-1", "1", "2147483647", "-2147483648", "4294967296", "99999999999", "1e9", "0x10", "3.5"};
// Text a user might type anywhere a word goes.
const std::vector<std::string> kOddWords = {"",   " ",  "[",    "]",  "{",   "}",  ":",    "-",
                                            "/",  "~",  "\"",   "'",  "#",   "..", "a1..", "null",
                                            "~~", "\t", "king", "e1", "zz9", "*"};

std::string random_of(const std::vector<std::string>& items, std::mt19937_64& random) {
  return items[std::uniform_int_distribution<std::size_t>(0, items.size() - 1)(random)];
}

// One mutation of a text: a line dropped or doubled, a number or a word replaced, a character
// changed, or two lines swapped.
std::string mutate(std::string text, std::mt19937_64& random) {
  std::vector<std::string> lines;
  for (std::size_t start = 0; start <= text.size();) {
    const auto end = text.find('\n', start);
    lines.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  auto pick = [&](std::size_t n) {
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
  };
  std::string& line = lines[pick(lines.size())];
  switch (pick(6)) {
    case 0:
      line.clear();
      break;
    case 1:
      line += "\n" + line;
      break;
    case 2: {
      const auto digit = line.find_first_of("0123456789");
      if (digit != std::string::npos) {
        const auto end = line.find_first_not_of("0123456789", digit);
        line.replace(digit, end == std::string::npos ? std::string::npos : end - digit,
                     random_of(kOddNumbers, random));
      }
      break;
    }
    case 3: {
      const auto space = line.rfind(' ');
      if (space != std::string::npos)
        line = line.substr(0, space + 1) + random_of(kOddWords, random);
      break;
    }
    case 4:
      if (!line.empty()) line[pick(line.size())] = "x:[]{},-0 9\"#"[pick(13)];
      break;
    default:
      std::swap(line, lines[pick(lines.size())]);
      break;
  }
  std::string result;
  for (std::size_t i = 0; i < lines.size(); ++i) result += (i ? "\n" : "") + lines[i];
  return result;
}

}  // namespace

TEST_CASE("mutated specs end in a clean error or a working spec", "[cli][bad_input]") {
  const std::uint64_t seed = 2026112601;
  INFO("seed " << seed);
  std::mt19937_64 random(seed);
  const auto path = std::filesystem::temp_directory_path() / "arbiter_bad_input_spec.yaml";
  Tally tally;
  const int per_spec = arbiter::testing::sample_size(60);
  for (const char* name : {"chess", "xiangqi", "shogi", "glinski", "omega"}) {
    const std::string original =
        arbiter::testing::source_text(std::string("specs/") + name + ".yaml");
    for (int i = 0; i < per_spec; ++i) {
      std::string text = original;
      const int mutations = 1 + static_cast<int>(random() % 3);
      for (int m = 0; m < mutations; ++m) text = mutate(text, random);
      std::ofstream(path, std::ios::trunc) << text;
      expect_clean({"spec", "check", path.string()}, tally,
                   name + std::string(" mutant ") + std::to_string(i));
      // A mutant that loads must also work: its moves, and a shallow count.
      expect_clean({"moves", path.string()}, tally,
                   name + std::string(" mutant ") + std::to_string(i));
      expect_clean({"perft", path.string(), "--depth", "2"}, tally,
                   name + std::string(" mutant ") + std::to_string(i));
    }
  }
  std::filesystem::remove(path);
  report("specs", tally);
}

TEST_CASE("mutated position strings end in a clean error or a legal position", "[cli][bad_input]") {
  const std::uint64_t seed = 2026112602;
  INFO("seed " << seed);
  std::mt19937_64 random(seed);
  const std::vector<std::pair<std::string, std::string>> positions = {
      {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
      {"chess", "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2"},
      {"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
      {"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
      {"glinski", "start"},
      {"omega", "start"},
      {"ajedrez123", "start"},
  };
  const std::vector<std::string> inserts = {"/", "9", "0", "99999999999", "K", "k", "~",
                                            "[", "]", "-", " ",           "@", ",", "+"};
  Tally tally;
  const int per_position = arbiter::testing::sample_size(40);
  for (const auto& [spec, original] : positions) {
    const std::string base =
        original == "start"
            ? arbiter::model::notation::to_string(
                  arbiter::model::notation::start_position(*arbiter::testing::bundled_rules(spec)))
            : original;
    for (int i = 0; i < per_position; ++i) {
      std::string text = base;
      const auto at = std::uniform_int_distribution<std::size_t>(0, text.size() - 1)(random);
      switch (random() % 3) {
        case 0:
          text.erase(at, 1 + random() % 3);
          break;
        case 1:
          text.insert(at, random_of(inserts, random));
          break;
        default:
          text[at] = random_of(inserts, random)[0];
          break;
      }
      expect_clean({"moves", spec, "--position", text}, tally, spec + " " + text);
      expect_clean({"position", "check", spec, "--position", text}, tally, spec + " " + text);
    }
  }
  report("positions", tally);
}

TEST_CASE("random move texts end in a clean error or a replayed game", "[cli][bad_input]") {
  const std::uint64_t seed = 2026112603;
  INFO("seed " << seed);
  std::mt19937_64 random(seed);
  const std::vector<std::string> tokens = {
      "e4",   "e5",  "Nf3", "Nc6", "O-O",  "0-0-0", "e8=Q", "exd5",          "1.",   "1...", "{",
      "}",    "(",   ")",   "1-0", "0000", "$1",    "e2e4", "e7e5",          "P*5e", "Kxe8", "zz",
      "e9e1", ">[]", "=",   "+",   "#",    ";",     "\n",   "[Event \"x\"]", "--",   "a1a1"};
  Tally tally;
  const int games = arbiter::testing::sample_size(150);
  for (int g = 0; g < games; ++g) {
    std::string text;
    const int length = 1 + static_cast<int>(random() % 8);
    for (int t = 0; t < length; ++t) text += random_of(tokens, random) + " ";
    expect_clean({"play", "chess", "--moves", text}, tally, text);
  }
  report("moves", tally);
}

TEST_CASE("random argument lists end in a clean error or help or a result", "[cli][bad_input]") {
  const std::uint64_t seed = 2026112604;
  INFO("seed " << seed);
  std::mt19937_64 random(seed);
  const std::vector<std::string> words = {
      "spec",    "check",      "stats",    "show",         "moves",
      "perft",   "play",       "tb",       "probe",        "build",
      "audit",   "position",   "chess",    "xiangqi",      "nosuch",
      "--depth", "--position", "--moves",  "--option",     "--material",
      "KQK",     "KvK",        "abc",      "-1",           "3",
      "--help",  "--divide",   "--tables", "/nonexistent", "",
      "x=y",     "--format",   "json",     "--quiet",      "--allow-illegal",
      "start"};
  Tally tally;
  const int runs = arbiter::testing::sample_size(200);
  for (int r = 0; r < runs; ++r) {
    std::vector<std::string> args;
    const int length = 1 + static_cast<int>(random() % 6);
    std::string shown;
    for (int t = 0; t < length; ++t) {
      args.push_back(random_of(words, random));
      shown += "'" + args.back() + "' ";
    }
    // Never build tables or run audits here: keep each run short.
    bool heavy = false;
    for (const auto& a : args)
      heavy = heavy || a == "build" || a == "audit" || a == "probe" || a == "stats" || a == "perft";
    if (heavy) continue;
    expect_clean(args, tally, shown);
  }
  report("arguments", tally);
}
