// The value of a position by the definition of distance to mate, from its moves: the best, for the
// side to move, of its children's values one ply on (children read from the tables), or the rules'
// value when it has no move. Tests compare table entries with it one by one: a predecessor the
// retrograde analysis missed leaves an entry whose code its moves contradict. For rules without
// draw claims (a claim is a right, not a move).
#pragma once

#include <cstdint>

#include "model/movegen.h"
#include "solver/tablebase/succession.h"
#include "solver/tablebase/tablebases.h"
#include "solver/tablebase/terminal.h"

namespace arbiter::testing {

struct ValueByMoves {
  solver::tablebase::Code code = solver::tablebase::code::kIllegal;
  std::uint32_t best_types = 0;  // bit per model::MoveType: the kinds of the moves that give it

  // Whether a move of this type is among the moves that give the value.
  bool by(model::MoveType type) const {
    return (best_types >> static_cast<unsigned>(type) & 1u) != 0;
  }
};

inline ValueByMoves value_by_moves(model::Position& pos, solver::tablebase::Tablebases& tables,
                                   const solver::tablebase::BuildControl& control) {
  namespace tb = solver::tablebase;
  model::MoveList moves;
  model::generate_legal(pos, moves);
  if (moves.empty()) return {tb::terminal_value(pos), 0};
  ValueByMoves best;
  const model::PlayerId me = pos.side_to_move();
  for (const model::Move& m : moves) {
    model::Undo undo;
    pos.make(m, undo);
    // After a succession the mated side may move again (succession_turn: mated_side): one ply.
    const tb::Code child = tables.probe(pos, control);
    const tb::Code value =
        tb::through_move(pos.side_to_move() == me ? tb::as_opponent_reply(child) : child);
    pos.unmake(m, undo);
    const std::uint32_t type = std::uint32_t{1} << static_cast<unsigned>(m.type);
    if (best.code == tb::code::kIllegal || tb::better(value, best.code))
      best = {value, type};
    else if (value == best.code)
      best.best_types |= type;
  }
  return best;
}

}  // namespace arbiter::testing
