// Who moves next. In turn order by default; with checks answered at once, out of turn (spec
// `check_reply: at_once`; Tres Reinas: "los jaques se cantan y se contestan en el acto"): after a
// move, the first player in turn order from the mover whose royal piece stands attacked moves
// next, and the players passed over lose their turn; when nobody is in check, the next player
// moves. With two players the two are the same: a move can check only the next player. Players
// out of the game (game_end.elimination) are passed by.
#include "model/attacks.h"
#include "model/position.h"

namespace arbiter::model {

PlayerId Position::player_to_reply(PlayerId mover) const {
  if (!rules_->check_reply_at_once()) return next_in_game(mover);
  for (PlayerId p = next_in_game(mover); p != mover; p = next_in_game(p))
    if (in_check(*this, p)) return p;
  return next_in_game(mover);
}

}  // namespace arbiter::model
