// The check filter (check_candidates.h): the victim's royal cells and the cells of the mover's
// pieces that shield a royal piece from another opponent's piece, found once per position.
#include "model/check_candidates.h"

#include <algorithm>

#include "model/attacks.h"
#include "model/line_shields.h"

namespace arbiter::model {

CheckCandidates::CheckCandidates(const Position& pos, PlayerId victim) : pos_(pos) {
  const CompiledRules& rules = pos.rules();
  const PlayerId mover = pos.side_to_move();
  if (!rules.lines_only_attacks() || mover == victim || in_check(pos, victim)) {
    every_move_ = true;
    return;
  }
  pos.any_royal(victim, [&](Cell royal) {
    if (royal_count_ == royals_.size()) {
      every_move_ = true;
      return true;
    }
    royals_[royal_count_++] = royal;
    return false;
  });
  if (every_move_) return;
  // A discovered check: the mover's piece leaves a line from a royal piece.
  for_each_line_shield(pos, victim, mover, [&](Cell shield) {
    if (discoverer_count_ < discoverers_.size())
      discoverers_[discoverer_count_++] = shield;
    else
      every_move_ = true;
  });
}

bool CheckCandidates::reaches_royal(PieceKind kind, Cell to) const {
  const CompiledRules& rules = pos_.rules();
  const CellSet& reach = rules.reach().could_capture(pos_.side_to_move(), kind, to);
  for (std::size_t i = 0; i < royal_count_; ++i)
    if (reach.contains(royals_[i])) return true;
  return false;
}

bool CheckCandidates::is_discoverer(Cell from) const {
  const auto discoverers_end =
      discoverers_.begin() + static_cast<std::ptrdiff_t>(discoverer_count_);
  return std::find(discoverers_.begin(), discoverers_end, from) != discoverers_end;
}

bool CheckCandidates::piece_may_check(Cell from) const {
  if (every_move_ || is_discoverer(from)) return true;
  const CompiledRules& rules = pos_.rules();
  const CellSet& reach =
      rules.reach().could_check(pos_.side_to_move(), rules.kind(pos_.at(from)), from);
  for (std::size_t i = 0; i < royal_count_; ++i)
    if (reach.contains(royals_[i])) return true;
  return false;
}

bool CheckCandidates::may_check(Move m) const {
  if (every_move_) return true;
  if (m.type == MoveType::Drop) return reaches_royal(m.piece, m.to);  // a drop opens no line
  if (m.type != MoveType::Normal) return true;
  if (is_discoverer(m.from)) return true;
  const PieceKind kind = m.is_promotion() ? m.piece : pos_.rules().kind(pos_.at(m.from));
  return reaches_royal(kind, m.to);
}

void keep_check_candidates(const Position& pos, PlayerId victim, MoveList& moves) {
  keep_check_candidates(CheckCandidates(pos, victim), moves);
}

void keep_check_candidates(const CheckCandidates& candidates, MoveList& moves) {
  if (candidates.every_move()) return;
  std::size_t kept = 0;
  for (std::size_t i = 0; i < moves.size(); ++i)
    if (candidates.may_check(moves[i])) moves[kept++] = moves[i];
  moves.resize(kept);
}

bool some_move_cannot_check(const Position& pos, PlayerId victim, const MoveList& moves) {
  const CheckCandidates candidates(pos, victim);
  return !candidates.every_move() &&
         std::any_of(moves.begin(), moves.end(), [&](Move m) { return !candidates.may_check(m); });
}

}  // namespace arbiter::model
