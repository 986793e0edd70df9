// `arbiter play SPEC --moves "..." | --moves-file F [--position POS]`: replays a game's moves
// (coordinates or SAN) and prints the final position string, then how the game stands when it has
// ended (checkmate, stalemate, a draw by rule) or the side to move may claim a draw (repetition,
// move limit, draw zone). An illegal move stops the replay with its ply number, its text and the
// legal alternatives.
#include <fstream>
#include <sstream>
#include <utility>

#include "cli/commands.h"
#include "cli/move_tokens.h"
#include "cli/position_argument.h"
#include "model/game_record.h"
#include "model/notation/move_text.h"
#include "model/notation/san.h"

namespace arbiter::cli {
namespace {

std::string read_moves_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    throw UserError(error_at({path, 0, 0}, "cannot read the moves file '" + path + "'",
                               "an existing, readable file"));
  }
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The move a token names: coordinate form first, then SAN. When both fail, the diagnostic of
// the notation the token looks like: parse_move says "illegal move" only for a well-formed
// coordinate move (two cell names), anything else gets the SAN reader's diagnostic.
std::variant<model::Move, Diagnostic> read_move(const model::Position& pos,
                                                const std::string& text) {
  auto coordinate = model::notation::parse_move(pos, text);
  if (std::holds_alternative<model::Move>(coordinate)) return coordinate;
  auto san = model::notation::parse_san(pos, text);
  if (std::holds_alternative<model::Move>(san)) return san;
  const Diagnostic& d = std::get<Diagnostic>(coordinate);
  return d.message.rfind("illegal move", 0) == 0 ? coordinate : san;
}

// After the final position: how the game stands, when it has ended or a draw may be claimed.
void write_game_state(model::GameRecord& game, std::ostream& out) {
  const model::CompiledRules& rules = game.position().rules();
  const std::string side = rules.player(game.position().side_to_move()).name;
  switch (game.status()) {
    case model::GameStatus::Checkmate: out << "checkmate: " << side << " is mated\n"; return;
    case model::GameStatus::Stalemate: out << "stalemate: " << side << " has no move\n"; return;
    case model::GameStatus::HeirsBlocked: out << "drawn: " << side << " is mated with its heirs shut in\n"; return;
    case model::GameStatus::DrawnByRule: out << "drawn by rule\n"; return;
    case model::GameStatus::Ongoing: break;
  }
  for (const std::string& reason : game.draw_claims()) out << side << " may claim a draw: " << reason << "\n";
}

}  // namespace

CLI::App* add_play_command(CLI::App& app, PlayOptions& options) {
  CLI::App* cmd = app.add_subcommand(
      "play", "Replay moves (coordinates or SAN) and print the final position string");
  add_spec_arguments(*cmd, options.spec);
  cmd->add_option("--position", options.position,
                  "position to start from (default: the start position)");
  add_allow_illegal(*cmd, options.allow_illegal);
  CLI::Option* moves = cmd->add_option(
      "--moves", options.moves,
      "the moves, separated by spaces; move numbers, results and {comments} are skipped");
  CLI::Option* file = cmd->add_option("--moves-file", options.moves_file,
                                      "a file holding the moves (e.g. a PGN movetext)")
                          ->check(CLI::ExistingFile);
  moves->excludes(file);
  cmd->footer("Example: arbiter play chess --moves \"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O\"");
  return cmd;
}

int run_play(const PlayOptions& options, std::ostream& out) {
  if (options.moves.empty() && options.moves_file.empty()) {
    throw UserError(
        error_at({}, "play needs moves", "--moves \"e2e4 e7e5\" or --moves-file FILE"));
  }
  const auto rules = compile_spec(options.spec);
  model::GameRecord game(position_argument(*rules, options.position, options.allow_illegal));
  const std::string text =
      options.moves_file.empty() ? options.moves : read_moves_file(options.moves_file);
  int ply = 0;
  for (const MoveToken& token : split_move_text(text)) {
    ++ply;
    const model::Position& pos = game.position();
    auto move = read_move(pos, token.text);
    if (const auto* d = std::get_if<Diagnostic>(&move)) {
      const SourceMark mark = options.moves_file.empty()
                                  ? SourceMark{}
                                  : SourceMark{options.moves_file, token.line, token.column};
      throw UserError(error_at(mark,
                                 "ply " + std::to_string(ply) + " '" + token.text + "' (move " +
                                     std::to_string(pos.fullmove_number()) + ", " +
                                     rules->player(pos.side_to_move()).name + "): " + d->message,
                                 d->expected));
    }
    game.play(std::get<model::Move>(move));
  }
  out << model::notation::to_string(game.position()) << '\n';
  write_game_state(game, out);
  return 0;
}

}  // namespace arbiter::cli
