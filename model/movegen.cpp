// Move generation. Pseudo-legal moves come from each piece's compiled atoms; legality is tested
// by make/unmake, except where the rules allow a cheaper proof: when no opponent piece can attack
// except along open lines or by plain leaps (`lines_only_attacks`) and the mover is not in check,
// a non-royal move is legal unless it leaves a line from one of its royal pieces to an opponent's
// piece (a pin candidate) or is an en passant capture; and where the attacks after a plain move
// can be read before it is made (attacks_readable_before_moves), a royal move, a pin candidate's
// move or a move in check is judged by them, without make/unmake.
#include "model/movegen.h"

#include <algorithm>
#include <cassert>
#include <memory>
#include <optional>
#include <span>

#include "model/attack_cells.h"
#include "model/attacks.h"
#include "model/check_candidates.h"
#include "model/draw_claim.h"
#include "model/elimination.h"
#include "model/evasion_cells.h"
#include "model/imitation.h"
#include "model/immobilization.h"
#include "model/line_shields.h"
#include "model/opposition.h"
#include "model/promotion_limits.h"
#include "model/push_chain.h"
#include "model/relocation.h"
#include "model/royal_win.h"
#include "model/strangled_step.h"
#include "model/zone_conditions.h"

namespace arbiter::model {
namespace {

// While a pushed piece's own moves are listed: the piece that takes its cell when it leaves, and
// the cells of the pieces this move has already moved, which stand there now and are not pushed
// again (each piece moves once in a move; see option push_chain).
struct PushContext {
  Piece arriving;
  std::uint8_t arriving_flags = 0;
  std::array<Cell, push_chain::kMaxLength> moved{};
  std::size_t moved_count = 0;
  bool has_moved(Cell c) const {
    const auto end = moved.begin() + static_cast<std::ptrdiff_t>(moved_count);
    return std::find(moved.begin(), end, c) != end;
  }
};

class Generator {
 public:
  Generator(const Position& pos, MoveList& out)
      : pos_(pos),
        rules_(pos.rules()),
        me_(pos.side_to_move()),
        out_(out),
        immobilizers_(rules_.immobilization().has_value()),
        sanctuaries_(rules_.features().has(RuleFeature::Sanctuaries)) {
    for (const ZoneClosure& c : rules_.zones().closures)
      if (closure_holds(pos_, c, me_)) active_closures_.push_back(&c);
  }

  void all() {
    all_where([](Cell) { return true; });
  }

  // The moves of all(), but of the pieces on the cells `keep` accepts only.
  template <class Keep>
  void all_where(Keep&& keep) {
    all_where_settled(keep, [](Cell, std::size_t, bool) {});
  }

  // The moves of all(), each piece's handed to `settle(from, first, plain)` as soon as they are
  // listed (out[first, end) are the moves of the piece on `from`, which settle may filter;
  // `plain`: each of them is a Normal move that keeps its kind), and those of no piece on the
  // board (castlings, drops, entries) to `settle(Cell::none(), first, false)` last.
  template <class Settle>
  void all_settled(Settle&& settle) {
    all_where_settled([](Cell) { return true; }, settle);
  }

  // all_settled(), of the pieces on the cells `keep` accepts only.
  template <class Keep, class Settle>
  void all_where_settled(Keep&& keep, Settle&& settle) {
    pos_.for_each_piece_in_cell_order(me_, [&](Cell from) {
      if (!keep(from) || (immobilizers_ && immobilization_of(pos_, from).immobilized)) return;
      const std::size_t first = out_.size();
      others_listed_ = false;
      piece_moves(from);
      settle(from, first, !others_listed_);
    });
    const std::size_t first = out_.size();
    castlings();
    if (rules_.has_drops()) drops();
    if (rules_.imitation().in_use) entries();
    settle(Cell::none(), first, false);
  }

  // The moves of the one piece on `from` (none when it is immobilized).
  void one_piece(Cell from) {
    if (!immobilizers_ || !immobilization_of(pos_, from).immobilized) piece_moves(from);
  }

  // Whether `m` is one of the moves of the piece on `from` (one_piece's), read from the piece's
  // atoms without listing its moves: where every atom that may start on `from`
  // (CompiledRules::atoms_from) is a plain leap or a plain slide along board rays
  // (AtomPath::Plain) on a board whose rays meet a cell once, so that only the ray from `from`
  // through m.to can reach it. nullopt elsewhere: then list the moves.
  std::optional<bool> piece_has(Cell from, Move m) {
    if (immobilizers_ || !rules_.reach().rays_meet_once) return std::nullopt;
    const PieceKind kind = rules_.kind(pos_.at(from));
    if (rules_.imitation().in_use && rules_.imitation().of(kind).imitates) return std::nullopt;
    if (rules_.piece(kind).captures_in_place || rules_.double_capture()) return std::nullopt;
    if (!active_closures_.empty()) return std::nullopt;  // every atom takes the general path
    const std::vector<CompiledAtom>& atoms = rules_.atoms(me_, kind);
    const std::span<const AtomFromCell> starts = rules_.atoms_from(me_, kind, from);
    for (const AtomFromCell& start : starts)
      if (start.path != AtomPath::Plain) return std::nullopt;
    Move plain;  // the only form of a plain move onto m.to
    plain.from = from;
    plain.to = m.to;
    if (!(m == plain)) return false;
    from_sanctuary_ = sanctuaries_ && rules_.zones().is_sanctuary(from);
    const Piece there = pos_.at(m.to);
    if (there && !plain_capture(there, m.to)) return false;
    const LineStep line = rules_.reach().line(from, m.to);
    for (const AtomFromCell& start : starts) {
      const CompiledAtom& a = atoms[start.atom];
      if (!first_move_condition_holds(pos_, a, from)) continue;
      if (a.type == AtomType::Leap) {
        for (const LeapTarget& t : a.leaps[from.index])
          if (t.to == m.to && way_clear(t)) return true;
      } else if (line.distance != 0 && static_cast<int>(line.distance) <= a.max_distance &&
                 std::find(a.directions.begin(), a.directions.end(), line.direction) !=
                     a.directions.end()) {
        const auto between = rules_.board().ray(from, line.direction).first(line.distance - 1u);
        if (std::none_of(between.begin(), between.end(), [&](Cell c) { return pos_.at(c); }))
          return true;
      }
    }
    return false;
  }

 private:
  const Position& pos_;
  const CompiledRules& rules_;
  PlayerId me_;
  MoveList& out_;
  bool from_sanctuary_ = false;
  const PushContext* pushing_ = nullptr;  // set while listing a pushed piece's own moves
  bool second_leg_ = false;  // set while listing the second capture of a double capture
  // The position the move starts from (a pushed piece's moves are listed on a copy): pieces
  // immobilized there do not move in this move, not even pushed.
  const Position* root_ = &pos_;
  bool immobilizers_ = false;  // some piece kind immobilizes (model/immobilization.h)
  bool sanctuaries_ = false;   // some zone is a sanctuary
  std::vector<const ZoneClosure*> active_closures_;  // zones closed in this position
  std::vector<std::uint16_t> relocations_;           // scratch for relocation_choices
  // Whether a move other than a Normal one that keeps its kind was listed (since all_settled
  // last cleared it).
  bool others_listed_ = false;

  // Every move the generator makes is listed here. Where the move is known when compiling (the
  // plain and simple loops list Normal moves without a promotion), the test vanishes.
  void list(Move m) {
    if (m.type != MoveType::Normal || !m.piece.is_none()) others_listed_ = true;
    out_.push_back(m);
  }

  // Whether a piece of `kind` may not enter `to` because a closed zone holds it shut.
  bool is_closed(PieceKind kind, Cell to, bool pushing = false) const {
    for (const ZoneClosure* c : active_closures_)
      if (!(pushing && c->push_enters) && closure_covers(rules_, *c, me_, kind, to)) return true;
    return false;
  }

  // A cell the castling jumps: empty, or holding a piece the rule names.
  bool may_jump(const CastlingHold& h) const {
    const Piece p = pos_.at(h.cell);
    if (!p) return true;
    if (h.kinds != 0 && ((h.kinds >> rules_.kind(p).index) & 1u) == 0) return false;
    const PlayerId owner = rules_.owner(p);
    return h.by == Relation::Any ||
           (h.by == Relation::Own ? owner == me_ : rules_.is_opponent(me_, owner));
  }

  bool is_enemy(Piece p) const { return p && rules_.is_opponent(me_, rules_.owner(p)); }

  void piece_moves(Cell from) {
    const Piece piece = pos_.at(from);
    assert(rules_.owner(piece) == me_);
    const PieceKind kind = rules_.kind(piece);
    // A piece in a sanctuary cannot capture.
    from_sanctuary_ = sanctuaries_ && rules_.zones().is_sanctuary(from);
    const std::size_t first = out_.size();
    own_atom_moves(piece, kind, from);
    if (rules_.imitation().in_use && rules_.imitation().of(kind).imitates) {
      imitation_moves(kind, from);
      remove_repeats(first);
    } else if (rules_.atoms_overlap(piece)) {
      remove_repeats(first);
    }
    // A leg of a longer move (a double capture's second capture, a pushed piece's move): the
    // piece's own moves only.
    if (second_leg_ || pushing_) return;
    if (const auto& rule = rules_.piece(kind).captures_in_place; rule && !from_sanctuary_)
      in_place_captures(*rule, piece, kind, from);
    if (rules_.double_capture()) second_captures(first, from);
  }

  // Double captures (spec `double_capture`): each capture of out[first, end) by the piece on
  // `from` that keeps its kind (no en passant, no promotion on the way) goes on with each
  // capture the piece could make from the cell it took, on the board as the first capture left
  // it, of an enemy piece (of another player than the first victim's, where the rule says so).
  [[gnu::noinline]] void second_captures(std::size_t first, Cell from) {
    const std::size_t end = out_.size();
    for (std::size_t i = first; i < end; ++i) {
      const Move m = out_[i];
      const Piece victim = pos_.at(m.to);
      if (m.type != MoveType::Normal || !m.piece.is_none() || !is_enemy(victim)) continue;
      Position next = pos_;
      next.remove(m.to);
      next.remove(from);
      next.put_with_flags(m.to, pos_.at(from), pos_.flags(from) | piece_flags::kMoved);
      MoveList follow;
      Generator second(next, follow);
      second.second_leg_ = true;
      second.root_ = root_;
      second.one_piece(m.to);
      for (const Move& f : follow) {
        const Piece there = next.at(f.to);
        if (f.type != MoveType::Normal || !is_enemy(there)) continue;
        if (rules_.double_capture()->different_players &&
            rules_.owner(there) == rules_.owner(victim))
          continue;
        list(Move::double_capture(from, m.to, f.to, f.piece));
      }
    }
  }

  // Captures in place (spec `captures_in_place`): the piece stays on `from` and takes the first
  // piece along each direction of its capturing slides, within their reach, that it could
  // capture by moving there, landing rules included (with only_unprotected: that no opponent of
  // the mover attacks, read
  // in the position as it stands); one move per victim, per nonempty set of them, or one move
  // taking them all.
  [[gnu::noinline]] void in_place_captures(const CaptureInPlace& rule, Piece piece, PieceKind kind,
                                           Cell from) {
    std::uint16_t victims = 0;  // a bit per board direction
    for (const CompiledAtom& a : rules_.atoms(piece)) {
      if (!allows_capture(a.mode)) continue;
      for (DirectionId d : a.directions) {
        if (((victims >> d) & 1u) != 0) continue;
        const auto ray = rules_.board().ray(from, d);
        const std::size_t reach = std::min(ray.size(), static_cast<std::size_t>(a.max_distance));
        for (std::size_t i = 0; i < reach; ++i) {
          const Piece there = pos_.at(ray[i]);
          if (!there) continue;
          if (can_capture(a, there, ray[i]) && may_end_on(a, kind, ray[i]) &&
              !(rule.only_unprotected && is_attacked(pos_, ray[i], me_)))
            victims = static_cast<std::uint16_t>(victims | (1u << d));
          break;
        }
      }
    }
    if (victims == 0) return;
    switch (rule.victims) {
      case InPlaceVictims::All:
        list(Move::in_place(from, victims));
        break;
      case InPlaceVictims::One:
        for (std::uint16_t bits = victims; bits != 0; bits &= static_cast<std::uint16_t>(bits - 1))
          list(Move::in_place(from, static_cast<std::uint16_t>(bits & -bits)));
        break;
      case InPlaceVictims::Any:  // every nonempty subset, the largest first
        for (std::uint16_t set = victims; set != 0;
             set = static_cast<std::uint16_t>((set - 1) & victims))
          list(Move::in_place(from, set));
        break;
    }
  }

  // An imitating piece also moves by the atoms of the kind it copies (spec `imitates:`), as a
  // piece of its own kind: its own promotion (none), the cells it may stop on.
  [[gnu::noinline]] void imitation_moves(PieceKind kind, Cell from) {
    const PieceKind copied = pos_.imitated_kind(me_);
    if (!copied.is_none()) atom_moves(rules_.imitation().atoms(me_, copied), kind, from);
  }

  // A piece of `kind` put from the hand onto `to` (a drop, or an imitating piece's entry).
  void add_drop(PieceKind kind, Cell to) { list(Move::drop(kind, to)); }

  // An imitating piece in hand enters on an empty entry cell its owner's last move left, before
  // the deadline (spec `imitates:` enters_after, enter_before).
  void entries() {
    const ImitationState& state = pos_.imitation_state(me_);
    for (std::size_t k = 0; k < rules_.kind_count(); ++k) {
      const PieceKind kind = PieceKind::from_index(k);
      if (!rules_.imitation().of(kind).imitates || pos_.hand_count(me_, kind) == 0) continue;
      if (!entry_open(pos_, kind)) continue;
      for (Cell to : state.entry) {
        if (to.is_none() || pos_.at(to) || !rules_.may_stop_on(me_, kind, to)) continue;
        if (!active_closures_.empty() && is_closed(kind, to)) continue;
        add_drop(kind, to);
      }
    }
  }

  // Two atoms reaching the same cell the same way give one move, not two.
  void remove_repeats(std::size_t first) {
    std::size_t kept = first;
    for (std::size_t i = first; i < out_.size(); ++i) {
      bool seen = false;
      for (std::size_t j = first; j < kept && !seen; ++j) seen = out_[j] == out_[i];
      if (!seen) out_[kept++] = out_[i];
    }
    out_.resize(kept);
  }

  // Whether a borrowed atom a (imitation; a piece's own atoms are read from
  // CompiledRules::atoms_from) moves a piece standing on `from` at all: its zones for the start,
  // and whether the piece must not have moved.
  bool applies_from(const CompiledAtom& a, Cell from) const {
    if (a.from_zone != kNoZone && !rules_.zones().contains(a.from_zone, me_, from)) return false;
    if (a.not_from_zone != kNoZone && rules_.zones().contains(a.not_from_zone, me_, from))
      return false;
    return first_move_condition_holds(pos_, a, from);
  }

  // The moves of the piece's own atoms from `from`: those its start zones let start there, each
  // down the path compiled for that cell (CompiledRules::atoms_from), or the general path while
  // a closed zone stands.
  void own_atom_moves(Piece piece, PieceKind kind, Cell from) {
    const std::vector<CompiledAtom>& atoms = rules_.atoms(piece);
    const bool closures = !active_closures_.empty();
    for (const AtomFromCell& start : rules_.atoms_from(piece, from)) {
      const CompiledAtom& a = atoms[start.atom];
      if (!first_move_condition_holds(pos_, a, from)) continue;
      one_atom_moves(a, kind, from, closures ? AtomPath::General : start.path);
    }
  }

  // The moves of `atoms` (another kind's, which an imitating piece borrows), read atom by atom.
  void atom_moves(const std::vector<CompiledAtom>& atoms, PieceKind kind, Cell from) {
    for (const CompiledAtom& a : atoms)
      if (applies_from(a, from)) one_atom_moves(a, kind, from, path_at(a, from));
  }

  // The moves of atom a from `from`, down `path` (path_at's answer).
  void one_atom_moves(const CompiledAtom& a, PieceKind kind, Cell from, AtomPath path) {
    if (a.type == AtomType::Hop) {
      hop(a, kind, from);
      return;
    }
    if (path != AtomPath::General && !a.one_cell_targets.empty()) {
      if (path == AtomPath::Plain)
        plain_one_cell_moves(from, a.one_cell_targets.of(from));
      else
        simple_one_cell_moves(a, from, a.one_cell_targets.of(from));
      return;
    }
    if (a.type == AtomType::Slide)
      slide(a, kind, from, path);
    else
      leap(a, kind, from, path == AtomPath::Plain);
  }

  // Whether atom a may take `victim` standing on `at` (the mover stands outside a sanctuary).
  bool can_capture(const CompiledAtom& a, Piece victim, Cell at) const {
    if (!allows_capture(a.mode) || !is_enemy(victim) || !rules_.is_capturable(victim)) return false;
    if (rules_.zones().is_sanctuary(at)) return false;
    return a.target_kinds == 0 || ((a.target_kinds >> rules_.kind(victim).index) & 1u) != 0;
  }

  // Whether atom a may land on the piece `there`: a capture, or (target_side own) an own piece of
  // its targets to transport, which is no capture, so sanctuaries do not stop it.
  bool can_land_on(const CompiledAtom& a, Piece there, Cell at) const {
    if (!a.targets_own) return !from_sanctuary_ && can_capture(a, there, at);
    return allows_capture(a.mode) && rules_.owner(there) == me_ &&
           !rules_.relocation().is_carrier(there) &&
           ((a.target_kinds >> rules_.kind(there).index) & 1u) != 0;
  }

  // A move onto a piece: a capture that removes it, or one relocation move per choice.
  void land_on(const CompiledAtom& a, PieceKind kind, Cell from, Cell to) {
    if (a.relocates)
      relocations(a, kind, from, to);
    else
      add(a, kind, from, to, MoveType::Normal, false);
  }

  // Kept out of line: the capture path of specs without relocation stays as short as before.
  [[gnu::noinline]] void relocations(const CompiledAtom& a, PieceKind kind, Cell from, Cell to) {
    if (!may_end_on(a, kind, to)) return;
    relocations_.clear();
    relocation_choices(pos_, a, from, to, relocations_);
    for (std::uint16_t code : relocations_)
      push_with_promotions(Move::relocation(from, to, code), kind);
  }

  // An empty destination: a plain move, or an en passant capture.
  void to_empty(const CompiledAtom& a, PieceKind kind, Cell from, Cell to, int distance) {
    if (allows_move(a.mode))
      add(a, kind, from, to, MoveType::Normal, a.creates_en_passant && distance >= 2);
    if (a.captures_en_passant && !from_sanctuary_) {
      const Cell victim = pos_.en_passant_victim(to);
      if (!victim.is_none() && can_capture(a, pos_.at(victim), victim))
        add(a, kind, from, to, MoveType::EnPassant, false);
    }
  }

  // The path a borrowed atom a's moves from `from` take (CompiledAtom::path, chosen when the
  // rules were compiled): the plain and simple loops below list them without the general rules'
  // tests, unless a closed zone stands in this position or a move from `from` may promote.
  AtomPath path_at(const CompiledAtom& a, Cell from) const {
    if (a.path == AtomPath::General || !active_closures_.empty() || a.promotes_from.contains(from))
      return AtomPath::General;
    return a.path;
  }

  // A plain move or capture (AtomPath::Plain) onto `to`.
  void add_plain(Cell from, Cell to) {
    Move m;
    m.from = from;
    m.to = to;
    list(m);
  }

  // Whether a plain atom captures `there` on `to`: an enemy's piece that may be captured, outside
  // a sanctuary, by a piece outside one.
  bool plain_capture(Piece there, Cell to) const {
    return is_enemy(there) && rules_.is_capturable(there) &&
           (!sanctuaries_ || (!from_sanctuary_ && !rules_.zones().is_sanctuary(to)));
  }

  // The index on `ray` of the first cell whose move slide `a` lists (CompiledAtom::first_listed),
  // or the ray's length when a piece stands on a cell before it. (An atom that lists from its
  // second cell has no zone its line may not cross.)
  std::size_t first_listed_index(const CompiledAtom& a, std::span<const Cell> ray) const {
    if (a.first_listed == 1) return 0;  // most atoms: no set-up per ray
    const std::size_t skip = std::min(ray.size(), static_cast<std::size_t>(a.first_listed - 1));
    for (std::size_t i = 0; i < skip; ++i)
      if (pos_.at(ray[i])) return ray.size();
    return skip;
  }

  // The moves of a plain one-cell atom (CompiledAtom::one_cell_targets): to each cell of
  // `targets` that is empty or holds an enemy piece it may capture.
  void plain_one_cell_moves(Cell from, std::span<const Cell> targets) {
    for (const Cell to : targets) {
      const Piece there = pos_.at(to);
      if (!there || plain_capture(there, to)) add_plain(from, to);
    }
  }

  // The moves of a simple step (CompiledAtom::one_cell_targets): as simple_slide_line's first
  // cell on each of its rays (a step leaves no en passant right).
  void simple_one_cell_moves(const CompiledAtom& a, Cell from, std::span<const Cell> targets) {
    const bool moves = allows_move(a.mode), captures = allows_capture(a.mode);
    for (const Cell to : targets) {
      const Piece there = pos_.at(to);
      if (!there) {
        if (moves) list(Move::step(from, to, MoveType::Normal, false));
        if (a.captures_en_passant) simple_en_passant(from, to, captures);
      } else if (captures && plain_capture(there, to)) {
        add_plain(from, to);
      }
    }
  }

  // A simple atom's en passant capture onto the empty cell `to`, if a right's target is there
  // and the atom (`captures`: its mode) may take the piece the right names.
  void simple_en_passant(Cell from, Cell to, bool captures) {
    if (from_sanctuary_) return;
    const Cell victim = pos_.en_passant_victim(to);
    if (!victim.is_none() && captures && is_enemy(pos_.at(victim)) &&
        rules_.is_capturable(pos_.at(victim)) && !rules_.zones().is_sanctuary(victim))
      list(Move::step(from, to, MoveType::EnPassant));
  }

  void plain_slide_line(const CompiledAtom& a, Cell from, std::span<const Cell> ray) {
    const std::size_t reach = std::min(ray.size(), static_cast<std::size_t>(a.max_distance));
    for (std::size_t i = first_listed_index(a, ray); i < reach; ++i) {
      const Cell to = ray[i];
      const Piece there = pos_.at(to);
      if (!there) {
        add_plain(from, to);
        continue;
      }
      if (plain_capture(there, to)) add_plain(from, to);
      break;
    }
  }

  // A simple slide's line (AtomPath::Simple): as plain_slide_line, with the atom's mode, and
  // the en passant rights it leaves (an advance of two cells or more) or takes (onto an empty
  // cell that is a right's target), as slide_line would decide them here.
  void simple_slide_line(const CompiledAtom& a, Cell from, std::span<const Cell> ray) {
    const std::size_t reach = std::min(ray.size(), static_cast<std::size_t>(a.max_distance));
    const bool moves = allows_move(a.mode), captures = allows_capture(a.mode);
    for (std::size_t i = first_listed_index(a, ray); i < reach; ++i) {
      const Cell to = ray[i];
      const Piece there = pos_.at(to);
      if (!there) {
        if (moves) list(Move::step(from, to, MoveType::Normal, a.creates_en_passant && i >= 1));
        if (a.captures_en_passant) simple_en_passant(from, to, captures);
        continue;
      }
      if (captures && plain_capture(there, to)) add_plain(from, to);
      break;
    }
  }

  void slide(const CompiledAtom& a, PieceKind kind, Cell from, AtomPath path) {
    if (path == AtomPath::Plain) {
      for (DirectionId d : a.directions) plain_slide_line(a, from, rules_.board().ray(from, d));
      return;
    }
    if (path == AtomPath::Simple) {
      for (DirectionId d : a.directions) simple_slide_line(a, from, rules_.board().ray(from, d));
      return;
    }
    for (DirectionId d : a.directions) slide_line(a, kind, from, rules_.board().ray(from, d), d);
    if (!a.vector_lines.empty())
      for (const auto& line : a.vector_lines[from.index]) slide_line(a, kind, from, line);
  }

  // One line of a slide: a board ray in `direction` or a line along a leap vector (no
  // direction), nearest cell first.
  void slide_line(const CompiledAtom& a, PieceKind kind, Cell from, std::span<const Cell> ray,
                  std::optional<DirectionId> direction = std::nullopt) {
    const std::size_t reach = std::min(ray.size(), static_cast<std::size_t>(a.max_distance));
    for (std::size_t i = first_listed_index(a, ray); i < reach; ++i) {
      const Cell to = ray[i];
      if (a.not_through != kNoZone && rules_.zones().contains(a.not_through, me_, to)) break;
      if (direction &&
          strangled(rules_, pos_, a.strangled_by, me_, i == 0 ? from : ray[i - 1], *direction))
        break;
      const Piece there = pos_.at(to);
      if (!there) {
        to_empty(a, kind, from, to, static_cast<int>(i + 1));
        continue;
      }
      if (can_land_on(a, there, to))
        land_on(a, kind, from, to);
      else if (a.push_kinds != 0)
        push_on(a, kind, from, to);
      break;
    }
  }

  // Whether the cells a lame leap passes are empty (always, for a plain leap).
  bool way_clear(const LeapTarget& t) const {
    for (std::uint8_t i = 0; i < t.via_count; ++i)
      if (pos_.at(t.via[i])) return false;
    return true;
  }

  void leap(const CompiledAtom& a, PieceKind kind, Cell from, bool plain) {
    for (const LeapTarget& t : a.leaps[from.index]) {
      if (!way_clear(t)) continue;
      const Piece there = pos_.at(t.to);
      if (plain) {
        if (!there || plain_capture(there, t.to)) add_plain(from, t.to);
      } else if (!there)
        to_empty(a, kind, from, t.to, 1);
      else if (can_land_on(a, there, t.to))
        land_on(a, kind, from, t.to);
      else if (a.push_kinds != 0)
        push_on(a, kind, from, t.to);
    }
  }

  void hop(const CompiledAtom& a, PieceKind kind, Cell from) {
    for (DirectionId d : a.directions) hop_line(a, kind, from, rules_.board().ray(from, d));
    if (!a.vector_lines.empty())
      for (const auto& line : a.vector_lines[from.index]) hop_line(a, kind, from, line);
  }

  // One line of a hop: a board ray or a line along a leap vector, nearest cell first.
  void hop_line(const CompiledAtom& a, PieceKind kind, Cell from, std::span<const Cell> ray) {
    int screens = 0;
    int after = 0;
    for (const Cell to : ray) {
      if (a.not_through != kNoZone && rules_.zones().contains(a.not_through, me_, to)) break;
      const Piece there = pos_.at(to);
      if (screens < a.screens) {
        if (there) ++screens;
        continue;
      }
      ++after;
      if (after > a.max_distance) break;
      if (!there) {
        if (allows_move(a.mode)) add(a, kind, from, to, MoveType::Normal, false);
      } else {
        if (can_land_on(a, there, to)) land_on(a, kind, from, to);
        break;
      }
      if (a.lands_adjacent) break;
    }
  }

  // The destination rules of the atom and the piece.
  bool may_end_on(const CompiledAtom& a, PieceKind kind, Cell to, bool pushing = false) const {
    if (a.to_zone != kNoZone && !rules_.zones().contains(a.to_zone, me_, to)) return false;
    if (a.not_to_zone != kNoZone && rules_.zones().contains(a.not_to_zone, me_, to)) return false;
    if (!rules_.may_stop_on(me_, kind, to)) return false;
    if (!active_closures_.empty() && is_closed(kind, to, pushing)) return false;
    return true;
  }

  // A push: the piece lands on an own piece of a push kind (nothing is captured, so a sanctuary
  // may be entered), and that piece makes one move of its own from there. Its moves are those
  // of the position with the pusher lifted (and, in a chain, each piece moved so far on the cell
  // it took); it does not capture en passant, and it pushes in turn only by a push_chain atom,
  // never a piece this move has already moved.
  void push_on(const CompiledAtom& a, PieceKind kind, Cell from, Cell to) {
    const Piece pushed = pos_.at(to);
    if (rules_.owner(pushed) != me_ || ((a.push_kinds >> rules_.kind(pushed).index) & 1u) == 0)
      return;
    if (pushing_ && (!a.push_chain || pushing_->has_moved(to) ||
                     pushing_->moved_count >= rules_.push_chain().capacity))
      return;
    if (!allows_move(a.mode) || !may_end_on(a, kind, to, true)) return;
    if (immobilizers_ && is_immobilized(*root_, to)) return;
    Position next = pos_;
    next.remove(from);
    PushContext context;
    context.arriving = pos_.at(from);
    context.arriving_flags = pos_.flags(from);
    if (pushing_) {
      next.put_with_flags(from, pushing_->arriving, pushing_->arriving_flags);
      context.moved = pushing_->moved;
      context.moved_count = pushing_->moved_count;
      context.moved[context.moved_count++] = from;
    }
    std::unique_ptr<MoveList> follow(new MoveList);  // not on the stack: chains nest
    Generator second(next, *follow);
    second.pushing_ = &context;
    second.root_ = root_;
    second.piece_moves(to);
    for (const Move& f : *follow) {
      if (f.type == MoveType::Push) {  // the pushed piece pushes in turn
        list(Move::push(from, to, f.pushed_to(), f.piece,
                        push_chain::prepend(rules_, me_, to, f.to, f.chain)));
      } else if (f.type == MoveType::Normal) {
        if (!a.push_then_captures && next.at(f.to)) continue;
        list(Move::push(from, to, f.to, f.piece));
      }
    }
  }

  // Adds a move after the destination rules of the atom and the piece, with its promotions.
  void add(const CompiledAtom& a, PieceKind kind, Cell from, Cell to, MoveType type,
           bool leaves_en_passant) {
    if (!may_end_on(a, kind, to)) return;
    push_with_promotions(Move::step(from, to, type, leaves_en_passant), kind);
  }

  void push_with_promotions(Move m, PieceKind kind) {
    const PieceInfo& info = rules_.piece(kind);
    const Cell from = m.from, to = m.to;
    if (info.promotion) {
      const CompiledPromotion& promo = *info.promotion;
      const bool may = rules_.zones().contains(promo.zone, me_, to) ||
                       (promo.on_leaving && rules_.zones().contains(promo.zone, me_, from));
      if (may) {
        for (PieceKind choice : promo.choices) {
          if (!choice_offered(pos_, me_, promo, choice)) continue;
          Move p = m;
          p.piece = choice;
          list(p);
        }
        const bool must = promo.forced || (promo.forced_zone != kNoZone &&
                                           rules_.zones().contains(promo.forced_zone, me_, to));
        if (must) return;
      }
    }
    list(m);
  }

  // Out of line: inlined, it costs the piece loop of generate_pseudo_legal more than the call.
  [[gnu::noinline]] void castlings() {
    // Most positions of a game: every right of the player spent.
    const std::uint32_t rights = pos_.castling_rights() & rules_.castling().rights_of(me_);
    for (std::uint32_t bits = rights; bits != 0; bits &= bits - 1) {
      const auto i = static_cast<std::size_t>(__builtin_ctz(bits));
      const CastlingRule& c = rules_.castling()[i];
      if (may_castle(c)) list(Move::castling(c.king_from, c.king_to, i));
    }
  }

  // Whether `me_` may castle by rule `c` now, its right granted: the cheap tests of the cells
  // first, the attacks on the cells that must be safe last.
  bool may_castle(const CastlingRule& c) const {
    if (!c.cells_free([&](std::size_t w) { return pos_.occupied_word(w); })) return false;
    const Piece king = pos_.at(c.king_from), rook = pos_.at(c.rook_from);
    if (!king || !rook || rules_.owner(king) != me_ || rules_.owner(rook) != me_) return false;
    if (immobilizers_ && (is_immobilized(pos_, c.king_from) || is_immobilized(pos_, c.rook_from)))
      return false;
    for (const CastlingHold& h : c.may_hold)
      if (!may_jump(h)) return false;
    if (!active_closures_.empty() &&
        (is_closed(rules_.kind(king), c.king_to) || is_closed(rules_.kind(rook), c.rook_to)))
      return false;
    for (Cell safe : c.must_be_safe)
      if (is_attacked(pos_, safe, me_)) return false;
    return true;
  }

  void drops() {
    const BoardGraph& board = rules_.board();
    for (std::size_t k = 0; k < rules_.kind_count(); ++k) {
      const PieceKind kind = PieceKind::from_index(k);
      if (pos_.hand_count(me_, kind) == 0) continue;
      if (rules_.imitation().in_use && rules_.imitation().of(kind).imitates) continue;  // entries()
      const CompiledDrop& rule = rules_.piece(kind).drop;
      std::vector<int> blocked_columns;
      if (rule.one_per_column) {
        const Piece same = rules_.make_piece(me_, kind);
        for (Cell c : pos_.pieces_of(me_))
          if (pos_.at(c) == same) blocked_columns.push_back(board.column_key(c));
      }
      for (std::size_t i = 0; i < board.cell_count(); ++i) {
        const Cell to = Cell::from_index(i);
        if (pos_.at(to)) continue;
        if (rule.not_into != kNoZone && rules_.zones().contains(rule.not_into, me_, to)) continue;
        if (!rules_.may_stop_on(me_, kind, to)) continue;
        if (!active_closures_.empty() && is_closed(kind, to)) continue;
        if (std::find(blocked_columns.begin(), blocked_columns.end(), board.column_key(to)) !=
            blocked_columns.end())
          continue;
        add_drop(kind, to);
      }
    }
  }
};

// The cells whose pieces' plain moves the fast legality test cannot pass unmade: the mover's
// royal pieces and its pin candidates (pieces that stand alone between one of its royal pieces
// and an opponent's piece on a line: the only non-royal pieces whose moves can expose a royal
// piece when attacks run only along open lines). A bit per cell on boards of up to 256 cells;
// on larger ones a list of up to 64 cells, past which every cell counts.
class GuardedCells {
 public:
  GuardedCells() = default;
  GuardedCells(const Position& pos, PlayerId me) : bits_(pos.rules().board().cell_count() <= 256) {
    pos.any_royal(me, [&](Cell royal) {
      add(royal);
      return false;
    });
    for_each_line_shield(pos, me, me, [&](Cell shield) { add(shield); });
  }

  bool contains(Cell c) const {
    if (bits_) return ((words_[c.index / 64u] >> (c.index % 64u)) & 1u) != 0;
    if (overflow_) return true;
    for (std::size_t i = 0; i < count_; ++i)
      if (cells_[i] == c) return true;
    return false;
  }

 private:
  void add(Cell c) {
    if (bits_)
      words_[c.index / 64u] |= std::uint64_t{1} << (c.index % 64u);
    else if (count_ < cells_.size())
      cells_[count_++] = c;
    else
      overflow_ = true;
  }

  bool bits_ = false;
  std::array<std::uint64_t, 4> words_{};
  std::array<Cell, 64> cells_{};
  std::size_t count_ = 0;
  bool overflow_ = false;
};

// Whether the plain move `m` of `me` leaves every royal piece of `me` unattacked, read without
// making it (attacks_readable_before_moves must hold). A promotion that takes a royal piece off
// or puts one on is left to make/unmake: the royal pieces change.
bool royal_safe_unmade(const Position& pos, Move m, PlayerId me) {
  const BoardChange change{m.from, m.to, pos.at(m.from)};
  return !pos.any_royal(me, [&](Cell royal) {
    return is_attacked_after(pos, change, royal == m.from ? m.to : royal, me);
  });
}

bool leaves_royal_safe(Position& pos, Move m, PlayerId me) {
  const CompiledRules& rules = pos.rules();
  if (m.type == MoveType::Normal && attacks_readable_before_moves(rules) &&
      !(m.is_promotion() && (rules.is_royal(pos.at(m.from)) || rules.piece(m.piece).royal)))
    return royal_safe_unmade(pos, m, me);
  // An imitating piece copying a royal kind may not end its move attacked (spec `imitates:`).
  const Cell royal_copy =
      pos.rules().imitation().in_use ? royal_imitation_landing(pos, m) : Cell::none();
  Undo undo;
  pos.make(m, undo);
  const bool safe = !in_check(pos, me) && !rulers_too_close(pos, me) &&
                    (royal_copy.is_none() || !is_attacked(pos, royal_copy, me));
  pos.unmake(m, undo);
  return safe;
}

// A drop that mates at once, where the dropped kind may not do so (shogi's uchifuzume).
bool is_forbidden_drop_mate(Position& pos, Move m) {
  if (m.type != MoveType::Drop || !pos.rules().piece(m.piece).drop.may_not_mate) return false;
  Undo undo;
  pos.make(m, undo);
  bool mates = false;
  const PlayerId next = pos.side_to_move();
  if (in_check(pos, next)) {
    MoveList replies;
    generate_legal(pos, replies);
    // A mate that eliminates the player still mates: its one move is to leave.
    mates = replies.empty() || (replies.size() == 1 && replies[0].type == MoveType::Elimination);
  }
  pos.unmake(m, undo);
  return mates;
}

// A piece that stands where it may not stop (it changed kind there) and must leave: its owner
// plays only moves that take it off, or (when none exists and the obligation lapses) anything.
void apply_must_leave(const Position& pos, MoveList& out) {
  const CompiledRules& rules = pos.rules();
  const PlayerId me = pos.side_to_move();
  for (Cell c : pos.pieces_of(me)) {
    const PieceKind kind = rules.kind(pos.at(c));
    const MustLeave rule = rules.piece(kind).must_leave;
    if (rule == MustLeave::No || rules.may_stop_on(me, kind, c)) continue;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < out.size(); ++i)
      if (out[i].from == c && out[i].type != MoveType::Castling) out[kept++] = out[i];
    if (kept == 0 && rule == MustLeave::ObligationLapses) return;
    out.resize(kept);
    return;
  }
}

}  // namespace

void generate_pseudo_legal(const Position& pos, MoveList& out) {
  out.clear();
  Generator(pos, out).all();
}

void generate_piece_pseudo_legal(const Position& pos, Cell from, MoveList& out) {
  out.clear();
  Generator(pos, out).one_piece(from);
}

void generate_legal(Position& pos, MoveList& out) {
  generate_ordinary_legal(pos, out);
  if (out.empty() && pos.rules().succession() && in_check(pos, pos.side_to_move()))
    generate_successions(pos, out);
  if (out.empty() && pos.rules().game_end().elimination) {
    if (const auto leave = elimination_move(pos)) out.push_back(*leave);
  }
}

namespace {

// Whether a pseudo-legal move of the side to move is legal (must_leave aside, which judges a
// move by the others): the one legality test of every generator. Set up once per position.
class LegalityTest {
 public:
  explicit LegalityTest(Position& pos)
      : pos_(pos),
        me_(pos.side_to_move()),
        evasions_(pos, me_),
        checked_(evasions_.checked() ? *evasions_.checked() : in_check(pos, me_)),
        // A standing check or placement clash must be resolved: then every move is made, but
        // for those that cannot resolve the check.
        fast_(pos.rules().lines_only_attacks() && !checked_ && !rulers_too_close(pos, me_)),
        guarded_(fast_ ? GuardedCells(pos, me_) : GuardedCells{}),
        // Where hoppers, riders along leap vectors or lame leapers keep the pin test off, the
        // cells their attacks read decide instead (model/attack_cells.h).
        cells_fast_(!fast_ && !checked_ && attack_cells_apply(pos.rules()) &&
                    !rulers_too_close(pos, me_)),
        cells_(cells_fast_ ? AttackCells(pos, me_) : AttackCells{}) {}

  // Whether the side to move stands in check.
  bool checked() const { return checked_; }
  // Where a move may resolve that check (meaningful when checked()).
  const EvasionCells& evasions() const { return evasions_; }

  // Whether `m` is legal: most moves, and those of the positions perft's last ply and the
  // searches' leaves read, on one test of a bit (is_unguarded_move); the others on the full test.
  bool operator()(Move m) const { return (fast_ && is_unguarded_move(m)) || passes_full_test(m); }

  // Keeps the legal moves of `out`, as operator() judges them, with the choice of the fast test
  // made once for the list.
  void keep_legal(MoveList& out) const {
    if (fast_)
      keep_legal_with<true>(out);
    else
      keep_legal_with<false>(out);
  }

  // Whether the fast test applies (attacks only along open lines, no check standing): then
  // keep_legal_of may judge a list piece by piece while it is made.
  bool fast() const { return fast_; }

  // Under the fast test: keeps the legal moves of out[first, end), as operator() judges them,
  // where they are the moves of the piece on `from` (none: of no piece, as castlings). The
  // ordinary moves of a piece off the guarded cells are legal as they stand, so they are passed
  // over without the test of each one's cell (is_unguarded_move), all at once where `plain`
  // says that each of them is a Normal move that keeps its kind.
  void keep_legal_of(MoveList& out, std::size_t first, Cell from, bool plain) const {
    assert(fast_);
    std::size_t i = first;
    if (!from.is_none() && !guarded_.contains(from)) {
      if (plain) return;  // every move is ordinary
      while (i < out.size() && is_ordinary(out[i])) ++i;
    }
    keep_legal_with<true>(out, i);
  }

 private:
  // Keeps the legal moves of out[first, end) (those before are kept as they stand).
  template <bool Fast>
  void keep_legal_with(MoveList& out, std::size_t first = 0) const {
    std::size_t kept = first;
    for (std::size_t i = first; i < out.size(); ++i)
      if ((Fast && is_unguarded_move(out[i])) || passes_full_test(out[i])) out[kept++] = out[i];
    out.resize(kept);
  }

  // Under the fast test (attacks only along open lines, no check standing): whether `m` is an
  // ordinary move of a piece off the guarded cells that brings no royal piece onto the board (a
  // royal piece promoted may land attacked), and so legal as it stands.
  bool is_unguarded_move(Move m) const { return is_ordinary(m) && !guarded_.contains(m.from); }

  // Whether `m` is an ordinary move (MoveType::Normal) that brings no royal piece onto the board:
  // legal under the fast test when its piece stands off the guarded cells.
  bool is_ordinary(Move m) const { return m.type == MoveType::Normal && !brings_royal_piece(m); }

  // Whether `m` brings a royal piece onto the board: it promotes to, or drops, a royal kind.
  bool brings_royal_piece(Move m) const {
    return !m.piece.is_none() && pos_.rules().piece(m.piece).royal;
  }

  // The test of every move is_unguarded_move does not pass.
  bool passes_full_test(Move m) const {
    if (checked_ && !evasions_.may_resolve(m)) return false;
    bool legal;
    if (brings_royal_piece(m)) {  // it may land attacked
      legal = leaves_royal_safe(pos_, m, me_);
    } else if (fast_ && m.type == MoveType::Drop) {
      legal = true;  // placing a piece cannot open a line
    } else if (cells_fast_ && m.type == MoveType::Normal &&
               !pos_.rules().is_royal(pos_.at(m.from)) && !cells_.contains(m.from) &&
               !cells_.contains(m.to)) {
      legal = true;
    } else if (cells_fast_ && m.type == MoveType::Drop && !cells_.contains(m.to)) {
      legal = true;  // a piece put where no attack reads cannot start or stop one
    } else {
      legal = leaves_royal_safe(pos_, m, me_);
    }
    return legal && !(m.type == MoveType::Drop && is_forbidden_drop_mate(pos_, m));
  }

  Position& pos_;
  PlayerId me_;
  EvasionCells evasions_;  // before checked_, which it may answer
  bool checked_;
  bool fast_;
  GuardedCells guarded_;
  bool cells_fast_;
  AttackCells cells_;
};

// Keeps the legal moves of a pseudo-legal list of the side to move (must_leave aside).
void keep_legal(Position& pos, MoveList& out) {
  if (out.empty()) return;  // nothing to test: the test's set-up (attackers, pins) is skipped
  LegalityTest(pos).keep_legal(out);
}

}  // namespace

void generate_ordinary_legal(Position& pos, MoveList& out) {
  out.clear();
  const LegalityTest test(pos);
  if (test.fast()) {
    // Each piece's moves are judged as soon as they are listed: the ordinary moves of a piece
    // off the guarded cells are passed over without a test each (LegalityTest::keep_legal_of).
    Generator(pos, out).all_settled([&](Cell from, std::size_t first, bool plain) {
      test.keep_legal_of(out, first, from, plain);
    });
  } else {
    Generator(pos, out).all();
    test.keep_legal(out);
  }
  if (pos.rules().has_must_leave()) apply_must_leave(pos, out);
}

void generate_legal_check_candidates(Position& pos, PlayerId victim, MoveList& out) {
  if (!generate_check_candidates(pos, victim, out)) keep_legal(pos, out);
}

bool generate_check_candidates(Position& pos, PlayerId victim, MoveList& out, PieceFilter* pieces) {
  const CompiledRules& rules = pos.rules();
  // Obligations to leave a cell and successions judge a move by the others, and a mated player
  // leaves only when it has no other move: the whole list is made first there, and filtered
  // after.
  if (rules.has_must_leave() || rules.succession() || rules.game_end().elimination) {
    generate_legal(pos, out);
    keep_check_candidates(pos, victim, out);
    return true;
  }
  // Elsewhere the pieces that cannot give check are not even listed. The caller's filter is
  // asked first (a mate's filter is the stronger: it asks for the check too), and the check
  // filter is set up when it is first needed: often no piece passes the caller's.
  std::optional<CheckCandidates> candidates;
  const auto check_filter = [&]() -> const CheckCandidates& {
    if (!candidates) candidates.emplace(pos, victim);
    return *candidates;
  };
  out.clear();
  Generator(pos, out).all_where([&](Cell from) {
    return (pieces == nullptr || pieces->wants(from)) && check_filter().piece_may_check(from);
  });
  if (!out.empty()) keep_check_candidates(check_filter(), out);
  return false;
}

void keep_legal_moves(Position& pos, MoveList& moves) { keep_legal(pos, moves); }

bool has_legal_move(Position& pos) {
  const CompiledRules& rules = pos.rules();
  // Drop mates, obligations to leave a cell and successions judge a move by the others: there
  // the whole list is made.
  if (rules.has_drops() || rules.has_must_leave() || rules.succession()) {
    MoveList all;
    generate_legal(pos, all);
    return !all.empty();
  }
  const LegalityTest legal(pos);
  if (legal.checked()) {
    // In check, most moves leave the royal piece attacked, and each must be made to see it; an
    // escape of the royal piece itself is the likeliest legal move (Popeye tests the king
    // first as well), so its moves are tried before the others are listed.
    MoveList own;
    if (pos.any_royal(pos.side_to_move(), [&](Cell royal) {
          generate_piece_pseudo_legal(pos, royal, own);
          return std::any_of(own.begin(), own.end(), legal);
        }))
      return true;
  }
  // In check, the royal pieces' moves were tried, and the pieces that cannot stop every
  // checking piece are not even listed.
  MoveList list;
  if (legal.checked())
    Generator(pos, list).all_where([&](Cell from) {
      return !rules.is_royal(pos.at(from)) && legal.evasions().piece_may_resolve(from);
    });
  else
    generate_pseudo_legal(pos, list);
  return std::any_of(list.begin(), list.end(), [&](Move m) { return legal(m); });
}

bool is_legal_move(Position& pos, Move m) {
  const CompiledRules& rules = pos.rules();
  // Drop mates, obligations to leave a cell and successions judge a move by the others; an
  // imitator's entries, castlings and drops are not listed piece by piece.
  const bool judged_alone = !rules.has_drops() && !rules.has_must_leave() && !rules.succession() &&
                            !rules.imitation().in_use;
  if (!judged_alone || m.from.is_none() || m.type == MoveType::Castling ||
      m.type == MoveType::Drop || m.type == MoveType::Succession) {
    MoveList all;
    generate_legal(pos, all);
    return std::find(all.begin(), all.end(), m) != all.end();
  }
  const Piece mover = pos.at(m.from);
  if (!mover || rules.owner(mover) != pos.side_to_move()) return false;
  MoveList own;
  std::optional<bool> listed = Generator(pos, own).piece_has(m.from, m);
  if (!listed) {
    generate_piece_pseudo_legal(pos, m.from, own);
    listed = std::find(own.begin(), own.end(), m) != own.end();
  }
  return *listed && leaves_royal_safe(pos, m, pos.side_to_move());
}

std::vector<Move> legal_moves(const Position& pos) {
  Position scratch = pos;
  MoveList list;
  generate_legal(scratch, list);
  return {list.begin(), list.end()};
}

namespace {

// The status of a position from its legal moves.
GameStatus status_given_moves(Position& pos, const MoveList& list) {
  if (royal_zone_winner(pos)) return GameStatus::WonByRule;
  const bool mated = list.empty() && in_check(pos, pos.side_to_move());
  // A mate on the move that reaches the move limit stands (FIDE Laws 9.6.2); a royal piece in an
  // automatic draw zone ended the game before.
  if (drawn_by_rule(pos) || (!mated && drawn_by_any_rule(pos))) return GameStatus::DrawnByRule;
  if (!list.empty()) return GameStatus::Ongoing;
  if (!mated) return GameStatus::Stalemate;
  return heirs_blocked(pos) ? GameStatus::HeirsBlocked : GameStatus::Checkmate;
}

}  // namespace

bool drawn_by_any_rule(const Position& pos) {
  return drawn_by_rule(pos) || move_limit_reached(pos) || dead_by_bare_royals(pos);
}

GameStatus game_status(Position& pos) {
  // Before the moves are listed: a win by reaching a zone, a royal piece in a draw zone.
  if (royal_zone_winner(pos)) return GameStatus::WonByRule;
  if (drawn_by_rule(pos)) return GameStatus::DrawnByRule;
  MoveList list;
  generate_legal(pos, list);
  return status_given_moves(pos, list);
}

GameStatus game_status(Position& pos, const MoveList& list) {
  return status_given_moves(pos, list);
}

}  // namespace arbiter::model
