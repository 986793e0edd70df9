#include "puzzles/solution_tree.h"

#include <algorithm>

#include "model/attacks.h"
#include "puzzles/pass_turn.h"
#include "puzzles/search_node.h"

namespace arbiter::puzzles {
namespace {

// The threat of the attacker's move just made on `pos` (the defender to move, the attacker with
// `moves_left` moves after it): the defender passes, and the attacker's fastest wins are it.
void find_threat(DirectSearch& search, model::Position& pos, int moves_left, AttackerMove& node) {
  PassUndo undo;
  pass_turn(pos, undo);
  for (int k = 1; k <= moves_left && node.threat.empty(); ++k) {
    if (!search.defence_fails(pos, k)) continue;
    node.threat_moves = k;
    const Node attacker = expand(pos, search.stipulation().goal);
    any_move(pos, attacker.moves, search.stats(), [&](model::Move t) {
      if (search.move_forces(pos, k - 1)) node.threat.push_back(t);
      return false;
    });
  }
  take_back_pass(pos, undo);
  if (node.threat.empty()) node.threat_moves = 0;
  node.zugzwang = node.threat.empty();
}

// After a defence (the attacker to move in `pos`): whether one of the threat moves still wins
// within the threat's length.
bool threat_still_works(DirectSearch& search, model::Position& pos, const AttackerMove& node) {
  const Node attacker = expand(pos, search.stipulation().goal);
  return any_move(pos, attacker.moves, search.stats(), [&](model::Move m) {
    return std::find(node.threat.begin(), node.threat.end(), m) != node.threat.end() &&
           search.move_forces(pos, node.threat_moves - 1);
  });
}

AttackerMove explain(DirectSearch& search, model::Position& pos, model::Move move, int moves_left,
                     TreeDepth depth);

// The defence just made on `pos`, answered within `moves_left` attacker moves.
std::optional<Variation> explain_defence(DirectSearch& search, model::Position& pos,
                                         model::Move defence, int moves_left,
                                         const AttackerMove& parent, TreeDepth depth) {
  Variation v{defence, false, {}};
  const bool self = search.self_play();
  const std::optional<int> k =
      self && moves_left == 0 ? std::optional<int>(0) : search.shortest_win(pos, moves_left);
  if (!k) return v;  // not reached for a proven move; kept harmless
  if (self && *k == 0) {
    v.reaches_goal = true;
    return v;
  }
  if (!parent.threat.empty() && threat_still_works(search, pos, parent)) return std::nullopt;
  const Node attacker = expand(pos, search.stipulation().goal);
  any_move(pos, attacker.moves, search.stats(), [&](model::Move m) {
    if (search.move_forces(pos, *k - 1))
      v.answers.push_back(explain(search, pos, m, *k - 1, depth));
    return false;
  });
  return v;
}

// The attacker's move just made on `pos`, proven to force the goal with `moves_left` attacker
// moves after it.
AttackerMove explain(DirectSearch& search, model::Position& pos, model::Move move, int moves_left,
                     TreeDepth depth) {
  AttackerMove node;
  node.move = move;
  node.checks = model::in_check(pos, pos.side_to_move());
  const bool self = search.self_play();
  if (!self && moves_left == 0) {
    node.ends = true;
    return node;
  }
  const Node defender = expand(pos, search.stipulation().goal);
  if (defender.outcome != Outcome::Ongoing) {
    node.ends = true;
    return node;
  }
  if (!node.checks && moves_left > 0) find_threat(search, pos, moves_left, node);
  if (depth != TreeDepth::Full) return node;
  any_move(pos, defender.moves, search.stats(), [&](model::Move d) {
    if (auto v = explain_defence(search, pos, d, moves_left, node, depth))
      node.variations.push_back(std::move(*v));
    return false;
  });
  return node;
}

}  // namespace

AttackerMove explain_key(DirectSearch& search, const model::Position& start, model::Move key,
                         TreeDepth depth) {
  model::Position pos = start;
  model::Undo undo;
  pos.make(key, undo);
  ++search.stats().nodes;
  return explain(search, pos, key, search.stipulation().moves - 1, depth);
}

std::vector<Variation> set_play(DirectSearch& search, const model::Position& start,
                                TreeDepth depth) {
  std::vector<Variation> set;
  const int moves_left = search.stipulation().moves - 1;
  model::Position pos = start;
  if (moves_left < 1 || model::in_check(pos, pos.side_to_move())) return set;
  PassUndo undo;
  pass_turn(pos, undo);
  const Node defender = expand(pos, search.stipulation().goal);
  if (defender.outcome == Outcome::Ongoing) {
    const AttackerMove pass;  // no threat: no defence is left out for failing to stop one
    any_move(pos, defender.moves, search.stats(), [&](model::Move d) {
      std::optional<Variation> v = explain_defence(search, pos, d, moves_left, pass, depth);
      if (v && (v->reaches_goal || !v->answers.empty())) set.push_back(std::move(*v));
      return false;
    });
  }
  take_back_pass(pos, undo);
  return set;
}

std::vector<Try> find_tries(DirectSearch& search, const model::Position& start,
                            const std::vector<model::Move>& keys) {
  const int moves_left = search.stipulation().moves - 1;
  std::vector<Try> tries;
  if (!search.self_play() && moves_left == 0) return tries;  // a #1 has no defence to refute
  model::Position pos = start;
  const Node root = expand(pos, search.stipulation().goal);
  any_move(pos, root.moves, search.stats(), [&](model::Move m) {
    if (std::find(keys.begin(), keys.end(), m) != keys.end()) return false;
    const Node defender = expand(pos, search.stipulation().goal);
    if (defender.outcome != Outcome::Ongoing) return false;
    int refutations = 0;
    model::Move refutation{};
    any_move(pos, defender.moves, search.stats(), [&](model::Move d) {
      if (search.defence_fails(pos, moves_left)) return false;
      refutation = d;
      return ++refutations > 1;
    });
    if (refutations == 1) tries.push_back({m, refutation});
    return false;
  });
  return tries;
}

}  // namespace arbiter::puzzles
