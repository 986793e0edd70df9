// Standing en passant rights (spec `en_passant: {window: while_unmoved}`): a right lasts while
// the piece that made the multi-cell move stands unmoved on the cell it landed on, so several
// may stand at once. make() updates them after every move, journalling each change so that
// unmake() can take it back.
#include <algorithm>
#include <cassert>

#include "model/position.h"

namespace arbiter::model {

Cell Position::standing_victim(Cell target) const {
  for (const EnPassant& right : standing_)
    if (right.contains(target)) return right.victim;
  return Cell::none();
}

// A right's cells and its victim: the victim is hashed too, since rights read from position
// strings may group the same cells differently.
std::uint64_t Position::standing_key(const EnPassant& right) const {
  std::uint64_t key = rules_->zobrist().en_passant_victim(right.victim);
  for (std::uint8_t i = 0; i < right.count; ++i)
    key ^= rules_->zobrist().en_passant(right.cells[i]);
  return key;
}

std::uint64_t Position::standing_hash() const {
  std::uint64_t h = 0;
  for (const EnPassant& right : standing_) h ^= standing_key(right);
  return h;
}

// The order of standing_ is the order the rights arose in, which a position read from a string
// does not know; it carries no meaning (no cell is the target of two rights), so it is ignored.
bool Position::same_standing(const Position& o) const {
  if (standing_.size() != o.standing_.size()) return false;
  auto by_victim = [](const EnPassant& a, const EnPassant& b) { return a.victim < b.victim; };
  std::vector<EnPassant> mine = standing_, theirs = o.standing_;
  std::sort(mine.begin(), mine.end(), by_victim);
  std::sort(theirs.begin(), theirs.end(), by_victim);
  return mine == theirs;
}

void Position::remove_standing(std::size_t index) {
  hash_ ^= standing_key(standing_[index]);
  standing_log_.push_back(
      {StandingChange::Kind::Removed, static_cast<std::uint32_t>(index), standing_[index]});
  standing_.erase(standing_.begin() + static_cast<std::ptrdiff_t>(index));
}

void Position::update_standing(Move m, const Undo& undo, const EnPassant& created) {
  // The cells whose piece the move lifted or changed: the mover's, the captured (or relocated,
  // or pushed) piece's (a double capture's first victim; its second stood on `to`), the castling
  // rook's, the heir's. A right whose victim stood on one lapses.
  std::array<Cell, 4> left = {m.from, m.to, undo.captured_at, Cell::none()};
  if (m.type == MoveType::Castling) left[3] = rules_->castling()[m.castling_rule()].rook_from;
  if (m.type == MoveType::Succession) left[3] = undo.succession.heir_at;
  for (std::size_t i = standing_.size(); i-- > 0;)
    if (std::find(left.begin(), left.end(), standing_[i].victim) != left.end()) remove_standing(i);
  // A capture in place may take several pieces: every one of them loses its right.
  if (m.type == MoveType::InPlace)
    for (std::size_t t = undo.journals.taken; t < taken_log_.size(); ++t)
      for (std::size_t i = standing_.size(); i-- > 0;)
        if (standing_[i].victim == taken_log_[t].cell) remove_standing(i);
  if (created.count == 0) return;
  // The newest right takes its cells over from older ones (two pawns passed the same cell).
  for (std::size_t i = standing_.size(); i-- > 0;) {
    const EnPassant before = standing_[i];
    EnPassant kept;  // fresh, so unused cell slots stay none (EnPassant compares them)
    kept.victim = before.victim;
    for (std::uint8_t c = 0; c < before.count; ++c)
      if (!created.contains(before.cells[c])) kept.cells[kept.count++] = before.cells[c];
    if (kept.count == before.count) continue;
    if (kept.count == 0) {
      remove_standing(i);
      continue;
    }
    hash_ ^= standing_key(before) ^ standing_key(kept);
    standing_log_.push_back(
        {StandingChange::Kind::Narrowed, static_cast<std::uint32_t>(i), before});
    standing_[i] = kept;
  }
  hash_ ^= standing_key(created);
  standing_log_.push_back(
      {StandingChange::Kind::Added, static_cast<std::uint32_t>(standing_.size()), {}});
  standing_.push_back(created);
}

// Takes back the journal's changes after its first `log_size` entries, newest first (hash_ is
// restored from the Undo by the caller).
void Position::revert_standing(std::uint32_t log_size) {
  while (standing_log_.size() > log_size) {
    const StandingChange& change = standing_log_.back();
    const auto at = standing_.begin() + static_cast<std::ptrdiff_t>(change.index);
    switch (change.kind) {
      case StandingChange::Kind::Added:
        assert(change.index + 1 == standing_.size());
        standing_.pop_back();
        break;
      case StandingChange::Kind::Removed:
        standing_.insert(at, change.before);
        break;
      case StandingChange::Kind::Narrowed:
        *at = change.before;
        break;
    }
    standing_log_.pop_back();
  }
}

}  // namespace arbiter::model
