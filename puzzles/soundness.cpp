#include "puzzles/soundness.h"

#include "model/attacks.h"

namespace arbiter::puzzles {

bool has_dual(const AttackerMove& move) {
  if (move.threat.size() > 1) return true;
  for (const Variation& v : move.variations) {
    if (v.answers.size() > 1) return true;
    for (const AttackerMove& answer : v.answers)
      if (has_dual(answer)) return true;
  }
  return false;
}

bool is_quiet(const model::Position& pos, model::Move m) {
  if (m.type == model::MoveType::EnPassant || m.type == model::MoveType::InPlace ||
      m.type == model::MoveType::DoubleCapture)
    return false;
  if (m.type == model::MoveType::Normal && !m.to.is_none() && pos.at(m.to)) return false;
  model::Position after = pos;
  model::Undo undo;
  after.make(m, undo);
  return !model::in_check(after, after.side_to_move());
}

}  // namespace arbiter::puzzles
