// The reference interpreter's reading of `imitates:` (specs/README.md "Imitation"), straight from
// the document: which kinds imitate, the kind an imitating piece copies in a state, the record
// and entry cells a move leaves its mover, and the entry deadline.
#pragma once

#include <vector>

#include "model/spec/document.h"
#include "tests/reference/reference_state.h"

namespace arbiter::testing::reference {

struct ImitatingKind {
  bool imitates = false;
  bool skip_first_move = false, skip_en_passant = false;
  bool no_self_check = true;
  bool after_first_move = false, after_capture = false;
  int enter_before = 0;  // 0: no deadline
  bool in_plies = false;
  bool entry_records_imitated = true;
};

struct ReferenceImitation {
  std::vector<ImitatingKind> kinds;  // per kind of the document
  bool castling_records_rook = false;

  ReferenceImitation() = default;
  explicit ReferenceImitation(const model::spec::SpecDocument& doc);

  bool any() const;
  bool imitates(int kind) const {
    return kind >= 0 && kinds[static_cast<std::size_t>(kind)].imitates;
  }
  // README: the record of the most recent move by a player other than `owner`, walking the turn
  // order back from the player before the side to move; -1 when none.
  int copied(const RefState& s, int owner, const std::vector<int>& turn_order) const;
  // README: sets the mover's record and entry cells in `after`, for move m played in `before`.
  void note_move(const RefState& before, const Pseudo& m, const std::vector<Castle>& castles,
                 const std::vector<int>& turn_order, RefState& after) const;
  // README "enter_before": whether the side to move may still bring a piece of `kind` in.
  bool entry_open(const RefState& s, int kind, const std::vector<int>& turn_order) const;
};

}  // namespace arbiter::testing::reference
