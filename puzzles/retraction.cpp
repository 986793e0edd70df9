#include "puzzles/retraction.h"

#include "model/legality.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"

namespace arbiter::puzzles {

namespace {

using model::Cell;
using model::Position;

bool same_board(const Position& a, const Position& b) {
  const std::size_t cells = a.rules().board().cell_count();
  for (std::size_t i = 0; i < cells; ++i)
    if (a.at(Cell::from_index(i)).code != b.at(Cell::from_index(i)).code) return false;
  return true;
}

}  // namespace

std::vector<Position> quiet_retractions(const Position& pos) {
  const model::CompiledRules& rules = pos.rules();
  const model::PlayerId mover = rules.previous_player(pos.side_to_move());
  const std::size_t cells = rules.board().cell_count();
  const Position start =
      model::notation::position_from_string(rules, rules.notation().start_position);
  std::vector<Position> before;
  model::MoveList moves;
  // Cells in index order, not the piece lists' order, which making and taking back moves may
  // change: the same board gives its retractions in the same order (a composer's seeded walk
  // draws from them).
  for (std::size_t t = 0; t < cells; ++t) {
    const Cell to = Cell::from_index(t);
    if (!pos.at(to) || rules.owner(pos.at(to)) != mover) continue;
    for (std::size_t f = 0; f < cells; ++f) {
      const Cell from = Cell::from_index(f);
      if (pos.at(from)) continue;
      Position earlier = pos;
      earlier.remove(to);
      earlier.put(from, pos.at(to));
      earlier.set_side_to_move(mover);
      // The piece's own moves first (a few, where the whole list is some forty), then the
      // legality of the one that may lead here.
      model::generate_piece_pseudo_legal(earlier, from, moves);
      for (model::Move m : moves) {
        if (m.to != to || m.type != model::MoveType::Normal || m.is_promotion()) continue;
        if (!model::is_legal_move(earlier, m)) continue;
        Position after = earlier;
        model::Undo undo;
        after.make(m, undo);
        if (!same_board(after, pos) || !after.en_passant_rights().empty()) continue;
        if (model::legality_problems(earlier, start).empty()) before.push_back(earlier);
        break;
      }
    }
  }
  return before;
}

}  // namespace arbiter::puzzles
