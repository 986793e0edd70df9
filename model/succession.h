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

// Whether piece p (original or not) of `player` is the piece `heir` names.
bool heir_matches(const CompiledRules& rules, const Heir& heir, PlayerId player, Piece p,
                  bool original);
// Whether the piece on c is `heir` for `player`.
bool heir_stands_on(const Position& pos, const Heir& heir, PlayerId player, Cell c);
// Whether a carried piece is one of its owner's original pieces.
bool is_original(const Passenger& p);

// The succession moves themselves, and whether the heirs are shut in, are the move generator's
// (model/movegen.h: generate_successions, heirs_blocked).

}  // namespace arbiter::model
