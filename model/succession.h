// The line of succession at play: who is mated, who inherits, and the succession moves a mated
// side plays instead of losing (spec `succession:`, compiled into SuccessionRule).
//
// A succession is a move of its own. When the side to move has a royal piece in check and no
// ordinary legal move, and an heir is ready, its legal moves are the successions: the mated
// royal piece leaves the board, the heir changes kind in place, and (per the rule) one mating
// piece moves onto the victim's cell. Each distinct relocation is a distinct move, so search
// and perft see every outcome the rule allows.
#pragma once

#include <optional>

#include "model/move_list.h"
#include "model/position.h"

namespace arbiter::model {

// The royal piece of `player` that is under attack (the lowest cell if several), if any.
std::optional<Cell> attacked_royal(const Position& pos, PlayerId player);

// Where an heir waits: on `cell`, or (rule `heirs_aboard`) carried by the piece on `cell`, as
// entry `passenger` of Position::passengers().
struct HeirPlace {
  Cell cell;
  int passenger = -1;
  bool aboard() const { return passenger >= 0; }
};

// `player`'s heir: the first entry of the order with a matching piece (original if required) that
// stands outside the `not_from` zone; under `heirs_aboard`, a carried piece matches too, where
// its carrier stands outside that zone. Within one entry: the lowest cell on the board first,
// then the carried ones by their carrier's cell and the order they were loaded.
std::optional<HeirPlace> find_heir(const Position& pos, PlayerId player);

// The kind the heir turns into.
PieceKind heir_becomes(const Position& pos, const HeirPlace& heir);

// Appends the succession moves of the side to move. Call only when it has no ordinary legal
// move and is in check. Appends nothing when no heir can take over (the player is mated).
void generate_successions(Position& pos, MoveList& out);

// Whether a mated side without an eligible heir is excused (a draw): its heirs are passed over
// only because they stand in `not_from`, and they (all or any, per the rule) cannot get out. Under
// `heirs_aboard`, an heir carried by a piece standing there counts, and never gets out by herself.
bool heirs_blocked(Position& pos);

}  // namespace arbiter::model
