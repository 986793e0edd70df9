// `arbiter moves SPEC [--position POS] [--san] [--format text|json]`: the legal moves, one per
// line, or as one JSON object with the position and the count.
#include <algorithm>

#include "cli/commands.h"
#include "cli/json_writer.h"
#include "cli/position_argument.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/notation/san.h"

namespace arbiter::cli {

CLI::App* add_moves_command(CLI::App& app, MovesOptions& options) {
  CLI::App* cmd = app.add_subcommand("moves", "List the legal moves of a position, one per line");
  add_spec_arguments(*cmd, options.spec);
  cmd->add_option("--position", options.position, "position string (default: the start position)");
  add_allow_illegal(*cmd, options.allow_illegal);
  cmd->add_flag("--san", options.san,
                "write the moves in SAN (chess-like specs) instead of coordinates");
  add_format_option(*cmd, options.format);
  cmd->footer(
      "Example: arbiter moves chess --position \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"\n"
      "Example: arbiter moves omega --san --format json");
  return cmd;
}

int run_moves(const MovesOptions& options, std::ostream& out) {
  const auto rules = compile_spec(options.spec);
  const model::Position pos = position_argument(*rules, options.position, options.allow_illegal);
  std::vector<std::string> names;
  for (model::Move m : model::legal_moves(pos)) {
    names.push_back(options.san ? model::notation::move_to_san(pos, m)
                                : model::notation::move_to_string(pos, m));
  }
  std::sort(names.begin(), names.end());
  if (options.format == "json") {
    JsonWriter json;
    json.begin_object()
        .field("position", model::notation::to_string(pos))
        .field("to_move", rules->player(pos.side_to_move()).name)
        .field("notation", options.san ? "san" : "coordinates")
        .field("count", static_cast<std::uint64_t>(names.size()))
        .field("moves", names)
        .end_object();
    out << json.str() << '\n';
    return 0;
  }
  for (const auto& n : names) out << n << '\n';
  return 0;
}

}  // namespace arbiter::cli
