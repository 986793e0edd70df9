// The value of a position by the definition of distance to mate, from its moves: the best, for the
// side to move, of its children's values one ply on (children read from the tables), or the rules'
// value when it has no move. Tests compare table entries with it one by one: a predecessor the
// retrograde analysis missed leaves an entry whose code its moves contradict. For rules without
// draw claims (a claim is a right, not a move).
#pragma once

#include "model/movegen.h"
#include "solver/tablebase/succession.h"
#include "solver/tablebase/tablebases.h"
#include "solver/tablebase/terminal.h"

namespace arbiter::testing {

struct ValueByMoves {
  solver::tablebase::Code code = solver::tablebase::code::kIllegal;
  model::MoveType best_type = model::MoveType::Normal;  // of a move that gives it
  bool by_push = false;                                  // a push is among the moves that give it
};

inline ValueByMoves value_by_moves(model::Position& pos, solver::tablebase::Tablebases& tables,
                                   const solver::tablebase::BuildControl& control) {
  namespace tb = solver::tablebase;
  model::MoveList moves;
  model::generate_legal(pos, moves);
  if (moves.empty()) return {tb::terminal_value(pos), model::MoveType::Normal, false};
  ValueByMoves best;
  const model::PlayerId me = pos.side_to_move();
  for (const model::Move& m : moves) {
    model::Undo undo;
    pos.make(m, undo);
    // After a succession the mated side may move again (succession_turn: mated_side): one ply.
    const tb::Code child = tables.probe(pos, control);
    const tb::Code value = tb::through_move(pos.side_to_move() == me ? tb::as_opponent_reply(child) : child);
    pos.unmake(m, undo);
    if (best.code == tb::code::kIllegal || tb::better(value, best.code)) {
      best = {value, m.type, m.type == model::MoveType::Push};
    } else if (value == best.code && m.type == model::MoveType::Push) {
      best.by_push = true;
    }
  }
  return best;
}

}  // namespace arbiter::testing
