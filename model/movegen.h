// Move generation from compiled tables, for any number of players: pseudo-legal moves of every
// atom, promotion choices, en passant, castling and drops; legal moves are those that leave none
// of the mover's royal pieces attacked (plus the drop rules).
#pragma once

#include <vector>

#include "model/move_list.h"
#include "model/position.h"

namespace arbiter::model {

// Every move the side to move's pieces could make, ignoring whether it leaves a royal attacked.
void generate_pseudo_legal(const Position& pos, MoveList& out);

// The pseudo-legal moves of the side to move's piece on `from` only (no castling, no drops).
// Retrograde analysis checks with it that a candidate predecessor really has a move.
void generate_piece_pseudo_legal(const Position& pos, Cell from, MoveList& out);

// Every legal move of the side to move. `pos` is used as scratch (make/unmake) and is restored.
// A mated side with an heir gets its succession moves (model/succession.h).
void generate_legal(Position& pos, MoveList& out);

// Appends the succession moves (model/succession.h) of the side to move. Call only when it has
// no ordinary legal move and is in check. Appends nothing when no heir can take over (the player
// is mated). Defined in model/movegen_succession.cpp.
void generate_successions(Position& pos, MoveList& out);

// Whether a mated side without an eligible heir is excused (a draw): its heirs are passed over
// only because they stand in `not_from`, and they (all or any, per the rule) cannot get out. Under
// `heirs_aboard`, an heir carried by a piece standing there counts, and never gets out by herself.
bool heirs_blocked(Position& pos);

// The legal moves other than successions: those leaving no royal piece of the mover attacked,
// within the drop rules and any obligation to leave a cell (PieceInfo::must_leave).
void generate_ordinary_legal(Position& pos, MoveList& out);

// Whether the side to move has a legal move (generate_legal would give one): stops at the first
// it finds, so that a mate test on a position with an escape is cheap. `pos` is scratch.
bool has_legal_move(Position& pos);

// The legal moves of the side to move that may give check to `victim` (CheckCandidates): the
// moves of generate_legal that the filter keeps, in the same order, with legality tested on
// the candidates only (on every move where must_leave or successions judge a move by the
// others). A mating move is always among them.
void generate_legal_check_candidates(Position& pos, PlayerId victim, MoveList& out);

// A caller's test of which pieces a generator lists moves for: wants(from) is false only when no
// move of the piece of the side to move on `from` is wanted.
class PieceFilter {
 public:
  virtual ~PieceFilter() = default;
  virtual bool wants(Cell from) = 0;
};

// The first half of generate_legal_check_candidates, for a caller with a cheaper filter to apply
// before legality is tested: the candidates, pseudo-legal (legality still to be tested by
// keep_legal_moves) unless must_leave or successions made the whole legal list first. Returns
// whether the list is legal already. With `pieces`, the moves of the pieces it does not want are
// not listed (castlings and drops always are).
bool generate_check_candidates(Position& pos, PlayerId victim, MoveList& out,
                               PieceFilter* pieces = nullptr);

// Keeps the legal moves of `moves`, pseudo-legal moves of the side to move, in their order, where
// neither must_leave nor successions judge a move by the others (each move is judged alone).
void keep_legal_moves(Position& pos, MoveList& moves);

// Whether `m` is one of generate_legal's moves in `pos`, tested without listing every move where
// the rules judge a move alone (a killer move met in another position is tried so). `pos` is
// scratch.
bool is_legal_move(Position& pos, Move m);

// Convenience: the legal moves of a position, as a vector.
std::vector<Move> legal_moves(const Position& pos);

enum class GameStatus {
  Ongoing,
  Checkmate,
  Stalemate,
  HeirsBlocked,  // mated, no heir may take over, but the heirs are shut in: a draw
  DrawnByRule,   // an automatic draw rule (draw_claims timing: automatic, move_limit automatic,
                 // dead_position)
  WonByRule,     // a royal piece stands in a royal_wins zone: its player has won (royal_win.h)
};

// Whether a rule draws the game in `pos`, a mate aside: an automatic draw zone (which ends the
// game even before a mate), the move limit or bare royals. A position where the side to move
// has a legal move is Ongoing exactly when this is false.
bool drawn_by_any_rule(const Position& pos);

// Whether the side to move is mated, stalemated or may play on (a succession is playing on).
GameStatus game_status(Position& pos);
// The same from the legal moves of `pos` (generate_legal), for a caller that needs them anyway.
GameStatus game_status(Position& pos, const MoveList& legal);

}  // namespace arbiter::model
