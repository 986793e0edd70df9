// README "Elimination": while three or more players are in the game, a mated player's one move
// is to leave it ("#"): its pieces and its hand leave, or pass to the mater (its royal pieces
// leave), and the mater or the next player in turn order moves next. A player owning nothing,
// on the board or in hand, is out and passed by.
#include "tests/reference/reference_interpreter.h"

namespace arbiter::testing::reference {

bool Interpreter::in_game(const RefState& s, int player) const {
  if (!eliminating()) return true;
  for (const RefPiece& p : s.board)
    if (p.player == player) return true;
  for (int count : s.hands[idx(player)])
    if (count > 0) return true;
  return false;
}

int Interpreter::players_in_game(const RefState& s) const {
  int n = 0;
  for (int p : state.turn_order)
    if (in_game(s, p)) ++n;
  return n;
}

void Interpreter::pass_over_out_players(RefState& after) const {
  for (std::size_t i = 0; i < state.turn_order.size() && !in_game(after, after.side); ++i)
    after.side = state.next_player(after.side);
}

std::vector<RefMove> Interpreter::elimination(const RefState& s) const {
  const auto& rule = *doc.game_end.elimination;
  const int mated = s.side;
  // The mater: of the players whose pieces attack a royal piece of the mated one, the nearest
  // before it in turn order (who moved last).
  std::vector<bool> attacking(doc.players.size(), false);
  for (std::size_t r = 0; r < s.board.size(); ++r) {
    const RefPiece& royal = s.board[r];
    if (royal.player != mated || !pieces[idx(royal.kind)].royal) continue;
    for (std::size_t c = 0; c < s.board.size(); ++c)
      if (!s.board[c].is_empty() && s.board[c].player != mated &&
          attacks(s, static_cast<int>(c), static_cast<int>(r)))
        attacking[idx(s.board[c].player)] = true;
  }
  std::vector<int> before;  // the players before the mated one, nearest first
  for (int p = state.next_player(mated); p != mated; p = state.next_player(p))
    before.insert(before.begin(), p);
  int mater = -1;
  for (int p : before)
    if (attacking[idx(p)]) {
      mater = p;
      break;
    }
  if (mater < 0)
    for (int p : before)
      if (in_game(s, p)) {
        mater = p;
        break;
      }
  const bool taken_over = rule.army.value == "taken_over";
  RefState after = s;
  for (std::size_t c = 0; c < after.board.size(); ++c) {
    RefPiece& p = after.board[c];
    if (p.player != mated) continue;
    for (std::size_t i = 0; i < state.castles.size(); ++i)
      if (state.castles[i].king_from == static_cast<int>(c) ||
          state.castles[i].rook_from == static_cast<int>(c))
        after.castling[i] = false;
    if (taken_over && !pieces[idx(p.kind)].royal) {
      p.player = mater;
      p.original = false;
    } else {
      p = {};
    }
  }
  for (std::size_t k = 0; k < after.hands[idx(mated)].size(); ++k) {
    if (taken_over) after.hands[idx(mater)][k] += after.hands[idx(mated)][k];
    after.hands[idx(mated)][k] = 0;
  }
  for (RefPiece& p : after.board) p.en_passant.clear();
  after.last_arrival = -1;
  mark_checked_royals(after);
  if (rule.next.value == "in_turn") {
    after.side = state.next_player(mated);
    pass_over_out_players(after);
  } else {
    after.side = mater;
  }
  // README "check_reply: at_once": a check stands after the army left; the first player after
  // the mated one whose royal piece is attacked moves.
  if (doc.check_reply.value == "at_once")
    for (int p = state.next_player(mated); p != mated; p = state.next_player(p))
      if (in_game(after, p) && in_check(after, p)) {
        after.side = p;
        break;
      }
  return {{"#", std::move(after)}};
}

}  // namespace arbiter::testing::reference
