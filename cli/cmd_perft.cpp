// `arbiter perft SPEC --depth N [--position POS] [--divide]`: leaf counts; the last line is
// "nodes: N".
#include <unistd.h>

#include <iostream>

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
  // On a terminal, long counts show which root move is being searched (on stderr, erased at the
  // end); elsewhere (pipes, tests, CI) nothing is added. Ctrl-C stops the count; nothing is
  // written to disk.
  const bool show_progress = options.depth >= 5 && isatty(STDERR_FILENO) != 0;
  model::RootProgress progress;
  if (show_progress) {
    progress = [&](std::size_t index, std::size_t total, model::Move move) {
      std::cerr << "\rperft: root move " << index + 1 << "/" << total << " ("
                << model::notation::move_to_string(pos, move) << ")   " << std::flush;
    };
  }
  std::uint64_t total = 0;
  if (options.depth > 0) {
    const auto divided = model::perft_divide(pos, options.depth, progress);
    if (show_progress) std::cerr << "\r\033[K" << std::flush;
    for (const auto& [move, nodes] : divided) {
      if (options.divide) out << model::notation::move_to_string(pos, move) << ": " << nodes << '\n';
      total += nodes;
    }
  } else {
    total = model::perft(pos, options.depth);
  }
  out << "nodes: " << total << '\n';
  return 0;
}

}  // namespace arbiter::cli
