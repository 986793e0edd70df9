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

constexpr int kNone = -1;

// A candidate move of one owner: a reach of a piece code, what stands on `to` afterwards (the
// promotion), and for an en passant capture the cell of its victim.
struct Option {
  const Reach* reach = nullptr;
  int code = 0;    // the piece that moves
  int placed = 0;  // the piece on `to` after the move
  int victim = kNone;
  int castling = kNone;  // a castling: the rule's index; its rook goes rook_from -> rook_to
  std::size_t rook_from = 0, rook_to = 0;
  int rook = 0;
};

// The effect of one move, as the solver and the move generator both describe it.
struct Effect {
  int from = 0, to = 0, placed = 0, victim = kNone, castling = kNone;
  auto operator<=>(const Effect&) const = default;
};

// A position of the line, in propositional form: for each cell and each piece code in play
// (index 0: the empty cell) whether it stands there; the en passant rights as one flag per cell
// some move may leave as a target and one per cell whose piece such a move would leave as the
// victim.
struct State {
  std::vector<std::vector<z3::expr>> cells;  // [cell][code index]
  std::vector<z3::expr> targets;             // parallel to Encoding::target_cells()
  std::vector<z3::expr> victims;             // parallel to Encoding::victim_cells()
  std::vector<z3::expr> rights;              // castling rights, per castling rule
};

// For each cell, which piece codes (by index, 0: empty) may stand there at some ply: a cheap
// over-approximation that leaves out of the formula what no line of the stipulation's length
// can reach.
using Possible = std::vector<std::vector<bool>>;

// The candidate moves of both sides and the formulas over states: what a move needs, what it
// leaves, whether a royal piece stands attacked. Built once per problem.
class Encoding {
 public:
  Encoding(const Position& pos, z3::context& z)
      : rules_(pos.rules()), z_(z), cell_count_(rules_.board().cell_count()) {
    for (const model::EnPassant& right : pos.en_passant_rights())
      for (std::uint8_t i = 0; i < right.count; ++i) note_target(right.cells[i], right.victim);
    index_of_code_.assign(rules_.piece_code_count(), kNone);
    index_of_code_[0] = 0;
    for (std::size_t p = 0; p < 2; ++p) {
      const PlayerId player = PlayerId::from_index(p);
      const std::uint64_t kinds = kinds_in_play(pos, player);
      attacks_[p].resize(cell_count_);
      for (std::size_t k = 0; k < rules_.kind_count(); ++k) {
        if (((kinds >> k) & 1u) == 0) continue;
        const PieceKind kind = PieceKind::from_index(k);
        const int code = rules_.make_piece(player, kind).code;
        index_of_code_[static_cast<std::size_t>(code)] = static_cast<int>(pieces_.size()) + 1;
        pieces_.push_back({player, kind, code, reaches(rules_, player, kind)});
      }
    }
    for (const PieceReaches& piece : pieces_) {
      for (const Reach& r : piece.reaches) {
        if (model::allows_capture(r.mode))
          attacks_[piece.owner.index][r.to.index].emplace_back(piece.code, &r);
        if (r.may_stop)
          for (Cell t : r.passed) note_target(t, r.to);
      }
    }
    add_castlings(pos);
    for (const PieceReaches& piece : pieces_) {
      for (const Reach& r : piece.reaches) {
        if (!r.may_stop) continue;
        for (int placed : placements(piece.owner, piece.kind, r)) {
          options_[piece.owner.index].push_back({&r, piece.code, placed, kNone});
          if (!r.captures_en_passant || !target_index_.contains(r.to.index)) continue;
          for (std::size_t v : victims_of_[r.to.index])
            options_[piece.owner.index].push_back({&r, piece.code, placed, static_cast<int>(v)});
        }
      }
    }
  }

  const std::vector<Option>& options(PlayerId p) const { return options_[p.index]; }
  std::size_t cell_count() const { return cell_count_; }
  std::size_t code_count() const { return pieces_.size() + 1; }
  const std::vector<Cell>& target_cells() const { return target_cells_; }
  const std::vector<Cell>& victim_cells() const { return victim_cells_; }
  // The index of a piece code in State::cells' rows (0: empty).
  std::size_t index(int code) const {
    return static_cast<std::size_t>(index_of_code_[static_cast<std::size_t>(code)]);
  }

  // The start position as constants.
  State initial(const Position& pos) const {
    State s;
    for (std::size_t i = 0; i < cell_count_; ++i) {
      const std::size_t here = index(pos.at(Cell::from_index(i)).code);
      std::vector<z3::expr> row;
      for (std::size_t k = 0; k < code_count(); ++k) row.push_back(z_.bool_val(k == here));
      s.cells.push_back(row);
    }
    Cell victim = Cell::none();
    for (Cell t : target_cells_) {
      const Cell v = pos.en_passant_victim(t);
      s.targets.push_back(z_.bool_val(!v.is_none()));
      if (!v.is_none()) victim = v;
    }
    for (Cell v : victim_cells_) s.victims.push_back(z_.bool_val(v == victim));
    for (std::size_t i = 0; i < rules_.castling().size(); ++i)
      s.rights.push_back(z_.bool_val(((pos.castling_rights() >> i) & 1u) != 0));
    return s;
  }

  // A state of unknowns, named after its ply t, where `possible` ([cell][code index]) allows
  // more than one code; a cell with one possible code holds it as a constant.
  State unknown(int t, const Possible& possible) const {
    const std::string n = std::to_string(t);
    State s;
    for (std::size_t i = 0; i < cell_count_; ++i) {
      const auto ways = std::count(possible[i].begin(), possible[i].end(), true);
      std::vector<z3::expr> row;
      for (std::size_t k = 0; k < code_count(); ++k) {
        if (!possible[i][k] || ways == 1)
          row.push_back(z_.bool_val(possible[i][k]));
        else
          row.push_back(z_.bool_const(
              ("cell" + n + "_" + std::to_string(i) + "_" + std::to_string(k)).c_str()));
      }
      s.cells.push_back(row);
    }
    for (std::size_t i = 0; i < target_cells_.size(); ++i)
      s.targets.push_back(z_.bool_const(("target" + n + "_" + std::to_string(i)).c_str()));
    for (std::size_t i = 0; i < victim_cells_.size(); ++i)
      s.victims.push_back(z_.bool_const(("victim" + n + "_" + std::to_string(i)).c_str()));
    for (std::size_t i = 0; i < rules_.castling().size(); ++i)
      s.rights.push_back(z_.bool_const(("right" + n + "_" + std::to_string(i)).c_str()));
    return s;
  }

  // What may stand where in the start position: exactly what does.
  Possible possible_at_start(const Position& pos) const {
    Possible p(cell_count_, std::vector<bool>(code_count(), false));
    for (std::size_t i = 0; i < cell_count_; ++i)
      p[i][index(pos.at(Cell::from_index(i)).code)] = true;
    return p;
  }

  // Whether option o may be playable where `possible` says what may stand where (a necessary
  // condition only: the piece may stand on its cell, the destination may be as o needs it).
  bool may_play(const Possible& possible, const Option& o, PlayerId mover) const {
    const Reach& r = *o.reach;
    if (!possible[r.from.index][index(o.code)]) return false;
    if (o.castling != kNone) {
      if (!possible[o.rook_from][index(o.rook)]) return false;
      for (Cell e : r.empty)
        if (!possible[e.index][0]) return false;
      return true;
    }
    for (Cell e : r.empty)
      if (!possible[e.index][0]) return false;
    auto enemy_may_stand = [&](Cell c) {
      for (const PieceReaches& piece : pieces_)
        if (piece.owner != mover && possible[c.index][index(piece.code)]) return true;
      return false;
    };
    if (o.victim != kNone)
      return possible[r.to.index][0] &&
             enemy_may_stand(Cell::from_index(static_cast<std::size_t>(o.victim)));
    if (r.mode == model::Mode::Move) return possible[r.to.index][0];
    if (r.mode == model::Mode::Capture) return enemy_may_stand(r.to);
    return possible[r.to.index][0] || enemy_may_stand(r.to);
  }

  z3::expr is_empty(const State& s, Cell c) const { return s.cells[c.index][0]; }

  // What must hold in `s` for option o of `mover` to be playable: the piece, the way, the
  // destination (empty, an enemy it may take, or an en passant target with its victim).
  z3::expr playable(const State& s, const Option& o, PlayerId mover) const {
    const Reach& r = *o.reach;
    z3::expr_vector all(z_);
    all.push_back(s.cells[r.from.index][index(o.code)]);
    all.push_back(way_clear(s, r));
    if (o.castling != kNone) {
      const model::CastlingRule& rule = rules_.castling()[static_cast<std::size_t>(o.castling)];
      all.push_back(s.rights[static_cast<std::size_t>(o.castling)]);
      all.push_back(s.cells[o.rook_from][index(o.rook)]);
      const PieceKind king = rules_.kind(Piece{static_cast<std::uint8_t>(o.code)});
      for (Cell c : rule.must_be_safe)
        all.push_back(!attacked(s, c, mover, c == rule.king_from ? king : PieceKind()));
      return z3::mk_and(all);
    }
    const Cell to = r.to;
    if (o.victim != kNone) {
      const Cell v = Cell::from_index(static_cast<std::size_t>(o.victim));
      all.push_back(is_empty(s, to));
      all.push_back(s.targets[target_index_.at(to.index)]);
      all.push_back(s.victims[victim_index_.at(v.index)]);
      all.push_back(capturable(s, v, mover, r.target_kinds));
    } else if (r.mode == model::Mode::Move) {
      all.push_back(is_empty(s, to));
    } else if (r.mode == model::Mode::Capture) {
      all.push_back(capturable(s, to, mover, r.target_kinds));
    } else {
      all.push_back(is_empty(s, to) || capturable(s, to, mover, r.target_kinds));
    }
    return z3::mk_and(all);
  }

  // The state after option o, as constants where the move changed it and `s`'s expressions
  // elsewhere (no unknowns added).
  State after(const State& s, const Option& o) const {
    State next = s;
    auto put = [&](std::size_t cell, std::size_t code) {
      for (std::size_t k = 0; k < code_count(); ++k) next.cells[cell][k] = z_.bool_val(k == code);
    };
    put(o.reach->from.index, 0);
    if (o.victim != kNone) put(static_cast<std::size_t>(o.victim), 0);
    if (o.castling != kNone) put(o.rook_from, 0);
    put(o.reach->to.index, index(o.placed));
    if (o.castling != kNone) put(o.rook_to, index(o.rook));
    for (std::size_t i = 0; i < next.rights.size(); ++i)
      if (clears_right(o, i)) next.rights[i] = z_.bool_val(false);
    for (std::size_t i = 0; i < target_cells_.size(); ++i)
      next.targets[i] = z_.bool_val(leaves_target(o, i));
    for (std::size_t i = 0; i < victim_cells_.size(); ++i)
      next.victims[i] = z_.bool_val(leaves_victim(o, i));
    return next;
  }

  // Whether option o ends castling right i (model/position.cpp: the keep masks of the cells it
  // moves from and to; a castling's, of its king's and rook's cells).
  bool clears_right(const Option& o, std::size_t i) const {
    const std::uint32_t keep =
        o.castling != kNone
            ? rules_.castling_keep_mask(o.reach->from) &
                  rules_.castling_keep_mask(Cell::from_index(o.rook_from))
            : rules_.castling_keep_mask(o.reach->from) & rules_.castling_keep_mask(o.reach->to);
    return ((keep >> i) & 1u) == 0;
  }

  // Whether option o leaves target_cells()[i] as an en passant target.
  bool leaves_target(const Option& o, std::size_t i) const {
    if (o.victim != kNone) return false;
    const auto& passed = o.reach->passed;
    return std::find(passed.begin(), passed.end(), target_cells_[i]) != passed.end();
  }
  // Whether option o leaves its piece, on victim_cells()[i], to be taken en passant.
  bool leaves_victim(const Option& o, std::size_t i) const {
    return o.victim == kNone && !o.reach->passed.empty() && o.reach->to == victim_cells_[i];
  }

  // Whether a royal piece of p stands attacked in `s` (model::in_check).
  z3::expr in_check(const State& s, PlayerId p) const {
    z3::expr_vector any(z_);
    for (const PieceReaches& piece : pieces_) {
      if (piece.owner != p || !rules_.piece(piece.kind).royal) continue;
      for (std::size_t k = 0; k < cell_count_; ++k) {
        const z3::expr& here = s.cells[k][index(piece.code)];
        if (here.is_false()) continue;
        any.push_back(here && attacked(s, Cell::from_index(k), p, piece.kind));
      }
    }
    return any.empty() ? z_.bool_val(false) : z3::mk_or(any);
  }

  // Whether an enemy of p attacks cell c in `s`, where a piece of p's `kind` stands (none: an
  // empty cell, which atoms limited to target kinds do not attack, as in model/attacks.cpp).
  z3::expr attacked(const State& s, Cell c, PlayerId p, PieceKind kind) const {
    z3::expr_vector any(z_);
    for (const auto& [attacker, reach] : attacks_[1 - p.index][c.index]) {
      if (reach->target_kinds != 0 &&
          (kind.is_none() || ((reach->target_kinds >> kind.index) & 1u) == 0))
        continue;
      const z3::expr& there = s.cells[reach->from.index][index(attacker)];
      if (!there.is_false()) any.push_back(there && way_clear(s, *reach));
    }
    return any.empty() ? z_.bool_val(false) : z3::mk_or(any);
  }

  // Whether p has exactly one royal piece in `pos` and no way to get another (promotion): then
  // a move of it is check exactly when its destination is attacked.
  bool single_royal(const Position& pos, PlayerId p) const {
    int royals = 0;
    for (Cell c : pos.pieces_of(p)) royals += rules_.is_royal(pos.at(c)) ? 1 : 0;
    for (const PieceReaches& piece : pieces_) {
      if (piece.owner != p || !rules_.piece(piece.kind).royal) continue;
      if (piece.code != royal_code(pos, p)) return false;  // a royal kind it may promote to
    }
    return royals == 1;
  }

  // The piece code of p's first royal piece in `pos` (0: none).
  int royal_code(const Position& pos, PlayerId p) const {
    for (Cell c : pos.pieces_of(p))
      if (rules_.is_royal(pos.at(c))) return pos.at(c).code;
    return 0;
  }

  // Whether option o moves a royal piece.
  bool moves_royal(const Option& o) const {
    return rules_.is_royal(Piece{static_cast<std::uint8_t>(o.code)});
  }

 private:
  struct PieceReaches {
    PlayerId owner;
    PieceKind kind;
    int code = 0;
    std::vector<Reach> reaches;
  };

  // The way of a reach is open: its empty cells empty, its hurdles as the hop needs them.
  z3::expr way_clear(const State& s, const Reach& r) const {
    z3::expr_vector all(z_);
    for (Cell e : r.empty) all.push_back(is_empty(s, e));
    if (!r.hurdles.empty()) {
      z3::expr_vector occupied(z_);
      for (Cell h : r.hurdles) occupied.push_back(!is_empty(s, h));
      const auto screens = static_cast<unsigned>(r.screens);
      all.push_back(z3::atmost(occupied, screens) && z3::atleast(occupied, screens));
      z3::expr_vector near(z_);
      for (Cell n : r.near) near.push_back(!is_empty(s, n));
      if (!near.empty()) all.push_back(z3::mk_or(near));
    }
    return all.empty() ? z_.bool_val(true) : z3::mk_and(all);
  }

  // Whether the piece on `c` in `s` is an enemy of `mover` it may capture (of `target_kinds`).
  z3::expr capturable(const State& s, Cell c, PlayerId mover, std::uint64_t target_kinds) const {
    z3::expr_vector any(z_);
    for (const PieceReaches& piece : pieces_) {
      if (piece.owner == mover) continue;
      if (!rules_.is_capturable(Piece{static_cast<std::uint8_t>(piece.code)})) continue;
      if (target_kinds != 0 && ((target_kinds >> piece.kind.index) & 1u) == 0) continue;
      any.push_back(s.cells[c.index][index(piece.code)]);
    }
    return any.empty() ? z_.bool_val(false) : z3::mk_or(any);
  }

  // The piece codes a move of `kind` by reach r may leave on its destination (as
  // model/movegen.cpp's push_with_promotions).
  std::vector<int> placements(PlayerId p, PieceKind kind, const Reach& r) const {
    const int own = rules_.make_piece(p, kind).code;
    const auto& promotion = rules_.piece(kind).promotion;
    if (!promotion || !rules_.in_zone(promotion->zone, p, r.to)) return {own};
    std::vector<int> out;
    for (PieceKind choice : promotion->choices) out.push_back(rules_.make_piece(p, choice).code);
    const bool must = promotion->forced || (promotion->forced_zone != model::kNoZone &&
                                            rules_.in_zone(promotion->forced_zone, p, r.to));
    if (!must) out.push_back(own);
    return out;
  }

  // One candidate move per castling rule whose right `pos` holds, for the pieces standing on its
  // king's and rook's cells (the right ends when either cell is left or entered, so they stay).
  void add_castlings(const Position& pos) {
    const auto& rules = rules_.castling();
    for (std::size_t i = 0; i < rules.size(); ++i) {
      const model::CastlingRule& rule = rules[i];
      if (((pos.castling_rights() >> i) & 1u) == 0) continue;
      const Piece king = pos.at(rule.king_from), rook = pos.at(rule.rook_from);
      if (!king || !rook || rules_.owner(king) != rule.player || rules_.owner(rook) != rule.player)
        continue;
      Reach& r = castling_reaches_.emplace_back();
      r.from = rule.king_from;
      r.to = rule.king_to;
      r.mode = model::Mode::Move;
      auto needs_empty = [&](Cell c) {
        if (c == rule.king_from || c == rule.rook_from) return;
        if (std::find(r.empty.begin(), r.empty.end(), c) == r.empty.end()) r.empty.push_back(c);
      };
      for (Cell c : rule.must_be_empty) needs_empty(c);
      needs_empty(rule.king_to);
      needs_empty(rule.rook_to);
      Option o{&r,
               king.code,
               king.code,
               kNone,
               static_cast<int>(i),
               rule.rook_from.index,
               rule.rook_to.index,
               rook.code};
      options_[rule.player.index].push_back(o);
    }
  }

  void note_target(Cell target, Cell victim) {
    if (!target_index_.contains(target.index)) {
      target_index_[target.index] = target_cells_.size();
      target_cells_.push_back(target);
    }
    if (!victim_index_.contains(victim.index)) {
      victim_index_[victim.index] = victim_cells_.size();
      victim_cells_.push_back(victim);
    }
    victims_of_[target.index].insert(victim.index);
  }

  const CompiledRules& rules_;
  z3::context& z_;
  std::size_t cell_count_;
  std::deque<PieceReaches> pieces_;     // per (owner, kind in play); a deque keeps reaches in place
  std::deque<Reach> castling_reaches_;  // a castling's king move, as a reach
  std::vector<int> index_of_code_;  // piece code -> row index in State::cells (kNone: not in play)
  std::vector<Option> options_[2];
  std::vector<std::vector<std::pair<int, const Reach*>>> attacks_[2];  // per owner, target cell
  std::vector<Cell> target_cells_, victim_cells_;
  std::map<std::size_t, std::size_t> target_index_, victim_index_;
  std::map<std::size_t, std::set<std::size_t>> victims_of_;
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
  if (m.type == MoveType::Castling) e.castling = m.aux;
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
