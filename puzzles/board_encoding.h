// The board as Z3 sees it, for the solvers and composers that reason about positions
// symbolically (puzzles/symbolic_help.h, puzzles/mate_picture.h): a position is a set of
// propositions, one per cell and piece code ("this piece stands on this cell"), with the en
// passant and castling rights; a move is one of the finite list of candidate options read from
// the compiled move tables (puzzles/move_relation.h); and formulas say what an option needs, what
// it leaves, and whether a cell or a royal piece stands attacked. Built once per problem.
#pragma once

#include <z3++.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "model/position.h"
#include "model/rules.h"
#include "puzzles/move_relation.h"

namespace arbiter::puzzles::symbolic {

using model::Cell;
using model::CompiledRules;
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
  // The encoding of the moves from `pos` and the positions after them: the kinds each side has
  // in play there (with what they may promote to), its en passant and castling rights.
  Encoding(const Position& pos, z3::context& z)
      : rules_(pos.rules()), z_(z), cell_count_(rules_.board().cell_count()) {
    for (const model::EnPassant& right : pos.en_passant_rights())
      for (std::uint8_t i = 0; i < right.count; ++i) note_target(right.cells[i], right.victim);
    add_pieces(
        {kinds_in_play(pos, PlayerId::from_index(0)), kinds_in_play(pos, PlayerId::from_index(1))});
    add_castlings(pos);
    add_options();
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
  // The piece code of a row index, index's inverse (0: empty).
  int code(std::size_t index) const { return index == 0 ? 0 : pieces_[index - 1].code; }

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
            ? rules_.castling().keep_mask(o.reach->from) &
                  rules_.castling().keep_mask(Cell::from_index(o.rook_from))
            : rules_.castling().keep_mask(o.reach->from) & rules_.castling().keep_mask(o.reach->to);
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
    const z3::expr_vector any = attackers(s, c, p, kind);
    return any.empty() ? z_.bool_val(false) : z3::mk_or(any);
  }

  // The enemies of p attacking cell c in `s`, where a piece of p's `kind` stands (none: an empty
  // cell): one formula per piece that may attack it (a piece code on a cell, by any of its
  // reaches), so that they can be counted.
  z3::expr_vector attackers(const State& s, Cell c, PlayerId p, PieceKind kind) const {
    std::map<std::pair<int, std::size_t>, z3::expr_vector> ways;  // (code, cell) -> its ways
    for (const auto& [attacker, reach] : attacks_[1 - p.index][c.index]) {
      if (reach->target_kinds != 0 &&
          (kind.is_none() || ((reach->target_kinds >> kind.index) & 1u) == 0))
        continue;
      const z3::expr& there = s.cells[reach->from.index][index(attacker)];
      if (there.is_false()) continue;
      auto [at, added] = ways.try_emplace({attacker, reach->from.index}, z_);
      at->second.push_back(there && way_clear(s, *reach));
    }
    z3::expr_vector any(z_);
    for (auto& [piece, way] : ways) any.push_back(z3::mk_or(way));
    return any;
  }

  // The ways pieces of `owner` may attack cell c: (piece code, reach), as attacked() reads them.
  const std::vector<std::pair<int, const Reach*>>& attacks_on(PlayerId owner, Cell c) const {
    return attacks_[owner.index][c.index];
  }

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
    if (!promotion || !rules_.zones().contains(promotion->zone, p, r.to)) return {own};
    std::vector<int> out;
    for (PieceKind choice : promotion->choices) out.push_back(rules_.make_piece(p, choice).code);
    const bool must =
        promotion->forced || (promotion->forced_zone != model::kNoZone &&
                              rules_.zones().contains(promotion->forced_zone, p, r.to));
    if (!must) out.push_back(own);
    return out;
  }

  // The pieces of the given kinds (bit per kind, per player), their reaches, which cells each
  // attacks, and the en passant targets their moves may leave.
  void add_pieces(std::array<std::uint64_t, 2> kinds) {
    index_of_code_.assign(rules_.piece_code_count(), kNone);
    index_of_code_[0] = 0;
    for (std::size_t p = 0; p < 2; ++p) {
      const PlayerId player = PlayerId::from_index(p);
      attacks_[p].resize(cell_count_);
      for (std::size_t k = 0; k < rules_.kind_count(); ++k) {
        if (((kinds[p] >> k) & 1u) == 0) continue;
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
  }

  // The candidate moves of every piece (castlings are added by add_castlings).
  void add_options() {
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

}  // namespace arbiter::puzzles::symbolic
