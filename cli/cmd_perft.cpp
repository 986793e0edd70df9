// `arbiter perft SPEC --depth N [--position POS] [--divide]`: leaf counts; the last line is
// "nodes: N".
#include "cli/commands.h"
#include "cli/position_argument.h"
#include "model/notation/move_text.h"
#include "model/perft.h"

namespace arbiter::cli {

CLI::App* add_perft_command(CLI::App& app, PerftOptions& options) {
  CLI::App* cmd = app.add_subcommand("perft", "Count legal move paths to a depth");
  add_spec_arguments(*cmd, options.spec);
  cmd->add_option("--position", options.position, "position string (default: the start position)");
  cmd->add_option("--depth", options.depth, "depth in plies")->check(CLI::Range(0, 20));
  cmd->add_flag("--divide", options.divide, "print the count below each root move");
  cmd->footer("Example: arbiter perft chess --depth 4 --divide");
  return cmd;
}

int run_perft(const PerftOptions& options, std::ostream& out) {
  const auto rules = compile_spec(options.spec);
  model::Position pos = position_argument(*rules, options.position);
  std::uint64_t total = 0;
  if (options.divide && options.depth > 0) {
    for (const auto& [move, nodes] : model::perft_divide(pos, options.depth)) {
      out << model::notation::move_to_string(pos, move) << ": " << nodes << '\n';
      total += nodes;
    }
  } else {
    total = model::perft(pos, options.depth);
  }
  out << "nodes: " << total << '\n';
  return 0;
}

}  // namespace arbiter::cli
