#include "solver/tablebase/forced_mate.h"

#include <algorithm>
#include <mutex>

#include "model/mobility.h"
#include "model/notation/position_string.h"
#include "solver/tablebase/parallel.h"

namespace arbiter::solver::tablebase {
namespace {

// Per piece code of the material: the cells where such a piece can stand in a game, its start
// cells and every cell one of its moves can end on (model::can_end_move_on).
std::vector<model::CellSet> cells_in_play(const TableIndex& index) {
  const model::CompiledRules& rules = index.rules();
  const model::Position start = model::notation::start_position(rules);
  std::vector<model::CellSet> cells(rules.piece_code_count());
  for (const MaterialGroup& g : index.material().groups()) {
    const model::Piece piece = rules.make_piece(g.owner, g.kind);
    model::CellSet& in_play = cells[piece.code];
    in_play = model::CellSet(rules.board().cell_count());
    for (std::size_t i = 0; i < rules.board().cell_count(); ++i) {
      const model::Cell c = model::Cell::from_index(i);
      model::Cell from;
      if (start.at(c) == piece || model::can_end_move_on(rules, g.owner, g.kind, c, from)) in_play.insert(c);
    }
  }
  return cells;
}

// Whether position `pos` (set up from the table, strong side to move) is one the question asks about.
bool asked_about(const model::Position& pos, const ForcedMateQuestion& q, const std::vector<model::CellSet>& in_play) {
  const model::CompiledRules& rules = pos.rules();
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    for (const model::Cell c : pos.pieces_of(model::PlayerId::from_index(p)))
      if (!in_play[pos.at(c).code].contains(c)) return false;
  std::vector<int> colours_seen;
  for (const model::Cell c : pos.pieces_of(q.strong)) {
    const model::PieceKind kind = rules.kind(pos.at(c));
    if (std::find(q.different_colours.begin(), q.different_colours.end(), kind) != q.different_colours.end()) {
      const int colour = rules.board().colour(c);
      if (std::find(colours_seen.begin(), colours_seen.end(), colour) != colours_seen.end()) return false;
      colours_seen.push_back(colour);
    }
  }
  if (q.defender_not_on.empty()) return true;
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const auto player = model::PlayerId::from_index(p);
    if (player == q.strong) continue;
    for (const model::Cell c : pos.pieces_of(player))
      if (rules.is_royal(pos.at(c)) &&
          std::find(q.defender_not_on.begin(), q.defender_not_on.end(), c) != q.defender_not_on.end())
        return false;
  }
  return true;
}

// Keeps, of two findings, the one earlier in index order.
void keep_first(std::optional<std::uint64_t>& kept, std::optional<std::uint64_t> found) {
  if (found && (!kept || *found < *kept)) kept = found;
}

}  // namespace

ForcedMateSurvey survey_forced_mate(const Table& table, const ForcedMateQuestion& question,
                                    const BuildControl& control) {
  const TableIndex& index = table.index();
  const model::CompiledRules& rules = index.rules();
  if (question.strong.index >= rules.player_count())
    throw std::invalid_argument("survey_forced_mate: the strong side is not a player of the table");
  if (question.safety && !(question.safety->index().material() == index.material()))
    throw std::invalid_argument("survey_forced_mate: the safety table is of another material");
  const std::uint64_t first = question.strong.index == 0 ? 0 : index.per_side();
  ForcedMateSurvey total;
  std::mutex lock;
  BuildProgress report;
  report.material = index.material().name(rules);
  report.phase = "forced mate";
  const std::vector<model::CellSet> in_play = cells_in_play(index);
  std::vector<std::unique_ptr<model::Position>> positions;
  for (int w = 0; w < worker_count(control); ++w) positions.push_back(std::make_unique<model::Position>(rules));
  parallel_chunks(index.per_side(), control, report, [&](int worker, std::uint64_t begin, std::uint64_t end) {
    model::Position& pos = *positions[static_cast<std::size_t>(worker)];
    ForcedMateSurvey part;
    for (std::uint64_t i = first + begin; i < first + end; ++i) {
      const Code c = table.code(i);
      if (c == code::kIllegal || (question.safety && code::is_loss(question.safety->code(i)))) continue;
      if (!index.set_up(i, pos) || !asked_about(pos, question, in_play)) continue;
      ++part.asked;
      if (!code::is_win(c)) {
        if (!part.first_not_won) part.first_not_won = i;
        continue;
      }
      ++part.wins;
      if (code::plies(c) > part.longest_plies) {
        part.longest_plies = code::plies(c);
        part.longest_win = i;
      }
    }
    std::lock_guard guard(lock);
    total.asked += part.asked;
    total.wins += part.wins;
    keep_first(total.first_not_won, part.first_not_won);
    if (part.longest_plies > total.longest_plies ||
        (part.longest_plies == total.longest_plies && part.longest_win && total.longest_win &&
         *part.longest_win < *total.longest_win)) {
      total.longest_plies = part.longest_plies;
      total.longest_win = part.longest_win;
    }
  });
  return total;
}

}  // namespace arbiter::solver::tablebase
