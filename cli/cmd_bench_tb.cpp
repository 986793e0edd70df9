// `arbiter bench tb [--quick]`: endgame table build speed (issue 6's targets: KBNK on chess with
// distance to mate under one CPU-second; every Omega table of four pieces under 60 s on two
// cores). Prints wall and CPU seconds (all threads) per table, with its sub-tables, and a
// signature (the sum of the wins) that changes only when the tables change. Never asserts a time.
// `--threads 1` gives the CPU time of one core without the threads' coordination.
#include <chrono>
#include <ctime>
#include <iomanip>

#include "cli/commands.h"
#include "solver/tablebase/stats.h"
#include "solver/tablebase/tablebases.h"

namespace arbiter::cli {
namespace {

namespace tb = solver::tablebase;

struct TableCase {
  const char* spec;
  const char* material;
  bool quick;  // part of the quick run
};

constexpr TableCase kCases[] = {
    {"chess", "KRvK", true},  {"omega", "KQvK", true},  {"chess", "KBNvK", false},
    {"omega", "KCNvK", false},
};

}  // namespace

CLI::App* add_bench_tb_command(CLI::App& bench, BenchOptions& options) {
  CLI::App* cmd = bench.add_subcommand("tb", "Endgame table build speed: chess KBNK, an Omega table of four pieces");
  cmd->add_flag("--quick", options.quick, "three-piece tables only (a smoke run of a few seconds)");
  cmd->add_option("--threads", options.threads, "worker threads (default: every core)")->check(CLI::Range(1, 256));
  cmd->footer("Example: arbiter bench tb --quick");
  return cmd;
}

int run_bench_tb(const BenchOptions& options, std::ostream& out) {
  out << "endgame tables with sub-tables, "
      << (options.threads == 0 ? std::string("every core") : std::to_string(options.threads) + " thread(s)")
      << (options.quick ? " (quick: three pieces)" : "") << '\n';
  out << std::left << std::setw(8) << "spec" << std::setw(9) << "material" << std::right << std::setw(13)
      << "entries" << std::setw(10) << "wall s" << std::setw(10) << "cpu s" << '\n';
  std::uint64_t signature = 0;
  for (const TableCase& c : kCases) {
    if (options.quick && !c.quick) continue;
    const auto rules = compile_spec(SpecArguments{c.spec, {}});
    tb::Tablebases tables(rules, tb::identify(*rules, 0));
    const auto material = tb::Material::parse(*rules, c.material);
    const auto wall_start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    tb::BuildControl control;
    control.threads = options.threads;
    const tb::Table& table = tables.require(material, control);
    const double cpu = static_cast<double>(std::clock() - cpu_start) / static_cast<double>(CLOCKS_PER_SEC);
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
    for (const auto& side : tb::table_stats(table).sides) signature += side.wins;
    out << std::left << std::setw(8) << c.spec << std::setw(9) << c.material << std::right << std::setw(13)
        << table.index().size() << std::setw(10) << std::fixed << std::setprecision(2) << wall << std::setw(10) << cpu
        << '\n';
  }
  out << "signature: " << signature << '\n';
  return 0;
}

}  // namespace arbiter::cli
