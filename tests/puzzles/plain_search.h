// A plain search written from the definitions of the stipulations (copy-make, no table, no
// shared code with puzzles/ beyond the move generator), the reference the puzzle tests compare
// the solver with.
#pragma once

#include <span>
#include <vector>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/position.h"
#include "model/rules.h"

namespace arbiter::puzzles::plain {

using model::Position;

// The plain search: the game is over when the side to move has no legal move; it is mated when
// it is also in check, stalemated when not.
enum class End { None, Mated, Stalemated, Other };

inline End end_of(const Position& pos) {
  Position scratch = pos;
  const model::GameStatus status = model::game_status(scratch);
  if (status == model::GameStatus::Checkmate) return End::Mated;
  if (status == model::GameStatus::Stalemate) return End::Stalemated;
  return status == model::GameStatus::Ongoing ? End::None : End::Other;
}

// s#n by its definition: the attacker has a move (not ending the game) after which every
// defender move either ends the game with the attacker in the goal, or (moves left) leaves a
// position where the attacker forces s#(n - 1) again.
inline bool plain_selfmate(const Position& pos, int n, End goal) {
  for (const model::Move m : model::legal_moves(pos)) {
    Position after = pos;
    model::Undo undo;
    after.make(m, undo);
    if (end_of(after) != End::None) continue;
    const auto defences = model::legal_moves(after);
    bool all = !defences.empty();
    for (const model::Move d : defences) {
      Position next = after;
      model::Undo u;
      next.make(d, u);
      const End e = end_of(next);
      if (e == goal) continue;
      if (e != End::None || n == 1 || !plain_selfmate(next, n - 1, goal)) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

// =n (direct stalemate) by its definition.
inline bool plain_direct(const Position& pos, int n, End goal) {
  for (const model::Move m : model::legal_moves(pos)) {
    Position after = pos;
    model::Undo undo;
    after.make(m, undo);
    const End e = end_of(after);
    if (e == goal) return true;
    if (e != End::None || n == 1) continue;
    bool all = true;
    for (const model::Move d : model::legal_moves(after)) {
      Position next = after;
      model::Undo u;
      next.make(d, u);
      if (end_of(next) != End::None || !plain_direct(next, n - 1, goal)) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

inline Position after(const Position& pos, model::Move m) {
  Position next = pos;
  model::Undo undo;
  next.make(m, undo);
  return next;
}

// The attacker's move just made (`pos` after it) wins #n with `left` attacker moves after it:
// it mates, or it leaves the game going on and every defence leaves a position (the game going
// on) where the attacker forces #left.
inline bool plain_move_mates(const Position& pos, int left) {
  const End e = end_of(pos);
  if (e == End::Mated) return true;
  if (e != End::None || left == 0) return false;
  for (const model::Move d : model::legal_moves(pos)) {
    const Position next = after(pos, d);
    if (end_of(next) != End::None || !plain_direct(next, left, End::Mated)) return false;
  }
  return true;
}

// The keys of #n by the definition: first moves after which every defence still loses.
inline std::vector<model::Move> plain_keys(const Position& pos, int n) {
  std::vector<model::Move> keys;
  for (const model::Move m : model::legal_moves(pos))
    if (plain_move_mates(after(pos, m), n - 1)) keys.push_back(m);
  return keys;
}

// The lines of h#n (or h=n) by the definition: `plies` single moves, the game going on before
// each, the goal reached by the last.
inline void plain_help(const Position& pos, int plies, End goal, std::vector<model::Move>& line,
                       std::vector<std::vector<model::Move>>& out) {
  if (end_of(pos) != End::None) return;
  for (const model::Move m : model::legal_moves(pos)) {
    const Position next = after(pos, m);
    line.push_back(m);
    if (plies == 1) {
      if (end_of(next) == goal) out.push_back(line);
    } else {
      plain_help(next, plies - 1, goal, line, out);
    }
    line.pop_back();
  }
}

// The other player to move, without a move: a one-move en passant right lapses.
inline Position passed(const Position& pos) {
  Position next = pos;
  if (pos.rules().en_passant().window != model::EnPassantWindow::WhileUnmoved)
    next.set_en_passant_rights(std::span<const model::EnPassant>{});
  next.set_side_to_move(pos.rules().next_player(pos.side_to_move()));
  return next;
}

using Line = std::vector<model::Move>;

// Series play by its definition: the side to move makes `n` moves, the other never in check
// between two of them; ser-#: the last reaches the goal; ser-h#: then the other side reaches it
// with any one move (each a solution); ser-s#: then the other side has a move and every move
// reaches the goal (the line shows it when it is the only one).
enum class Series { Direct, Help, Self };

inline void plain_series_from(const Position& pos, Series kind, int left, End goal, Line& line,
                              std::vector<Line>& out) {
  for (const model::Move m : model::legal_moves(pos)) {
    const Position q = after(pos, m);
    line.push_back(m);
    if (left > 1) {
      if (!model::in_check(q, q.side_to_move()))
        plain_series_from(passed(q), kind, left - 1, goal, line, out);
    } else if (kind == Series::Direct) {
      if (end_of(q) == goal) out.push_back(line);
    } else if (end_of(q) == End::None) {
      const auto replies = model::legal_moves(q);
      if (kind == Series::Help) {
        for (const model::Move r : replies) {
          if (end_of(after(q, r)) != goal) continue;
          line.push_back(r);
          out.push_back(line);
          line.pop_back();
        }
      } else {
        bool all = true;
        for (const model::Move r : replies) all = all && end_of(after(q, r)) == goal;
        if (all) {
          Line solution = line;
          if (replies.size() == 1) solution.push_back(replies.front());
          out.push_back(solution);
        }
      }
    }
    line.pop_back();
  }
}

inline std::vector<Line> plain_series(const Position& pos, Series kind, int n, End goal) {
  std::vector<Line> out;
  Line line;
  plain_series_from(pos, kind, n, goal, line, out);
  return out;
}

}  // namespace arbiter::puzzles::plain
