// The compiled rules of imitating pieces (spec `imitates:`, the Fool of Omega Chess Advanced):
// which imitated atoms' features are left out, how a royal imitation restricts it, and when and
// where it enters from the hand. Read by model/imitation.h and the move generator.
#pragma once

namespace arbiter::model {

struct ImitationRule {
  bool imitates = false;         // the kind imitates (the rest is meaningless otherwise)
  bool skip_first_move = false;  // imitated atoms with only_unmoved are left out
  bool skip_en_passant = false;  // imitated atoms neither create nor capture en passant
  bool no_self_check = true;     // imitating a royal kind, it may not end on an attacked cell
  bool enters_after_first_move = false;
  bool enters_after_capture = false;
  int enter_before = 0;                // deadline N; 0: none
  bool deadline_in_plies = false;      // N counts plies played, not the owner's moves
  bool entry_records_imitated = true;  // false: an entry leaves the mover's record unchanged
};

}  // namespace arbiter::model
