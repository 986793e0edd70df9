// The hash a move leads to, without making it (hash_prediction.h): the Zobrist keys make()
// would change, for a plain move.
#include "model/hash_prediction.h"

namespace arbiter::model {

bool hash_predicted_exactly(const Position& pos, Move m) {
  const CompiledRules& rules = pos.rules();
  return m.type == MoveType::Normal && !m.is_promotion() && !m.leaves_en_passant() &&
         !rules.has_drops() && !rules.relocation().has_carriers && !rules.imitation().in_use &&
         !rules.game_end().tracks_entry && !rules.uses_last_arrival() &&
         rules.en_passant().window == EnPassantWindow::NextMove &&
         (!rules.check_reply_at_once() || rules.player_count() == 2) &&
         !rules.game_end().elimination &&
         !rules.marks_checked_royals();  // a capture may put a player out: the next one varies
}

std::uint64_t predicted_hash(const Position& pos, Move m) {
  if (!hash_predicted_exactly(pos, m)) return pos.hash();
  const CompiledRules& rules = pos.rules();
  const Piece piece = pos.at(m.from);
  std::uint64_t hash =
      pos.hash() ^ rules.zobrist().piece(piece, m.from) ^ rules.zobrist().piece(piece, m.to);
  const bool moved_flags = rules.uses_moved_flags();
  if (moved_flags) {
    if (pos.has_moved(m.from)) hash ^= rules.zobrist().moved(m.from);
    hash ^= rules.zobrist().moved(m.to);  // the piece lands moved
  }
  if (const Piece victim = pos.at(m.to)) {
    hash ^= rules.zobrist().piece(victim, m.to);
    if (moved_flags && pos.has_moved(m.to)) hash ^= rules.zobrist().moved(m.to);
  }
  // The rights of the last move lapse; the turn passes; castling rights of the two cells go.
  for (const EnPassant& right : pos.en_passant_rights())
    for (std::uint8_t i = 0; i < right.count; ++i)
      hash ^= rules.zobrist().en_passant(right.cells[i]);
  const PlayerId mover = pos.side_to_move();
  // (With checks answered at once the next player depends on the checks the move gives: not
  // predicted exactly, see hash_predicted_exactly.)
  hash ^= rules.zobrist().side(mover) ^ rules.zobrist().side(rules.next_player(mover));
  const std::uint32_t rights = pos.castling_rights();
  const std::uint32_t kept =
      rights & rules.castling().keep_mask(m.from) & rules.castling().keep_mask(m.to);
  for (std::uint32_t lost = rights ^ kept; lost != 0; lost &= lost - 1)
    hash ^= rules.zobrist().castling(static_cast<std::size_t>(__builtin_ctz(lost)));
  return hash;
}

}  // namespace arbiter::model
