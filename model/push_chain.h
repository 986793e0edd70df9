// Push chains (atom key push_chain): a pushed piece that lands on another own piece, which moves
// on in turn. A Push move keeps its first two cells in from and to and the last pushed piece's
// destination in aux; Move::chain packs the cells in between as step codes. Bits 0-3 hold the
// number of codes; code i (from bit 4 + i * PushChainRule::step_bits) is the index of the
// (i + 2)-th pushed piece's cell among rules.push_chain().steps(mover, cell of the (i + 1)-th).
// Codes depend on the cells only, so a chain decodes without looking at the board.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "model/move.h"
#include "model/rules.h"

namespace arbiter::model {

namespace push_chain {
// The most step codes Move::chain holds (its 4-bit count); PushChainRule::capacity is at
// most this, less when a step needs more than 4 bits.
constexpr std::size_t kMaxLength = 15;

constexpr std::size_t length(std::uint64_t chain) { return static_cast<std::size_t>(chain & 0xF); }

// `chain` with the step from `at` to `next` put in front. Preconditions: next is in
// rules.push_chain().steps(mover, at), and length(chain) < rules.push_chain().capacity.
std::uint64_t prepend(const CompiledRules& rules, PlayerId mover, Cell at, Cell next,
                      std::uint64_t chain);
}  // namespace push_chain

// Every cell of a push in order: where the pusher starts, the cell of each pushed piece, where the
// last pushed piece goes (from, to, aux for a push without a chain).
struct PushPath {
  std::array<Cell, push_chain::kMaxLength + 3> cells{};
  std::size_t size = 0;
  Cell operator[](std::size_t i) const { return cells[i]; }
  // The cell of the last pushed piece (the one that makes the final move) and where it goes.
  Cell last_pushed() const { return cells[size - 2]; }
  Cell onward() const { return cells[size - 1]; }
};

// The path of Push move m of `mover`. Precondition: m.type == MoveType::Push.
PushPath push_path(const CompiledRules& rules, PlayerId mover, Move m);

}  // namespace arbiter::model
