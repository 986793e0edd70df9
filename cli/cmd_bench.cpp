// `arbiter bench perft [--quick]`: single-threaded perft speed on fixed positions of the bundled
// specs. Prints nodes, CPU seconds and leaves per CPU second for each (and the instructions per
// leaf where the system counts them), and a signature (the sum of the node counts) that changes
// only when move generation changes. Never asserts a time.
#include <algorithm>
#include <array>
#include <ctime>
#include <iomanip>
#include <optional>

#include "cli/build_description.h"
#include "cli/commands.h"
#include "cli/instruction_counter.h"
#include "cli/position_argument.h"
#include "model/perft.h"

namespace arbiter::cli {
namespace {

struct BenchCase {
  const char* label;
  const char* spec;
  const char* position;  // "" = the start position
  int depth_plies;
};

// Kiwipete: Chess Programming Wiki, "Perft Results", position 2.
constexpr std::array kPerftCases = {
    BenchCase{"chess start", "chess", "start", 6},
    BenchCase{"chess kiwipete", "chess",
              "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5},
    BenchCase{"xiangqi start", "xiangqi", "start", 5},
    BenchCase{"shogi start", "shogi", "start", 5},
    BenchCase{"omega start", "omega", "start", 4},
    BenchCase{"ajedrez123 start", "ajedrez123", "start", 4},
};

double cpu_seconds_since(std::clock_t start) {
  return static_cast<double>(std::clock() - start) / static_cast<double>(CLOCKS_PER_SEC);
}

void print_row(std::ostream& out, const std::string& label, const std::string& depth,
               std::uint64_t nodes, double seconds, std::optional<std::uint64_t> instructions) {
  const double rate = seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0;
  out << std::left << std::setw(18) << label << std::right << std::setw(6) << depth << std::setw(13)
      << nodes << std::setw(10) << std::fixed << std::setprecision(3) << seconds << std::setw(12)
      << std::setprecision(2) << rate << " M";
  if (instructions && nodes > 0)
    out << std::setw(12) << std::setprecision(0)
        << static_cast<double>(*instructions) / static_cast<double>(nodes);
  else
    out << std::setw(12) << "-";
  out << '\n';
}

}  // namespace

CLI::App* add_bench_command(CLI::App& app, BenchOptions& options) {
  CLI::App* bench = app.add_subcommand("bench", "Measure the engine's speed");
  bench->require_subcommand(1);
  bench->footer("Example: arbiter bench perft --quick\n         arbiter bench tb --quick");
  CLI::App* perft = bench->add_subcommand(
      "perft",
      "Single-threaded perft speed on chess, Kiwipete, xiangqi, shogi, Omega and Ajedrez 123");
  perft->add_flag("--quick", options.quick, "every depth one less (a smoke run of a few seconds)");
  perft->footer("Example: arbiter bench perft --quick");
  return perft;
}

int run_bench_perft(const BenchOptions& options, std::ostream& out) {
  const auto bundled = bundled_spec_names();
  out << "perft, single thread, CPU time" << (options.quick ? " (quick: depths one less)" : "")
      << '\n';
  out << "build: " << build_description() << '\n';
  out << std::left << std::setw(18) << "case" << std::right << std::setw(6) << "depth"
      << std::setw(13) << "nodes" << std::setw(10) << "cpu s" << std::setw(14) << "leaves/cpu s"
      << std::setw(12) << "instr/leaf" << '\n';
  InstructionCounter counter;
  std::uint64_t signature = 0;
  double total_seconds = 0;
  std::optional<std::uint64_t> total_instructions =
      counter.available() ? 0 : std::optional<std::uint64_t>();
  for (const BenchCase& c : kPerftCases) {
    const int depth = c.depth_plies - (options.quick ? 1 : 0);
    if (std::find(bundled.begin(), bundled.end(), c.spec) == bundled.end()) {
      out << std::left << std::setw(18) << c.label << " skipped: no bundled spec '" << c.spec
          << "'\n";
      continue;
    }
    const auto rules = compile_spec(SpecArguments{c.spec, {}});
    model::Position pos = position_argument(*rules, c.position);
    counter.start();
    const std::clock_t start = std::clock();
    const std::uint64_t nodes = model::perft(pos, depth);
    const double seconds = cpu_seconds_since(start);
    const std::optional<std::uint64_t> instructions = counter.stop();
    print_row(out, c.label, std::to_string(depth), nodes, seconds, instructions);
    signature += nodes;
    total_seconds += seconds;
    if (total_instructions && instructions) *total_instructions += *instructions;
  }
  print_row(out, "total", "", signature, total_seconds, total_instructions);
  if (!counter.available())
    out << "instructions per leaf: not counted here (perf_event_open: " << counter.why_not()
        << ")\n";
  out << "signature: " << signature << '\n';
  return 0;
}

}  // namespace arbiter::cli
