// Direct and self play: the first player (the attacker) forces the goal against every defence.
//   #n: the attacker forces the defender into the goal (mate, or stalemate for =n) with its
//       nth move at the latest.
//   s#n: the attacker forces the defender to reach the goal against the attacker (to mate it,
//       or stalemate it for s=n) with the defender's nth move at the latest; the defender
//       resists (it reaches the goal only when every move it has does).
// A key is a first move that forces the goal; a sound problem has exactly one.
#pragma once

#include <optional>
#include <vector>

#include "model/move.h"
#include "model/position.h"
#include "puzzles/search_node.h"
#include "puzzles/search_settings.h"
#include "puzzles/solve_cache.h"
#include "puzzles/stipulation.h"

namespace arbiter::puzzles {

// The proof search of one #n or s#n problem, with what it has learnt so far. Every position
// argument is used as scratch and restored.
class DirectSearch {
 public:
  DirectSearch(const Stipulation& stip, SearchStats& stats,
               std::size_t hash_bytes = SolveCache::kDefaultBytes);

  const Stipulation& stipulation() const { return stip_; }
  bool self_play() const { return stip_.play == Play::Self; }

  // The attacker to move with `moves` moves (this one included): whether it forces the goal.
  bool attacker_forces(model::Position& pos, int moves);
  // Just after an attacker's move, with `moves_left` attacker moves after it (the defender to
  // move): whether that move forces the goal.
  bool move_forces(model::Position& pos, int moves_left);
  // Just after a defence, the attacker to move with `moves_left` moves: whether the defence
  // fails, that is, whether the goal is reached or still forced. In s#n with no attacker move
  // left, the defence fails only when it reached the goal itself.
  bool defence_fails(model::Position& pos, int moves_left);
  // After a defence, the fewest attacker moves, at most `moves_left`, for which the defence
  // fails (defence_fails); none if it does not fail. 0 in s#n: the defence reached the goal.
  std::optional<int> shortest_win(model::Position& pos, int moves_left);

  SearchStats& stats() { return stats_; }

 private:
  // Both reorder their list: the killer move of their depth first.
  bool attacker_forces_with(model::Position& pos, model::MoveList& list, int moves);
  // `killer_tried`: the refuting killer was tried already (and failed); it is left out.
  bool every_defence_fails(model::Position& pos, model::MoveList& defences, int moves_left,
                           bool killer_tried);
  // The defender to move: whether the refuting killer of `moves_left` refutes, tried before the
  // defences are listed; none when it is not a legal move here or a rule drew the game.
  std::optional<bool> refuting_killer_refutes(model::Position& pos, int moves_left);
  // The attacker to move with one move left in #n: whether a move reaches the goal at once.
  bool attacker_mates_now(model::Position& pos);
  // Whether the flight test (royal_flight.h) may rule out last moves here (asked once).
  bool flights_rule_out(const model::CompiledRules& rules);
  static model::Move& killer_at(std::vector<model::Move>& killers, int moves);

  Stipulation stip_;
  // (position, attacker moves left) -> forced? Positions with the attacker to move count its
  // moves, this one included; positions with the defender to move the attacker's moves after
  // it. The hash tells the two apart (it covers the side to move). Mates in one are not kept.
  SolveCache attacker_wins_;
  SearchStats& stats_;
  // Per number of moves left: the attacker move that last won, the defence that last refuted.
  std::vector<model::Move> winning_killer_;
  std::vector<model::Move> refuting_killer_;
  std::optional<bool> flights_rule_out_;
};

// The keys of the problem `search` solves from `pos`: every legal first move after which the
// stipulation is forced, in the order the move generator gives them.
std::vector<model::Move> direct_keys(DirectSearch& search, const model::Position& pos);

// The keys of a #n or s#n problem: every legal first move after which the stipulation is forced
// (n - 1 moves left), in the order the move generator gives them. The first moves are shared
// out among settings.threads workers.
std::vector<model::Move> direct_keys(const model::Position& pos, const Stipulation& stip,
                                     SearchStats& stats, const SearchSettings& settings = {});

// Whether the side to move in `pos` forces the stipulation (#n or s#n, n = stip.moves).
bool forces(model::Position& pos, const Stipulation& stip, SearchStats& stats);

}  // namespace arbiter::puzzles
