// Mating pictures placed by Z3: positions of a given material where the second player to move
// (the defender) is mated or stalemated, found by a solver that places the pieces under
// constraints and checked by the move generator. Each cell holds exactly one piece code or none,
// each piece of the material stands on one cell where its kind may stand, the defender's royal
// piece stands attacked (mate) or not (stalemate), the attacker's does not (the attacker moved
// last), and no move of the defender's royal piece escapes. The other escapes (an interposition,
// a capture of the checking piece) are added lazily, counterexample-guided: each placement Z3
// proposes is set up and asked of the move generator; when the defender still has a legal move
// there, one clause per such move ("this move is no legal escape") joins the formula. Those
// clauses hold in every mate, so no picture is lost. A placement that is mate (by the spec's own
// end of game) and legal by the spec is a picture; it is then blocked, and the next one sought.
//
// The material may vary: beside the base material, optional extra pieces may or may not stand,
// so the count of each piece code is a range (base to base plus extra) instead of a number. A
// found placement is then blocked with its empty cells too, so that the same pieces with one
// extra piece more are still another picture.
//
// The problemists' kinds of mate are constraints too:
// - pure: the royal piece is checked once (a stalemated one not at all), and each cell it could
//   move to (its flights) is guarded by exactly one attacker or blocked by one of its own
//   pieces that no attacker guards;
// - model: a pure mate in which every piece of the attacker takes part, except its royal
//   pieces and its pieces that promote (pawns): taking any other one off the board unmates.
//   This second half is checked by the move generator and blocked when it fails. An extra
//   piece of the attacker that stands must take part too; the defender's pieces, extra or not,
//   need not.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "model/cell.h"
#include "model/position.h"
#include "puzzles/stipulation.h"
#include "solver/tablebase/material.h"

namespace arbiter::puzzles {

enum class PictureKind { Any, Pure, Model };

struct PictureRequest {
  solver::tablebase::Material material;  // the first player's pieces attack, the second's defend
  // Up to these pieces more, each on the board or not (none: exactly `material`). No royal
  // piece: the defender's royal piece is in `material`.
  solver::tablebase::Material extra;
  Goal goal = Goal::Mate;  // Mate or Stalemate
  PictureKind kind = PictureKind::Any;
  std::optional<model::Cell> royal_cell;  // where the defender's royal piece must stand
  std::uint64_t seed = 1;  // Z3's random seed and the random cells of the royal piece
};

// What the finder did.
struct PictureStats {
  std::uint64_t solver_calls = 0;
  std::uint64_t escapes_added = 0;  // clauses "this move is no legal escape"
  std::uint64_t illegal = 0;        // placements mated but illegal by the spec (blocked)
  std::uint64_t not_model = 0;      // pure mates with an idle piece (blocked)
};

// Finds mating pictures one at a time: each next() is a new position (never the same placement
// twice) with the defender to move, mated (or stalemated) as the spec's end of game says, legal
// by the spec, of the request's kind; none when there are no more. The material must have one
// royal piece for the defender; the material of each picture lies between `material` and
// `material` plus `extra`. Throws UserError when the spec has no two players, the request's goal
// is neither mate nor stalemate, the defender has no single royal piece, an extra piece is royal,
// or the spec has a rule the encoding does not cover (move_relation.h: uncovered_rule).
class PictureFinder {
 public:
  PictureFinder(const model::CompiledRules& rules, const PictureRequest& request);
  ~PictureFinder();
  PictureFinder(const PictureFinder&) = delete;
  PictureFinder& operator=(const PictureFinder&) = delete;

  // The next picture, or none when no other exists (under the request's royal cell; without
  // one, each call first tries a royal cell drawn at random, then any cell). A raised `cancel`
  // returns none.
  std::optional<model::Position> next(const std::atomic<bool>* cancel = nullptr);

  const PictureStats& stats() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Whether `pos` (the side to move mated or stalemated) is pure, counted with the move
// generator's attacks: one check (none for a stalemate), and each flight cell of the side to
// move's royal piece guarded once or blocked by an own piece no enemy guards. Independent of the
// Z3 encoding, for the tests.
bool is_pure_picture(const model::Position& pos, Goal goal);

// Whether every piece of the side that moved last, other than royal pieces and pieces that
// promote, takes part in reaching `goal` in `pos`: taking it off undoes the mate (stalemate).
bool is_economical_picture(const model::Position& pos, Goal goal);

}  // namespace arbiter::puzzles
