// `arbiter analyse SPEC [--position POS] [--mate N] [--tables DIR] [--format text|json]`: one
// report on a position: the side to move, whether it is in check, mated or stalemated (read from
// the spec's end of game, succession included), its legal moves and the checks among them, the
// shortest forced mate within N moves with its main line, and the tables' verdict with the
// moves that keep it when the material's table files are in DIR (nothing is built).
#include <ctime>
#include <optional>
#include <vector>

#include "cli/commands.h"
#include "cli/json_writer.h"
#include "cli/position_argument.h"
#include "cli/solution_report.h"
#include "cli/spec_source.h"
#include "cli/tb_control.h"
#include "model/attacks.h"
#include "model/game_record.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/notation/san.h"
#include "puzzles/main_line.h"
#include "solver/tablebase/probe.h"
#include "solver/tablebase/tablebases.h"

namespace arbiter::cli {
namespace {

namespace tb = solver::tablebase;

// The tables' part of the report: their verdict and the moves that keep it, or why there is none.
struct TableReport {
  std::string unavailable;  // why there is no verdict (empty when there is one)
  tb::Code value = tb::code::kDraw;
  std::vector<tb::MoveValue> keeping;  // the moves that keep the result, best first
};

TableReport table_report(const std::shared_ptr<const model::CompiledRules>& rules,
                         const AnalyseOptions& options, const model::Position& pos) {
  TableReport report;
  if (options.tables.empty()) {
    report.unavailable = "no --tables given";
    return report;
  }
  try {
    tb::Tablebases tables(rules, tb::identify(*rules, spec_text_hash(options.spec.spec)),
                          options.tables);
    const tb::Material material = tb::Material::of(pos);
    const std::vector<std::string> missing = tables.missing_files(material);
    if (!missing.empty()) {
      report.unavailable =
          "no table files for " + material.name(*rules) + " in " + options.tables + " (missing " +
          missing.front() +
          (missing.size() > 1 ? " and " + std::to_string(missing.size() - 1) + " more" : "") + ")";
      return report;
    }
    const tb::ProbeReport probe = tb::probe_position(tables, pos, tb::BuildControl{});
    report.value = probe.value;
    for (const auto& mv : probe.moves)
      if (tb::keeps_result(probe.value, mv.value)) report.keeping.push_back(mv);
  } catch (const UserError& e) {
    // A position the tables do not hold (rights, unsupported rules): said, not an error.
    report.unavailable = e.diagnostics().empty() ? "tables do not hold this position"
                                                 : e.diagnostics().front().message;
  }
  return report;
}

}  // namespace

CLI::App* add_analyse_command(CLI::App& app, AnalyseOptions& options) {
  CLI::App* cmd = app.add_subcommand(
      "analyse",
      "Analyse a position: check and mate, legal moves, checks, shortest forced mate, "
      "the tables' verdict");
  add_spec_arguments(*cmd, options.spec);
  add_problem_edit_options(*cmd, options.holes, options.diagram_promotions);
  cmd->add_option("--position", options.position, "position string, or start (default)");
  add_allow_illegal(*cmd, options.allow_illegal);
  cmd->add_option("--mate", options.mate_moves,
                  "look for a forced mate of the side to move in up to N moves (default 3; 0: "
                  "do not look)")
      ->check(CLI::Range(0, puzzles::kMaxStipulationMoves));
  cmd->add_option("--tables", options.tables,
                  "directory of table files: their verdict when the material's files are there");
  add_format_option(*cmd, options.format);
  cmd->footer(
      "Example: arbiter analyse chess --position '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'\n"
      "Example: arbiter analyse chess --position '8/8/8/5k2/8/8/1Q6/K7 w - - 0 1' --tables "
      "tables/chess");
  return cmd;
}

int run_analyse(const AnalyseOptions& options, std::ostream& out) {
  const HoledProblem problem =
      compile_problem(options.spec, {options.holes, options.diagram_promotions}, options.position);
  const auto& rules = problem.rules;
  model::Position pos = position_argument(*rules, problem.position, options.allow_illegal);
  const std::clock_t started = std::clock();
  const std::string mover = rules->player(pos.side_to_move()).name;
  const bool in_check = model::in_check(pos, pos.side_to_move());
  model::MoveList legal;
  model::generate_legal(pos, legal);
  const model::GameStatus status = model::game_status(pos, legal);
  std::vector<model::Move> checks;
  int successions = 0;
  for (const model::Move m : legal) {
    if (m.type == model::MoveType::Succession) ++successions;
    model::Position next = pos;
    model::Undo undo;
    next.make(m, undo);
    if (model::in_check(next, next.side_to_move())) checks.push_back(m);
  }
  puzzles::SearchStats stats;
  std::optional<puzzles::ForcedWin> win;
  if (options.mate_moves > 0 && status == model::GameStatus::Ongoing)
    win = puzzles::shortest_forced_win(pos, puzzles::Goal::Mate, options.mate_moves, stats);
  const TableReport table = table_report(rules, options, pos);
  const double cpu_seconds = static_cast<double>(std::clock() - started) / CLOCKS_PER_SEC;

  std::vector<std::string> check_san;
  for (const model::Move m : checks) check_san.push_back(model::notation::move_to_san(pos, m));
  if (options.format == "json") {
    JsonWriter json;
    json.begin_object()
        .field("position", model::notation::to_string(pos))
        .field("side_to_move", mover)
        .field("in_check", in_check)
        .field("status", model::status_name(status))
        .field("legal_moves", static_cast<int>(legal.size()))
        .field("successions", successions)
        .field("checks", check_san)
        .key("forced_mate");
    if (win) {
      json.begin_object()
          .field("moves", win->moves)
          .field("line", line_coordinates(pos, win->line))
          .field("san", numbered_line(pos, win->line))
          .end_object();
    } else {
      json.null();
    }
    json.field("mate_search_moves", options.mate_moves).key("tablebase");
    if (table.unavailable.empty()) {
      json.begin_object().field("verdict", verdict_text(table.value)).key("moves").begin_array();
      for (const auto& mv : table.keeping) {
        json.begin_object()
            .field("move", model::notation::move_to_string(pos, mv.move))
            .field("san", model::notation::move_to_san(pos, mv.move))
            .field("verdict", verdict_text(mv.value))
            .end_object();
      }
      json.end_array().end_object();
    } else {
      json.begin_object().field("unavailable", table.unavailable).end_object();
    }
    json.field("nodes", stats.nodes).field("cpu_seconds", cpu_seconds);
    out << json.end_object().str() << '\n';
    return 0;
  }
  out << "position: " << model::notation::to_string(pos) << '\n';
  out << "side to move: " << mover << (in_check ? ", in check" : "") << '\n';
  out << "status: " << model::status_name(status);
  if (successions > 0) out << " (its ruler is mated; successions: " << successions << ")";
  out << '\n';
  out << "legal moves: " << legal.size() << '\n';
  out << "checks: " << checks.size();
  for (std::size_t i = 0; i < check_san.size(); ++i) out << (i ? ", " : " (") << check_san[i];
  out << (check_san.empty() ? "" : ")") << '\n';
  out << "forced mate: ";
  if (win)
    out << "in " << win->moves << ": " << numbered_line(pos, win->line) << '\n';
  else if (options.mate_moves == 0 || status != model::GameStatus::Ongoing)
    out << "not searched\n";
  else
    out << "none in " << options.mate_moves << " moves or fewer\n";
  out << "tablebase: ";
  if (!table.unavailable.empty()) {
    out << table.unavailable << '\n';
  } else {
    out << mover << " to move: " << verdict_text(table.value) << '\n';
    for (const auto& mv : table.keeping)
      out << "  " << model::notation::move_to_san(pos, mv.move) << ": " << verdict_text(mv.value)
          << (mv.value == table.value ? " *" : "") << '\n';
  }
  out << "nodes: " << stats.nodes << '\n';
  return 0;
}

}  // namespace arbiter::cli
