// `arbiter position check SPEC --position POS`: every reason a position cannot stand in a game
// under the spec's rules (syntax first; then royal pieces, the last mover's safety, where pieces
// stand, castling rights), the same check every other position command makes before it works.
#include "cli/commands.h"
#include "cli/position_argument.h"

namespace arbiter::cli {

CLI::App* add_position_group(CLI::App& app, PositionCheckOptions& options) {
  CLI::App* group = app.add_subcommand("position", "Work with positions: check");
  group->require_subcommand(1);
  group->footer(
      "Example: arbiter position check chess --position \"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1\"");
  CLI::App* check = group->add_subcommand(
      "check", "Report every reason a position cannot arise under the rules (exit 2 if any)");
  add_spec_arguments(*check, options.spec);
  check->add_option("--position", options.position, "position string, or start")->required();
  check->footer(
      "Example: arbiter position check chess --position \"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1\"");
  return check;
}

int run_position_check(const PositionCheckOptions& options, std::ostream& out) {
  const auto rules = compile_spec(options.spec);
  if (options.position.find_first_not_of(" \t\r\n") == std::string::npos)
    throw UserError(input_error("the position string is empty", "a position string, or start"));
  std::vector<Diagnostic> problems = position_problems(*rules, options.position);
  if (!problems.empty()) throw UserError(std::move(problems));
  const model::Position pos = position_argument(*rules, options.position);
  out << "legal: " << model::notation::to_string(pos) << '\n';
  return 0;
}

}  // namespace arbiter::cli
