// `arbiter tb build|stats|probe SPEC ...` (`tb claims`: cmd_tb_claims.cpp): endgame tables
// (solver/tablebase). Builds print the memory they need first and show progress on a terminal;
// Ctrl-C stops them without leaving a half-written table file (exit 130) and says which files
// were written. stats and probe say on stderr which tables they build in memory.
#include <filesystem>
#include <iostream>

#include "cli/commands.h"
#include "cli/position_argument.h"
#include "cli/tb_control.h"
#include "model/notation/san.h"
#include "solver/tablebase/probe.h"
#include "solver/tablebase/stats.h"
#include "solver/tablebase/store.h"
#include "solver/tablebase/tablebases.h"

namespace arbiter::cli {

namespace tb = solver::tablebase;

namespace {

std::string mebibytes(std::uint64_t bytes) {
  return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MiB";
}

}  // namespace

CLI::App* add_tb_group(CLI::App& app, TablebaseOptions& options) {
  CLI::App* group = app.add_subcommand("tb", "Endgame tables: build, stats, probe, claims");
  group->require_subcommand(1);
  group->footer(
      "Example: arbiter tb build chess --material KQvK --out tables/chess\n"
      "         arbiter tb probe chess --position '8/8/8/5k2/8/8/1Q6/K7 w - - 0 1' --tables "
      "tables/chess");
  // A subcommand with SPEC, --option, --threads and its example.
  auto subcommand = [&](const char* name, const char* description, const char* example) {
    CLI::App* cmd = group->add_subcommand(name, description);
    add_spec_arguments(*cmd, options.spec);
    cmd->add_option("--threads", options.threads, "worker threads (default: every core)")
        ->check(CLI::Range(1, 256));
    cmd->add_flag("--quiet", options.quiet, "no progress line on the terminal");
    cmd->footer(std::string("Example: arbiter tb ") + example);
    return cmd;
  };
  auto material = [&](CLI::App* cmd) {
    cmd->add_option("--material", options.material, "pieces of each side, e.g. KQvK")->required();
  };
  auto tables = [&](CLI::App* cmd) {
    cmd->add_option("--tables", options.directory,
                    "read the table files built there; tables missing there are built in memory "
                    "(default: build every table in memory)");
  };
  options.build = subcommand("build", "Build the table of a material and its sub-tables, as files",
                             "build chess --material KRvK --out tables/chess");
  material(options.build);
  options.build->add_option("--out", options.directory,
                            "directory of the table files (default: tables/SPEC)");
  options.build->add_flag(
      "--force", options.force,
      "rebuild the table and its sub-tables and replace their files, even valid ones (a "
      "corrupt file is always replaced)");

  options.stats = subcommand("stats", "Count wins, draws and losses of a material; longest mate",
                             "stats chess --material KQvK --json");
  material(options.stats);
  tables(options.stats);
  options.stats->add_flag("--json", options.json, "print JSON");

  options.probe = subcommand("probe", "The value of a position and of each of its moves",
                             "probe chess --position '8/8/8/5k2/8/8/1Q6/K7 w - - 0 1'");
  options.probe->add_option("--position", options.position, "position string")->required();
  add_allow_illegal(*options.probe, options.allow_illegal);
  tables(options.probe);

  options.claims =
      subcommand("claims", "Settle the spec's endgame claims, building the tables they need",
                 "claims omega --tables tables/omega --claim OMG-E4");
  options.claims->add_option("--tables", options.directory,
                             "directory of the table files (default: tables/SPEC)");
  options.claims->add_option("--claim", options.claims_asked,
                             "settle only the claim of this id (repeatable)");
  return group;
}

namespace {

std::string file_names(const std::vector<std::string>& paths) {
  std::string text;
  for (const auto& path : paths)
    text += (text.empty() ? "" : ", ") + std::filesystem::path(path).filename().string();
  return text;
}

// stats and probe read tables from --tables: a directory that does not exist is refused (a
// mistyped name would otherwise build everything in memory without a word); the tables that will
// be built in memory are named on one line of `err`.
void announce_memory_builds(const TablebaseOptions& options, const tb::Tablebases& tables,
                            const tb::Material& material, std::ostream& err) {
  if (!options.directory.empty() && !std::filesystem::is_directory(options.directory))
    throw UserError(input_error(
        "--tables: no directory '" + options.directory + "'",
        "a directory of table files written by `arbiter tb build` (leave --tables out to "
        "build the tables in memory)"));
  const auto missing = tables.missing_files(material);
  if (missing.empty()) return;
  if (options.directory.empty())
    err << "tb: no --tables given; building in memory: " << file_names(missing) << '\n';
  else
    err << "tb: not in " << options.directory << ", building in memory: " << file_names(missing)
        << '\n';
}

}  // namespace

int run_tb_build(const TablebaseOptions& options, std::ostream& out, std::ostream& err) {
  const auto rules = compile_spec(options.spec);
  const tb::Material material = tb::Material::parse(*rules, options.material);
  const std::string directory =
      options.directory.empty() ? tb::default_table_directory(*rules) : options.directory;
  tb::Tablebases tables(rules, tb::identify(*rules, spec_text_hash(options.spec.spec)), directory,
                        true, options.force);
  const tb::Tablebases::BuildSize size = tables.build_size(material);
  const std::string name = material.name(*rules);
  if (!size.lower_bound) {  // else require refuses it at once, with the figures
    out << "memory: about " << mebibytes(size.peak_bytes) << " needed at the peak to build "
        << size.tables << (size.tables == 1 ? " table" : " tables") << " (" << size.entries
        << " entries in all; " << name << " itself: " << size.own_entries << " entries), "
        << mebibytes(tb::available_memory()) << " available\n"
        << std::flush;
  }
  return interruptible(options.threads, options.quiet, err, [&](const tb::BuildControl& control) {
    const tb::Table& table = tables.require(material, control);
    const tb::TableStats stats = tb::table_stats(table);
    clear_progress(control);
    out << stats.material << ": " << table.index().size() << " entries";
    for (const auto& s : stats.sides) out << "; " << s.side << " to move: " << s.legal << " legal";
    out << "\nwritten: " << tables.path_of(material) << '\n';
    return 0;
  });
}

int run_tb_stats(const TablebaseOptions& options, std::ostream& out, std::ostream& err) {
  const auto rules = compile_spec(options.spec);
  const tb::Material material = tb::Material::parse(*rules, options.material);
  tb::Tablebases tables(rules, tb::identify(*rules, spec_text_hash(options.spec.spec)),
                        options.directory);
  announce_memory_builds(options, tables, material, err);
  return interruptible(options.threads, options.quiet, err, [&](const tb::BuildControl& control) {
    const tb::TableStats stats = tb::table_stats(tables.require(material, control));
    clear_progress(control);
    if (options.json) {
      out << tb::stats_json(stats) << '\n';
      return 0;
    }
    out << stats.material << '\n';
    for (const auto& s : stats.sides) {
      out << s.side << " to move: " << s.legal << " legal, " << s.wins << " wins, " << s.draws
          << " draws, " << s.losses << " losses";
      if (!s.longest.empty())
        out << "; longest mate " << s.max_dtm_moves << " moves: " << s.longest;
      out << '\n';
    }
    return 0;
  });
}

int run_tb_probe(const TablebaseOptions& options, std::ostream& out, std::ostream& err) {
  const auto rules = compile_spec(options.spec);
  const model::Position pos = position_argument(*rules, options.position, options.allow_illegal);
  tb::Tablebases tables(rules, tb::identify(*rules, spec_text_hash(options.spec.spec)),
                        options.directory);
  announce_memory_builds(options, tables, tb::Material::of(pos), err);
  return interruptible(options.threads, options.quiet, err, [&](const tb::BuildControl& control) {
    const tb::ProbeReport report = tb::probe_position(tables, pos, control);
    clear_progress(control);
    if (report.value == tb::code::kIllegal)
      throw UserError(input_error("position " + options.position +
                                  " is not legal: the side not to move stands in check"));
    out << rules->player(pos.side_to_move()).name << " to move: " << verdict_text(report.value)
        << '\n';
    if (report.moves.empty()) return 0;
    out << "moves that keep the result (best first):\n";
    for (const auto& mv : report.moves) {
      if (!tb::keeps_result(report.value, mv.value)) continue;
      out << "  " << model::notation::move_to_san(pos, mv.move) << ": " << verdict_text(mv.value)
          << (mv.value == report.value ? " *" : "") << '\n';
    }
    return 0;
  });
}

}  // namespace arbiter::cli
