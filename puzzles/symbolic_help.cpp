#include "puzzles/symbolic_help.h"

#include <z3++.h>

#include <algorithm>
#include <deque>
#include <map>
#include <set>
#include <stdexcept>
#include <string>

#include "model/diagnostic.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "puzzles/board_encoding.h"
#include "puzzles/goal.h"
#include "puzzles/move_relation.h"
#include "puzzles/pass_turn.h"

namespace arbiter::puzzles {

namespace {

using model::Cell;
using model::CompiledRules;
using model::Move;
using model::MoveType;
using model::Piece;
using model::PieceKind;
using model::PlayerId;
using model::Position;
using symbolic::Encoding;
using symbolic::kNone;
using symbolic::Option;
using symbolic::Possible;
using symbolic::State;

// The effect of one move, as the solver and the move generator both describe it.
struct Effect {
  int from = 0, to = 0, placed = 0, victim = kNone, castling = kNone;
  auto operator<=>(const Effect&) const = default;
};

}  // namespace

bool symbolic_takes(const Stipulation& stip) {
  return (stip.play == Play::Help || stip.play == Play::SeriesHelp) && stip.goal != Goal::RulerMate;
}

namespace {

// The single moves of a line: who makes each, and what follows it.
struct Ply {
  PlayerId mover;
  bool pass_after = false;     // series play: the other side passes, so it must not be in check
  bool check_outcome = false;  // the game must go on before this move (as the searches require)
};

std::vector<Ply> plan(const Position& pos, const Stipulation& stip) {
  const PlayerId first = pos.side_to_move();
  const PlayerId second = pos.rules().next_player(first);
  std::vector<Ply> plies;
  if (stip.play == Play::Help) {
    for (int t = 0; t < stip.help_plies(); ++t)
      plies.push_back({t % 2 == 0 ? first : second, false, true});
  } else {
    for (int t = 0; t < stip.moves; ++t) plies.push_back({first, t + 1 < stip.moves, false});
    plies.push_back({second, false, true});
  }
  return plies;
}

// The effect of a legal move of the side to move in `pos`.
Effect effect_of(const Position& pos, Move m) {
  const CompiledRules& rules = pos.rules();
  Effect e;
  e.from = static_cast<int>(m.from.index);
  e.to = static_cast<int>(m.to.index);
  e.placed =
      m.is_promotion() ? rules.make_piece(pos.side_to_move(), m.piece).code : pos.at(m.from).code;
  e.victim =
      m.type == MoveType::EnPassant ? static_cast<int>(pos.en_passant_victim(m.to).index) : kNone;
  if (m.type == MoveType::Castling) e.castling = static_cast<int>(m.castling_rule());
  return e;
}

Effect effect_of(const Option& o) {
  return {static_cast<int>(o.reach->from.index), static_cast<int>(o.reach->to.index), o.placed,
          o.victim, o.castling};
}

// The unknown of one single move in the formula: which option it is, as a bit-vector (so that
// exactly one is chosen without a clause per pair), and each option's "chosen" formula.
struct MoveUnknown {
  z3::expr choice;
  std::vector<z3::expr> chosen;
};

class Solver {
 public:
  Solver(const Position& pos, const Stipulation& stip, SearchStats& stats, SymbolicStats& counts)
      : pos_(pos),
        stip_(stip),
        stats_(stats),
        counts_(counts),
        solver_(z_, "QF_FD"),
        encoding_(pos, z_),
        plies_(plan(pos, stip)) {
    std::vector<State> states{encoding_.initial(pos)};
    Possible possible = encoding_.possible_at_start(pos);
    for (std::size_t t = 0; t < plies_.size(); ++t)
      states.push_back(add_move(states.back(), possible, t));
    last_ = states.back();
    last_mover_ = pos.rules().next_player(plies_.back().mover);
    single_royal_ = encoding_.single_royal(pos, last_mover_);
    const z3::expr check = encoding_.in_check(last_, last_mover_);
    solver_.add(stip.goal == Goal::Stalemate ? !check : check);
    // Most lines are refuted by a flight of the royal piece: those escape clauses are added at
    // once, for every move the royal piece may have at the end (each is small, as the royal
    // piece's cell is known in it).
    if (single_royal_) {
      for (const Option& o : encoding_.options(last_mover_))
        if (encoding_.moves_royal(o) && encoding_.may_play(possible, o, last_mover_)) add_escape(o);
    }
  }

  std::vector<Line> solve() {
    std::vector<Line> solutions;
    std::set<std::vector<Effect>> refuted;
    for (;;) {
      if (stats_.stop != nullptr && stats_.stop->load(std::memory_order_relaxed))
        throw SearchStopped{};
      ++counts_.solver_calls;
      if (solver_.check() != z3::sat) break;
      const std::vector<Effect> effects = read_line(solver_.get_model());
      Position pos = pos_;
      Line line;
      const bool playable = replay(effects, pos, line);
      if (playable && outcome_for(pos, stip_.goal) == Outcome::Goal) {
        solutions.push_back(line);
        block(effects);
        continue;
      }
      if (!refuted.insert(effects).second)
        throw std::logic_error("the Z3 help play encoding proposed a refuted line again: " +
                               describe(effects));
      ++counts_.refuted_lines;
      if (!playable || !add_escapes(pos)) block(effects);
    }
    return solutions;
  }

 private:
  // Adds the unknown of move t from `before`, and returns the state after it.
  // Adds the unknown of move t from `before`, and returns the state after it; `possible` goes
  // from what may stand where before the move to what may stand where after it.
  State add_move(const State& before, Possible& possible, std::size_t t) {
    const Ply& ply = plies_[t];
    const auto& all_options = encoding_.options(ply.mover);
    std::vector<std::size_t> candidates;  // the options that may be playable here
    for (std::size_t i = 0; i < all_options.size(); ++i)
      if (encoding_.may_play(possible, all_options[i], ply.mover)) candidates.push_back(i);
    std::vector<Option> options;
    for (std::size_t i : candidates) options.push_back(all_options[i]);
    Possible next = possible;
    for (const Option& o : options) {
      next[o.reach->from.index][0] = true;
      next[o.reach->to.index][encoding_.index(o.placed)] = true;
      if (o.victim != kNone) next[static_cast<std::size_t>(o.victim)][0] = true;
      if (o.castling != kNone) {
        next[o.rook_from][0] = true;
        next[o.rook_to][encoding_.index(o.rook)] = true;
      }
    }
    possible = next;
    unsigned width = 1;
    while ((std::uint64_t{1} << width) <= options.size()) ++width;  // the count itself fits
    MoveUnknown u{z_.bv_const(("choice" + std::to_string(t)).c_str(), width), {}};
    solver_.add(z3::ult(u.choice, z_.bv_val(static_cast<std::uint64_t>(options.size()), width)));
    const std::size_t cells = encoding_.cell_count(), codes = encoding_.code_count();
    std::vector<std::vector<z3::expr_vector>> arrive(cells);
    std::vector<z3::expr_vector> vacate;
    for (std::size_t c = 0; c < cells; ++c) {
      vacate.emplace_back(z_);
      for (std::size_t k = 0; k < codes; ++k) arrive[c].emplace_back(z_);
    }
    for (std::size_t i = 0; i < options.size(); ++i) {
      const Option& o = options[i];
      u.chosen.push_back(u.choice == z_.bv_val(static_cast<std::uint64_t>(i), width));
      const z3::expr& chosen = u.chosen.back();
      solver_.add(z3::implies(chosen, encoding_.playable(before, o, ply.mover)));
      arrive[o.reach->to.index][encoding_.index(o.placed)].push_back(chosen);
      vacate[o.reach->from.index].push_back(chosen);
      if (o.castling != kNone) {
        arrive[o.rook_to][encoding_.index(o.rook)].push_back(chosen);
        vacate[o.rook_from].push_back(chosen);
      }
      if (o.victim != kNone) vacate[static_cast<std::size_t>(o.victim)].push_back(chosen);
    }
    State after = encoding_.unknown(static_cast<int>(t) + 1, possible);
    auto any = [&](const z3::expr_vector& v) {
      return v.empty() ? z_.bool_val(false) : z3::mk_or(v);
    };
    for (std::size_t c = 0; c < cells; ++c) {
      z3::expr_vector all_arrivals(z_);
      for (std::size_t k = 0; k < codes; ++k)
        for (unsigned j = 0; j < arrive[c][k].size(); ++j) all_arrivals.push_back(arrive[c][k][j]);
      const z3::expr arrives = any(all_arrivals), vacated = any(vacate[c]);
      const z3::expr untouched = !arrives && !vacated;
      solver_.add(after.cells[c][0] ==
                  ((vacated && !arrives) || (untouched && before.cells[c][0])));
      for (std::size_t k = 1; k < codes; ++k)
        solver_.add(after.cells[c][k] == (any(arrive[c][k]) || (untouched && before.cells[c][k])));
    }
    // En passant rights: those the move leaves (none after a pass, which ends them).
    for (std::size_t i = 0; i < encoding_.target_cells().size(); ++i) {
      z3::expr_vector leaves(z_);
      for (std::size_t k = 0; k < options.size(); ++k)
        if (!ply.pass_after && encoding_.leaves_target(options[k], i))
          leaves.push_back(u.chosen[k]);
      solver_.add(after.targets[i] == any(leaves));
    }
    for (std::size_t i = 0; i < encoding_.victim_cells().size(); ++i) {
      z3::expr_vector leaves(z_);
      for (std::size_t k = 0; k < options.size(); ++k)
        if (!ply.pass_after && encoding_.leaves_victim(options[k], i))
          leaves.push_back(u.chosen[k]);
      solver_.add(after.victims[i] == any(leaves));
    }
    // Castling rights: those no chosen move ends.
    for (std::size_t i = 0; i < after.rights.size(); ++i) {
      z3::expr_vector ends(z_);
      for (std::size_t k = 0; k < options.size(); ++k)
        if (encoding_.clears_right(options[k], i)) ends.push_back(u.chosen[k]);
      solver_.add(after.rights[i] == (before.rights[i] && !any(ends)));
    }
    // The mover's royal pieces are not left attacked; a side that passes is not in check.
    solver_.add(!encoding_.in_check(after, ply.mover));
    if (ply.pass_after)
      solver_.add(!encoding_.in_check(after, pos_.rules().next_player(ply.mover)));
    moves_.push_back(std::move(u));
    options_.push_back(std::move(options));
    return after;
  }

  std::vector<Effect> read_line(const z3::model& model) const {
    std::vector<Effect> effects;
    for (std::size_t t = 0; t < plies_.size(); ++t) {
      const std::uint64_t choice = model.eval(moves_[t].choice, true).get_numeral_uint64();
      effects.push_back(effect_of(options_[t][choice]));
    }
    return effects;
  }

  // Plays the line on `pos` with the move generator's legal moves, as the searches would; false
  // when the game stops going on before a move (a draw by rule: the encoding has none). A move
  // the generator does not have is a disagreement between the two, reported as such.
  bool replay(const std::vector<Effect>& effects, Position& pos, Line& line) const {
    for (std::size_t t = 0; t < effects.size(); ++t) {
      const Ply& ply = plies_[t];
      if (ply.check_outcome && outcome_for(pos, stip_.goal) != Outcome::Ongoing) return false;
      model::MoveList legal;
      model::generate_legal(pos, legal);
      const auto found = std::find_if(legal.begin(), legal.end(),
                                      [&](Move m) { return effect_of(pos, m) == effects[t]; });
      if (found == legal.end())
        throw std::logic_error("the Z3 help play encoding and the move generator disagree: move " +
                               std::to_string(t + 1) + " of " + describe(effects) +
                               " is not legal in " + model::notation::to_string(pos));
      model::Undo undo;
      pos.make(*found, undo);
      ++stats_.nodes;
      line.push_back(*found);
      if (ply.pass_after) {
        PassUndo pass;
        pass_turn(pos, pass);
      }
    }
    return true;
  }

  // The side to move in `pos` (the last position of a proposed line) still has legal moves: one
  // clause per move, "in the last position this move is no legal escape". Returns false when
  // it has none (the line ended otherwise than by the goal).
  bool add_escapes(Position& pos) {
    model::MoveList legal;
    model::generate_legal(pos, legal);
    if (legal.empty()) return false;
    const auto& options = encoding_.options(last_mover_);
    for (Move m : legal) {
      const Effect e = effect_of(pos, m);
      bool covered = false;
      for (const Option& o : options) {
        if (!(effect_of(o) == e)) continue;
        covered = true;
        add_escape(o);
      }
      if (!covered)
        throw std::logic_error("the Z3 help play encoding has no candidate for the legal move " +
                               model::notation::move_to_string(pos, m) + " in " +
                               model::notation::to_string(pos));
    }
    return true;
  }

  // The clause "option o is no legal move in the last position": it is not playable there, or
  // it leaves a royal piece of its mover attacked.
  void add_escape(const Option& o) {
    const State next = encoding_.after(last_, o);
    const z3::expr check =
        encoding_.moves_royal(o) && single_royal_
            ? encoding_.attacked(next, o.reach->to, last_mover_,
                                 pos_.rules().kind(Piece{static_cast<std::uint8_t>(o.code)}))
            : encoding_.in_check(next, last_mover_);
    solver_.add(!(encoding_.playable(last_, o, last_mover_) && !check));
    ++counts_.escape_clauses;
  }

  // No more the line with these effects (whichever options give them).
  void block(const std::vector<Effect>& effects) {
    z3::expr_vector same(z_);
    for (std::size_t t = 0; t < effects.size(); ++t) {
      const auto& options = options_[t];
      z3::expr_vector any(z_);
      for (std::size_t i = 0; i < options.size(); ++i)
        if (effect_of(options[i]) == effects[t]) any.push_back(moves_[t].chosen[i]);
      same.push_back(z3::mk_or(any));
    }
    solver_.add(!z3::mk_and(same));
  }

  std::string describe(const std::vector<Effect>& effects) const {
    const model::BoardGraph& board = pos_.rules().board();
    std::string text;
    for (const Effect& e : effects) {
      if (!text.empty()) text += " ";
      text += board.name(Cell::from_index(static_cast<std::size_t>(e.from))) +
              board.name(Cell::from_index(static_cast<std::size_t>(e.to)));
    }
    return text;
  }

  const Position& pos_;
  const Stipulation& stip_;
  SearchStats& stats_;
  SymbolicStats& counts_;
  z3::context z_;
  z3::solver solver_;
  Encoding encoding_;
  std::vector<Ply> plies_;
  std::vector<MoveUnknown> moves_;
  std::vector<std::vector<Option>> options_;  // per ply: the options its unknown chooses among
  State last_;
  PlayerId last_mover_;
  bool single_royal_ = false;  // the last mover has one royal piece, and can get no other
};

// The order of the searches: at each ply, the move generator's order of the legal moves.
void sort_like_the_generator(const Position& start, const Stipulation& stip,
                             std::vector<Line>& lines) {
  const std::vector<Ply> plies = plan(start, stip);
  auto key = [&](const Line& line) {
    std::vector<std::size_t> indices;
    Position pos = start;
    for (std::size_t t = 0; t < line.size(); ++t) {
      model::MoveList legal;
      model::generate_legal(pos, legal);
      indices.push_back(
          static_cast<std::size_t>(std::find(legal.begin(), legal.end(), line[t]) - legal.begin()));
      model::Undo undo;
      pos.make(line[t], undo);
      if (plies[t].pass_after) {
        PassUndo pass;
        pass_turn(pos, pass);
      }
    }
    return indices;
  };
  std::vector<std::pair<std::vector<std::size_t>, Line>> keyed;
  for (Line& line : lines) keyed.emplace_back(key(line), std::move(line));
  std::sort(keyed.begin(), keyed.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  lines.clear();
  for (auto& [k, line] : keyed) lines.push_back(std::move(line));
}

}  // namespace

std::vector<Line> symbolic_help_solutions(const Position& pos, const Stipulation& stip,
                                          SearchStats& stats, SymbolicStats* symbolic) {
  if (!symbolic_takes(stip))
    throw UserError(
        input_error("the Z3 engine solves help play only, not '" + stip.to_string() + "'",
                    "h#n, h#n.5, h=n, ser-h#n or ser-h=n; other stipulations with "
                    "--engine search"));
  if (const auto rule = uncovered_rule(pos))
    throw UserError(
        input_error("the Z3 engine does not cover " + *rule + " (this spec or position has it)",
                    "--engine search"));
  SymbolicStats counts;
  Solver solver(pos, stip, stats, symbolic != nullptr ? *symbolic : counts);
  std::vector<Line> lines = solver.solve();
  sort_like_the_generator(pos, stip, lines);
  return lines;
}

}  // namespace arbiter::puzzles
