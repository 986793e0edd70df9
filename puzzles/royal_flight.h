// The flight test of a mate in one: a move that leaves the victim's royal piece a free flight
// does not mate, and most checks fail so. The test proves the flight without making the move.
//
// A free flight is an empty cell next to the victim's only royal piece, that the royal piece may
// step to (one plain step of one of its atoms), that no piece of the mover attacks, and that no
// line of the mover's opens onto through the royal piece's own cell when it steps away. After a
// move of the mover, the flight is still free unless the moved piece (in its kind after the move)
// could capture there from its new cell on an empty board, or the move lands on it, or the cell
// the move leaves opens a line from a piece of the mover that could capture on the flight. So a
// move none of whose changes reaches one free flight leaves the victim a legal move: no mate.
// Castlings, en passant captures and the moves that push, relocate or pass the turn change more
// cells, and are never ruled out.
//
// The argument holds where attacks run along open board lines and plain leaps and nothing else
// changes what attacks what: no hoppers, lame leapers or riders along leap vectors, no capture
// limited to some kinds of victim or relocating its victim, no immobilization, closed zones,
// opposition rule, imitation, carriers, succession, elimination or obligation to leave a
// cell (kRoyalFlightSupport). Elsewhere `applies` is false and the caller makes every move.
#pragma once

#include <array>
#include <cstddef>

#include "model/move.h"
#include "model/move_list.h"
#include "model/position.h"
#include "model/rule_features.h"
#include "puzzles/stipulation.h"

namespace arbiter::puzzles {

inline constexpr model::FeatureSupport kRoyalFlightSupport{[] {
  using enum model::RuleFeature;
  return model::FeatureSupport::Declaration{
      .modelled = {MorePlayers,          Drops,        DrawClaims, RoyalWins,
                   RoyalNeighbours,      Sanctuaries,  Castling,   CastlingOverPieces,
                   CheckmateNotLoss,     Uncapturable, Promotion,  PromotionOnLeaving,
                   Confinement,          Pushes,       PushChains, OwnTargets,
                   ZonedMoves,           UnmovedOnly,  EnPassant,  EnPassantByLeap,
                   EnPassantWhileUnmoved},
      .refused = {DoubleCaptures, CapturesInPlace, CheckedAsMoved,
                  Imitation,      Succession,      PromotionLimits,
                  ClosedZones,    Immobilizers,    SilencingImmobilizers,
                  Opposition,     MustLeave,       Carriers,
                  Hops,           VectorRides,     LameLeaps,
                  StrangledSteps, Relocation,      RelocationToCaptor,
                  ListedTargets,  Elimination},
      .examined = {},
  };
}()};
static_assert(
    kRoyalFlightSupport.declares_every_feature(),
    "kRoyalFlightSupport: declare each RuleFeature once, as modelled, refused or examined");

class RoyalFlights {
 public:
  // Whether the rules allow the test at all (the paragraph above). Scans every atom: ask once.
  static bool applies(const model::CompiledRules& rules);

  // The flights of the player after the side to move in `pos`, found when first asked. Only
  // where `applies(pos.rules())`.
  explicit RoyalFlights(const model::Position& pos);

  // Whether the side to move's legal move `m` may leave the victim without a legal move: false
  // only when a free flight stays free after it.
  bool may_take_every_flight(model::Move m);

  // Whether some move of the mover's piece on `from` may check the victim's royal piece and take
  // every free flight: false only when the piece moves plainly (CompiledRules::moves_plainly)
  // and no cell it could reach (ReachTables::could_reach) does both (for each flight,
  // may_take_every_flight's test; for the check, that the piece could capture the royal piece
  // from there, unless leaving `from` opens a line onto it). A generator of mates in one skips
  // such a piece.
  bool piece_may_mate(model::Cell from);

 private:
  void find_flights();
  bool is_free(model::Cell flight) const;
  // Whether a piece of the mover beyond `opened` (seen from `flight`) could capture on `flight`
  // once `opened` is empty: the first piece on that line past `opened`. Mostly the two cells
  // share no line, which the inline part answers.
  bool opens_line(model::Cell opened, model::Cell flight) const {
    const model::LineStep line = pos_.rules().reach().line(flight, opened);
    return line.distance != 0 && mover_captures_beyond(opened, line.direction, flight);
  }
  // Whether the first piece past `opened` in `direction` is the mover's and could capture on
  // `flight`.
  bool mover_captures_beyond(model::Cell opened, model::DirectionId direction,
                             model::Cell flight) const;
  bool reaches(model::Move m, model::Cell flight) const;
  // piece_may_mate's test for a piece that moves plainly, on a board of `words` words of cells
  // (at most W).
  static constexpr std::size_t kMaxWords = 8;
  template <std::size_t W>
  bool some_landing_mates(model::Cell from, model::PieceKind kind, std::size_t words) const;

  const model::Position& pos_;
  model::PlayerId mover_;
  model::PlayerId victim_;
  model::Cell royal_ = model::Cell::none();
  bool several_royals_ = false;
  bool found_ = false;
  std::array<model::Cell, 32> flights_{};
  std::size_t flight_count_ = 0;
};

// Whether the flight test can rule out moves that reach `goal`: mate or stalemate (a free flight
// is a legal move either way), under rules where it applies. Scans every atom: ask once.
bool flights_rule_out(const model::CompiledRules& rules, Goal goal);

// Leaves out of `moves`, legal moves of the side to move in `pos`, those after which a free
// flight of the next player's royal piece stays free: that player then has a legal move, and is
// neither mated nor stalemated. Only where flights_rule_out holds.
void leave_out_flight_keepers(const model::Position& pos, model::MoveList& moves);
// The same with the flights found already (for the position `moves` belong to).
void leave_out_flight_keepers(RoyalFlights& flights, model::MoveList& moves);

}  // namespace arbiter::puzzles
