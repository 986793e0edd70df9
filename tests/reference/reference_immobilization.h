// The reference reading of README "Immobilizers" (piece key `immobilizes`): which pieces stand
// frozen next to an enemy immobilizer, and which of them attack nothing. Neighbours found by
// coordinate arithmetic on the reference board, by scanning every cell; written again here rather
// than shared with the engine.
#pragma once

#include <map>
#include <vector>

#include "model/spec/document.h"
#include "tests/reference/reference_board.h"
#include "tests/reference/reference_state.h"

namespace arbiter::testing::reference {

class ReferenceImmobilizers {
 public:
  ReferenceImmobilizers() = default;
  // `forward`: the compass index of each player's forward direction. Throws std::runtime_error on
  // an unknown direction or immobilized_attacks value.
  ReferenceImmobilizers(const model::spec::SpecDocument& doc, const ReferenceBoard& board,
                        const std::vector<int>& forward);

  // Whether the piece on c may not move: some enemy immobilizer stands one step from it in one of
  // its directions, and that immobilizer is not released_by_own, or no immobilizer of the piece's
  // own side (other than itself) stands so.
  bool immobilized(const RefState& s, int c) const { return verdict(s, c) != Verdict::Free; }

  // Whether the piece on c is held by an immobilizer whose immobilized_attacks is "no".
  bool silenced(const RefState& s, int c) const { return verdict(s, c) == Verdict::Silenced; }

 private:
  enum class Verdict { Free, Frozen, Silenced };
  struct Power {
    std::vector<std::vector<Vec>> steps;  // [owner]: the one-cell steps it covers
    bool released_by_own = false;
    bool victims_attack = false;
  };
  Verdict verdict(const RefState& s, int c) const;
  // Whether the piece on `from` has a power that covers cell c.
  bool covers(const RefState& s, int from, int c) const;

  const ReferenceBoard* board_ = nullptr;
  std::map<int, Power> powers_;  // by piece kind
};

}  // namespace arbiter::testing::reference
