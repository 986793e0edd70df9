// Mating pictures placed by Z3 (mate_picture.h): the placement formula, the lazy escape clauses,
// and the move generator's word on every candidate.
#include "puzzles/mate_picture.h"

#include <z3++.h>

#include <map>
#include <random>
#include <set>
#include <stdexcept>

#include "model/attacks.h"
#include "model/diagnostic.h"
#include "model/legality.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "puzzles/board_encoding.h"
#include "puzzles/goal.h"

namespace arbiter::puzzles {

namespace {

using model::Cell;
using model::CompiledRules;
using model::Move;
using model::Piece;
using model::PieceKind;
using model::PlayerId;
using model::Position;
using symbolic::Encoding;
using symbolic::kNone;
using symbolic::Option;
using symbolic::Possible;
using symbolic::State;

// The material and its extra pieces on the board, anywhere: the position the encoding reads the
// kinds in play from.
Position material_position(const CompiledRules& rules, const PictureRequest& request) {
  Position pos(rules);
  std::size_t cell = 0;
  for (const auto* m : {&request.material, &request.extra})
    for (const auto& group : m->groups())
      for (int i = 0; i < group.count; ++i) {
        if (cell >= rules.board().cell_count())
          throw UserError(
              input_error("the material has more pieces than the board has cells", "fewer pieces"));
        pos.put(Cell::from_index(cell++), rules.make_piece(group.owner, group.kind));
      }
  return pos;
}

// Whether a piece of (owner, kind) may stand on `c` in a legal position: it may stop there,
// and it need not have promoted on arriving (as model/legality.cpp reads the rules).
bool may_stand(const CompiledRules& rules, PlayerId owner, PieceKind kind, Cell c) {
  if (!rules.may_stop_on(owner, kind, c)) return false;
  const auto& promotion = rules.piece(kind).promotion;
  if (!promotion) return true;
  const bool must = (promotion->forced && !promotion->on_leaving &&
                     rules.zones().contains(promotion->zone, owner, c)) ||
                    (promotion->forced_zone != model::kNoZone &&
                     rules.zones().contains(promotion->forced_zone, owner, c));
  return !must;
}

// The cells the royal piece of the side to move on `from` could go to on a board holding it
// alone: its flights, as the move generator gives them.
std::set<std::size_t> flights(const Position& pos, Cell from) {
  Position alone(pos.rules());
  alone.put(from, pos.at(from));
  alone.set_side_to_move(pos.side_to_move());
  model::MoveList moves;
  model::generate_pseudo_legal(alone, moves);
  std::set<std::size_t> out;
  for (Move m : moves)
    if (m.from == from && !m.to.is_none() && m.to != from) out.insert(m.to.index);
  return out;
}

// How many enemies of `defender` attack `target` (each piece once).
int attackers_of(const Position& pos, Cell target, PlayerId defender) {
  const CompiledRules& rules = pos.rules();
  int count = 0;
  for (std::size_t q = 0; q < rules.player_count(); ++q) {
    const PlayerId attacker = PlayerId::from_index(q);
    if (!rules.is_opponent(defender, attacker)) continue;
    for (Cell from : pos.pieces_of(attacker))
      count += model::piece_attacks(pos, from, target) ? 1 : 0;
  }
  return count;
}

// The pieces of the side that moved last, other than royal pieces and pieces that promote,
// without which `pos` still reaches `goal`.
std::vector<Cell> idle_pieces(const Position& pos, Goal goal) {
  const CompiledRules& rules = pos.rules();
  const PlayerId attacker = rules.previous_player(pos.side_to_move());
  std::vector<Cell> idle;
  for (Cell c : pos.pieces_of(attacker)) {
    const Piece piece = pos.at(c);
    if (rules.is_royal(piece) || rules.piece(rules.kind(piece)).promotion) continue;
    Position without = pos;
    without.remove(c);
    if (outcome_for(without, goal) == Outcome::Goal) idle.push_back(c);
  }
  return idle;
}

Cell royal_cell_of(const Position& pos, PlayerId p) {
  for (Cell c : pos.pieces_of(p))
    if (pos.rules().is_royal(pos.at(c))) return c;
  return Cell::none();
}

}  // namespace

bool is_pure_picture(const Position& pos, Goal goal) {
  const PlayerId defender = pos.side_to_move();
  const Cell king = royal_cell_of(pos, defender);
  if (king.is_none() || attackers_of(pos, king, defender) != (goal == Goal::Stalemate ? 0 : 1))
    return false;
  for (std::size_t f : flights(pos, king)) {
    const Cell flight = Cell::from_index(f);
    const Piece there = pos.at(flight);
    if (there && pos.rules().owner(there) == defender) {
      if (attackers_of(pos, flight, defender) != 0) return false;
      continue;
    }
    Position moved = pos;
    const Piece royal = moved.at(king);
    moved.remove(king);
    if (there) moved.remove(flight);
    moved.put(flight, royal);
    if (attackers_of(moved, flight, defender) != 1) return false;
  }
  return true;
}

bool is_economical_picture(const Position& pos, Goal goal) {
  return idle_pieces(pos, goal).empty();
}

struct PictureFinder::Impl {
  Impl(const CompiledRules& rules, const PictureRequest& request)
      : rules_(rules),
        request_(request),
        shape_(material_position(rules, request)),
        start_(model::notation::position_from_string(rules, rules.notation().start_position)),
        solver_(z_, "QF_FD"),
        encoding_(shape_, z_),
        random_(request.seed) {
    if (rules.player_count() != 2)
      throw UserError(input_error("mating pictures are defined for two players; this spec has " +
                                      std::to_string(rules.player_count()),
                                  "a spec of two players"));
    if (request.goal != Goal::Mate && request.goal != Goal::Stalemate)
      throw UserError(input_error("mating pictures are mates or stalemates", "the goal # or ="));
    if (const auto rule = uncovered_rule(shape_))
      throw UserError(
          input_error("the Z3 placement does not cover " + *rule + " (this spec has it)",
                      "compose --source table"));
    for (const auto& group : request.extra.groups())
      if (rules.piece(group.kind).royal)
        throw UserError(
            input_error("the extra material has a royal piece (" + request.extra.name(rules) + ")",
                        "extra pieces that are not royal, e.g. vPP"));
    attacker_ = PlayerId::from_index(0);
    defender_ = PlayerId::from_index(1);
    for (Cell c : shape_.pieces_of(defender_))
      if (rules.is_royal(shape_.at(c))) {
        if (royal_code_ != 0)
          throw UserError(input_error("the defender has more than one royal piece",
                                      "a material with one royal piece for the defender"));
        royal_code_ = shape_.at(c).code;
      }
    if (royal_code_ == 0)
      throw UserError(input_error("the defender has no royal piece to mate",
                                  "a material with a royal piece for the defender"));
    if (request.royal_cell &&
        !may_stand(rules, defender_, rules.kind(Piece{royal_code()}), *request.royal_cell))
      throw UserError(input_error(
          "the defender's royal piece may not stand on " + rules.board().name(*request.royal_cell),
          "a cell it may stand on"));
    z3::params params(z_);
    params.set("random_seed", static_cast<unsigned>(request.seed & 0xffffffffu));
    solver_.set(params);
    place_pieces();
    add_goal();
    if (request.kind != PictureKind::Any) add_purity();
    if (request.kind == PictureKind::Model) add_participation();
  }

  std::uint8_t royal_code() const { return static_cast<std::uint8_t>(royal_code_); }

  // Each cell holds one code (or none), each code of the material stands as often as the
  // material says (at least that often and at most as often as with the extra pieces), where
  // its kind may stand.
  void place_pieces() {
    const std::size_t cells = encoding_.cell_count(), codes = encoding_.code_count();
    std::vector<int> count(codes, 0), least(codes, 0);
    std::vector<int> code_at(codes, 0);
    for (std::size_t p = 0; p < 2; ++p)
      for (Cell c : shape_.pieces_of(PlayerId::from_index(p)))
        ++count[encoding_.index(shape_.at(c).code)];
    for (const auto& group : request_.material.groups())
      least[encoding_.index(rules_.make_piece(group.owner, group.kind).code)] += group.count;
    variable_ = least != count;
    for (std::size_t k = 0; k < rules_.piece_code_count(); ++k) {
      const Piece piece{static_cast<std::uint8_t>(k)};
      if (k == 0 || !piece) continue;
      const auto index = encoding_.index(static_cast<int>(k));
      if (index < codes) code_at[index] = static_cast<int>(k);
    }
    Possible possible(cells, std::vector<bool>(codes, false));
    for (std::size_t c = 0; c < cells; ++c) {
      possible[c][0] = true;
      for (std::size_t k = 1; k < codes; ++k) {
        const Piece piece{static_cast<std::uint8_t>(code_at[k])};
        possible[c][k] = count[k] > 0 && may_stand(rules_, rules_.owner(piece), rules_.kind(piece),
                                                   Cell::from_index(c));
      }
    }
    state_ = encoding_.unknown(0, possible);
    for (std::size_t c = 0; c < cells; ++c) {
      z3::expr_vector row(z_);
      for (std::size_t k = 0; k < codes; ++k) row.push_back(state_.cells[c][k]);
      solver_.add(z3::atmost(row, 1) && z3::atleast(row, 1));
    }
    for (std::size_t k = 1; k < codes; ++k) {
      z3::expr_vector column(z_);
      for (std::size_t c = 0; c < cells; ++c) column.push_back(state_.cells[c][k]);
      solver_.add(z3::atmost(column, static_cast<unsigned>(count[k])) &&
                  z3::atleast(column, static_cast<unsigned>(least[k])));
      if (count[k] > 0 && static_cast<int>(k) == static_cast<int>(encoding_.index(royal_code_)))
        for (std::size_t c = 0; c < cells; ++c)
          if (possible[c][k]) royal_cells_.push_back(Cell::from_index(c));
    }
    if (request_.royal_cell) solver_.add(royal_on(*request_.royal_cell));
  }

  z3::expr royal_on(Cell c) const { return state_.cells[c.index][encoding_.index(royal_code_)]; }

  // The defender in check (mate) or not (stalemate), the attacker not; no flight of the royal
  // piece is a legal escape.
  void add_goal() {
    const z3::expr check = encoding_.in_check(state_, defender_);
    solver_.add(request_.goal == Goal::Stalemate ? !check : check);
    solver_.add(!encoding_.in_check(state_, attacker_));
    for (const Option& o : encoding_.options(defender_))
      if (o.code == royal_code_) add_escape(o);
  }

  // The clause "option o is no legal move of the defender".
  void add_escape(const Option& o) {
    const State next = encoding_.after(state_, o);
    const z3::expr check =
        o.code == royal_code_
            ? encoding_.attacked(next, o.reach->to, defender_, rules_.kind(Piece{royal_code()}))
            : encoding_.in_check(next, defender_);
    solver_.add(!(encoding_.playable(state_, o, defender_) && !check));
    ++stats_.escapes_added;
  }

  static z3::expr exactly(const z3::expr_vector& v, unsigned n, z3::context& z) {
    if (v.empty()) return z.bool_val(n == 0);
    return z3::atmost(v, n) && z3::atleast(v, n);
  }

  // Pure: one check; each flight guarded once (the royal piece standing on it), or blocked by
  // an own piece that no attacker guards.
  void add_purity() {
    const PieceKind royal = rules_.kind(Piece{royal_code()});
    for (Cell k : request_.goal == Goal::Stalemate ? std::vector<Cell>{} : royal_cells_)
      solver_.add(z3::implies(royal_on(k),
                              exactly(encoding_.attackers(state_, k, defender_, royal), 1, z_)));
    std::set<std::pair<std::size_t, std::size_t>> done;
    for (const Option& o : encoding_.options(defender_)) {
      if (o.code != royal_code_ || o.castling != kNone) continue;
      const Cell from = o.reach->from, to = o.reach->to;
      if (!done.insert({from.index, to.index}).second) continue;
      z3::expr_vector blocked(z_);
      for (Cell c : shape_.pieces_of(defender_)) {
        const int code = shape_.at(c).code;
        if (code == royal_code_) continue;
        const z3::expr own = state_.cells[to.index][encoding_.index(code)];
        blocked.push_back(
            own && exactly(encoding_.attackers(state_, to, defender_,
                                               rules_.kind(Piece{static_cast<std::uint8_t>(code)})),
                           0, z_));
      }
      // The flight entered: the royal piece leaves `from` (lines through it open), and what
      // stood on `to` is taken.
      const State entered = encoding_.after(state_, o);
      z3::expr_vector own_there(z_);
      for (Cell c : shape_.pieces_of(defender_))
        own_there.push_back(state_.cells[to.index][encoding_.index(shape_.at(c).code)]);
      const z3::expr guarded_once =
          !z3::mk_or(own_there) &&
          exactly(encoding_.attackers(entered, to, defender_, royal), 1, z_);
      blocked.push_back(guarded_once);
      solver_.add(z3::implies(royal_on(from), z3::mk_or(blocked)));
    }
  }

  // A necessary condition for a model mate, so that Z3 does not propose idle pieces one by one:
  // every piece of the attacker that must take part attacks the royal piece's cell or a cell it
  // could move to (its field). A piece that takes part only by pinning or by shielding is not
  // proposed; the move generator has the last word on those it is.
  void add_participation() {
    const std::size_t cells = encoding_.cell_count();
    std::vector<z3::expr_vector> field;  // per cell: the royal cells whose field it is in
    for (std::size_t c = 0; c < cells; ++c) field.emplace_back(z_);
    for (Cell k : royal_cells_) field[k.index].push_back(royal_on(k));
    for (const Option& o : encoding_.options(defender_))
      if (o.code == royal_code_ && o.castling == kNone)
        field[o.reach->to.index].push_back(royal_on(o.reach->from));
    std::map<std::pair<int, std::size_t>, z3::expr_vector> takes_part;  // (code, cell) -> ways
    for (std::size_t f = 0; f < cells; ++f) {
      if (field[f].empty()) continue;
      const z3::expr in_field = z3::mk_or(field[f]);
      for (const auto& [code, reach] : encoding_.attacks_on(attacker_, Cell::from_index(f))) {
        if (!must_take_part(code)) continue;
        auto [at, added] = takes_part.try_emplace({code, reach->from.index}, z_);
        at->second.push_back(in_field && encoding_.way_clear(state_, *reach));
      }
    }
    for (Cell c : shape_.pieces_of(attacker_)) {
      const int code = shape_.at(c).code;
      if (!must_take_part(code)) continue;
      for (std::size_t x = 0; x < cells; ++x) {
        const z3::expr& there = state_.cells[x][encoding_.index(code)];
        if (there.is_false()) continue;
        const auto ways = takes_part.find({code, x});
        solver_.add(z3::implies(
            there, ways == takes_part.end() ? z_.bool_val(false) : z3::mk_or(ways->second)));
      }
    }
  }

  // Whether a piece of this code must take part in a model mate: not royal, not promoting.
  bool must_take_part(int code) const {
    const Piece piece{static_cast<std::uint8_t>(code)};
    return !rules_.is_royal(piece) && !rules_.piece(rules_.kind(piece)).promotion;
  }

  // The position of the model.
  Position read(const z3::model& model) const {
    Position pos(rules_);
    const std::size_t codes = encoding_.code_count();
    for (std::size_t c = 0; c < encoding_.cell_count(); ++c)
      for (std::size_t k = 1; k < codes; ++k)
        if (model.eval(state_.cells[c][k], true).is_true())
          pos.put(Cell::from_index(c), Piece{static_cast<std::uint8_t>(encoding_.code(k))});
    pos.set_side_to_move(defender_);
    return pos;
  }

  // Never this placement again; with `except`, never these pieces on these cells other than
  // the one on `except`, wherever that one stands.
  void block(const Position& pos, Cell except = Cell::none()) {
    z3::expr_vector differs(z_);
    for (std::size_t p = 0; p < 2; ++p)
      for (Cell c : pos.pieces_of(PlayerId::from_index(p)))
        if (c != except) differs.push_back(!state_.cells[c.index][encoding_.index(pos.at(c).code)]);
    if (variable_) {
      // The counts vary: the same pieces with an extra piece more (or, with `except`, without
      // the one that stands anywhere) are another placement, so the other cells are blocked
      // empty, but for the one piece of `except`'s code that stands anywhere.
      const std::size_t moving = except.is_none() ? 0 : encoding_.index(pos.at(except).code);
      z3::expr_vector moved(z_);
      for (std::size_t c = 0; c < encoding_.cell_count(); ++c) {
        const Cell cell = Cell::from_index(c);
        if (pos.at(cell) && cell != except) continue;
        z3::expr free = state_.cells[c][0];
        if (moving != 0) {
          free = free || state_.cells[c][moving];
          moved.push_back(state_.cells[c][moving]);
        }
        differs.push_back(!free);
      }
      if (moving != 0) differs.push_back(!exactly(moved, 1, z_));
    }
    solver_.add(z3::mk_or(differs));
  }

  // The defender's legal moves in `pos`, each as an escape clause; false when it has none.
  bool add_escapes(Position& pos) {
    model::MoveList legal;
    model::generate_legal(pos, legal);
    if (legal.empty()) return false;
    for (Move m : legal) {
      const int placed =
          m.is_promotion() ? rules_.make_piece(defender_, m.piece).code : pos.at(m.from).code;
      bool covered = false;
      for (const Option& o : encoding_.options(defender_)) {
        if (o.reach->from != m.from || o.reach->to != m.to || o.placed != placed ||
            o.victim != kNone || o.castling != kNone)
          continue;
        covered = true;
        add_escape(o);
      }
      if (!covered)
        throw std::logic_error("the Z3 placement has no candidate for the legal move " +
                               model::notation::move_to_string(pos, m) + " in " +
                               model::notation::to_string(pos));
    }
    return true;
  }

  // One solver call under `assumptions`; the picture it leads to, after as many escape clauses
  // as it takes; none when unsatisfiable.
  std::optional<Position> search(const z3::expr_vector& assumptions,
                                 const std::atomic<bool>* cancel) {
    for (;;) {
      if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) return std::nullopt;
      ++stats_.solver_calls;
      if (solver_.check(assumptions) != z3::sat) return std::nullopt;
      Position pos = read(solver_.get_model());
      if (outcome_for(pos, request_.goal) == Outcome::Goal) {
        block(pos);
        if (!model::legality_problems(pos, start_).empty()) {
          ++stats_.illegal;
          continue;
        }
        if (request_.kind == PictureKind::Model) {
          // A piece the others mate without is idle wherever it stands: all those placements
          // of the others go at once.
          const std::vector<Cell> idle = idle_pieces(pos, request_.goal);
          for (Cell c : idle) block(pos, c);
          if (!idle.empty()) {
            ++stats_.not_model;
            continue;
          }
        }
        return pos;
      }
      if (!add_escapes(pos)) block(pos);
    }
  }

  std::optional<Position> next(const std::atomic<bool>* cancel) {
    // A royal cell at random first, for variety; the cells found empty are not drawn again.
    while (!request_.royal_cell && !royal_cells_.empty()) {
      std::uniform_int_distribution<std::size_t> draw(0, royal_cells_.size() - 1);
      const std::size_t i = draw(random_);
      z3::expr_vector assume(z_);
      assume.push_back(royal_on(royal_cells_[i]));
      if (auto found = search(assume, cancel)) return found;
      if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) return std::nullopt;
      royal_cells_.erase(royal_cells_.begin() + static_cast<std::ptrdiff_t>(i));
    }
    return search(z3::expr_vector(z_), cancel);
  }

  const CompiledRules& rules_;
  PictureRequest request_;
  Position shape_;  // the material, anywhere
  Position start_;
  z3::context z_;
  z3::solver solver_;
  Encoding encoding_;
  std::mt19937_64 random_;
  State state_;
  PlayerId attacker_, defender_;
  int royal_code_ = 0;
  bool variable_ = false;          // extra pieces: the counts are ranges
  std::vector<Cell> royal_cells_;  // where the royal piece may stand and has not been ruled out
  PictureStats stats_;
};

PictureFinder::PictureFinder(const CompiledRules& rules, const PictureRequest& request)
    : impl_(std::make_unique<Impl>(rules, request)) {}

PictureFinder::~PictureFinder() = default;

std::optional<Position> PictureFinder::next(const std::atomic<bool>* cancel) {
  return impl_->next(cancel);
}

const PictureStats& PictureFinder::stats() const { return impl_->stats_; }

}  // namespace arbiter::puzzles
