// `arbiter play SPEC --moves "..." | --moves-file F [--position POS] [--pgn | --format json]
// [--show | --show-each]`: replays a game (PGN movetext or a PGN file; coordinates or SAN) and
// prints the final position string, then how the game stands when it has ended (checkmate,
// stalemate, a draw by rule and which) or the side to move may claim a draw, and the result.
// A game ends where it is decided: a move after a mate, a stalemate, an automatic draw or the
// result token is refused, and so is a result token that contradicts the position's result.
// An illegal move stops the replay with its ply number, its text and the legal alternatives.
#include <fstream>
#include <sstream>
#include <utility>

#include "cli/commands.h"
#include "cli/json_writer.h"
#include "cli/position_argument.h"
#include "model/elimination.h"
#include "model/game_record.h"
#include "model/notation/diagram.h"
#include "model/notation/move_text.h"
#include "model/notation/pgn.h"
#include "model/notation/san.h"
#include "model/royal_win.h"

namespace arbiter::cli {
namespace {

namespace notation = model::notation;

std::string read_moves_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
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
  auto coordinate = notation::parse_move(pos, text);
  if (std::holds_alternative<model::Move>(coordinate)) return coordinate;
  auto san = notation::parse_san(pos, text);
  if (std::holds_alternative<model::Move>(san)) return san;
  const Diagnostic& d = std::get<Diagnostic>(coordinate);
  return d.message.rfind("illegal move", 0) == 0 ? coordinate : san;
}

// How a finished game ended ("checkmate: white is mated", "drawn by rule: repetition (5
// times)"), or "" while it goes on.
std::string ending_text(model::GameRecord& game) {
  const std::string side = game.position().rules().player(game.position().side_to_move()).name;
  switch (game.status()) {
    case model::GameStatus::Checkmate:
      if (const auto winner = model::mate_winner(game.position()))
        return "checkmate: " + side + " is mated by " +
               game.position().rules().player(*winner).name + ", who wins";
      return "checkmate: " + side + " is mated";
    case model::GameStatus::Stalemate:
      return "stalemate: " + side + " has no move";
    case model::GameStatus::HeirsBlocked:
      return "drawn: " + side + " is mated with its heirs shut in";
    case model::GameStatus::DrawnByRule:
      return "drawn by rule: " + game.draw_reason();
    case model::GameStatus::WonByRule:
      return "won by rule: " + model::zone_win_reason(game.position());
    case model::GameStatus::Ongoing:
      break;
  }
  return {};
}

// The game as read and replayed.
struct Replay {
  model::notation::PgnGame pgn;
  model::Position start;
  model::GameRecord game;
  std::vector<model::Move> moves;
  std::string result;  // decided by the position, else the text's token, else "*"
  bool result_from_text = false;
};

// The start: --position, else the text's FEN tag, else the spec's start (--position start counts
// as not given). Both given must agree; either must be legal unless --allow-illegal.
model::Position start_of(const model::CompiledRules& rules, const PlayOptions& options,
                         const notation::PgnGame& pgn, const SourceMark& where) {
  const auto fen = pgn.tag("FEN");
  if (!fen) return position_argument(rules, options.position, options.allow_illegal);
  const model::Position tagged = position_argument(rules, *fen, options.allow_illegal);
  if (options.position != "start" &&
      notation::to_string(position_argument(rules, options.position, options.allow_illegal)) !=
          notation::to_string(tagged)) {
    throw UserError(error_at(where, "the FEN tag '" + *fen + "' differs from --position",
                             "one start position (leave out --position or the tag)"));
  }
  return tagged;
}

// Refuses a result token that the final position contradicts ("1-0" after white is mated).
// "*" claims nothing; a result while the game goes on (a resignation, an agreed draw) stands.
void check_result(model::GameRecord& game, const notation::PgnToken& token,
                  const std::string& label) {
  if (token.text == "*") return;
  const model::GameStatus status = game.status();
  const std::string decided = model::result_token(game.position(), status);
  if (status == model::GameStatus::Ongoing || decided == "*" || decided == token.text) return;
  throw UserError(error_at({label, token.line, token.column},
                           "result '" + token.text + "' contradicts the game (" +
                               ending_text(game) + ", result " + decided + ")",
                           "'" + decided + "' or no result"));
}

Replay replay(const model::CompiledRules& rules, const PlayOptions& options, std::ostream& out) {
  const std::string label = options.moves_file.empty() ? "--moves" : options.moves_file;
  const std::string text =
      options.moves_file.empty() ? options.moves : read_moves_file(options.moves_file);
  auto parsed = notation::parse_pgn(text);
  if (auto* d = std::get_if<Diagnostic>(&parsed)) {
    d->mark.file = label;
    throw UserError(*d);
  }
  notation::PgnGame pgn = std::get<notation::PgnGame>(std::move(parsed));
  if (pgn.moves.empty()) {
    throw UserError(error_at({label, 0, 0}, "no move found in the move text",
                             "moves such as \"1. e4 e5\" or \"e2e4 e7e5\""));
  }
  model::Position start = start_of(rules, options, pgn, {label, 1, 1});
  Replay r{std::move(pgn), start, model::GameRecord(start), {}, "*", false};
  int ply = 0;
  for (const notation::PgnToken& token : r.pgn.moves) {
    ++ply;
    const model::Position& pos = r.game.position();
    const std::string where = "ply " + std::to_string(ply) + " '" + token.text + "' (move " +
                              std::to_string(pos.fullmove_number()) + ", " +
                              rules.player(pos.side_to_move()).name + "): ";
    if (r.game.status() != model::GameStatus::Ongoing) {
      throw UserError(error_at({label, token.line, token.column},
                               where + "the game is over (" + ending_text(r.game) + ", result " +
                                   model::result_token(pos, r.game.status()) + ")",
                               "no move after the end of the game"));
    }
    auto move = read_move(pos, token.text);
    if (const auto* d = std::get_if<Diagnostic>(&move)) {
      throw UserError(error_at({label, token.line, token.column}, where + d->message, d->expected));
    }
    r.game.play(std::get<model::Move>(move));
    r.moves.push_back(std::get<model::Move>(move));
    if (options.show_each)
      out << "after ply " << ply << " (" << token.text << "):\n"
          << notation::render_position(r.game.position()) << '\n';
  }
  if (r.pgn.result) check_result(r.game, *r.pgn.result, label);
  r.result = model::result_token(r.game.position(), r.game.status());
  if (r.result == "*" && r.pgn.result) {
    r.result = r.pgn.result->text;
    r.result_from_text = r.result != "*";
  }
  return r;
}

// The text's tags except those the game itself settles, then Variant, SetUp/FEN when the game
// does not start from the spec's start position, and Result.
std::string game_as_pgn(const Replay& r) {
  const model::CompiledRules& rules = r.start.rules();
  std::vector<notation::PgnTag> tags;
  for (const notation::PgnTag& tag : r.pgn.tags)
    if (tag.name != "Variant" && tag.name != "Result" && tag.name != "FEN" && tag.name != "SetUp")
      tags.push_back(tag);
  tags.push_back({"Variant", rules.variant()});
  const std::string fen = notation::to_string(r.start);
  if (fen != notation::to_string(notation::start_position(rules))) {
    tags.push_back({"SetUp", "1"});
    tags.push_back({"FEN", fen});
  }
  tags.push_back({"Result", r.result});
  return notation::write_pgn(tags, r.start, r.moves, r.result);
}

void write_play_json(Replay& r, std::ostream& out) {
  const model::Position& final_pos = r.game.position();
  const model::CompiledRules& rules = final_pos.rules();
  std::vector<std::string> written;
  model::Position pos = r.start;
  for (model::Move m : r.moves) {
    written.push_back(notation::pgn_move_text(pos, m));
    model::Undo undo;
    pos.make(m, undo);
  }
  const model::GameStatus status = r.game.status();
  JsonWriter json;
  json.begin_object()
      .field("variant", rules.variant())
      .field("start", notation::to_string(r.start))
      .field("moves", written)
      .field("plies", static_cast<std::uint64_t>(r.moves.size()))
      .field("position", notation::to_string(final_pos))
      .field("to_move", rules.player(final_pos.side_to_move()).name)
      .field("status", model::status_name(status))
      .field("draw_reason",
             status == model::GameStatus::DrawnByRule ? r.game.draw_reason() : std::string())
      .field("win_reason", model::zone_win_reason(final_pos))
      .field("result", r.result)
      .field("result_source", r.result_from_text ? "text"
                              : r.result == "*"  ? "none"
                                                 : "position")
      .field("draw_claims", r.game.draw_claims())
      .end_object();
  out << json.str() << '\n';
}

void write_play_text(Replay& r, bool show, std::ostream& out) {
  model::GameRecord& game = r.game;
  out << notation::to_string(game.position()) << '\n';
  const std::string ending = ending_text(game);
  if (!ending.empty()) out << ending << "\nresult: " << r.result << '\n';
  if (r.result_from_text)
    out << "result: " << r.result << " (from the move text; the position is not decided)\n";
  if (ending.empty()) {
    const std::string side = game.position().rules().player(game.position().side_to_move()).name;
    for (const std::string& reason : game.draw_claims())
      out << side << " may claim a draw: " << reason << "\n";
  }
  if (show) out << '\n' << notation::render_position(game.position());
}

}  // namespace

CLI::App* add_play_command(CLI::App& app, PlayOptions& options) {
  CLI::App* cmd = app.add_subcommand(
      "play", "Replay moves (coordinates or SAN, PGN) and print the final position string");
  add_spec_arguments(*cmd, options.spec);
  cmd->add_option("--position", options.position,
                  "position to start from (default: the FEN tag, else the start position)");
  add_allow_illegal(*cmd, options.allow_illegal);
  CLI::Option* moves = cmd->add_option(
      "--moves", options.moves,
      "the moves, separated by spaces; move numbers, {comments}, (variations) and $glyphs are "
      "skipped, a result ends the game");
  CLI::Option* file = cmd->add_option("--moves-file", options.moves_file,
                                      "a file holding the moves: a PGN game (tags and movetext)")
                          ->check(CLI::ExistingFile);
  moves->excludes(file);
  add_format_option(*cmd, options.format);
  CLI::Option* pgn =
      cmd->add_flag("--pgn", options.pgn, "write the game as PGN instead of the final position");
  CLI::Option* show =
      cmd->add_flag("--show", options.show, "draw the final position (as show does)");
  CLI::Option* each =
      cmd->add_flag("--show-each", options.show_each, "draw the position after every move");
  show->excludes(each);
  pgn->excludes(show);
  pgn->excludes(each);
  cmd->footer(
      "Example: arbiter play chess --moves \"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O\"\n"
      "Example: arbiter play chess --moves \"1. f3 e5 2. g4 Qh4#\" --pgn\n"
      "Example: arbiter play omega --moves \"1. f4 f5 2. Bc4 Bc5\" --show");
  return cmd;
}

int run_play(const PlayOptions& options, std::ostream& out) {
  if (options.moves.empty() && options.moves_file.empty()) {
    throw UserError(error_at({}, "play needs moves", "--moves \"e2e4 e7e5\" or --moves-file FILE"));
  }
  if (options.format == "json" && (options.pgn || options.show || options.show_each)) {
    throw UserError(input_error("--format json writes one JSON object",
                                "--format json without --pgn, --show or --show-each"));
  }
  const auto rules = compile_spec(options.spec);
  // The diagrams of --show-each go out as the moves are played, so an illegal move later still
  // leaves the earlier ones on screen.
  Replay r = replay(*rules, options, out);
  if (options.pgn)
    out << game_as_pgn(r);
  else if (options.format == "json")
    write_play_json(r, out);
  else
    write_play_text(r, options.show, out);
  return 0;
}

}  // namespace arbiter::cli
