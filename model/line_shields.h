// Line shields: a piece that stands first on a board line from a royal piece, with an opponent
// of the royal piece's owner next behind it. Moving a shield opens the line: for the royal
// piece's own side that is a pin (movegen's pin candidates), for the other side a discovered
// check (check_candidates.h).
//
// Where the rules' attack table reads the occupancy's bits (model/attack_lines.h), only an
// opponent that would attack the royal piece along that line once the shield is gone makes a
// shield (a knight behind a pawn on a diagonal does not); elsewhere every opponent next behind
// does, from a walk along each of the board's directions. Both are supersets of the pieces whose
// move can expose the royal piece: callers test the moves of every shield in full.
#pragma once

#include "model/attack_lines.h"
#include "model/cell.h"
#include "model/player.h"
#include "model/position.h"

namespace arbiter::model {

// Calls found(cell) for each shield of `shield_owner`'s on a line from a royal piece of
// `royal_owner`, along every direction of the board (a cell twice if it shields on two lines).
template <class Found>
void for_each_line_shield(const Position& pos, PlayerId royal_owner, PlayerId shield_owner,
                          Found&& found) {
  const CompiledRules& rules = pos.rules();
  if (const AttackLines* lines = rules.attack_lines(); lines != nullptr && lines->reads_bits()) {
    pos.any_royal(royal_owner, [&](Cell royal) {
      lines->for_each_lone_blocker(pos, royal, royal_owner, [&](Cell shield) {
        if (rules.owner(pos.at(shield)) == shield_owner) found(shield);
      });
      return false;
    });
    return;
  }
  const BoardGraph& board = rules.board();
  pos.any_royal(royal_owner, [&](Cell royal) {
    for (DirectionId d = 0; d < board.direction_count(); ++d) {
      Cell shield = Cell::none();
      for (Cell c : board.ray(royal, d)) {
        const Piece p = pos.at(c);
        if (!p) continue;
        if (shield.is_none()) {
          if (rules.owner(p) != shield_owner) break;
          shield = c;
          continue;
        }
        if (rules.is_opponent(royal_owner, rules.owner(p))) found(shield);
        break;
      }
    }
    return false;
  });
}

}  // namespace arbiter::model
