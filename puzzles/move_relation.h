// The move relation of a spec as a finite list of reaches, for solvers that reason about
// positions symbolically (the Z3 help play solver, puzzles/symbolic_help.h): every way a piece of
// one owner and kind may go from one cell to another by one of its compiled atoms, with what the
// cells on the way must hold. It is read from the compiled move tables (model/rules.h) once per
// problem, and it says which rules it does not cover instead of leaving them out.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/cell.h"
#include "model/piece.h"
#include "model/player.h"
#include "model/position.h"
#include "model/rules.h"

namespace arbiter::puzzles {

// One way from `from` to `to` by one atom, for a piece standing on `from`.
struct Reach {
  model::Cell from, to;
  model::Mode mode = model::Mode::Both;
  bool may_stop = true;            // the destination rules let the piece stop on `to`
  std::vector<model::Cell> empty;  // cells that must be empty (a slide's path, lame leaps)
  // Hops: exactly `screens` pieces stand among `hurdles` (the cells between), and at least one
  // among `near` (the last hurdle close enough to `to`; empty: no such condition).
  std::vector<model::Cell> hurdles;
  int screens = 0;
  std::vector<model::Cell> near;
  std::vector<model::Cell> passed;   // en passant targets a plain move here leaves behind
  bool captures_en_passant = false;  // onto an empty target, taking the piece that passed it
  std::uint64_t target_kinds = 0;    // the kinds it may capture (bit per kind); 0 = any
};

// Every reach of a piece of (owner, kind) from every cell, in atom order then board order.
std::vector<Reach> reaches(const model::CompiledRules& rules, model::PlayerId owner,
                           model::PieceKind kind);

// The first rule of `pos`'s spec or of `pos` itself that a symbolic solver built on reaches()
// does not cover (drops, successions, pushes, relocations, a castling over an occupied cell, ...),
// by name; none when every rule is covered.
std::optional<std::string> uncovered_rule(const model::Position& pos);

// The kinds owner p may have on the board in play from `pos`: those it has, and what they may
// promote to, repeatedly. Bit per kind.
std::uint64_t kinds_in_play(const model::Position& pos, model::PlayerId p);

}  // namespace arbiter::puzzles
