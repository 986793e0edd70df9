// Attacks: whether a piece could capture on a cell, and whether a player's royal pieces are in
// check. Used by legality tests, castling safety and the check/mate verdicts.
#pragma once

#include "model/position.h"
#include "model/rule_features.h"

namespace arbiter::model {

// The rules under which attacks_readable_before_moves holds (below).
inline constexpr FeatureSupport kEarlyAttackSupport{[] {
  using enum RuleFeature;
  return FeatureSupport::Declaration{
      // Hops, rides along leap vectors and lame leaps read the cells between attacker and target
      // (the screens, the legs), which the changed board answers as the standing one does.
      .modelled = {MorePlayers,  Drops,           Succession,         DrawClaims,
                   RoyalWins,    Elimination,     Immobilizers,       MustLeave,
                   Sanctuaries,  Castling,        CastlingOverPieces, CheckmateNotLoss,
                   Uncapturable, Promotion,       PromotionOnLeaving, PromotionLimits,
                   Confinement,  CapturesInPlace, DoubleCaptures,     Pushes,
                   PushChains,   OwnTargets,      ListedTargets,      ZonedMoves,
                   UnmovedOnly,  EnPassant,       EnPassantByLeap,    EnPassantWhileUnmoved,
                   Hops,         VectorRides,     LameLeaps,          StrangledSteps},
      .refused = {CheckedAsMoved, Imitation, ClosedZones, SilencingImmobilizers, Opposition,
                  RoyalNeighbours, Carriers, Relocation, RelocationToCaptor},
      .examined = {},
  };
}()};
static_assert(
    kEarlyAttackSupport.declares_every_feature(),
    "kEarlyAttackSupport: declare each RuleFeature once, as modelled, refused or examined");

// Whether the piece on `from` (owned by its owner) could capture on `target` by one of its atoms,
// given the current occupancy. The piece on `target` (if any) is the one that would be captured.
bool piece_attacks(const Position& pos, Cell from, Cell target);

// piece_attacks, for a piece that does not imitate, once the caller has found `target` within
// its kind's reach from `from` (ReachTables::could_capture), which piece_attacks tests first.
bool piece_attacks_within_reach(const Position& pos, Cell from, Cell target);

// Calls visit(from) for each piece of an opponent of `defender` that attacks `target`, in the
// order of the players and their piece lists, until visit returns false; returns whether it
// stopped so. Most pieces are too far: the reach of the piece's kind is tested before anything
// else (not where some kind imitates, since an imitator attacks beyond its own kind's reach).
template <class Visit>
bool for_each_attacker(const Position& pos, Cell target, PlayerId defender, Visit&& visit) {
  const CompiledRules& rules = pos.rules();
  const bool imitation = rules.imitation().in_use;
  for (std::size_t q = 0; q < rules.player_count(); ++q) {
    const PlayerId attacker = PlayerId::from_index(q);
    if (!rules.is_opponent(defender, attacker)) continue;
    for (Cell from : pos.pieces_of(attacker)) {
      const bool attacks = imitation
                               ? piece_attacks(pos, from, target)
                               : rules.reach()
                                         .could_capture(attacker, rules.kind(pos.at(from)), from)
                                         .contains(target) &&
                                     piece_attacks_within_reach(pos, from, target);
      if (attacks && !visit(from)) return true;
    }
  }
  return false;
}

// Whether any opponent of `defender` attacks `target`.
bool is_attacked(const Position& pos, Cell target, PlayerId defender);

// A plain move's change to the board, read before the move is made: the cell it leaves, the
// cell it lands on (a piece captured there is gone) and the piece standing there afterwards.
struct BoardChange {
  Cell vacated;
  Cell filled;
  Piece arriving;
};

// Whether is_attacked_after may be asked under `rules` (kEarlyAttackSupport): every attack
// depends on the attacker, its victim and the cells between them (open lines, screens, legs),
// no capture relocates its victim, and no opposition or neighbour rule puts royal pieces'
// placements in question. Then a plain move (MoveType::Normal) changes the attacks on a cell only
// through the two cells it touches.
bool attacks_readable_before_moves(const CompiledRules& rules);

// Whether any opponent of `defender` would attack `target` once `change` is made; the same answer
// as making the move and asking is_attacked, where attacks_readable_before_moves(rules) holds.
bool is_attacked_after(const Position& pos, const BoardChange& change, Cell target,
                       PlayerId defender);

// Whether any royal piece of `player` is attacked.
bool in_check(const Position& pos, PlayerId player);

}  // namespace arbiter::model
