// `arbiter show SPEC [--position POS] [--option NAME=VALUE] [--format text|json]`: a text diagram
// of a position with a legend of its pieces and its game state (side to move, castling, en
// passant, hands, clocks, check, how the game stands) and position string; or the same facts and
// the legal moves as one JSON object.
#include <algorithm>

#include "cli/commands.h"
#include "cli/json_writer.h"
#include "cli/position_argument.h"
#include "model/attacks.h"
#include "model/draw_claim.h"
#include "model/game_record.h"
#include "model/notation/diagram.h"
#include "model/notation/move_text.h"
#include "model/royal_win.h"

namespace arbiter::cli {
namespace {

void write_show_json(const model::Position& pos, std::ostream& out) {
  const model::CompiledRules& rules = pos.rules();
  model::Position scratch = pos;
  const model::GameStatus status = model::game_status(scratch);
  std::vector<std::string> claimants, moves;
  for (model::PlayerId p : model::draw_claimants(pos)) claimants.push_back(rules.player(p).name);
  for (model::Move m : model::legal_moves(pos))
    moves.push_back(model::notation::move_to_string(pos, m));
  std::sort(moves.begin(), moves.end());
  JsonWriter json;
  json.begin_object()
      .field("variant", rules.variant())
      .field("position", model::notation::to_string(pos))
      .field("to_move", rules.player(pos.side_to_move()).name)
      .field("move_number", pos.fullmove_number())
      .field("halfmove_clock", pos.halfmove_clock())
      .field("in_check", model::in_check(pos, pos.side_to_move()))
      .field("status", model::status_name(status))
      .field("draw_reason", status == model::GameStatus::DrawnByRule
                                ? model::automatic_draw_reason(pos)
                                : std::string())
      .field("win_reason", model::zone_win_reason(pos))
      .field("result", model::result_token(pos, status))
      .field("draw_claimants", claimants)
      .field("legal_moves", moves)
      .key("pieces")
      .begin_array();
  for (const auto& entry : model::notation::legend(pos)) {
    json.begin_object()
        .field("token", entry.token)
        .field("piece", entry.piece)
        .field("owner", entry.owner)
        .end_object();
  }
  json.end_array().end_object();
  out << json.str() << '\n';
}

}  // namespace

void add_format_option(CLI::App& command, std::string& format) {
  command.add_option("--format", format, "text (default) or json: one JSON object on stdout")
      ->check(CLI::IsMember({"text", "json"}));
}

CLI::App* add_show_command(CLI::App& app, ShowOptions& options) {
  CLI::App* cmd =
      app.add_subcommand("show", "Draw a position as a text diagram with its game state");
  add_spec_arguments(*cmd, options.spec);
  cmd->add_option("--position", options.position, "position string (default: the start position)");
  add_allow_illegal(*cmd, options.allow_illegal);
  add_format_option(*cmd, options.format);
  cmd->footer(
      "Example: arbiter show chess --position \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"\n"
      "Example: arbiter show xiangqi --format json");
  return cmd;
}

int run_show(const ShowOptions& options, std::ostream& out) {
  const auto rules = compile_spec(options.spec);
  const model::Position pos = position_argument(*rules, options.position, options.allow_illegal);
  if (options.format == "json")
    write_show_json(pos, out);
  else
    out << model::notation::render_position(pos);
  return 0;
}

}  // namespace arbiter::cli
