// `arbiter solve SPEC --position POS --stip STIP [--tree keys|full] [--tries] [--solutions K]
// [--hash MB] [--format text|json]`: a mate problem solved by search (puzzles/). Direct and self
// play list every key (`1.Qf2!`) with its threat or zugzwang, and with `--tree full` every
// variation; `--tries` adds the first moves refuted by one defence. Help and series play list
// every solution line. Then the verdict (sound: one key, or the stated number of solutions;
// cooked: more; no solution) and, last, `solutions: N`.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>
#include <optional>
#include <thread>
#include <vector>

#include "cli/commands.h"
#include "cli/interrupt.h"
#include "cli/json_writer.h"
#include "cli/position_argument.h"
#include "cli/solution_report.h"
#include "puzzles/direct_play.h"
#include "puzzles/help_play.h"
#include "puzzles/series_play.h"
#include "puzzles/solution_tree.h"
#include "puzzles/symbolic_direct.h"
#include "puzzles/symbolic_help.h"

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

bool direct_or_self(const puzzles::Stipulation& stip) {
  return stip.play == Play::Direct || stip.play == Play::Self;
}

struct Solved {
  std::vector<Line> lines;                       // a key alone (direct, self) or a whole line
  std::vector<puzzles::AttackerMove> keys;       // direct and self play: each key explained
  std::vector<puzzles::Try> tries;               // with --tries
  std::vector<puzzles::Variation> set;           // with --set-play, direct and self play
  std::optional<puzzles::HelpSetPlay> help_set;  // with --set-play, help play
  puzzles::SearchStats stats;
  std::optional<puzzles::SymbolicStats> symbolic;  // --engine z3: what Z3 did
};

Solved solve(const model::Position& pos, const puzzles::Stipulation& stip,
             const SolveOptions& options, const puzzles::SearchSettings& settings,
             const std::atomic<bool>* stop) {
  Solved s;
  s.stats.stop = stop;
  if (options.engine == "z3") s.symbolic.emplace();
  if (options.engine == "z3" && !direct_or_self(stip)) {
    s.lines = puzzles::symbolic_help_solutions(pos, stip, s.stats, &*s.symbolic);
  } else if (direct_or_self(stip)) {
    // The keys by the engine asked for; their threats, variations and tries by the search.
    const std::vector<model::Move> keys =
        s.symbolic ? puzzles::symbolic_direct_keys(pos, stip, s.stats, &*s.symbolic)
                   : puzzles::direct_keys(pos, stip, s.stats, settings);
    // The tree and the tries are worked out on one thread, with one table.
    puzzles::DirectSearch search(stip, s.stats, settings.hash_bytes);
    const auto depth = options.tree == "full" ? puzzles::TreeDepth::Full : puzzles::TreeDepth::Keys;
    for (const model::Move key : keys) {
      s.lines.push_back({key});
      s.keys.push_back(puzzles::explain_key(search, pos, key, depth));
    }
    if (options.tries) s.tries = puzzles::find_tries(search, pos, keys);
    if (options.set_play) s.set = puzzles::set_play(search, pos, depth);
  } else if (stip.play == Play::Help) {
    s.lines = puzzles::help_solutions(pos, stip, s.stats, settings);
    if (options.set_play) s.help_set = puzzles::help_set_play(pos, stip, s.stats, settings);
  } else {
    s.lines = puzzles::series_solutions(pos, stip, s.stats, settings);
  }
  return s;
}

std::string verdict(std::size_t found, int stated) {
  if (found == 0) return "no_solution";
  if (found == static_cast<std::size_t>(stated)) return "sound";
  return found > static_cast<std::size_t>(stated) ? "cooked" : "fewer_than_stated";
}

std::string line_text(const model::Position& pos, const puzzles::Stipulation& stip,
                      const Line& line) {
  if (stip.play == Play::Help) return numbered_line(pos, line);
  return series_line(pos, line, stip.moves);
}

void write_json(std::ostream& out, const model::CompiledRules& rules, const model::Position& pos,
                const puzzles::Stipulation& stip, const Solved& solved, const std::string& word,
                bool set_play, double cpu_seconds) {
  JsonWriter json;
  json.begin_object()
      .field("stipulation", stip.to_string())
      .field("goal", stip.goal == puzzles::Goal::RulerMate ? "ruler-mate" : "mate")
      .field("side_to_move", rules.player(pos.side_to_move()).name)
      .field("verdict", word)
      .field("engine", solved.symbolic ? "z3" : "search")
      .key("solutions")
      .begin_array();
  for (std::size_t i = 0; i < solved.lines.size(); ++i) {
    const Line& line = solved.lines[i];
    const std::vector<std::string> moves =
        line_coordinates(pos, line, stip.series() ? stip.moves : 0);
    json.begin_object().field("first", moves.front()).field("moves", moves);
    if (direct_or_self(stip)) {
      json.field("san", numbered_line(pos, line) + "!");
      write_key_members(json, pos, solved.keys[i]);
    } else {
      json.field("san", line_text(pos, stip, line));
    }
    json.end_object();
  }
  json.end_array();
  if (direct_or_self(stip) && set_play) {
    json.key("set_play");
    write_set_play(json, pos, solved.set);
  }
  if (solved.help_set) {
    json.key("set_play").begin_array();
    for (const Line& line : solved.help_set->lines)
      json.begin_object()
          .field("moves", line_coordinates(solved.help_set->passed, line))
          .field("san", numbered_line(solved.help_set->passed, line))
          .end_object();
    json.end_array();
  }
  if (direct_or_self(stip)) {
    json.key("tries").begin_array();
    for (const puzzles::Try& t : solved.tries) {
      model::Position next = pos;
      model::Undo undo;
      next.make(t.move, undo);
      json.begin_object()
          .field("move", line_coordinates(pos, {t.move}).front())
          .field("refutation", line_coordinates(next, {t.refutation}).front())
          .field("san", try_text(pos, t))
          .end_object();
    }
    json.end_array();
  }
  if (solved.symbolic)
    json.key("z3")
        .begin_object()
        .field("calls", solved.symbolic->solver_calls)
        .field("refuted_lines", solved.symbolic->refuted_lines)
        .field("escape_clauses", solved.symbolic->escape_clauses)
        .end_object();
  json.field("nodes", solved.stats.nodes).field("cpu_seconds", cpu_seconds);
  out << json.end_object().str() << '\n';
}

}  // namespace

CLI::App* add_solve_command(CLI::App& app, SolveOptions& options) {
  CLI::App* cmd = app.add_subcommand(
      "solve",
      "Solve a mate problem: #n, h#n, h#n.5, s#n, ser-#n, ser-h#n, ser-s#n (= for stalemate)");
  add_spec_arguments(*cmd, options.spec);
  add_problem_edit_options(*cmd, options.holes, options.diagram_promotions);
  cmd->add_option("--position", options.position, "position string of the problem")->required();
  add_allow_illegal(*cmd, options.allow_illegal);
  cmd->add_option("--stip", options.stipulation,
                  "stipulation: #2, h#3, h#2.5, s#2, ser-h#5, =3, h=2, ...")
      ->required();
  cmd->add_option("--tree", options.tree,
                  "direct and self play: keys (each key with its threat) or full (every variation)")
      ->check(CLI::IsMember({"keys", "full"}));
  cmd->add_option("--goal", options.goal,
                  "how '#' reads: mate (the game is lost, default) or ruler-mate (the current "
                  "ruler is mated, even if an heir takes power)")
      ->check(CLI::IsMember({"mate", "ruler-mate"}));
  cmd->add_flag("--tries", options.tries,
                "direct and self play: list the first moves refuted by exactly one defence");
  cmd->add_flag("--set-play", options.set_play,
                "direct and self play: the defender's moves in the diagram with the answers "
                "prepared for them (as if the attacker could pass), before the keys");
  cmd->add_option("--solutions", options.stated_solutions,
                  "how many solutions the problem states (help and series play; default 1)")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--hash", options.hash_mb,
                  "bound of the transposition tables in MB, all threads together (default 64)")
      ->check(CLI::Range(1, 65536));
  cmd->add_option("--threads", options.threads,
                  "threads sharing out the first moves (default 0: every core)")
      ->check(CLI::Range(0, 256));
  cmd->add_flag("--quiet", options.quiet, "no progress line on the terminal");
  cmd->add_flag("--exhaustive", options.exhaustive,
                "help and series play: search every line, also those after which no mate can "
                "come in the moves left (the pruning is sound; this measures it)");
  cmd->add_option("--engine", options.engine,
                  "search (default) or z3: help and series help play by bounded model checking "
                  "with Z3, a second and independent solver")
      ->check(CLI::IsMember({"search", "z3"}));
  add_format_option(*cmd, options.format);
  cmd->footer(
      "Example: arbiter solve chess --position '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' --stip '#1'\n"
      "Example: arbiter solve chess --position start --stip h#2 --allow-illegal");
  return cmd;
}

int run_solve(const SolveOptions& options, std::ostream& out, std::ostream& err) {
  const HoledProblem problem =
      compile_problem(options.spec, {options.holes, options.diagram_promotions}, options.position);
  const auto& rules = problem.rules;
  puzzles::Stipulation stip = puzzles::parse_stipulation(options.stipulation);
  if (options.goal == "ruler-mate") {
    if (stip.goal != puzzles::Goal::Mate)
      throw UserError(input_error(
          "--goal ruler-mate: the stipulation " + options.stipulation + " asks for stalemate",
          "a stipulation with # (mate)"));
    stip.goal = puzzles::Goal::RulerMate;
  }
  const model::Position pos = position_argument(*rules, problem.position, options.allow_illegal);
  require_first_mover(*rules, pos, stip, options.stipulation);
  const bool series = stip.series();
  if (options.set_play && (series || options.engine == "z3"))
    throw UserError(input_error("--set-play: the stipulation " + options.stipulation +
                                    (options.engine == "z3" ? " with --engine z3" : "") +
                                    " has no set play here",
                                "direct, self or help play by the search"));
  if (options.engine == "z3" && !puzzles::symbolic_takes(stip) &&
      !puzzles::symbolic_direct_takes(stip))
    throw UserError(
        input_error("--engine z3: the stipulation " + options.stipulation +
                        " is neither help play nor a direct #1 or #2",
                    "h#n, h#n.5, h=n, ser-h#n, ser-h=n, #1, #2, =1 or =2 (or --engine search)"));

  puzzles::SearchSettings settings;
  settings.hash_bytes = static_cast<std::size_t>(options.hash_mb) << 20;
  settings.mate_reach = !options.exhaustive;
  settings.threads = options.threads > 0
                         ? options.threads
                         : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  // On a terminal, a solve that runs for more than a second shows the first moves done (on
  // stderr, erased at the end); elsewhere nothing is added. Ctrl-C stops the search.
  const auto wall_start = std::chrono::steady_clock::now();
  const bool terminal = !options.quiet && isatty(STDERR_FILENO) != 0;
  bool shown = false;
  std::size_t done_so_far = 0, total = 0;
  settings.progress = [&](std::size_t done, std::size_t of) {
    done_so_far = done;
    total = of;
    if (!terminal || std::chrono::steady_clock::now() - wall_start < std::chrono::seconds(1))
      return;
    shown = true;
    err << "\rsolve " << stip.to_string() << ": first moves done " << done << "/" << of << "   "
        << std::flush;
  };
  const auto clear = [&] {
    if (shown) err << "\r\033[K" << std::flush;
  };
  InterruptScope interrupt;
  const std::clock_t started = std::clock();
  Solved solved;
  try {
    solved = solve(pos, stip, options, settings, &interrupt.flag());
  } catch (const puzzles::SearchStopped&) {
    clear();
    err << "interrupted: the search stopped with " << done_so_far << " of " << total
        << " first moves done; no verdict\n";
    return 130;
  }
  clear();
  const double cpu_seconds = static_cast<double>(std::clock() - started) / CLOCKS_PER_SEC;
  const bool lines = !direct_or_self(stip);
  const int stated = lines ? options.stated_solutions : 1;
  const std::string word = verdict(solved.lines.size(), stated);

  if (options.format == "json") {
    write_json(out, *rules, pos, stip, solved, word, options.set_play, cpu_seconds);
    return 0;
  }
  out << stip.to_string() << ", " << rules->player(pos.side_to_move()).name << " to move"
      << (stip.goal == puzzles::Goal::RulerMate ? " (goal: ruler-mate)" : "") << '\n';
  if (lines) {
    if (solved.help_set) {
      out << "set play:" << (solved.help_set->lines.empty() ? " none" : "") << '\n';
      for (const Line& line : solved.help_set->lines)
        out << "  " << numbered_line(solved.help_set->passed, line) << '\n';
    }
    for (const Line& line : solved.lines) out << line_text(pos, stip, line) << '\n';
  } else {
    if (options.set_play) print_set_play(out, pos, solved.set);
    for (const puzzles::AttackerMove& key : solved.keys) print_key(out, pos, key);
    for (const puzzles::Try& t : solved.tries) out << try_text(pos, t) << '\n';
  }
  out << "verdict: " << word;
  if (lines && stated > 1) out << " (" << stated << " solutions stated)";
  if (solved.symbolic)
    out << "\nz3: " << solved.symbolic->solver_calls << " calls, " << solved.symbolic->refuted_lines
        << " lines refuted by " << solved.symbolic->escape_clauses << " escape clauses";
  out << "\nnodes: " << solved.stats.nodes << "\nsolutions: " << solved.lines.size() << '\n';
  return 0;
}

}  // namespace arbiter::cli
