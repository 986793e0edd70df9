// Who mated, and the elimination move (model/elimination.h).
#include "model/elimination.h"

#include <vector>

#include "model/attacks.h"

namespace arbiter::model {

PlayerId mating_player(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  const PlayerId mated = pos.side_to_move();
  std::vector<bool> attacks(rules.player_count(), false);
  pos.any_royal(mated, [&](Cell royal) {
    for_each_attacker(pos, royal, mated, [&](Cell from) {
      attacks[rules.owner(pos.at(from)).index] = true;
      return true;
    });
    return false;
  });
  // The players before the mated one in turn order, nearest first: the turn order read backward.
  const auto& order = rules.turn_order();
  std::size_t at = 0;
  while (order[at] != mated) ++at;
  PlayerId fallback;
  for (std::size_t back = 1; back < order.size(); ++back) {
    const PlayerId p = order[(at + order.size() - back) % order.size()];
    if (attacks[p.index]) return p;
    if (fallback.is_none() && pos.in_game(p)) fallback = p;
  }
  return fallback;  // a check no piece gives (an opposition rule's): the last player to move
}

std::optional<PlayerId> mate_winner(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  if (rules.player_count() < 3 || rules.game_end().checkmate != Outcome::Loss) return std::nullopt;
  return mating_player(pos);
}

std::optional<Move> elimination_move(const Position& pos) {
  const auto& rule = pos.rules().game_end().elimination;
  if (!rule || pos.players_in_game() < 3) return std::nullopt;
  const PlayerId mated = pos.side_to_move();
  Cell royal;
  pos.any_royal(mated, [&](Cell c) {
    if (!is_attacked(pos, c, mated)) return false;
    royal = c;
    return true;
  });
  if (royal.is_none()) return std::nullopt;  // not in check: a stalemate
  const PlayerId mater = mating_player(pos);
  const Move leave =
      Move::elimination(royal, mater, rule->turn_to_mater ? mater : pos.next_in_game(mated));
  if (!pos.rules().check_reply_at_once()) return leave;
  // Checks are answered at once here too: the mated army's leaving may open a line onto a royal
  // piece (or its pieces, taken over, may give check), and the first player after the mated one
  // whose royal piece stands attacked then moves next.
  Position after = pos;
  Undo undo;
  after.make(leave, undo);
  for (PlayerId p = after.next_in_game(mated); p != mated; p = pos.rules().next_player(p))
    if (after.in_game(p) && in_check(after, p)) return Move::elimination(royal, mater, p);
  return leave;
}

}  // namespace arbiter::model
