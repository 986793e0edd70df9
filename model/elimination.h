// The move by which a checkmated player leaves the game (spec game_end.elimination): while three
// or more players are in the game, the mated side to move has this one move, which takes its
// army off the board (or hands it to the mater) and passes the turn on (model/game_end_rules.h,
// position_elimination.cpp). With two players left a mate ends the game as without the rule.
#pragma once

#include <optional>

#include "model/move.h"
#include "model/position.h"

namespace arbiter::model {

// The mater of the side to move, mated: the player whose pieces attack its royal piece; where
// pieces of several players do, the one of them who moved most recently (the nearest before the
// mated player in turn order), whose move completed the mate. Precondition: the side to move is
// in check.
PlayerId mating_player(const Position& pos);

// The winner of a mate that ends a game of three or more players (the side to move mated, with no
// elimination move, under checkmate: loss): the mating player, as above. None in a game of two
// players, where the winner goes without saying, or where a mate is no loss.
std::optional<PlayerId> mate_winner(const Position& pos);

// The elimination move of the side to move, when it is mated (no ordinary legal move, in check)
// and the rule applies: game_end.elimination, and three or more players in the game.
// Precondition: the side to move has no ordinary legal move.
std::optional<Move> elimination_move(const Position& pos);

}  // namespace arbiter::model
