// `arbiter compose SPEC --stip #n --material M [--count N] [--seed S] [--out FILE] [--tables DIR]
// [--allow-loud-key] [--allow-duals] [--max-draws D]`: sound direct mates composed from an
// endgame table (puzzles/table_composer.h), written as a collection: one block a problem with
// its spec, position string, stipulation, diagram, full solution and how it was found.
#include <ctime>
#include <filesystem>
#include <sstream>

#include "cli/commands.h"
#include "cli/output_file.h"
#include "cli/solution_report.h"
#include "cli/tb_control.h"
#include "model/notation/diagram.h"
#include "model/notation/position_string.h"
#include "model/notation/san.h"
#include "puzzles/table_composer.h"

namespace arbiter::cli {
namespace {

namespace tb = solver::tablebase;

// A text block indented by `indent` spaces a line, for a YAML literal block.
std::string indented(const std::string& text, int indent) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line))
    out += std::string(static_cast<std::size_t>(indent), ' ') + line + '\n';
  return out;
}

// The stipulation's n: "#2" -> 2; anything else is refused naming the token.
int mate_moves(const std::string& text) {
  const puzzles::Stipulation stip = puzzles::parse_stipulation(text);
  if (stip.play != puzzles::Play::Direct || stip.goal != puzzles::Goal::Mate)
    throw UserError(input_error("--stip " + text + ": compose makes direct mates only",
                                "#n, e.g. #2 (help and self play are to come)"));
  return stip.moves;
}

}  // namespace

CLI::App* add_compose_command(CLI::App& app, ComposeOptions& options) {
  CLI::App* cmd = app.add_subcommand(
      "compose", "compose sound direct mates (#n) from an endgame table, re-solved by the search");
  add_spec_arguments(*cmd, options.spec);
  cmd->add_option("--stip", options.stipulation, "the stipulation: #n")->required();
  cmd->add_option("--material", options.material,
                  "the material, as tables name it (e.g. KQvK, KRBvKN)")
      ->required();
  cmd->add_option("--count", options.count, "problems wanted (default 10)")
      ->check(CLI::Range(1, 10000));
  cmd->add_option("--seed", options.seed, "seed of the random draws (default 1)");
  cmd->add_option("--max-draws", options.max_draws,
                  "table entries drawn before giving up (default 2000000)")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  cmd->add_option("--out", options.out, "write the collection to this file (default: stdout)");
  cmd->add_option("--tables", options.tables,
                  "directory of table files, read if there (tables are built in memory otherwise)");
  cmd->add_flag("--allow-loud-key", options.allow_loud_key,
                "keep keys that check or capture (by default they are rejected)");
  cmd->add_flag("--allow-duals", options.allow_duals,
                "keep problems with a dual in the solution tree (by default rejected)");
  cmd->add_option("--threads", options.threads, "table build workers (default: every core)")
      ->check(CLI::Range(0, 1024));
  cmd->add_flag("--quiet", options.quiet, "no progress line on the terminal");
  cmd->footer(
      "Example: arbiter compose chess --stip '#2' --material KQRvK --count 5 --seed 7\n"
      "Example: arbiter compose omega --stip '#3' --material KQvK --out omega-3.yaml");
  return cmd;
}

int run_compose(const ComposeOptions& options, std::ostream& out, std::ostream& err) {
  const int moves = mate_moves(options.stipulation);
  const auto rules = compile_spec(options.spec);
  if (rules->player_count() != 2)
    throw UserError(input_error("compose: problems are defined for two players; this spec has " +
                                    std::to_string(rules->player_count()),
                                "a spec of two players"));
  const tb::Material material = tb::Material::parse(*rules, options.material);
  if (!options.tables.empty() && !std::filesystem::is_directory(options.tables))
    throw UserError(input_error("--tables: no directory '" + options.tables + "'",
                                "a directory of table files written by `arbiter tb build`"));
  tb::Tablebases tables(rules, tb::identify(*rules, spec_text_hash(options.spec.spec)),
                        options.tables);
  puzzles::CompositionRequest request;
  request.moves = moves;
  request.count = options.count;
  request.seed = options.seed;
  request.max_draws = options.max_draws;
  request.quiet_key = !options.allow_loud_key;
  request.no_duals = !options.allow_duals;
  const std::clock_t started = std::clock();
  return interruptible(options.threads, options.quiet, err, [&](const tb::BuildControl& control) {
    puzzles::CompositionStats stats;
    const auto progress = [&](std::uint64_t draws, int found) {
      if (control.progress)
        control.progress({material.name(*rules),
                          "compose #" + std::to_string(moves) + ", " + std::to_string(found) +
                              " found, entries drawn",
                          draws, request.max_draws});
    };
    const std::vector<puzzles::ComposedProblem> problems = puzzles::compose_from_table(
        tables, material, request, control, stats, control.cancel, progress);
    clear_progress(control);
    const bool interrupted = control.cancelled();
    const double cpu = static_cast<double>(std::clock() - started) / CLOCKS_PER_SEC;

    std::ostringstream text;
    text << "# arbiter compose " << options.spec.spec << " --stip '" << options.stipulation
         << "' --material " << options.material << " --seed " << options.seed << "\n"
         << "# " << problems.size() << " of " << options.count << " problems; " << stats.draws
         << " entries drawn, " << stats.mates_in_n << " legal mates in exactly " << moves
         << " with the first player to move, " << stats.unique_keys << " with one key, "
         << stats.loud_keys << " rejected for a checking or capturing key, " << stats.with_duals
         << " for a dual, " << stats.repeats << " repeated\n";
    int number = 0;
    // The diagram's block states its indentation (|2): an Omega diagram's first line begins
    // with spaces, which YAML would otherwise take as the block's indentation.
    for (const puzzles::ComposedProblem& p : problems) {
      std::ostringstream solution;
      print_key(solution, p.position, p.key);
      text << "- problem: " << ++number << "\n"
           << "  spec: " << rules->variant() << "\n"
           << "  position: \"" << model::notation::to_string(p.position) << "\"\n"
           << "  stipulation: \"#" << moves << "\"\n"
           << "  key: \"" << model::notation::move_to_san(p.position, p.key.move) << "\"\n"
           << "  found: \"endgame table " << material.name(*rules) << ", entry " << p.entry
           << ": mate in exactly " << moves << ", one move alone keeps it; re-solved by the "
           << "search: one key" << (request.no_duals ? ", no dual" : "") << "\"\n"
           << "  diagram: |2\n"
           << indented(model::notation::render_board(p.position), 4) << "  solution: |\n"
           << indented(solution.str(), 4);
    }
    if (options.out.empty())
      out << text.str();
    else
      write_file_atomically(options.out, text.str());
    err << "compose: " << problems.size() << " problems in " << cpu << " CPU-s"
        << (options.out.empty() ? "" : "; written: " + options.out) << '\n';
    if (interrupted) {
      err << "compose: interrupted; the problems found before are kept\n";
      return 130;
    }
    if (problems.size() < static_cast<std::size_t>(options.count))
      err << "compose: only " << problems.size() << " of " << options.count << " found in "
          << stats.draws << " draws (raise --max-draws, allow loud keys or duals, or change the "
          << "material)\n";
    return 0;
  });
}

}  // namespace arbiter::cli
