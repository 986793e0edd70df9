// The line of succession, compiled: what happens when a player's royal piece is checkmated while
// an heir stands ready (spec `succession:`). The heir changes kind in place and becomes the royal
// piece; the mated piece leaves the board; a mating piece may move onto the victim's cell.
#pragma once

#include <vector>

#include "model/piece.h"
#include "model/zone_id.h"

namespace arbiter::model {

struct Heir {
  PieceKind piece;             // who may inherit
  PieceKind becomes;           // the kind it turns into
  bool original_only = false;  // only a piece that stood in the set-up
};

// When every heir is passed over because it stands in `not_from`: a loss, or a draw if the heirs
// there cannot get out ("blocked").
enum class BlockedHeirs : std::uint8_t { Never, AllBlocked, AnyBlocked };
// Which of the mating side's pieces moves onto the mated piece's cell.
enum class MatingPiece : std::uint8_t { Checker, MovedPiece, None };
// A royal mating piece when the heir stands next to the victim's cell.
enum class RoyalAttacker : std::uint8_t { Stays, GapChoice, VictimCell };

struct SuccessionRule {
  std::vector<Heir> order;
  ZoneId not_from = kNoZone;
  BlockedHeirs blocked_draw = BlockedHeirs::Never;
  bool cascade = true;  // false: an heir mated at once does not pass the role on
  MatingPiece mating_piece = MatingPiece::Checker;
  RoyalAttacker royal_attacker = RoyalAttacker::Stays;
  bool relocation_promotes = true;  // a pawn moved onto its promotion zone promotes
  bool turn_passes = false;         // false: the mated side moves next
  bool heirs_aboard = false;        // a carried heir may inherit; she stays aboard, as the new kind
};

}  // namespace arbiter::model
