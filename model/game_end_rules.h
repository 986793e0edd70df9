// How a game ends, compiled from the spec's `game_end:`: what checkmate and stalemate mean for
// the player who cannot move, the elimination of a mated player while three or more play on, the
// draws a royal piece in a zone lets a player claim, the zones a royal piece wins by reaching, the
// draws by counting (move limit, repetition) and the dead position of bare royal pieces.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "model/zone_id.h"

namespace arbiter::model {

enum class Outcome : std::uint8_t { Loss, Draw, Win };

// A draw a player may claim (or that follows at once) when a royal piece stands in a zone.
enum class ClaimTiming : std::uint8_t {
  WhileInside,  // on any turn of the player while the royal piece stands there
  OnEntry,      // only right after the move that brought it there
  Automatic,    // the game ends as a draw as soon as it stands there
};
struct DrawClaimRule {
  ZoneId zone = kNoZone;
  ClaimTiming timing = ClaimTiming::WhileInside;
};

// Draws by counting (spec `game_end.move_limit` and `repetition`): a player may claim a draw from
// `claim`, and the game is drawn at `automatic`; 0 means never.
struct DrawThreshold {
  int claim = 0;
  int automatic = 0;
};

// `elimination` (three or more players): a checkmated player leaves the game while at least
// three players are in it, and the others play on (Sannin shogi: «todas las piezas del jugador
// se retiran del tablero y del juego»). The mated player's army is removed, or taken over by the
// mater (its royal pieces removed); the mater moves next, or the next player in turn order. A
// player who owns no piece, on the board or in hand, is out of the game: the turn passes it by.
struct EliminationRule {
  bool army_taken_over = false;  // else removed
  bool turn_to_mater = true;     // else the next player in turn order still in the game
};

struct GameEndRules {
  Outcome checkmate = Outcome::Loss;  // for the checkmated player
  Outcome stalemate = Outcome::Draw;  // for the stalemated player
  std::vector<DrawClaimRule> draw_claims;
  DrawThreshold move_limit;  // in halfmoves
  DrawThreshold repetition;  // in occurrences
  // `dead_position: bare_royals`: a position holding only royal pieces (none in hand) is dead,
  // as no royal piece can ever give mate.
  bool dead_bare_royals = false;
  // Some claim is available only right after entering (Position then records who entered).
  bool tracks_entry = false;
  // `royal_wins`: zones where a player's royal piece, once it stands there, has won the game
  // for that player (Sannin shogi's Pleasure Garden); per-player zones: the owner's cells.
  std::vector<ZoneId> royal_wins;
  std::optional<EliminationRule> elimination;
};

}  // namespace arbiter::model
