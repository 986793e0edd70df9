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
  const Position start = model::notation::position_from_string(rules, rules.start_position());
  std::vector<Position> before;
  model::MoveList legal;
  for (Cell to : pos.pieces_of(mover)) {
    for (std::size_t f = 0; f < cells; ++f) {
      const Cell from = Cell::from_index(f);
      if (pos.at(from)) continue;
      Position earlier = pos;
      earlier.remove(to);
      earlier.put(from, pos.at(to));
      earlier.set_side_to_move(mover);
      legal.clear();
      model::generate_legal(earlier, legal);
      for (model::Move m : legal) {
        if (m.from != from || m.to != to || m.type != model::MoveType::Normal || m.is_promotion())
          continue;
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
