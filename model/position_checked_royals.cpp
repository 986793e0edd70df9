// Royal pieces that count as moved once in check (spec `checked_as_moved`; Sannin shogi's king,
// whose castling is lost «once it has been checked even once», variants.md section 5): after
// every move, each unmoved royal piece of such a kind that stands attacked is marked moved, and
// the marks are logged for unmake. The marks are read off the position the move left, all at
// once, before the turn passes on.
#include <vector>

#include "model/attacks.h"
#include "model/position.h"

namespace arbiter::model {

void Position::mark_checked_royals(Undo& undo) {
  undo.journals.checked = static_cast<std::uint32_t>(checked_log_.size());
  std::vector<Cell> checked;
  for (std::size_t i = 0; i < rules_->player_count(); ++i) {
    const PlayerId p = PlayerId::from_index(i);
    any_royal(p, [&](Cell c) {
      if (!has_moved(c) && rules_->piece(rules_->kind(board_[c.index])).checked_as_moved &&
          is_attacked(*this, c, p))
        checked.push_back(c);
      return false;
    });
  }
  for (const Cell c : checked) {
    flags_[c.index] |= piece_flags::kMoved;
    hash_ ^= rules_->zobrist().moved(c);
    checked_log_.push_back(c);
  }
}

void Position::unmark_checked_royals(const Undo& undo) {
  while (checked_log_.size() > undo.journals.checked) {
    flags_[checked_log_.back().index] &= static_cast<std::uint8_t>(~piece_flags::kMoved);
    checked_log_.pop_back();
  }
}

}  // namespace arbiter::model
