// Direct play #1 and #2 by Z3: candidates from help play lines, refutations by defence
// (symbolic_direct.h).
#include "puzzles/symbolic_direct.h"

#include <algorithm>

#include "model/diagnostic.h"
#include "model/movegen.h"

namespace arbiter::puzzles {
namespace {

// The help play of `moves` full moves and a half move, the attacker beginning: h#0.5, h#1.5.
Stipulation help_from_attacker(Goal goal, int moves) {
  Stipulation s;
  s.play = Play::Help;
  s.goal = goal;
  s.moves = moves;
  s.half_move = true;
  return s;
}

void add_first_moves(const std::vector<Line>& lines, std::vector<model::Move>& into) {
  for (const Line& line : lines)
    if (std::find(into.begin(), into.end(), line.front()) == into.end())
      into.push_back(line.front());
}

}  // namespace

bool symbolic_direct_takes(const Stipulation& stip) {
  return stip.play == Play::Direct && stip.moves <= 2 &&
         (stip.goal == Goal::Mate || stip.goal == Goal::Stalemate);
}

std::vector<model::Move> symbolic_direct_keys(const model::Position& pos, const Stipulation& stip,
                                              SearchStats& stats, SymbolicStats* symbolic) {
  if (!symbolic_direct_takes(stip))
    throw UserError(input_error(
        "the Z3 engine solves #1, #2, =1 and =2 of direct play, not '" + stip.to_string() + "'",
        "--engine search"));
  const Stipulation at_once = help_from_attacker(stip.goal, 0);
  std::vector<model::Move> keys;  // the moves that reach the goal at once are keys for any n
  add_first_moves(symbolic_help_solutions(pos, at_once, stats, symbolic), keys);
  if (stip.moves == 2) {
    std::vector<model::Move> candidates;
    add_first_moves(symbolic_help_solutions(pos, help_from_attacker(stip.goal, 1), stats, symbolic),
                    candidates);
    for (const model::Move key : candidates) {
      if (std::find(keys.begin(), keys.end(), key) != keys.end()) continue;
      model::Position after = pos;
      model::Undo undo;
      after.make(key, undo);
      ++stats.nodes;
      const std::vector<model::Move> defences = model::legal_moves(after);
      // With no defence the game is over: a key only if it reached the goal, and then it was
      // found above.
      bool refuted = defences.empty();
      for (const model::Move d : defences) {
        model::Position reply = after;
        model::Undo u;
        reply.make(d, u);
        ++stats.nodes;
        if (model::legal_moves(reply).empty() ||
            symbolic_help_solutions(reply, at_once, stats, symbolic).empty()) {
          refuted = true;  // d is the counterexample
          break;
        }
      }
      if (!refuted) keys.push_back(key);
    }
  }
  // The move generator's order, as direct_keys gives them.
  const std::vector<model::Move> order = model::legal_moves(pos);
  std::sort(keys.begin(), keys.end(), [&](model::Move a, model::Move b) {
    return std::find(order.begin(), order.end(), a) < std::find(order.begin(), order.end(), b);
  });
  return keys;
}

}  // namespace arbiter::puzzles
