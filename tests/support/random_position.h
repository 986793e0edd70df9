// Random positions for differential tests, drawn from an explicit std::mt19937_64 (STYLE.md P7):
// random playouts from the start position, which reach castling, en passant, promotion and drop
// states, and random placements of the start position's pieces.
#pragma once

#include <optional>
#include <random>

#include "model/movegen.h"
#include "model/position.h"
#include "model/rules.h"

namespace arbiter::testing {

// The start position after between 0 and max_plies random legal moves (fewer when a player has
// no move); half the time the last one is a move that leaves en passant targets, if any is legal.
model::Position random_playout(const model::CompiledRules& rules, std::mt19937_64& random,
                               int max_plies);

// A random subset of the start position's pieces on random cells: every royal piece, a random
// share of the others (some replaced by random non-royal kinds), each on a cell where it may
// stand (confined_to, cannot_stop_on, drop and forced-promotion zones), hands filled from the rest
// when the rules have drops, castling rights where king and rook stand at home, a random side to
// move, then up to three random legal moves (the last as above). Empty when a player other than the
// side to move is in check, or when a royal piece found no cell.
std::optional<model::Position> random_placement(const model::CompiledRules& rules,
                                                std::mt19937_64& random);

// A playout (max_plies as above) or a placement, half the time each; placements are redrawn
// until one passes the check filter (a playout after 1000 failures).
model::Position random_position(const model::CompiledRules& rules, std::mt19937_64& random,
                                int max_plies);

// Calls visit(pos) on `count` random positions (random_position, up to 40 plies) and on every
// position one legal move after each, where checks, and so mates, come up. `pos` may be used as
// scratch; it is restored before the next move is made.
template <class Visit>
void for_random_positions_and_successors(const model::CompiledRules& rules, std::mt19937_64& random,
                                         int count, Visit&& visit) {
  for (int i = 0; i < count; ++i) {
    model::Position pos = random_position(rules, random, 40);
    visit(pos);
    for (const model::Move m : model::legal_moves(pos)) {
      model::Undo undo;
      pos.make(m, undo);
      visit(pos);
      pos.unmake(m, undo);
    }
  }
}

}  // namespace arbiter::testing
