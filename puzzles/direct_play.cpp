#include "puzzles/direct_play.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <stdexcept>

#include "puzzles/goal.h"
#include "puzzles/royal_flight.h"
#include "puzzles/table_lookahead.h"

namespace arbiter::puzzles {
namespace {

// Moves `killer` to the front of `list` if it is there, keeping the others' order.
void try_first(model::MoveList& list, model::Move killer) {
  const auto it = std::find(list.begin(), list.end(), killer);
  if (it != list.end()) std::rotate(list.begin(), it, it + 1);
}

// Takes `m` out of `list` if it is there, keeping the others' order.
void leave_out(model::MoveList& list, model::Move m) {
  const auto it = std::find(list.begin(), list.end(), m);
  if (it == list.end()) return;
  std::copy(it + 1, list.end(), it);
  list.resize(list.size() - 1);
}

// Sorts `moves` so that those after which the other side has the fewest legal replies come
// first, keeping the generator's order among equals.
// - For the defender: a refutation must be proved against every attacker move that follows it;
//   the one that leaves the attacker least choice costs least to prove, and checks and captures
//   of the attacker's pieces, which usually refute, come first.
// - For the attacker: a move that leaves the defender few replies has few defences to refute
//   (checks come first), and a forcing line is found sooner.
// Only the moves from index `from` on are sorted.
void fewest_replies_first(model::Position& pos, model::MoveList& moves, std::size_t from = 0) {
  struct Ranked {
    std::size_t replies;
    model::Move move;
  };
  std::vector<Ranked> ranked;
  ranked.reserve(moves.size() - from);
  model::MoveList replies;
  for (std::size_t i = from; i < moves.size(); ++i) {
    const model::Move m = moves[i];
    model::Undo undo;
    pos.make(m, undo);
    replies.clear();
    model::generate_legal(pos, replies);
    pos.unmake(m, undo);
    ranked.push_back({replies.size(), m});
  }
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const Ranked& a, const Ranked& b) { return a.replies < b.replies; });
  for (std::size_t i = 0; i < ranked.size(); ++i) moves[from + i] = ranked[i].move;
}

// Whether the attacker's moves are ranked by fewest_replies_first with `moves` attacker moves
// left, this one included. Counting costs a list of replies per move, and pays where the search
// below each move is large: from three moves on (measured in docs/puzzles.md; from two, the
// counts at the many failing two-move nodes doubled the time).
bool ranks_attacker_moves(int moves) { return moves >= 3; }

}  // namespace

DirectSearch::DirectSearch(const Stipulation& stip, SearchStats& stats, std::size_t hash_bytes)
    : stip_(stip),
      // Both ask for the goal within n moves: a position won with k moves left is won with more
      // (the same play reaches the goal; in s#n a defender who must reach it still must), and
      // one lost with k is lost with fewer.
      attacker_wins_(hash_bytes, SolveCache::MovesLeft::Within),
      stats_(stats),
      winning_killer_(static_cast<std::size_t>(stip.moves) + 1),
      refuting_killer_(static_cast<std::size_t>(stip.moves) + 1) {
  if (stip.play != Play::Direct && stip.play != Play::Self)
    throw std::invalid_argument("direct play solves #n and s#n, not " + stip.to_string());
}

bool DirectSearch::attacker_forces(model::Position& pos, int moves) {
  if (moves == 1 && !self_play()) return attacker_mates_now(pos);
  if (const auto known = attacker_wins_.find(pos.hash(), moves)) return *known;
  Node node = expand(pos, stip_.goal);
  // The table holds positions where the game goes on only, so that defence_fails may trust it.
  return node.outcome == Outcome::Ongoing && attacker_forces_with(pos, node.moves, moves);
}

bool DirectSearch::attacker_forces_with(model::Position& pos, model::MoveList& list, int moves) {
  // The move that won last time with as many moves left often wins here too (a killer move).
  model::Move& killer = killer_at(winning_killer_, moves);
  try_first(list, killer);
  // With three moves or more, the moves after the killer are ranked, those that leave the
  // defender the fewest replies first, once the killer has failed: when it wins, nothing is
  // counted.
  const bool killer_first = !list.empty() && list[0] == killer;
  const std::size_t rank_at = ranks_attacker_moves(moves) ? (killer_first ? 1 : 0) : list.size();
  // With two moves or more, the defender positions below are looked up in the table.
  const TableLookahead lookahead(attacker_wins_, pos, list, moves - 1);
  const auto ahead = [&](std::size_t i) {
    if (i == rank_at) fewest_replies_first(pos, list, i);
    if (moves >= 2) lookahead(i);
  };
  const bool found = any_move(pos, list, stats_, ahead, [&](model::Move m) {
    if (!move_forces(pos, moves - 1)) return false;
    killer = m;
    return true;
  });
  // A mate in one is not stored: finding it again costs less than a look in the table, whose
  // memory is far from the cache.
  if (moves > 1 || self_play()) attacker_wins_.store(pos.hash(), moves, found);
  return found;
}

bool DirectSearch::attacker_mates_now(model::Position& pos) {
  // The last move must reach the goal at once (move_forces with no move left asks it): only
  // its candidates (in #n the checks) are made. A game that ended in `pos` lists none.
  model::MoveList list;
  // A move that leaves the other side's royal piece a free flight is not made (most checks).
  goal_candidates(pos, stip_.goal, list, flights_rule_out(pos.rules()));
  return attacker_forces_with(pos, list, 1);
}

bool DirectSearch::flights_rule_out(const model::CompiledRules& rules) {
  if (!flights_rule_out_) flights_rule_out_ = puzzles::flights_rule_out(rules, stip_.goal);
  return *flights_rule_out_;
}

model::Move& DirectSearch::killer_at(std::vector<model::Move>& killers, int moves) {
  const auto i = static_cast<std::size_t>(moves);
  if (i >= killers.size()) killers.resize(i + 1);
  return killers[i];
}

bool DirectSearch::move_forces(model::Position& pos, int moves_left) {
  const Goal goal = stip_.goal;
  if (!self_play() && moves_left == 0) return reaches_goal(pos, goal);
  // Defender nodes are remembered too: quiet moves in another order meet them again.
  if (const auto known = attacker_wins_.find(pos.hash(), moves_left)) return *known;
  bool forced = false;
  const std::optional<bool> killer_refutes =
      moves_left > 0 ? refuting_killer_refutes(pos, moves_left) : std::nullopt;
  if (!killer_refutes.value_or(false)) {
    Node node = expand(pos, goal);
    if (!self_play() && node.outcome == Outcome::Goal)
      forced = true;
    else if (node.outcome == Outcome::Ongoing)  // s#n: the attacker must not end the game itself
      forced = every_defence_fails(pos, node.moves, moves_left, killer_refutes.has_value());
  }
  attacker_wins_.store(pos.hash(), moves_left, forced);
  return forced;
}

std::optional<bool> DirectSearch::refuting_killer_refutes(model::Position& pos, int moves_left) {
  // The defence that refuted last time with as many moves left is tried before the defences
  // are listed: it mostly refutes again, and listing them costs more than testing one. While
  // it is legal and no rule drew the game, the game goes on.
  const model::Move killer = killer_at(refuting_killer_, moves_left);
  if (!killer || model::drawn_by_any_rule(pos) || !model::is_legal_move(pos, killer))
    return std::nullopt;
  bool refutes = false;
  with_move(pos, killer, stats_, [&] { refutes = !defence_fails(pos, moves_left); });
  return refutes;
}

bool DirectSearch::every_defence_fails(model::Position& pos, model::MoveList& defences,
                                       int moves_left, bool killer_tried) {
  // s#n's last defences must all reach the goal: one that cannot (in s#n, cannot check)
  // refutes without being made.
  if (self_play() && moves_left == 0 && some_move_misses(pos, stip_.goal, defences)) return false;
  // The defence that refuted last time with as many moves left is tried first, unless it was
  // tried (and failed) already.
  model::Move& killer = killer_at(refuting_killer_, moves_left);
  if (killer_tried) leave_out(defences, killer);
  // The defences that leave the attacker the fewest moves are tried next (Popeye's
  // "count_nr_opponent_moves" ordering): in #n with two attacker moves or more to come, it cut
  // Wenda's #5 from 7.5 to 1.0 million moves made, and his #6 from 173 to 12 million; with one,
  // counting costs more than it saves (the killer nearly always refutes there). In s#n, from
  // one attacker move to come (the defender's last move must mate, and is not ranked):
  // Petkov's s#4 1.30 to 1.05 million.
  if (moves_left >= (self_play() ? 1 : 2)) fewest_replies_first(pos, defences);
  if (!killer_tried) try_first(defences, killer);
  // With one attacker move left the positions after the defences are not kept in the table.
  const TableLookahead lookahead(attacker_wins_, pos, defences, moves_left);
  const bool tabled = moves_left >= 2 || (self_play() && moves_left >= 1);
  const auto ahead = [&](std::size_t i) {
    if (tabled) lookahead(i);
  };
  return !any_move(pos, defences, stats_, ahead, [&](model::Move d) {
    if (defence_fails(pos, moves_left)) return false;
    killer = d;
    return true;
  });
}

bool DirectSearch::defence_fails(model::Position& pos, int moves_left) {
  const Goal goal = stip_.goal;
  if (moves_left == 0)  // s#n: the defence must have reached the goal; #n: nothing is left
    return self_play() && reaches_goal(pos, goal);
  if (moves_left == 1 && !self_play()) return attacker_mates_now(pos);
  if (const auto known = attacker_wins_.find(pos.hash(), moves_left)) return *known;
  Node node = expand(pos, goal);
  // Direct play: a defence that ends the game (it mates or stalemates the attacker, or reaches
  // a draw by rule) succeeds. Self play: reaching the goal early is what the attacker wants.
  if (node.outcome != Outcome::Ongoing) return self_play() && node.outcome == Outcome::Goal;
  return attacker_forces_with(pos, node.moves, moves_left);
}

std::optional<int> DirectSearch::shortest_win(model::Position& pos, int moves_left) {
  for (int k = self_play() ? 0 : 1; k <= moves_left; ++k)
    if (defence_fails(pos, k)) return k;
  return std::nullopt;
}

std::vector<model::Move> direct_keys(DirectSearch& search, const model::Position& start) {
  model::Position pos = start;
  model::MoveList moves;
  model::generate_legal(pos, moves);
  std::vector<model::Move> keys;
  any_move(pos, moves, search.stats(), [&](model::Move m) {
    if (search.move_forces(pos, search.stipulation().moves - 1)) keys.push_back(m);
    return false;
  });
  return keys;
}

std::vector<model::Move> direct_keys(const model::Position& start, const Stipulation& stip,
                                     SearchStats& stats, const SearchSettings& settings) {
  model::Position root = start;
  model::MoveList moves;
  model::generate_legal(root, moves);
  std::vector<char> forced(moves.size(), 0);
  std::atomic<std::uint64_t> nodes{0};
  struct Worker {
    model::Position pos;
    SearchStats stats;
    DirectSearch search;
    Worker(const model::Position& p, const Stipulation& s, const std::atomic<bool>* stop,
           std::size_t bytes)
        : pos(p), stats{0, stop}, search(s, stats, bytes) {}
  };
  const std::size_t share =
      settings.hash_bytes / static_cast<std::size_t>(std::max(1, settings.threads));
  split_roots(
      moves.size(), settings.threads,
      [&] { return std::make_unique<Worker>(start, stip, stats.stop, share); },
      [&](std::unique_ptr<Worker>& w, std::size_t i) {
        const std::uint64_t before = w->stats.nodes;
        with_move(w->pos, moves[i], w->stats,
                  [&] { forced[i] = w->search.move_forces(w->pos, stip.moves - 1); });
        nodes += w->stats.nodes - before;
      },
      settings.progress);
  stats.nodes += nodes;
  std::vector<model::Move> keys;
  for (std::size_t i = 0; i < moves.size(); ++i)
    if (forced[i]) keys.push_back(moves[i]);
  return keys;
}

bool forces(model::Position& pos, const Stipulation& stip, SearchStats& stats) {
  DirectSearch search(stip, stats);
  return search.attacker_forces(pos, stip.moves);
}

}  // namespace arbiter::puzzles
