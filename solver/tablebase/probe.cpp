#include "solver/tablebase/probe.h"

#include <algorithm>

#include "model/movegen.h"

namespace arbiter::solver::tablebase {

ProbeReport probe_position(Tablebases& tables, const model::Position& pos, const BuildControl& control) {
  ProbeReport report{tables.probe(pos, control), {}};
  model::Position scratch = pos;
  model::MoveList moves;
  model::generate_legal(scratch, moves);
  for (const model::Move& m : moves) {
    model::Undo undo;
    scratch.make(m, undo);
    report.moves.push_back({m, through_move(tables.probe(scratch, control))});
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
