// Draw claims (spec `game_end.draw_claims`): a player whose royal piece stands in a zone may end
// the game as a draw, on any of its turns there (while_inside), only right after entering
// (on_entry), or the game ends at once (automatic). The move limit (`game_end.move_limit`) counts
// halfmoves on the position's clock; repetitions need the game's history (model/game_record.h).
// Claims are not moves: move generation and perft ignore them; game_status reports an automatic
// draw, and solvers value a position where the side to move may claim as at least a draw for it.
#pragma once

#include <vector>

#include "model/position.h"

namespace arbiter::model {

// The players who may claim a draw now: the side to move under while_inside, the player who just
// entered under on_entry.
std::vector<PlayerId> draw_claimants(const Position& pos);

// Whether an automatic rule has already ended the game in a draw (a royal piece in an automatic
// draw zone).
bool drawn_by_rule(const Position& pos);

// The move limit (spec `game_end.move_limit`, chess's fifty- and seventy-five-move rules): whether
// the side to move may claim a draw, and whether the game is drawn unless the last move mated.
bool may_claim_by_move_limit(const Position& pos);
bool move_limit_reached(const Position& pos);

// Spec `game_end.dead_position: bare_royals`: only royal pieces are left on the board and nothing
// is in hand, so no sequence of moves can mate (FIDE 9.6.2's dead position, in its plainest case).
bool dead_by_bare_royals(const Position& pos);

}  // namespace arbiter::model
