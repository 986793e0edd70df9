// `arbiter spec stats SPEC`: per piece kind and player, the most cells it can move to on an
// otherwise empty board and where, the cells it can ever reach from its start cells, and the
// colour of each start cell; per zone, the kinds that can end a move on one of its cells.
#include "cli/commands.h"
#include "model/mobility.h"
#include "model/notation/position_string.h"

namespace arbiter::cli {
namespace {

std::string cell_list(const model::BoardGraph& board, const std::vector<model::Cell>& cells) {
  std::string text;
  for (model::Cell c : cells) text += (text.empty() ? "" : " ") + board.name(c);
  return text.empty() ? "-" : text;
}

std::string start_colours(const model::BoardGraph& board, const std::vector<model::Cell>& cells) {
  if (board.colour_names().empty()) return "(the board has no colouring)";
  std::string text;
  for (model::Cell c : cells) {
    text += (text.empty() ? "" : " ") + board.name(c) + "=" +
            board.colour_names()[static_cast<std::size_t>(board.colour(c))];
  }
  return text.empty() ? "-" : text;
}

}  // namespace

CLI::App* add_spec_stats_command(CLI::App& spec, SpecStatsOptions& options) {
  CLI::App* cmd = spec.add_subcommand(
      "stats", "Piece mobility on an empty board, reachable cells and start-cell colours");
  add_spec_arguments(*cmd, options.spec);
  cmd->footer("Example: arbiter spec stats chess");
  return cmd;
}

int run_spec_stats(const SpecStatsOptions& options, std::ostream& out) {
  const auto rules = compile_spec(options.spec);
  const model::Position start = model::notation::start_position(*rules);
  const model::BoardGraph& board = rules->board();
  out << rules->variant() << ": " << board.cell_count() << " cells\n";
  for (std::size_t p = 0; p < rules->player_count(); ++p) {
    const model::PlayerId player = model::PlayerId::from_index(p);
    out << "\n" << rules->player(player).name << "\n";
    for (const auto& m : model::piece_mobility(start, player)) {
      const auto& info = rules->piece(m.kind);
      out << "  " << info.name << " (" << info.letter << ")\n"
          << "    most moves on an empty board: " << m.most_moves << " from "
          << cell_list(board, m.best_cells) << "\n"
          << "    start cells and colours: " << start_colours(board, m.start_cells) << "\n";
      if (!m.start_cells.empty()) {
        out << "    cells reachable from the start cells: " << m.reachable.count() << " of "
            << board.cell_count() << " (";
        for (std::size_t i = 0; i < m.start_cells.size(); ++i)
          out << (i ? ", " : "") << board.name(m.start_cells[i]) << ": " << m.reachable_from[i];
        out << ")\n";
      }
    }
  }
  out << "\nzones: the pieces that can end a move there (moving alone on an empty board, or "
         "capturing)\n";
  for (std::size_t z = 0; z < rules->zones().count(); ++z) {
    const auto zone = static_cast<model::ZoneId>(z);
    out << "  " << rules->zones().name(zone) << ":";
    for (std::size_t p = 0; p < rules->player_count(); ++p) {
      const model::PlayerId player = model::PlayerId::from_index(p);
      std::string kinds;
      for (std::size_t k = 0; k < rules->kind_count(); ++k) {
        const model::PieceKind kind = model::PieceKind::from_index(k);
        bool reaches = false;
        for (model::Cell c : rules->zones().of(zone, player).cells()) {
          model::Cell from;
          if ((reaches = model::can_end_move_on(*rules, player, kind, c, from))) break;
        }
        if (reaches) kinds += (kinds.empty() ? "" : " ") + rules->piece(kind).name;
      }
      out << (p ? "; " : " ") << rules->player(player).name << ": "
          << (kinds.empty() ? "-" : kinds);
    }
    out << "\n";
  }
  return 0;
}

}  // namespace arbiter::cli
