// The reference reading of README "Opposition between rulers" (spec `opposition`, P-16): under
// `model: explicit`, the placements two enemy royal pieces may not take and the only attacks of a
// royal piece on an enemy royal piece that count. Geometry by coordinate arithmetic on the
// reference board, written out again here rather than shared with the engine.
#pragma once

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "model/spec/document.h"
#include "tests/reference/reference_board.h"

namespace arbiter::testing::reference {

class ReferenceOpposition {
 public:
  ReferenceOpposition() = default;
  // `forward`: the compass index of each player's forward direction.
  ReferenceOpposition(const model::spec::SpecDocument& doc, const ReferenceBoard& board,
                      const std::vector<int>& forward);

  // Whether the spec reads opposition explicitly (otherwise rulers attack as pieces do).
  bool is_explicit() const { return explicit_; }

  // Whether an attack of royal `attacker` on enemy royal `target` by an atom of `shape` (step,
  // slide, leap, hop) is a check.
  bool counts(int attacker, int target, const std::string& shape) const;

  // Whether royal kind a of player pa on cell ca and enemy royal kind b of player pb on cb stand
  // in a listed placement (read from either side).
  bool forbids(int a, int pa, int ca, int b, int pb, int cb) const;

 private:
  struct Placement {
    int first = -1, second = -1;
    std::vector<std::vector<Vec>> offsets;  // [owner of first]: where second may not stand
  };
  bool listed(const Placement& p, int owner, int from, int to) const;

  const ReferenceBoard* board_ = nullptr;
  bool explicit_ = false;
  std::vector<Placement> placements_;
  std::map<std::pair<int, int>, std::set<std::string>> checks_;  // (attacker, target) -> shapes
};

}  // namespace arbiter::testing::reference
