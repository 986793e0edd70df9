// `arbiter compose SPEC --stip STIP --material M [--source table|pictures] [--extra X] [--count N]
// [--seed S] [--out FILE] ...`: sound problems from one of two sources, written as a collection:
// one block a problem with its spec, position string, stipulation, diagram, full solution and how
// it was found. Direct mates (#n) come from an endgame table (puzzles/table_composer.h) or from
// mating pictures; helpmates (h#n, h#n.5, h=n) and series movers (ser-#n, ser-h#n) from mating
// pictures that Z3 places and a random walk of retractions takes back
// (puzzles/picture_composer.h).
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
#include "puzzles/picture_composer.h"
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

// One problem of the collection as a YAML block.
struct Block {
  const model::Position* position = nullptr;
  std::string stipulation;
  std::string key;  // the key's SAN (none in help play)
  std::string found;
  std::string solution;
};

void write_block(std::ostream& text, const model::CompiledRules& rules, int number,
                 const Block& b) {
  // The diagram's block states its indentation (|2): an Omega diagram's first line begins with
  // spaces, which YAML would otherwise take as the block's indentation.
  text << "- problem: " << number << "\n"
       << "  spec: " << rules.variant() << "\n"
       << "  position: \"" << model::notation::to_string(*b.position) << "\"\n"
       << "  stipulation: \"" << b.stipulation << "\"\n"
       << (b.key.empty() ? "" : "  key: \"" + b.key + "\"\n") << "  found: \"" << b.found << "\"\n"
       << "  diagram: |2\n"
       << indented(model::notation::render_board(*b.position), 4) << "  solution: |\n"
       << indented(b.solution, 4);
}

// Writes the collection to --out (through a temporary file and a rename) or `out`, and reports.
int finish(const ComposeOptions& options, const std::string& text, std::size_t found, double cpu,
           bool interrupted, const std::string& shortfall, std::ostream& out, std::ostream& err) {
  if (options.out.empty())
    out << text;
  else
    write_file_atomically(options.out, text);
  err << "compose: " << found << " problems in " << cpu << " CPU-s"
      << (options.out.empty() ? "" : "; written: " + options.out) << '\n';
  if (interrupted) {
    err << "compose: interrupted; the problems found before are kept\n";
    return 130;
  }
  if (found < static_cast<std::size_t>(options.count)) err << shortfall << '\n';
  return 0;
}

double cpu_since(std::clock_t started) {
  return static_cast<double>(std::clock() - started) / CLOCKS_PER_SEC;
}

// The material of `option` (--material, --extra); a bad one is refused naming the option.
tb::Material material_option(const model::CompiledRules& rules, const std::string& option,
                             const std::string& text) {
  try {
    return tb::Material::parse(rules, text);
  } catch (const UserError& e) {
    std::vector<Diagnostic> named = e.diagnostics();
    for (Diagnostic& d : named) d.message = option + ": " + d.message;
    throw UserError(named);
  }
}

puzzles::PictureKind picture_kind(const std::string& text) {
  if (text == "pure") return puzzles::PictureKind::Pure;
  if (text == "model") return puzzles::PictureKind::Model;
  return puzzles::PictureKind::Any;
}

int run_table_compose(const ComposeOptions& options, const puzzles::Stipulation& stip,
                      std::ostream& out, std::ostream& err);
int run_picture_compose(const ComposeOptions& options, const puzzles::Stipulation& stip,
                        std::ostream& out, std::ostream& err);

}  // namespace

CLI::App* add_compose_command(CLI::App& app, ComposeOptions& options) {
  CLI::App* cmd = app.add_subcommand(
      "compose",
      "compose sound problems (#n from an endgame table or mating pictures; h#n, h#n.5, h=n, "
      "ser-#n, ser-h#n from mating pictures placed by Z3), each re-solved by the search");
  add_spec_arguments(*cmd, options.spec);
  cmd->add_option("--stip", options.stipulation,
                  "the stipulation: #n, h#n, h#n.5, ser-#n, ser-h#n (= for a stalemate, but in #n)")
      ->required();
  cmd->add_option("--material", options.material,
                  "the material, as tables name it (e.g. KQvK, KRBvKN; the first side mates)")
      ->required();
  cmd->add_option("--extra", options.extra,
                  "pictures: up to these pieces in addition to --material, each on the board or "
                  "not (material letters, e.g. vPPP: up to three pawns of the second side)");
  cmd->add_option("--source", options.source,
                  "table: endgame table entries (#n only); pictures: Z3 mating pictures taken "
                  "back by retractions (default: table for #n, pictures for help and series play)")
      ->check(CLI::IsMember({"table", "pictures"}));
  cmd->add_option("--count", options.count, "problems wanted (default 10)")
      ->check(CLI::Range(1, 10000));
  cmd->add_option("--seed", options.seed, "seed of the random draws (default 1)");
  cmd->add_option("--max-draws", options.max_draws,
                  "table: entries drawn before giving up (default 2000000)")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  cmd->add_option("--max-walks", options.max_walks,
                  "pictures: retraction walks before giving up (default 20000)")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  cmd->add_option("--picture", options.picture,
                  "pictures: any mate, pure (each flight guarded once or blocked, one check) or "
                  "model (pure, and every piece but royal ones and pawns takes part); default any")
      ->check(CLI::IsMember({"any", "pure", "model"}));
  cmd->add_option("--royal-cell", options.royal_cell,
                  "pictures: the cell of the mated royal piece (default: drawn at random)");
  cmd->add_option("--out", options.out, "write the collection to this file (default: stdout)");
  cmd->add_option("--tables", options.tables,
                  "table: directory of table files, read if there (built in memory otherwise)");
  cmd->add_flag("--allow-loud-key", options.allow_loud_key,
                "#n: keep keys that check or capture (by default they are rejected)");
  cmd->add_flag("--allow-duals", options.allow_duals,
                "#n: keep problems with a dual in the solution tree (by default rejected)");
  cmd->add_option("--threads", options.threads, "table: build workers (default: every core)")
      ->check(CLI::Range(0, 1024));
  cmd->add_flag("--quiet", options.quiet, "no progress line on the terminal");
  cmd->footer(
      "Example: arbiter compose chess --stip '#2' --material KQRvK --count 5 --seed 7\n"
      "Example: arbiter compose omega --stip '#3' --material KQvK --out omega-3.yaml\n"
      "Example: arbiter compose chess --stip h#2 --material KRBvKP --picture model --count 3\n"
      "Example: arbiter compose chess --stip h#2 --material KRBvK --extra vPP --count 3");
  return cmd;
}

int run_compose(const ComposeOptions& options, std::ostream& out, std::ostream& err) {
  const puzzles::Stipulation stip = puzzles::parse_stipulation(options.stipulation);
  const bool direct = stip.play == puzzles::Play::Direct && stip.goal == puzzles::Goal::Mate;
  const bool help = !direct && puzzles::composes_from_pictures(stip);
  if (!direct && !help)
    throw UserError(input_error(
        "--stip " + options.stipulation +
            ": compose makes direct mates, helpmates and series movers only",
        "#n, h#n, h#n.5, ser-#n or ser-h#n (= for a stalemate, but in #n), e.g. #2 or h#2"));
  const std::string source = !options.source.empty() ? options.source
                             : direct                ? "table"
                                                     : "pictures";
  if (source == "table" && !direct)
    throw UserError(input_error(
        "--source table: endgame tables make direct mates only, not " + options.stipulation,
        "--source pictures for help and series play"));
  if (source == "table" && !options.extra.empty())
    throw UserError(input_error(
        "--extra " + options.extra + ": endgame tables have one material, not optional pieces",
        "--source pictures, or --extra left out"));
  return source == "table" ? run_table_compose(options, stip, out, err)
                           : run_picture_compose(options, stip, out, err);
}

namespace {

int run_table_compose(const ComposeOptions& options, const puzzles::Stipulation& stip,
                      std::ostream& out, std::ostream& err) {
  const int moves = stip.moves;
  const auto rules = compile_spec(options.spec);
  if (rules->player_count() != 2)
    throw UserError(input_error("compose: problems are defined for two players; this spec has " +
                                    std::to_string(rules->player_count()),
                                "a spec of two players"));
  const tb::Material material = material_option(*rules, "--material", options.material);
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
    std::ostringstream text;
    text << "# arbiter compose " << options.spec.spec << " --stip '" << options.stipulation
         << "' --material " << options.material << " --seed " << options.seed << "\n"
         << "# " << problems.size() << " of " << options.count << " problems; " << stats.draws
         << " entries drawn, " << stats.mates_in_n << " legal mates in exactly " << moves
         << " with the first player to move, " << stats.unique_keys << " with one key, "
         << stats.loud_keys << " rejected for a checking or capturing key, " << stats.with_duals
         << " for a dual, " << stats.repeats << " repeated\n";
    int number = 0;
    for (const puzzles::ComposedProblem& p : problems) {
      std::ostringstream solution;
      print_key(solution, p.position, p.key);
      write_block(text, *rules, ++number,
                  {&p.position, "#" + std::to_string(moves),
                   model::notation::move_to_san(p.position, p.key.move),
                   "endgame table " + material.name(*rules) + ", entry " + std::to_string(p.entry) +
                       ": mate in exactly " + std::to_string(moves) +
                       ", one move alone keeps it; re-solved by the search: one key" +
                       (request.no_duals ? ", no dual" : ""),
                   solution.str()});
    }
    std::ostringstream shortfall;
    shortfall << "compose: only " << problems.size() << " of " << options.count << " found in "
              << stats.draws << " draws (raise --max-draws, allow loud keys or duals, or change "
              << "the material)";
    return finish(options, text.str(), problems.size(), cpu_since(started), control.cancelled(),
                  shortfall.str(), out, err);
  });
}

int run_picture_compose(const ComposeOptions& options, const puzzles::Stipulation& stip,
                        std::ostream& out, std::ostream& err) {
  const auto rules = compile_spec(options.spec);
  if (rules->player_count() != 2)
    throw UserError(input_error("compose: problems are defined for two players; this spec has " +
                                    std::to_string(rules->player_count()),
                                "a spec of two players"));
  puzzles::PictureCompositionRequest request;
  request.stipulation = stip;
  request.picture.material = material_option(*rules, "--material", options.material);
  if (!options.extra.empty())
    request.picture.extra = material_option(*rules, "--extra", options.extra);
  request.picture.kind = picture_kind(options.picture);
  request.picture.seed = options.seed;
  if (!options.royal_cell.empty()) {
    const auto cell = rules->board().find(options.royal_cell);
    if (!cell)
      throw UserError(input_error("--royal-cell: no cell '" + options.royal_cell + "' on the board",
                                  "a cell name of the spec's board, e.g. e8"));
    request.picture.royal_cell = *cell;
  }
  request.count = options.count;
  request.seed = options.seed;
  request.max_walks = options.max_walks;
  request.quiet_key = !options.allow_loud_key;
  request.no_duals = !options.allow_duals;
  const std::string material =
      request.picture.material.name(*rules) +
      (options.extra.empty() ? "" : " plus up to " + request.picture.extra.name(*rules));
  const std::clock_t started = std::clock();
  return interruptible(1, options.quiet, err, [&](const tb::BuildControl& control) {
    puzzles::PictureCompositionStats stats;
    const auto progress = [&](std::uint64_t walks, int found) {
      if (control.progress)
        control.progress({material,
                          "compose " + stip.to_string() + " from pictures, " +
                              std::to_string(found) + " found, walks",
                          walks, request.max_walks});
    };
    const std::vector<puzzles::PictureProblem> problems =
        puzzles::compose_from_pictures(*rules, request, stats, control.cancel, progress);
    clear_progress(control);
    std::ostringstream text;
    text << "# arbiter compose " << options.spec.spec << " --stip '" << options.stipulation
         << "' --material " << options.material
         << (options.extra.empty() ? "" : " --extra " + options.extra)
         << " --source pictures --picture " << options.picture << " --seed " << options.seed << "\n"
         << "# " << problems.size() << " of " << options.count << " problems; " << stats.pictures
         << " pictures placed by Z3, " << stats.walks << " retraction walks, " << stats.stuck
         << " stuck, " << stats.unsound << " unsound, " << stats.loud_keys
         << " rejected for a checking or capturing key, " << stats.with_duals << " for a dual, "
         << stats.repeats << " repeated\n";
    int number = 0;
    for (const puzzles::PictureProblem& p : problems) {
      std::ostringstream solution;
      std::string key;
      if (p.key) {
        print_key(solution, p.position, *p.key);
        key = model::notation::move_to_san(p.position, p.key->move);
      } else {
        solution << (stip.play == puzzles::Play::Help
                         ? numbered_line(p.position, p.lines.front())
                         : series_line(p.position, p.lines.front(), stip.moves))
                 << "\n";
      }
      const int plies = puzzles::single_moves_taken_back(stip);
      write_block(text, *rules, ++number,
                  {&p.position, stip.to_string(), key,
                   options.picture + " mating picture " + material + " placed by Z3 (" +
                       model::notation::to_string(p.picture) + "), " + std::to_string(plies) +
                       " single moves taken back; re-solved by the search: " +
                       (p.key ? std::string("one key, no short mate") +
                                    (request.no_duals ? ", no dual" : "")
                              : std::string("one solution")),
                   solution.str()});
    }
    std::ostringstream shortfall;
    shortfall << "compose: only " << problems.size() << " of " << options.count << " found in "
              << stats.walks << " walks from " << stats.pictures
              << " pictures (raise --max-walks, change --picture, the material or the seed)";
    return finish(options, text.str(), problems.size(), cpu_since(started), control.cancelled(),
                  shortfall.str(), out, err);
  });
}

}  // namespace

}  // namespace arbiter::cli
