// make/unmake for a push: the pusher lands on an own piece's cell and that piece moves on; in a
// chain (model/push_chain.h) each pushed piece but the last lands on the next one's cell.
#include <cassert>

#include "model/position.h"
#include "model/push_chain.h"

namespace arbiter::model {

// A push along path p0 p1 ... pn onward: the piece on p(i) goes to p(i + 1), the last pushed
// piece (on pn) to onward, capturing what stands there (to the hand, with drops) and promoting
// to m.piece if given.
void Position::make_push(Move m, Undo& undo) {
  const PlayerId mover = side_;
  const PushPath path = push_path(*rules_, mover, m);
  const std::size_t last = path.size - 2;  // index of the last pushed piece's cell
  const Cell onward = path.onward();
  for (std::size_t i = 1; i <= last; ++i) assert(onward != path[i]);  // own pieces that moved
  std::array<Piece, push_chain::kMaxLength + 2> pieces{};
  std::array<std::uint8_t, push_chain::kMaxLength + 2> flags{};
  undo.push.chain_unmoved = 0;
  for (std::size_t i = 0; i <= last; ++i) {
    pieces[i] = board_[path[i].index];
    flags[i] = flags_[path[i].index];
    if (i > 0 && i < last && (flags[i] & piece_flags::kMoved) == 0)
      undo.push.chain_unmoved =
          static_cast<std::uint16_t>(undo.push.chain_unmoved | (1u << (i - 1)));
  }
  undo.moved = pieces[0];
  undo.moved_flags = flags[0];
  undo.push.piece = pieces[last];
  undo.push.flags = flags[last];
  for (std::size_t i = 0; i <= last; ++i)
    lift(path[i]);  // the last may move on to the pusher's cell
  undo.captured_at = onward;
  undo.captured = board_[onward.index];
  if (undo.captured) {
    undo.captured_flags = flags_[onward.index];
    lift(onward);
    halfmove_clock_ = 0;
    if (rules_->has_drops())
      add_to_hand(mover, rules_->piece(rules_->kind(undo.captured)).captured_as, +1);
  }
  for (std::size_t i = 0; i < last; ++i)
    place(path[i + 1], pieces[i], static_cast<std::uint8_t>(flags[i] | piece_flags::kMoved));
  const Piece landed = m.piece.is_none() ? undo.push.piece : rules_->make_piece(mover, m.piece);
  const std::uint8_t promoted = m.piece.is_none() ? 0 : piece_flags::kNotOriginal;
  place(onward, landed, undo.push.flags | piece_flags::kMoved | promoted);
  if (rules_->relocation().has_carriers) follow_carriers_along(path);
  std::uint32_t castling = castling_;
  for (std::size_t i = 0; i < path.size; ++i) castling &= rules_->castling().keep_mask(path[i]);
  set_castling_hashed(castling);
}

void Position::unmake_push(Move m, const Undo& undo) {
  const PlayerId mover = rules_->owner(undo.moved);
  const PushPath path = push_path(*rules_, mover, m);
  const std::size_t last = path.size - 2;
  const Cell onward = path.onward();
  // The pieces that pushed in turn stand one cell further along the path.
  std::array<Piece, push_chain::kMaxLength + 2> relays{};
  std::array<std::uint8_t, push_chain::kMaxLength + 2> relay_flags{};
  for (std::size_t i = 1; i < last; ++i) {
    relays[i] = board_[path[i + 1].index];
    relay_flags[i] = flags_[path[i + 1].index];
  }
  lift(onward);
  for (std::size_t i = 1; i <= last; ++i) lift(path[i]);
  if (undo.captured) {
    place(onward, undo.captured, undo.captured_flags);
    if (rules_->has_drops())
      add_to_hand(mover, rules_->piece(rules_->kind(undo.captured)).captured_as, -1);
  }
  place(path[last], undo.push.piece, undo.push.flags);
  for (std::size_t i = last - 1; i >= 1; --i) {
    // make() only added kMoved to a relay's flags (a relay cannot promote: compile.cpp).
    const bool was_unmoved = ((undo.push.chain_unmoved >> (i - 1)) & 1u) != 0;
    const auto moved = static_cast<std::uint8_t>(piece_flags::kMoved);
    place(path[i], relays[i],
          was_unmoved ? static_cast<std::uint8_t>(relay_flags[i] & ~moved) : relay_flags[i]);
  }
  place(path[0], undo.moved, undo.moved_flags);
}

}  // namespace arbiter::model
