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
      if (start.at(c) == piece || model::can_end_move_on(rules, g.owner, g.kind, c, from))
        in_play.insert(c);
    }
  }
  return cells;
}

// Whether every piece of `pos` (set up from the table) stands where a game can bring it.
bool pieces_in_play(const model::Position& pos, const std::vector<model::CellSet>& in_play) {
  const model::CompiledRules& rules = pos.rules();
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    for (const model::Cell c : pos.pieces_of(model::PlayerId::from_index(p)))
      if (!in_play[pos.at(c).code].contains(c)) return false;
  return true;
}

// Whether the image of `pos` under `image` (a symmetry of the table) meets the claim's filters:
// the listed kinds of the strong side on cells of different colours, no defending royal on the
// cells left out. The filters name cells and colours, so each image of a folded entry is judged.
bool image_meets_filters(const model::Position& pos, const ForcedMateQuestion& q,
                         const CellPermutation& image) {
  const model::CompiledRules& rules = pos.rules();
  std::vector<int> colours_seen;
  for (const model::Cell c : pos.pieces_of(q.strong)) {
    const model::PieceKind kind = rules.kind(pos.at(c));
    if (std::find(q.different_colours.begin(), q.different_colours.end(), kind) !=
        q.different_colours.end()) {
      const int colour = rules.board().colour(image[c.index]);
      if (std::find(colours_seen.begin(), colours_seen.end(), colour) != colours_seen.end())
        return false;
      colours_seen.push_back(colour);
    }
  }
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const auto player = model::PlayerId::from_index(p);
    if (player == q.strong) continue;
    for (const model::Cell c : pos.pieces_of(player))
      if (rules.is_royal(pos.at(c)) && std::find(q.defender_not_on.begin(), q.defender_not_on.end(),
                                                 image[c.index]) != q.defender_not_on.end())
        return false;
  }
  return true;
}

// The images of entry i's position (set up in `pos`) the question asks about, and the first
// symmetry giving one.
std::pair<std::uint64_t, std::size_t> asked_images(const TableIndex& index, std::uint64_t i,
                                                   const model::Position& pos,
                                                   const ForcedMateQuestion& q) {
  const std::uint64_t orbit = index.orbit_size(i);
  if (q.defender_not_on.empty() && q.different_colours.empty()) return {orbit, 0};
  const auto& symmetries = index.symmetries();
  std::uint64_t meeting = 0;
  std::size_t first = symmetries.size();
  for (std::size_t k = 0; k < symmetries.size(); ++k) {
    if (!image_meets_filters(pos, q, symmetries[k])) continue;
    ++meeting;
    first = std::min(first, k);
  }
  // Each distinct image arises from |symmetries| / orbit symmetries alike.
  return {meeting * orbit / symmetries.size(), first};
}

// Keeps, of two findings, the one earlier in index order.
void keep_first(std::optional<SurveyedPosition>& kept, std::optional<SurveyedPosition> found) {
  if (found && (!kept || found->entry < kept->entry)) kept = found;
}

}  // namespace

ForcedMateSurvey survey_forced_mate(const Table& table, const ForcedMateQuestion& question,
                                    const BuildControl& control) {
  const TableIndex& index = table.index();
  const model::CompiledRules& rules = index.rules();
  if (question.strong.index >= rules.player_count())
    throw std::invalid_argument("survey_forced_mate: the strong side is not a player of the table");
  for (const Table* other : {question.safety, question.requirement})
    if (other && !(other->index().material() == index.material() &&
                   other->index().symmetries().size() == index.symmetries().size()))
      throw std::invalid_argument(
          "survey_forced_mate: a safety or requirement table numbered otherwise");
  const std::uint64_t first = question.strong.index == 0 ? 0 : index.per_side();
  ForcedMateSurvey total;
  std::mutex lock;
  BuildProgress report;
  report.material = index.material().name(rules);
  report.phase = "forced mate";
  const std::vector<model::CellSet> in_play = cells_in_play(index);
  std::vector<std::unique_ptr<model::Position>> positions;
  for (int w = 0; w < worker_count(control); ++w)
    positions.push_back(std::make_unique<model::Position>(rules));
  parallel_chunks(
      index.per_side(), control, report, [&](int worker, std::uint64_t begin, std::uint64_t end) {
        model::Position& pos = *positions[static_cast<std::size_t>(worker)];
        ForcedMateSurvey part;
        for (std::uint64_t i = first + begin; i < first + end; ++i) {
          const Code c = table.code(i);
          if (c == code::kIllegal || (question.safety && code::is_loss(question.safety->code(i))))
            continue;
          if (!index.set_up(i, pos) || !pieces_in_play(pos, in_play)) continue;
          // An entry stands for every image of its position under the board's symmetries.
          const auto [images, symmetry] = asked_images(index, i, pos, question);
          if (images == 0) continue;
          if (question.requirement && code::is_loss(question.requirement->code(i))) {
            part.unmet += images;
            continue;
          }
          part.asked += images;
          if (!code::is_win(c)) {
            if (!part.first_not_won) part.first_not_won = {i, symmetry};
            continue;
          }
          part.wins += images;
          if (code::plies(c) > part.longest_plies) {
            part.longest_plies = code::plies(c);
            part.longest_win = {i, symmetry};
          }
        }
        std::lock_guard guard(lock);
        total.asked += part.asked;
        total.wins += part.wins;
        total.unmet += part.unmet;
        keep_first(total.first_not_won, part.first_not_won);
        if (part.longest_plies > total.longest_plies ||
            (part.longest_plies == total.longest_plies && part.longest_win && total.longest_win &&
             part.longest_win->entry < total.longest_win->entry)) {
          total.longest_plies = part.longest_plies;
          total.longest_win = part.longest_win;
        }
      });
  return total;
}

model::Position surveyed_position(const Table& table, const SurveyedPosition& p) {
  const TableIndex& index = table.index();
  model::Position entry(index.rules());
  index.set_up(p.entry, entry);
  const CellPermutation& image = index.symmetries()[p.symmetry];
  model::Position pos(index.rules());
  clear_position(pos);
  pos.set_side_to_move(entry.side_to_move());
  for (std::size_t player = 0; player < index.rules().player_count(); ++player)
    for (const model::Cell c : entry.pieces_of(model::PlayerId::from_index(player)))
      pos.put(image[c.index], entry.at(c), true);
  return pos;
}

}  // namespace arbiter::solver::tablebase
