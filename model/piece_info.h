// PieceInfo: what the spec says of one piece kind beyond its moves (its name and letters, value,
// whether it is royal or capturable, how it promotes, where it may be dropped or stop, what it
// becomes in a hand, what it carries).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/piece.h"
#include "model/relation.h"
#include "model/zone_id.h"

namespace arbiter::model {

// A piece that carries what its relocating captures cannot place (`carries:`).
struct CarrierRules {
  static constexpr int kUnlimited = 1 << 30;
  int capacity = 1;              // most passengers at once
  bool unload_immediate = true;  // unload after any move; false: only after the carrier's own
};

// A promotion choice offered only while the board holds fewer than `at_most` pieces of its kind
// owned as `owned_by` says (relative to the promoting player), counted before the move: a piece
// the promoting move captures still counts, pieces in hand or aboard a carrier do not (spec
// `{piece: NAME, at_most: N, owned_by: own}`, model/promotion_limits.h).
struct PromotionLimit {
  PieceKind kind;
  int at_most = 1;
  Relation owned_by = Relation::Own;
};

struct CompiledPromotion {
  ZoneId zone = kNoZone;
  bool on_leaving = false;  // trigger enter_or_leave
  std::vector<PieceKind> choices;
  bool forced = true;
  ZoneId forced_zone = kNoZone;
  std::vector<PromotionLimit> limits;  // at most one per choice; most promotions have none
};

struct CompiledDrop {
  ZoneId not_into = kNoZone;
  bool one_per_column = false;
  bool may_not_mate = false;
};

// A piece standing on a cell it may not stop on (it arrived there by changing kind) must leave.
enum class MustLeave : std::uint8_t {
  No,
  NoLegalMove,       // its owner's only legal moves take it off; with none, no legal move at all
  ObligationLapses,  // as above, but when it cannot leave every legal move is allowed again
};

// A capture in place (spec `captures_in_place`): instead of moving, the piece takes enemy pieces
// it could capture by its slides, without leaving its cell: the first piece along each of its
// directions, at most one per direction.
enum class InPlaceVictims : std::uint8_t {
  One,  // one victim per move
  Any,  // any nonempty set of the victims, one move per set
  All,  // one move takes every victim there is
};
struct CaptureInPlace {
  InPlaceVictims victims = InPlaceVictims::One;
  // Only pieces that no opponent of the mover attacks on their cell (`only_unprotected`), read
  // in the position before the move, the capturing piece where it stands.
  bool only_unprotected = false;
};

struct PieceInfo {
  std::string name;
  std::string letter;
  std::string san_letter;
  double value = 0;
  bool royal = false;
  bool capturable = true;
  bool resets_halfmove_clock = false;
  std::optional<CompiledPromotion> promotion;
  CompiledDrop drop;
  ZoneId confined_to = kNoZone;
  ZoneId cannot_stop_on = kNoZone;
  MustLeave must_leave = MustLeave::No;
  // A royal piece that counts as moved once it has been in check (spec `checked_as_moved`).
  bool checked_as_moved = false;
  PieceKind captured_as;  // kind it becomes in a hand (itself when none given)
  std::optional<CarrierRules> carries;
  std::optional<CaptureInPlace> captures_in_place;
};

}  // namespace arbiter::model
