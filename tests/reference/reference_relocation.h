// The reference interpreter's relocating captures and carriers (specs/README.md "Relocating
// captures and carriers"), read straight from the spec document: where a relocated piece goes,
// when the mover carries it instead, and how carriers unload after a move.
#pragma once

#include <functional>
#include <vector>

#include "model/spec/document.h"
#include "tests/reference/reference_board.h"
#include "tests/reference/reference_state.h"

namespace arbiter::testing::reference {

// An atom's relocation keys (`capture: relocate`).
struct RelocationRule {
  bool relocates = false;
  bool own = false;        // target_side own
  std::vector<int> zones;  // relocate_to
  bool any_free = false;   // relocate_choice any_free
  bool carry = false;      // relocate_full carry
  bool to_captor = false;  // relocate_owner captor
};

// A piece's `carries` key.
struct CarrierRule {
  bool carries = false;
  int capacity = 1;       // "unlimited": a number larger than any board
  bool immediate = true;  // unload after any move; else only after the carrier's own
};

class Cargo {
 public:
  // Whether a piece of `kind` owned by `owner` may be put on the empty cell c of s (it may stop
  // there and no closed zone keeps it out); supplied by the interpreter.
  using MayEnter = std::function<bool(const RefState& s, int owner, int kind, int c)>;

  Cargo() = default;
  Cargo(const model::spec::SpecDocument& doc, const ReferenceBoard& board,
        const ReferenceZones& zones, MayEnter may_enter);

  RelocationRule relocation(const model::spec::AtomDoc& a) const;
  const CarrierRule& carrier(int kind) const { return carriers_[idx(kind)]; }

  // Where the relocating atom `rule` of the piece on `from` may put the piece on `to`: cells in
  // the order tried, or kAboard; empty when the move is impossible.
  std::vector<int> destinations(const RefState& s, const RelocationRule& rule, int from,
                                int to) const;

  // After a move: every carrier, in board order, that unloads now (any move, or `moved` holds its
  // cell) puts each passenger in turn on the first cell of its unload zones that takes it.
  void unload(RefState& s, const std::vector<int>& moved) const;

 private:
  // The cells of `zones` for `player`: zone by zone, each in board order, without repeats.
  std::vector<int> cells_of(const std::vector<int>& zones, int player) const;

  const model::spec::SpecDocument* doc_ = nullptr;
  const ReferenceBoard* board_ = nullptr;
  const ReferenceZones* zones_ = nullptr;
  MayEnter may_enter_;
  std::vector<CarrierRule> carriers_;           // per kind
  std::vector<std::vector<int>> unload_zones_;  // per kind: its carrying atoms' zones
};

}  // namespace arbiter::testing::reference
