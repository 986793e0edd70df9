// `arbiter show SPEC [--position POS] [--option NAME=VALUE]`: a text diagram of a position with
// its game state (side to move, castling, en passant, hands, clocks, check) and position string.
#include "cli/commands.h"
#include "cli/position_argument.h"
#include "model/notation/diagram.h"

namespace arbiter::cli {

CLI::App* add_show_command(CLI::App& app, ShowOptions& options) {
  CLI::App* cmd =
      app.add_subcommand("show", "Draw a position as a text diagram with its game state");
  add_spec_arguments(*cmd, options.spec);
  cmd->add_option("--position", options.position, "position string (default: the start position)");
  add_allow_illegal(*cmd, options.allow_illegal);
  cmd->footer("Example: arbiter show chess --position \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"");
  return cmd;
}

int run_show(const ShowOptions& options, std::ostream& out) {
  const auto rules = compile_spec(options.spec);
  const model::Position pos = position_argument(*rules, options.position, options.allow_illegal);
  out << model::notation::render_position(pos);
  return 0;
}

}  // namespace arbiter::cli
