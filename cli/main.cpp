// arbiter: checks the rulebooks of chess variants. main builds the command line, dispatches to
// the parsed subcommand and maps errors to exit codes: 0 success, 2 bad input (usage, specs,
// positions, moves), 3 internal error.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.h"

int main(int argc, char** argv) {
  using namespace arbiter::cli;
  CLI::App app{"arbiter: compiles chess-variant rulebooks into engines and checks them"};
  app.require_subcommand(1);
  app.footer("Example: arbiter perft chess --depth 3");

  SpecCheckOptions spec_check;
  MovesOptions moves;
  PerftOptions perft;
  CLI::App* spec_check_cmd = add_spec_command(app, spec_check);
  CLI::App* moves_cmd = add_moves_command(app, moves);
  CLI::App* perft_cmd = add_perft_command(app, perft);

  try {
    app.parse(argc, argv);
    if (spec_check_cmd->parsed()) return run_spec_check(spec_check, std::cout);
    if (moves_cmd->parsed()) return run_moves(moves, std::cout);
    if (perft_cmd->parsed()) return run_perft(perft, std::cout);
    return 2;
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  } catch (const arbiter::UserError& e) {
    for (const auto& d : e.diagnostics()) std::cerr << d.to_string() << '\n';
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "internal error: " << e.what() << "; please report it\n";
    return 3;
  }
}
