// Draw claims (spec `game_end.draw_claims`): a player whose royal piece stands in a zone may end
// the game as a draw, on any of its turns there (while_inside), only right after entering
// (on_entry), or the game ends at once (automatic). Claims are not moves: move generation and
// perft ignore them; game_status reports an automatic draw, and solvers value a position where
// the side to move may claim as at least a draw for it.
#pragma once

#include <vector>

#include "model/position.h"

namespace arbiter::model {

// The players who may claim a draw now: the side to move under while_inside, the player who just
// entered under on_entry.
std::vector<PlayerId> draw_claimants(const Position& pos);

// Whether an automatic rule has already ended the game in a draw.
bool drawn_by_rule(const Position& pos);

}  // namespace arbiter::model
