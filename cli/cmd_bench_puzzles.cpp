// `arbiter bench puzzles [--corpus FILE] [--threads N] [--max-seconds S]`: problem solving speed
// (issue 21's targets: orthodox #2 to #4 and h#2 to h#3 under 0.2 CPU-s each including the
// start of the process). Solves every problem of a corpus file (by default the published
// problems of tests/puzzles/data/published_problems.yaml) and prints per problem its CPU
// seconds (all threads), whether the solutions found equal the corpus's (computed by Popeye),
// and Popeye's CPU seconds as the corpus records them, measured on this machine. The start of
// the process is measured once (compiling the chess spec, the bulk of it) and printed apart.
// Never asserts a time.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <iomanip>
#include <set>
#include <sstream>
#include <thread>

#include "cli/build_description.h"
#include "cli/commands.h"
#include "cli/solution_report.h"
#include "cli/spec_source.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "puzzles/direct_play.h"
#include "puzzles/help_play.h"
#include "puzzles/move_relation.h"
#include "puzzles/series_play.h"
#include "puzzles/symbolic_direct.h"
#include "puzzles/symbolic_help.h"

namespace arbiter::cli {
namespace {

using puzzles::Line;
using puzzles::Play;

double cpu_since(std::clock_t start) {
  return static_cast<double>(std::clock() - start) / static_cast<double>(CLOCKS_PER_SEC);
}

// Every solution as its moves in coordinates, a series' passes made between its moves.
std::multiset<std::vector<std::string>> as_text(const model::Position& pos,
                                                const puzzles::Stipulation& stip,
                                                const std::vector<Line>& lines) {
  std::multiset<std::vector<std::string>> texts;
  for (const Line& line : lines)
    texts.insert(line_coordinates(pos, line, stip.series() ? stip.moves : 0));
  return texts;
}

}  // namespace

CLI::App* add_bench_puzzles_command(CLI::App& bench, BenchOptions& options) {
  CLI::App* cmd = bench.add_subcommand(
      "puzzles", "Problem solving speed on a corpus of published problems, beside Popeye's");
  cmd->add_option("--corpus", options.corpus,
                  "problem corpus (default: the published problems bundled with the tests)");
  cmd->add_option("--threads", options.threads, "worker threads (default: every core)")
      ->check(CLI::Range(1, 256));
  cmd->add_flag("--z3", options.z3,
                "also solve each help and series help problem with the Z3 engine (--engine z3), "
                "whose CPU seconds and agreement get a column; problems it does not cover: -");
  cmd->add_option("--only", options.only, "only these problem ids (comma-separated)")
      ->delimiter(',');
  cmd->add_flag("--exhaustive", options.exhaustive,
                "help and series play without the mate-reach pruning (its gain, side by side)");
  cmd->footer(
      "Example: arbiter bench puzzles --threads 1\n"
      "Example: arbiter bench puzzles --z3 --only kuntsche-schach-1969,molnar-problemist-1996");
  return cmd;
}

int run_bench_puzzles(const BenchOptions& options, std::ostream& out) {
  const std::string corpus =
      options.corpus.empty()
          ? std::string(ARBITER_SOURCE_ROOT) + "/tests/puzzles/data/published_problems.yaml"
          : options.corpus;
  YAML::Node doc;
  try {
    doc = YAML::LoadFile(corpus);
  } catch (const YAML::Exception& e) {
    throw UserError(input_error("corpus " + corpus + ": " + e.what(),
                                "a YAML list of problems (tests/puzzles/data)"));
  }
  const std::clock_t start_cpu = std::clock();
  const auto rules = compile_spec(SpecArguments{"chess", {}});
  const double start_seconds = cpu_since(start_cpu);
  puzzles::SearchSettings settings;
  settings.threads = options.threads > 0
                         ? options.threads
                         : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  settings.mate_reach = !options.exhaustive;
  out << "problems of " << corpus << ", " << settings.threads << " thread(s)\n";
  out << "build: " << build_description() << '\n';
  out << "start of the process (chess spec compiled): " << std::fixed << std::setprecision(3)
      << start_seconds << " CPU-s, to add to each problem's time\n";
  out << std::left << std::setw(40) << "problem" << std::setw(10) << "stip" << std::right
      << std::setw(10) << "arbiter" << std::setw(10) << "Popeye" << std::setw(12) << "solutions"
      << "  agrees" << (options.z3 ? "        Z3  agrees" : "") << "\n";
  int agree = 0, total = 0, z3_total = 0, z3_agree = 0;
  double ours = 0, theirs = 0, z3_seconds = 0;
  for (const YAML::Node& n : doc) {
    const std::string id = n["id"].as<std::string>();
    if (!options.only.empty() &&
        std::find(options.only.begin(), options.only.end(), id) == options.only.end())
      continue;
    const puzzles::Stipulation stip =
        puzzles::parse_stipulation(n["stipulation"].as<std::string>());
    const auto parsed = model::notation::parse_position(*rules, n["position"].as<std::string>());
    if (!std::holds_alternative<model::Position>(parsed))
      throw UserError(
          input_error("corpus " + corpus + ": problem " + id + ": bad position", "a FEN position"));
    const model::Position& pos = std::get<model::Position>(parsed);
    puzzles::SearchStats stats;
    const std::clock_t started = std::clock();
    std::vector<Line> lines;
    if (stip.play == Play::Direct || stip.play == Play::Self) {
      for (const model::Move key : puzzles::direct_keys(pos, stip, stats, settings))
        lines.push_back({key});
    } else if (stip.play == Play::Help) {
      lines = puzzles::help_solutions(pos, stip, stats, settings);
    } else {
      lines = puzzles::series_solutions(pos, stip, stats, settings);
    }
    const double seconds = cpu_since(started);
    std::multiset<std::vector<std::string>> expected;
    for (const YAML::Node& line : n["solutions"]) {
      std::vector<std::string> moves;
      for (const YAML::Node& m : line) moves.push_back(m.as<std::string>());
      expected.insert(moves);
    }
    const bool agrees = as_text(pos, stip, lines) == expected;
    const double popeye = n["popeye_cpu_seconds"] ? n["popeye_cpu_seconds"].as<double>() : -1;
    ++total;
    agree += agrees;
    ours += seconds;
    theirs += popeye > 0 ? popeye : 0;
    std::ostringstream popeye_text;
    if (popeye >= 0)
      popeye_text << std::fixed << std::setprecision(3) << popeye;
    else
      popeye_text << "-";
    out << std::left << std::setw(40) << id << std::setw(10) << stip.to_string() << std::right
        << std::setw(10) << std::fixed << std::setprecision(3) << seconds << std::setw(10)
        << popeye_text.str() << std::setw(12) << lines.size() << "  "
        << (agrees ? "yes   " : "NO    ");
    if (options.z3) {
      const bool direct = puzzles::symbolic_direct_takes(stip);
      if ((puzzles::symbolic_takes(stip) || direct) && !puzzles::uncovered_rule(pos)) {
        puzzles::SearchStats z3_stats;
        const std::clock_t z3_started = std::clock();
        std::vector<Line> z3_lines;
        if (direct)
          for (const model::Move key : puzzles::symbolic_direct_keys(pos, stip, z3_stats))
            z3_lines.push_back({key});
        else
          z3_lines = puzzles::symbolic_help_solutions(pos, stip, z3_stats);
        const double z3_time = cpu_since(z3_started);
        const bool z3_agrees = as_text(pos, stip, z3_lines) == expected;
        ++z3_total;
        z3_agree += z3_agrees;
        z3_seconds += z3_time;
        out << std::setw(10) << z3_time << "  " << (z3_agrees ? "yes" : "NO");
      } else {
        out << std::setw(10) << "-";
      }
    }
    out << '\n';
  }
  out << "total: " << total << " problems, " << agree << " agree with Popeye; arbiter "
      << std::setprecision(2) << ours << " CPU-s, Popeye " << theirs
      << " CPU-s (Popeye's as recorded in the corpus)\n";
  if (options.z3)
    out << "Z3 engine: " << z3_total << " help and short direct problems, " << z3_agree
        << " agree with Popeye; " << z3_seconds << " CPU-s\n";
  return agree == total && z3_agree == z3_total ? 0 : 1;
}

}  // namespace arbiter::cli
