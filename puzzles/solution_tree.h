// The solution of a direct or self problem as problemists print it: each key with its threat
// (or zugzwang), the defences that stop the threat, and the attacker's answers to each, down to
// the goal; and the tries, first moves that fail to exactly one defence (the refutation).
//
// Conventions (Popeye's, ../shared/research/puzzles.md):
// - The threat is what the attacker would force if the defender could pass: its moves that win
//   in the fewest moves left, within the stipulation. A move that gives check threatens nothing;
//   a move that checks nothing and threatens nothing leaves the defender in zugzwang.
// - A defence after which a threat move still wins within the threat's length is not listed:
//   it does not stop the threat. Every other defence is, with every attacker move that wins in
//   the fewest moves after it; two or more such moves are a dual.
// - A short variation is one that ends sooner than the stipulation; it needs no mark here, the
//   numbering shows it.
#pragma once

#include <optional>
#include <vector>

#include "model/move.h"
#include "model/position.h"
#include "puzzles/direct_play.h"

namespace arbiter::puzzles {

struct Variation;

// An attacker's move in the tree (a key, or an answer to a defence).
struct AttackerMove {
  model::Move move;
  bool checks = false;              // the defender is in check after it
  std::vector<model::Move> threat;  // the attacker's threat moves (empty: none)
  int threat_moves = 0;             // how many attacker moves the threat takes
  bool zugzwang = false;            // no check and no threat: every defence loses
  bool ends = false;                // the move itself reaches the goal (#n) or ends the play
  std::vector<Variation> variations;
};

// A defence and the attacker's shortest answers to it.
struct Variation {
  model::Move defence;
  bool reaches_goal = false;  // s#n: the defence itself reaches the goal against the attacker
  std::vector<AttackerMove> answers;  // two or more: a dual
};

struct Try {
  model::Move move;
  model::Move refutation;
};

enum class TreeDepth {
  Keys,  // each key with its threat or zugzwang
  Full,  // and every variation down to the goal
};

// A key (a move `search` proved to force the stipulation from `pos`, the attacker to move),
// with its threat, and its variations when `depth` is Full.
AttackerMove explain_key(DirectSearch& search, const model::Position& pos, model::Move key,
                         TreeDepth depth);

// The set play of `pos` (Popeye's option `setplay`): the attacker passes, and each defender move
// after which the attacker still forces the stipulation with its remaining n - 1 moves is a set
// variation, with the attacker's shortest answers (down to the goal when `depth` is Full).
// Defences with no such answer are left out. Empty for n = 1, and when the attacker stands in
// check (it could not pass).
std::vector<Variation> set_play(DirectSearch& search, const model::Position& pos, TreeDepth depth);

// The first moves of `pos` other than the keys that fail to exactly one defence, each with it.
std::vector<Try> find_tries(DirectSearch& search, const model::Position& pos,
                            const std::vector<model::Move>& keys);

}  // namespace arbiter::puzzles
