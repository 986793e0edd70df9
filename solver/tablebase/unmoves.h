// Retrograde moves: the positions one move before a table position. A predecessor is found the
// obvious way round: the player who just moved had one of its pieces on another cell, from which
// that piece could reach its cell on an empty board (a table compiled once from the atoms); the
// candidate is then kept only if it is a legal table position and the move is really there. For
// plain slides and leaps (kPlainUnmoveSupport: no closed zones, immobilizers or imitation in the
// rules, ...) "really there" is the way's cells being empty, read from the same compiled atoms;
// otherwise the compiled move generator is asked. No move shape is inverted by hand, so every atom
// the generator knows (slides, leaps, lame leaps, hops, zones) is un-made correctly. A push moves
// two pieces (the pusher lands on an own piece, which moves on): its un-move puts the pushed piece
// back where the pusher stands and the pusher on a cell from which it reaches there, and the
// generator is asked for that very push. (Chains of pushes, three pieces and more, are refused by
// rule_support.h.) A relocating capture keeps the material (a ship puts its victim, or its own
// ruler, on a citadel): its un-move puts the piece standing on one of the atom's relocation cells
// back where the mover stands and the mover on a cell from which it could land there, and the
// generator is asked for that very relocation. (Relocations that change a piece's side leave the
// table's material, and are refused by rule_support.h.) Where pieces may ride carriers
// (passengers.h) a move may also take passengers along, load its victim aboard or unload a
// passenger onto a freed cell: there candidates are built on placements, every such change undone
// in turn, and each is kept only when one of its moves, made, gives the position
// (unmoves_aboard.cpp).
#pragma once

#include <functional>
#include <vector>

#include "model/move_list.h"
#include "model/per_owner_kind.h"
#include "model/position.h"
#include "model/rule_features.h"
#include "solver/tablebase/index.h"

namespace arbiter::solver::tablebase {

// Where a quiet move depends on nothing but its way's cells being empty, its un-move is read off
// the way ("plain"); a group of pieces meeting a feature refused here asks the move generator.
inline constexpr model::FeatureSupport kPlainUnmoveSupport{[] {
  using enum model::RuleFeature;
  return model::FeatureSupport::Declaration{
      .modelled = {MorePlayers,        Drops,         Succession,         DrawClaims,
                   RoyalWins,          Opposition,    RoyalNeighbours,    Carriers,
                   Sanctuaries,        Castling,      CastlingOverPieces, CheckmateNotLoss,
                   Uncapturable,       Confinement,   LameLeaps,          Relocation,
                   RelocationToCaptor, ListedTargets, ZonedMoves,         UnmovedOnly},
      // Closed zones, immobilizers, imitation and the obligation to leave decide about a quiet
      // move by more than its way; so do promotions, hops, rides along leap vectors, pushes and
      // moves onto own pieces, and advances that leave en passant rights.
      .refused = {DoubleCaptures,
                  CapturesInPlace,
                  CheckedAsMoved,
                  Imitation,
                  ClosedZones,
                  Immobilizers,
                  SilencingImmobilizers,
                  MustLeave,
                  Promotion,
                  PromotionOnLeaving,
                  PromotionLimits,
                  Hops,
                  VectorRides,
                  Pushes,
                  PushChains,
                  OwnTargets,
                  EnPassant,
                  EnPassantByLeap,
                  EnPassantWhileUnmoved,
                  StrangledSteps,
                  Elimination},
      .examined = {},
  };
}()};
static_assert(
    kPlainUnmoveSupport.declares_every_feature(),
    "kPlainUnmoveSupport: declare each RuleFeature once, as modelled, refused or examined");

// Whether a position may stand in a table: the player who just moved (not the side to move) has
// no royal piece attacked and no ruler too close to an enemy ruler.
bool is_legal_table_position(const model::Position& pos);

// The moves of the piece on `from` for the side to move, as un-moves ask the generator for them:
// its pseudo-legal moves, or all the side's legal moves when an obligation to leave a cell
// decides which piece may move.
void moves_of_piece(model::Position& pos, model::Cell from, model::MoveList& out);

class Unmoves {
 public:
  explicit Unmoves(const TableIndex& index);

  // Calls visit(entry) for every table entry (same material) from which a legal move that keeps
  // the material (a quiet move, a push, a relocation) leads to `pos`, the legal table position
  // `entry`; `pos` is used as scratch and restored. A predecessor from which two different
  // moves lead here (a push and a relocation of the same two pieces) is visited for each; the
  // callers' updates (a win set once, a mark) do not mind.
  void for_each_predecessor(model::Position& pos, std::uint64_t entry, model::MoveList& scratch,
                            const std::function<void(std::uint64_t)>& visit) const;

 private:
  // One way a quiet move may reach a cell: from `from`, along a slide's direction over
  // `distance` cells (the cells before the last must be empty), or by a leap whose `via` cells
  // must be empty; or (kAsk) only the move generator can tell.
  struct Way {
    enum class Check : std::uint8_t { Slide, Leap, Ask } check = Check::Ask;
    model::Cell from;
    model::DirectionId direction = 0;
    std::uint16_t distance = 0;
    const model::LeapTarget* leap = nullptr;
  };
  const TableIndex* index_;
  // Per (player, kind) and destination cell: the ways a quiet move could come, grouped by origin.
  model::PerOwnerKind<std::vector<std::vector<Way>>> ways_;
  // Per (player, pusher kind): the kinds (bit per kind) its atoms push; all zero without pushes.
  model::PerOwnerKind<std::uint64_t> pushes_;
  // Per (player, kind): its relocating atoms' cells (where their victims go), each once.
  model::PerOwnerKind<std::vector<model::Cell>> relocation_cells_;
  // Per (player, kind) and cell: the cells from which one of its relocating atoms could land
  // there on an empty board, each once; the generator decides about the pieces between.
  model::PerOwnerKind<std::vector<std::vector<model::Cell>>> relocation_origins_;

  const std::vector<Way>& ways(model::PlayerId p, model::PieceKind k, model::Cell to) const;
  bool is_open(const model::Position& pos, const Way& way) const;
  void add_ways(model::PlayerId owner, model::PieceKind kind, model::Cell from, bool plain);
  void add_relocations(model::PlayerId owner, model::PieceKind kind);
  // The predecessors by a push of the mover's piece now on `to` (the pusher) onto the one now on
  // `pushed_to` (which was on `to`).
  void push_predecessors(model::Position& pos, model::Cell to, model::Cell pushed_to,
                         model::MoveList& scratch,
                         const std::function<void(std::uint64_t)>& visit) const;
  // The predecessors by a relocating capture of the mover's piece now on `to` that put the piece
  // now on `relocated_to` there.
  void relocation_predecessors(model::Position& pos, model::Cell to, model::Cell relocated_to,
                               model::MoveList& scratch,
                               const std::function<void(std::uint64_t)>& visit) const;
  // for_each_predecessor where pieces may ride carriers (unmoves_aboard.cpp).
  void aboard_predecessors(model::Position& pos, std::uint64_t entry, model::MoveList& scratch,
                           const std::function<void(std::uint64_t)>& visit) const;
};

}  // namespace arbiter::solver::tablebase
