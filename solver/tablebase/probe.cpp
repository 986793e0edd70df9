#include "solver/tablebase/probe.h"

#include <algorithm>

#include "model/movegen.h"
#include "solver/tablebase/draw_claims.h"
#include "solver/tablebase/succession.h"

namespace arbiter::solver::tablebase {

ProbeReport probe_position(Tablebases& tables, const model::Position& pos,
                           const BuildControl& control) {
  ProbeReport report{tables.probe(pos, control), {}};
  model::Position scratch = pos;
  model::MoveList moves;
  model::generate_legal(scratch, moves);
  const DrawClaims claims(pos.rules());
  for (const model::Move& m : moves) {
    model::Undo undo;
    scratch.make(m, undo);
    // As the tables value moves: after a succession the mated side may move again; a move that
    // brings the ruler into a citadel may earn an on-entry draw claim.
    const Code child = tables.probe(scratch, control);
    const bool again = scratch.side_to_move() == pos.side_to_move();
    const Code seen = again ? as_opponent_reply(child) : claims.through_entry_claim(scratch, child);
    report.moves.push_back({m, through_move(seen)});
    scratch.unmake(m, undo);
  }
  std::stable_sort(report.moves.begin(), report.moves.end(),
                   [](const MoveValue& a, const MoveValue& b) { return better(a.value, b.value); });
  return report;
}

bool keeps_result(Code position, Code move) {
  if (code::is_win(position)) return code::is_win(move);
  if (code::is_loss(position)) return code::is_loss(move);
  return move == code::kDraw;
}

}  // namespace arbiter::solver::tablebase
