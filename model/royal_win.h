// Wins by reaching a zone (spec `game_end.royal_wins`): a player whose royal piece stands on a
// cell of such a zone has won, and the game is over (Sannin shogi: «Un rey no aliado (ascendido
// o no) que llegue a la casilla central del tablero (el Jardín del Placer) gana la partida.»).
// Like the automatic draws, the win is a status of the position (game_status): move generation
// and perft do not read it.
#pragma once

#include <optional>
#include <string>

#include "model/position.h"

namespace arbiter::model {

// The player whose royal piece stands in one of the rules' royal_wins zones (the first in the
// order of play if several do), or none.
std::optional<PlayerId> royal_zone_winner(const Position& pos);

// How the game was won ("first's royal piece reached garden"), or "" when no one has.
std::string zone_win_reason(const Position& pos);

}  // namespace arbiter::model
