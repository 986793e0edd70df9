// README "Immobilizers", read by scanning the board (see reference_immobilization.h).
#include "tests/reference/reference_immobilization.h"

namespace arbiter::testing::reference {

ReferenceImmobilizers::ReferenceImmobilizers(const model::spec::SpecDocument& doc,
                                             const ReferenceBoard& board,
                                             const std::vector<int>& forward)
    : board_(&board) {
  for (std::size_t k = 0; k < doc.pieces.size(); ++k) {
    const auto& d = doc.pieces[k].immobilizes;
    if (!d) continue;
    Power power;
    for (const auto* key : {&d->released_by_own, &d->immobilized_attacks})
      if (key->value != "" && key->value != "no" && key->value != "yes")
        fail("unknown yes/no value '" + key->value + "' in immobilizes");
    power.released_by_own = d->released_by_own.value == "yes";
    power.victims_attack = d->immobilized_attacks.value == "yes";
    for (int f : forward) {
      std::vector<Vec> steps;
      for (const auto& name : d->directions)
        for (int dir : board.resolve_direction(name.value, f))
          steps.push_back({board.compass(dir).x, board.compass(dir).y});
      power.steps.push_back(steps);
    }
    powers_[static_cast<int>(k)] = power;
  }
}

bool ReferenceImmobilizers::covers(const RefState& s, int from, int c) const {
  const RefPiece& p = s.board[idx(from)];
  if (p.is_empty()) return false;
  const auto power = powers_.find(p.kind);
  if (power == powers_.end()) return false;
  for (Vec step : power->second.steps[idx(p.player)])
    if (board_->cell_at(board_->coord(from) + step) == c) return true;
  return false;
}

ReferenceImmobilizers::Verdict ReferenceImmobilizers::verdict(const RefState& s, int c) const {
  if (powers_.empty()) return Verdict::Free;
  const int owner = s.board[idx(c)].player;
  bool own_cover = false;
  for (std::size_t g = 0; g < s.board.size(); ++g)
    if (static_cast<int>(g) != c && s.board[g].player == owner && covers(s, static_cast<int>(g), c))
      own_cover = true;
  Verdict result = Verdict::Free;
  for (std::size_t f = 0; f < s.board.size(); ++f) {
    const RefPiece& p = s.board[f];
    if (p.is_empty() || p.player == owner || !covers(s, static_cast<int>(f), c)) continue;
    const Power& power = powers_.at(p.kind);
    if (power.released_by_own && own_cover) continue;
    if (!power.victims_attack) return Verdict::Silenced;
    result = Verdict::Frozen;
  }
  return result;
}

}  // namespace arbiter::testing::reference
