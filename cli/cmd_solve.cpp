// `arbiter solve SPEC --position POS --stip STIP [--solutions K] [--format text|json]`: a mate
// problem solved by search (puzzles/). Direct and self play list every key (`1.Qf2!`), help play
// every solution line, numbered as in a game record; then the verdict (sound: one key, or the
// stated number of solutions; cooked: more; no solution) and, last, `solutions: N`.
#include <ctime>
#include <vector>

#include "cli/commands.h"
#include "cli/json_writer.h"
#include "cli/position_argument.h"
#include "model/notation/move_text.h"
#include "model/notation/san.h"
#include "puzzles/direct_play.h"
#include "puzzles/help_play.h"

namespace arbiter::cli {
namespace {

using puzzles::Line;
using puzzles::Play;

// The side the stipulation makes move first must be the position's side to move.
void require_first_mover(const model::CompiledRules& rules, const model::Position& pos,
                         const puzzles::Stipulation& stip, const std::string& stip_text) {
  if (rules.player_count() != 2)
    throw UserError(input_error("stipulation " + stip_text +
                                    ": problems are defined for two players; this spec has " +
                                    std::to_string(rules.player_count()),
                                "a spec of two players"));
  const model::PlayerId first = model::PlayerId::from_index(stip.second_player_starts() ? 1 : 0);
  if (pos.side_to_move() != first)
    throw UserError(input_error("stipulation " + stip_text + ": " + rules.player(first).name +
                                    " moves first, but the position has " +
                                    rules.player(pos.side_to_move()).name + " to move",
                                "a position string with " + rules.player(first).name + " to move"));
}

// A line in SAN, numbered as in a game record: "1.e4 e5 2.Qh5", or "1...e5 2.Qh5" when the
// second player begins. The first player's moves carry the number.
std::string numbered_san(const model::Position& start, const Line& line) {
  model::Position pos = start;
  std::string text;
  int number = 1;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const bool first_player = pos.side_to_move().index == 0;
    if (!text.empty()) text += ' ';
    if (first_player)
      text += std::to_string(number) + ".";
    else if (i == 0)
      text += std::to_string(number) + "...";
    text += model::notation::move_to_san(pos, line[i]);
    if (!first_player) ++number;
    model::Undo undo;
    pos.make(line[i], undo);
  }
  return text;
}

struct Solved {
  std::vector<Line> lines;  // a key alone (direct, self) or a whole line (help)
  puzzles::SearchStats stats;
};

Solved solve(const model::Position& pos, const puzzles::Stipulation& stip) {
  Solved s;
  switch (stip.play) {
    case Play::Direct:
    case Play::Self:
      for (const model::Move key : puzzles::direct_keys(pos, stip, s.stats))
        s.lines.push_back({key});
      break;
    case Play::Help:
      s.lines = puzzles::help_solutions(pos, stip, s.stats);
      break;
    case Play::SeriesDirect:
    case Play::SeriesHelp:
    case Play::SeriesSelf:
      throw UserError(
          input_error("stipulation " + stip.to_string() + ": series play is not solved yet",
                      "#n, h#n, h#n.5 or s#n"));
  }
  return s;
}

std::string verdict(std::size_t found, int stated) {
  if (found == 0) return "no_solution";
  if (found == static_cast<std::size_t>(stated)) return "sound";
  return found > static_cast<std::size_t>(stated) ? "cooked" : "fewer_than_stated";
}

}  // namespace

CLI::App* add_solve_command(CLI::App& app, SolveOptions& options) {
  CLI::App* cmd =
      app.add_subcommand("solve", "Solve a mate problem: #n, h#n, h#n.5, s#n (= for stalemate)");
  add_spec_arguments(*cmd, options.spec);
  cmd->add_option("--position", options.position, "position string of the problem")->required();
  add_allow_illegal(*cmd, options.allow_illegal);
  cmd->add_option("--stip", options.stipulation, "stipulation: #2, h#3, h#2.5, s#2, =3, h=2, ...")
      ->required();
  cmd->add_option("--solutions", options.stated_solutions,
                  "how many solutions the problem states (help play; default 1)")
      ->check(CLI::Range(1, 1000));
  add_format_option(*cmd, options.format);
  cmd->footer(
      "Example: arbiter solve chess --position '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' --stip '#1'\n"
      "Example: arbiter solve chess --position start --stip h#2 --allow-illegal");
  return cmd;
}

int run_solve(const SolveOptions& options, std::ostream& out) {
  const auto rules = compile_spec(options.spec);
  const puzzles::Stipulation stip = puzzles::parse_stipulation(options.stipulation);
  const model::Position pos = position_argument(*rules, options.position, options.allow_illegal);
  require_first_mover(*rules, pos, stip, options.stipulation);
  const std::clock_t started = std::clock();
  const Solved solved = solve(pos, stip);
  const double cpu_seconds = static_cast<double>(std::clock() - started) / CLOCKS_PER_SEC;
  const bool help = stip.play == Play::Help;
  const int stated = help ? options.stated_solutions : 1;
  const std::string word = verdict(solved.lines.size(), stated);

  if (options.format == "json") {
    JsonWriter json;
    json.begin_object()
        .field("stipulation", stip.to_string())
        .field("side_to_move", rules->player(pos.side_to_move()).name)
        .field("verdict", word)
        .key("solutions")
        .begin_array();
    for (const Line& line : solved.lines) {
      std::vector<std::string> moves;
      model::Position walk = pos;
      for (const model::Move m : line) {
        moves.push_back(model::notation::move_to_string(walk, m));
        model::Undo undo;
        walk.make(m, undo);
      }
      json.begin_object()
          .field("first", moves.front())
          .field("moves", moves)
          .field("san", numbered_san(pos, line) + (help ? "" : "!"))
          .end_object();
    }
    json.end_array().field("nodes", solved.stats.nodes).field("cpu_seconds", cpu_seconds);
    out << json.end_object().str() << '\n';
    return 0;
  }
  out << stip.to_string() << ", " << rules->player(pos.side_to_move()).name << " to move\n";
  for (const Line& line : solved.lines) out << numbered_san(pos, line) << (help ? "" : "!") << '\n';
  out << "verdict: " << word;
  if (help && stated > 1) out << " (" << stated << " solutions stated)";
  out << "\nnodes: " << solved.stats.nodes << "\nsolutions: " << solved.lines.size() << '\n';
  return 0;
}

}  // namespace arbiter::cli
