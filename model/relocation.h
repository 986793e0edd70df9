// Relocating captures and own-piece transport (atoms with `capture: relocate`): the cells the
// piece an atom lands on may be put on, or whether the mover carries it instead, and which cells
// accept a relocated or unloaded piece. Shared by move generation, attacks and make().
#pragma once

#include <cstdint>
#include <vector>

#include "model/position.h"

namespace arbiter::model {

// Whether `piece` may be put on the empty cell c by a relocation or an unload: it may stop there
// and no closed zone keeps it out (closures seen from the piece's owner, in `pos`).
bool may_receive(const Position& pos, Cell c, Piece piece);

// The Move::aux values (model/move.h, `relocation`) of the relocations atom a of the piece on
// `from` makes when it lands on the piece on `to`, in the order of the atom's cells: the first
// free cell (relocate_choice first_free) or every free one (any_free); with none, kCarried when
// the atom carries and the mover has room. A cell is free when empty once the mover has left
// `from`; closures are read in `pos`, before the move. Appends to `out`.
void relocation_choices(const Position& pos, const CompiledAtom& a, Cell from, Cell to,
                        std::vector<std::uint16_t>& out);

// Whether relocation_choices would give at least one value.
bool can_relocate(const Position& pos, const CompiledAtom& a, Cell from, Cell to);

}  // namespace arbiter::model
