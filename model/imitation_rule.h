// The compiled rules of imitating pieces (spec `imitates:`, the Fool of Omega Chess Advanced):
// which imitated atoms' features are left out, how a royal imitation restricts it, and when and
// where it enters from the hand; and, per (owner, kind), the atoms an imitating piece copies.
// Read by model/imitation.h and the move generator.
#pragma once

#include <vector>

#include "model/compiled_atom.h"
#include "model/per_owner_kind.h"
#include "model/piece.h"

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

struct ImitationRules {
  bool in_use = false;                  // some kind imitates
  std::vector<ImitationRule> per_kind;  // imitates false for the kinds that do not
  // The imitating kind when in use: a spec has one (compile_imitation.cpp), whose rule gives the
  // skipped features and the entry triggers of every imitating piece.
  PieceKind imitator;
  // The atoms a piece of p's imitating kind uses to copy kind k: k's atoms for p without the
  // features the rule skips.
  PerOwnerKind<std::vector<CompiledAtom>> imitated_atoms;
  // A castling records the kind on its rook cell rather than its king cell.
  bool castling_records_rook = false;

  const ImitationRule& of(PieceKind k) const { return per_kind[k.index]; }
  // The imitating kind's rule. Precondition: in_use.
  const ImitationRule& imitator_rule() const { return per_kind[imitator.index]; }
  // Whether k (none: false) is an imitating kind.
  bool imitates(PieceKind k) const { return !k.is_none() && per_kind[k.index].imitates; }
  const std::vector<CompiledAtom>& atoms(PlayerId p, PieceKind k) const {
    return imitated_atoms(p, k);
  }
};

}  // namespace arbiter::model
