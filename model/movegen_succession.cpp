// The succession moves (model/succession.h): listing the mating piece's possible relocations,
// and the checks that keep a succession sound (a non-royal piece's relocation may not expose the
// mating side's own royal piece; under `cascade: double_mate_loses` an heir mated at once does
// not count); and whether a mated side's heirs are shut in. Part of the move generator: a
// succession is legal by what the ordinary legal moves are after it, and an ordinary move (a
// drop) is judged by whether a succession answers it.
#include <algorithm>
#include <tuple>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/opposition.h"
#include "model/promotion_limits.h"
#include "model/succession.h"

namespace arbiter::model {
namespace {

bool adjacent(const BoardGraph& board, Cell a, Cell b) {
  for (DirectionId d = 0; d < board.direction_count(); ++d)
    if (board.neighbour(a, d) == b) return true;
  return false;
}

// Cells with exactly one cell between them and `c`: two steps away, not one.
std::vector<Cell> cells_two_steps_away(const BoardGraph& board, Cell c) {
  std::vector<Cell> result;
  for (DirectionId d = 0; d < board.direction_count(); ++d) {
    const auto near = board.neighbour(c, d);
    if (!near) continue;
    for (DirectionId e = 0; e < board.direction_count(); ++e) {
      const auto far = board.neighbour(*near, e);
      if (!far || *far == c || adjacent(board, c, *far)) continue;
      if (std::find(result.begin(), result.end(), *far) == result.end()) result.push_back(*far);
    }
  }
  std::sort(result.begin(), result.end());
  return result;
}

class SuccessionLister {
 public:
  SuccessionLister(Position& pos, MoveList& out)
      : pos_(pos),
        rules_(pos.rules()),
        rule_(*rules_.succession()),
        me_(pos.side_to_move()),
        out_(out) {}

  void run() {
    const auto victim = attacked_royal(pos_, me_);
    const auto heir = find_heir(pos_, me_);
    if (!victim || !heir) return;
    victim_ = *victim;
    heir_ = *heir;
    base_ = Move::succession(victim_);
    std::vector<Move> moves = candidates();
    moves.erase(
        std::remove_if(moves.begin(), moves.end(), [&](Move m) { return exposes_own_royal(m); }),
        moves.end());
    if (moves.empty()) moves.push_back(base_);  // no mating piece can move: nobody does
    std::sort(moves.begin(), moves.end(), [](Move a, Move b) {
      return std::tie(a.from.index, a.to.index, a.piece.index) <
             std::tie(b.from.index, b.to.index, b.piece.index);
    });
    moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
    for (Move m : moves)
      if (rule_.cascade || !heir_mated_at_once(m)) out_.push_back(m);
  }

 private:
  Position& pos_;
  const CompiledRules& rules_;
  const SuccessionRule& rule_;
  PlayerId me_;
  MoveList& out_;
  Cell victim_;
  HeirPlace heir_;
  Move base_;

  std::vector<Move> candidates() {
    std::vector<Move> moves;
    switch (rule_.mating_piece) {
      case MatingPiece::None:
        moves.push_back(base_);
        break;
      case MatingPiece::MovedPiece: {
        // The piece that made the mating move; unknown (a set-up position): the checkers.
        const Cell last = pos_.last_arrival();
        const Piece p = last.is_none() ? Piece::none() : pos_.at(last);
        if (p && rules_.is_opponent(me_, rules_.owner(p))) {
          relocations_of(last, moves);
          break;
        }
        [[fallthrough]];
      }
      case MatingPiece::Checker:
        for (std::size_t q = 0; q < rules_.player_count(); ++q) {
          const PlayerId them = PlayerId::from_index(q);
          if (!rules_.is_opponent(me_, them)) continue;
          for (Cell c : pos_.pieces_of(them))
            if (piece_attacks(pos_, c, victim_)) relocations_of(c, moves);
        }
        break;
    }
    return moves;
  }

  // The royal_attacker rule keeps two royal pieces from standing in opposition; an heir aboard
  // attacks nothing and cannot be attacked, so it does not apply to her.
  void relocations_of(Cell from, std::vector<Move>& moves) {
    const bool royal_next_to_heir = rules_.is_royal(pos_.at(from)) && !heir_.aboard() &&
                                    adjacent(rules_.board(), heir_.cell, victim_);
    if (!royal_next_to_heir) return move_to(from, victim_, moves);
    switch (rule_.royal_attacker) {
      case RoyalAttacker::Stays:
        moves.push_back(base_);
        break;
      case RoyalAttacker::VictimCell:
        move_to(from, victim_, moves);
        break;
      case RoyalAttacker::GapChoice:
        for (Cell gap : cells_two_steps_away(rules_.board(), heir_.cell)) {
          if (gap != from && gap != victim_ && pos_.at(gap)) continue;
          Move m = base_;
          m.from = from;
          m.to = gap;
          if (rules_.may_stop_on(rules_.owner(pos_.at(from)), rules_.kind(pos_.at(from)), gap) &&
              !in_opposition(m))
            moves.push_back(m);
        }
        break;
    }
  }

  // The mating piece goes to `to` if it may stop there (with promotion), else it stays.
  void move_to(Cell from, Cell to, std::vector<Move>& moves) {
    const Piece piece = pos_.at(from);
    const PlayerId owner = rules_.owner(piece);
    const PieceInfo& info = rules_.piece(rules_.kind(piece));
    if (!rules_.may_stop_on(owner, rules_.kind(piece), to)) return moves.push_back(base_);
    Move m = base_;
    m.from = from;
    m.to = to;
    if (rule_.relocation_promotes && info.promotion &&
        rules_.zones().contains(info.promotion->zone, owner, to)) {
      for (PieceKind choice : info.promotion->choices) {
        if (!choice_offered(pos_, owner, *info.promotion, choice)) continue;
        Move p = m;
        p.piece = choice;
        moves.push_back(p);
      }
      if (info.promotion->forced) return;
    }
    moves.push_back(m);
  }

  // After the succession, whether the relocated royal piece and the new royal are in opposition.
  bool in_opposition(Move m) {
    Undo undo;
    pos_.make(m, undo);
    const bool facing = rulers_in_opposition(pos_, m.to, heir_.cell);
    pos_.unmake(m, undo);
    return facing;
  }

  // A non-royal mating piece may not leave its own royal piece attacked (a royal one is placed
  // by the royal_attacker rule, which decides for itself what it may stand next to).
  bool exposes_own_royal(Move m) {
    if (m.from.is_none() || rules_.is_royal(pos_.at(m.from))) return false;
    const PlayerId owner = rules_.owner(pos_.at(m.from));
    Undo undo;
    pos_.make(m, undo);
    const bool exposed = in_check(pos_, owner);
    pos_.unmake(m, undo);
    return exposed;
  }

  // Whether, right after m, the mated side (were it to move) is mated again.
  bool heir_mated_at_once(Move m) {
    Position after = pos_;
    Undo undo;
    after.make(m, undo);
    if (after.side_to_move() != me_) after.set_side_to_move(me_);
    if (!in_check(after, me_)) return false;
    MoveList replies;
    generate_ordinary_legal(after, replies);
    return replies.empty();
  }
};

}  // namespace

void generate_successions(Position& pos, MoveList& out) {
  if (!pos.rules().succession()) return;
  SuccessionLister(pos, out).run();
}

bool heirs_blocked(Position& pos) {
  const CompiledRules& rules = pos.rules();
  if (!rules.succession() || rules.succession()->blocked_draw == BlockedHeirs::Never) return false;
  const SuccessionRule& rule = *rules.succession();
  const PlayerId me = pos.side_to_move();
  if (find_heir(pos, me)) return false;
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo);
  int waiting = 0, stuck = 0;
  for (Cell c : pos.pieces_of(me)) {
    if (!rules.zones().contains(rule.not_from, me, c)) continue;
    const bool heir = std::any_of(rule.order.begin(), rule.order.end(),
                                  [&](const Heir& h) { return heir_stands_on(pos, h, me, c); });
    if (!heir) continue;
    ++waiting;
    if (std::none_of(pseudo.begin(), pseudo.end(), [&](Move m) { return m.from == c; })) ++stuck;
  }
  if (rule.heirs_aboard) {
    for (const Passenger& p : pos.passengers()) {
      if (!rules.zones().contains(rule.not_from, me, p.carrier)) continue;
      if (std::none_of(rule.order.begin(), rule.order.end(), [&](const Heir& h) {
            return heir_matches(rules, h, me, p.piece, is_original(p));
          }))
        continue;
      ++waiting;
      ++stuck;  // a carried piece has no move of its own
    }
  }
  if (waiting == 0) return false;
  return rule.blocked_draw == BlockedHeirs::AllBlocked ? stuck == waiting : stuck > 0;
}

}  // namespace arbiter::model
