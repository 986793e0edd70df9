// `arbiter perft SPEC --depth N [--position POS] [--divide] [--format text|json]`: leaf counts;
// the last line is "nodes: N". As JSON: one object with the position, depth, nodes and, with
// --divide, the count below each root move.
#include <unistd.h>

#include <cstdio>
#include <iostream>

#include "cli/commands.h"
#include "cli/json_writer.h"
#include "cli/position_argument.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/perft.h"

namespace arbiter::cli {
namespace {

// Counts estimated above this many leaves (days at this engine's tens of millions of leaves per
// second) are refused before they start; above kPerftWarnLeaves a terminal is told the figure;
// above kPerftProgressLeaves (about a second in chess, many more in the larger variants) it is
// shown which root move is being counted.
constexpr double kPerftLeafLimit = 1e13;
constexpr double kPerftWarnLeaves = 1e9;
constexpr double kPerftProgressLeaves = 1e6;

// The estimated leaf count of the perft asked for; throws UserError when it is beyond reach.
double refuse_beyond_reach(model::Position& pos, int depth) {
  const double estimate = model::estimate_perft_leaves(pos, depth);
  char figure[32];
  std::snprintf(figure, sizeof figure, "%.1e", estimate);
  if (estimate > kPerftLeafLimit) {
    throw UserError(input_error("perft to depth " + std::to_string(depth) + " would count about " +
                                    figure +
                                    " leaves (estimated from the first two plies), beyond reach",
                                "a --depth whose count stays under 1e13 leaves"));
  }
  if (estimate > kPerftWarnLeaves && isatty(STDERR_FILENO) != 0)
    std::cerr << "perft: about " << figure
              << " leaves to count; this may take a long time (Ctrl-C stops)\n";
  return estimate;
}

}  // namespace

CLI::App* add_perft_command(CLI::App& app, PerftOptions& options) {
  CLI::App* cmd = app.add_subcommand("perft", "Count legal move paths to a depth");
  add_spec_arguments(*cmd, options.spec);
  cmd->add_option("--position", options.position, "position string (default: the start position)");
  add_allow_illegal(*cmd, options.allow_illegal);
  cmd->add_option("--depth", options.depth, "depth in plies")->check(CLI::Range(0, 20));
  cmd->add_flag("--divide", options.divide, "print the count below each root move");
  cmd->add_flag("--quiet", options.quiet, "no progress line on the terminal");
  add_format_option(*cmd, options.format);
  cmd->footer(
      "Example: arbiter perft chess --depth 4 --divide\n"
      "Example: arbiter perft shogi --depth 2 --format json");
  return cmd;
}

int run_perft(const PerftOptions& options, std::ostream& out) {
  const auto rules = compile_spec(options.spec);
  model::Position pos = position_argument(*rules, options.position, options.allow_illegal);
  const double estimate = refuse_beyond_reach(pos, options.depth);
  // On a terminal, long counts show which root move is being searched (on stderr, erased at the
  // end); elsewhere (pipes, tests, CI) nothing is added. Ctrl-C stops the count; nothing is
  // written to disk.
  const bool show_progress =
      !options.quiet && estimate > kPerftProgressLeaves && isatty(STDERR_FILENO) != 0;
  model::RootProgress progress;
  if (show_progress) {
    progress = [&](std::size_t index, std::size_t total, model::Move move) {
      std::cerr << "\rperft: root move " << index + 1 << "/" << total << " ("
                << model::notation::move_to_string(pos, move) << ")   " << std::flush;
    };
  }
  std::vector<std::pair<std::string, std::uint64_t>> rows;  // --divide: per root move
  std::uint64_t total = 0;
  if (options.depth > 0) {
    const auto divided = model::perft_divide(pos, options.depth, progress);
    if (show_progress) std::cerr << "\r\033[K" << std::flush;
    for (const auto& [move, nodes] : divided) {
      if (options.divide) rows.emplace_back(model::notation::move_to_string(pos, move), nodes);
      total += nodes;
    }
  } else {
    total = model::perft(pos, options.depth);
  }
  if (options.format != "json") {
    for (const auto& [name, nodes] : rows) out << name << ": " << nodes << '\n';
    out << "nodes: " << total << '\n';
    return 0;
  }
  JsonWriter json;
  json.begin_object()
      .field("position", model::notation::to_string(pos))
      .field("depth", options.depth)
      .field("nodes", total);
  if (options.divide) {
    json.key("divide").begin_object();
    for (const auto& [name, nodes] : rows) json.field(name, nodes);
    json.end_object();
  }
  out << json.end_object().str() << '\n';
  return 0;
}

}  // namespace arbiter::cli
