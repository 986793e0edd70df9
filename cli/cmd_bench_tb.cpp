// `arbiter bench tb [--quick] [--only MATERIAL,...]`: endgame table build speed (issue 6's targets:
// KBNK on chess with distance to mate under one CPU-second; every Omega table of four pieces under
// 60 s on two cores). Prints wall and CPU seconds (all threads) per table: its sub-tables (the
// tables its captures and promotions lead to) first, then the table alone; and a signature (the sum
// of the wins) that changes only when the tables change. Never asserts a time.
// `--threads 1` gives the CPU time of one core without the threads' coordination; `--only KBNvK`
// times that table alone, as scripts/compare-syzygy.sh does beside the Syzygy generator.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <iomanip>

#include "cli/build_description.h"
#include "cli/commands.h"
#include "solver/tablebase/stats.h"
#include "solver/tablebase/succession.h"
#include "solver/tablebase/tablebases.h"

namespace arbiter::cli {
namespace {

namespace tb = solver::tablebase;

struct TableCase {
  const char* spec;
  const char* material;
  bool quick;  // part of the quick run
};

// Omega KQvKP is the slowest of its four-piece tables: the pawn's six promotion choices lead to
// six sub-tables of the same size, all built here.
constexpr TableCase kCases[] = {
    {"chess", "KRvK", true},   {"omega", "KQvK", true},   {"chess", "KBNvK", false},
    {"omega", "KCNvK", false}, {"omega", "KQvKP", false},
};

struct Seconds {
  double wall = 0;
  double cpu = 0;  // all threads
};

template <typename Work>
Seconds timed(Work&& work) {
  const auto wall_start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  work();
  return {std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count(),
          static_cast<double>(std::clock() - cpu_start) / static_cast<double>(CLOCKS_PER_SEC)};
}

}  // namespace

CLI::App* add_bench_tb_command(CLI::App& bench, BenchOptions& options) {
  CLI::App* cmd = bench.add_subcommand(
      "tb", "Endgame table build speed: chess KBNK, Omega tables of four pieces");
  cmd->add_flag("--quick", options.quick, "three-piece tables only (a smoke run of a few seconds)");
  cmd->add_option("--threads", options.threads, "worker threads (default: every core)")
      ->check(CLI::Range(1, 256));
  cmd->add_option("--only", options.only, "only these tables, by material (comma-separated)")
      ->delimiter(',');
  cmd->footer(
      "Example: arbiter bench tb --quick\n"
      "Example: arbiter bench tb --threads 1 --only KBNvK");
  return cmd;
}

int run_bench_tb(const BenchOptions& options, std::ostream& out) {
  auto chosen = [&](const TableCase& c) {
    return options.only.empty() ||
           std::find(options.only.begin(), options.only.end(), c.material) != options.only.end();
  };
  for (const std::string& name : options.only)
    if (std::none_of(std::begin(kCases), std::end(kCases),
                     [&](const TableCase& c) { return name == c.material; })) {
      std::string known;
      for (const TableCase& c : kCases)
        known += (known.empty() ? "" : ", ") + std::string(c.material);
      throw UserError(input_error("bench tb --only: no bench table '" + name + "'",
                                  "one of " + known + " (comma-separated)"));
    }
  out << "endgame tables with sub-tables, "
      << (options.threads == 0 ? std::string("every core")
                               : std::to_string(options.threads) + " thread(s)")
      << (options.quick ? " (quick: three pieces)" : "") << '\n';
  out << "build: " << build_description() << '\n';
  out << std::left << std::setw(8) << "spec" << std::setw(9) << "material" << std::right
      << std::setw(13) << "entries" << std::setw(10) << "wall s" << std::setw(10) << "cpu s"
      << std::setw(14) << "sub-tables:" << std::setw(8) << "wall s" << std::setw(10) << "cpu s"
      << '\n';
  std::uint64_t signature = 0;
  for (const TableCase& c : kCases) {
    if ((options.quick && !c.quick) || !chosen(c)) continue;
    const auto rules = compile_spec(SpecArguments{c.spec, {}});
    tb::Tablebases tables(rules, tb::identify(*rules, 0));
    const auto material = tb::Material::parse(*rules, c.material);
    tb::BuildControl control;
    control.threads = options.threads;
    const Seconds subs = timed([&] {
      for (const tb::Material& sub : tb::sub_materials(*rules, material))
        tables.require(sub, control);
    });
    const tb::Table* table = nullptr;
    const Seconds alone = timed([&] { table = &tables.require(material, control); });
    for (const auto& side : tb::table_stats(*table).sides) signature += side.wins;
    out << std::left << std::setw(8) << c.spec << std::setw(9) << c.material << std::right
        << std::setw(13) << table->index().size() << std::fixed << std::setprecision(2)
        << std::setw(10) << alone.wall << std::setw(10) << alone.cpu << std::setw(22) << subs.wall
        << std::setw(10) << subs.cpu << '\n';
  }
  out << "signature: " << signature << '\n';
  return 0;
}

}  // namespace arbiter::cli
