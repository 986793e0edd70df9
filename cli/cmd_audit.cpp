// `arbiter audit SPEC`: the rulebook audit (contradictions, gaps, ambiguities, claims), as
// Markdown for people or JSON for tools, to standard output or a file.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/output_file.h"
#include "solver/audit/audit.h"

namespace arbiter::cli {
namespace {

// --sources, else ../shared/seeds from the working folder, else the one beside the source tree.
std::optional<std::string> rulebook_folder(const AuditOptions& options) {
  if (!options.sources.empty()) {
    if (!std::filesystem::is_directory(options.sources))
      throw UserError(input_error("--sources: no folder '" + options.sources + "'",
                                  "a folder holding the rulebook texts"));
    return options.sources;
  }
  for (const std::filesystem::path& candidate :
       {std::filesystem::path("../shared/seeds"),
        std::filesystem::path(ARBITER_BUNDLED_SPECS) / "../../shared/seeds"}) {
    std::error_code ec;
    if (std::filesystem::is_directory(candidate, ec)) return candidate.lexically_normal().string();
  }
  return std::nullopt;
}

// A folder given with --sources must hold every rulebook file the spec cites by plain name (web
// sources, cited by address, are not looked for): a missing one would leave its quotes unchecked
// while the audit reports success.
void require_cited_files(const model::spec::SpecDocument& doc, const std::string& folder) {
  std::vector<Diagnostic> missing;
  std::vector<std::string> named;
  for (const auto& c : doc.citations) {
    const bool local =
        c.file.find('/') == std::string::npos && c.file.find(':') == std::string::npos;
    if (!local || std::find(named.begin(), named.end(), c.file) != named.end()) continue;
    named.push_back(c.file);
    std::error_code ec;
    if (!std::filesystem::is_regular_file(std::filesystem::path(folder) / c.file, ec))
      missing.push_back(error_at(
          c.mark,
          "--sources: the rulebook file '" + c.file + "' cited here is not in '" + folder + "'",
          "the folder holding " + c.file + " (or leave --sources out)"));
  }
  if (!missing.empty()) throw UserError(std::move(missing));
}

}  // namespace

CLI::App* add_audit_command(CLI::App& app, AuditOptions& options) {
  CLI::App* cmd = app.add_subcommand(
      "audit", "Audit a rulebook: contradictions, gaps, ambiguities and claims, with quotes");
  cmd->add_option("spec", options.spec, "bundled variant name or YAML path")->required();
  cmd->add_option("--format", options.format, "md (default) or json")
      ->check(CLI::IsMember({"md", "json"}));
  cmd->add_option("--out", options.out,
                  "write the report to FILE (atomically) instead of standard output");
  cmd->add_option("--sources", options.sources,
                  "folder of the rulebook texts the quotes are checked against (default "
                  "../shared/seeds if present)");
  cmd->add_option("--tables", options.tables,
                  "folder of endgame table files for the endgame claims (default tables/VARIANT; "
                  "`arbiter tb claims` builds them)");
  cmd->add_flag("--quiet", options.quiet, "no progress lines on the terminal");
  cmd->footer("Example: arbiter audit ajedrez123 --format json --out ajedrez123-audit.json");
  return cmd;
}

int run_audit(const AuditOptions& options, std::ostream& out) {
  const auto doc = load_spec(options.spec);
  solver::audit::AuditSettings settings;
  settings.sources_dir = rulebook_folder(options);
  if (!options.sources.empty()) require_cited_files(doc, options.sources);
  solver::audit::EndgameTableSource tables;  // read only: an audit never builds tables
  tables.directory = options.tables;
  tables.spec_hash = spec_text_hash(options.spec);
  tables.control.threads = 0;
  settings.endgame_tables = tables;
  // On a terminal the phase under way shows on stderr (the audit of a rulebook takes seconds),
  // erased at the end; pipes, tests and CI see nothing.
  const bool show_progress = !options.quiet && isatty(STDERR_FILENO) != 0;
  if (show_progress) {
    settings.progress = [&](const std::string& phase) {
      std::cerr << "\r\033[Kaudit " << doc.variant.value << ": " << phase << "..." << std::flush;
    };
  }
  const auto report = solver::audit::audit_spec(doc, settings);
  if (show_progress) std::cerr << "\r\033[K" << std::flush;
  std::ostringstream text;
  if (options.format == "json")
    solver::audit::write_json(report, text);
  else
    solver::audit::write_markdown(report, text);
  if (options.out.empty()) {
    out << text.str();
  } else {
    write_file_atomically(options.out, text.str());
    out << report.variant << ": " << solver::audit::count_line(report) << "; report in "
        << options.out << "\n";
  }
  return 0;
}

}  // namespace arbiter::cli
