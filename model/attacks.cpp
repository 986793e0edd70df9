// Attack detection by the attacker's compiled atoms: a reach bitset rejects most pieces at once,
// then the one line or leap that connects the two cells is examined.
#include "model/attacks.h"

#include <algorithm>
#include <optional>
#include <span>

#include "model/imitation.h"
#include "model/immobilization.h"
#include "model/relocation.h"
#include "model/strangled_step.h"
#include "model/zone_conditions.h"

namespace arbiter::model {
namespace {

// The board as it stands: what the attack tests read of the cells.
struct StandingBoard {
  const Position& pos;
  Piece at(Cell c) const { return pos.at(c); }
  std::uint64_t occupied_word(std::size_t w) const { return pos.occupied_word(w); }
  std::uint64_t player_word(PlayerId p, std::size_t w) const { return pos.player_word(p, w); }
};

// The board after a plain move that is not made (see is_attacked_after): the cell it leaves is
// empty, the cell it lands on holds the moving piece.
struct ChangedBoard {
  const Position& pos;
  const BoardChange& change;
  Piece at(Cell c) const {
    if (c == change.filled) return change.arriving;
    if (c == change.vacated) return Piece::none();
    return pos.at(c);
  }
  std::uint64_t occupied_word(std::size_t w) const {
    return changed(pos.occupied_word(w), w) | bit_in(change.filled, w);
  }
  std::uint64_t player_word(PlayerId p, std::size_t w) const {
    const bool arrives = pos.rules().owner(change.arriving) == p;
    return changed(pos.player_word(p, w), w) | (arrives ? bit_in(change.filled, w) : 0);
  }

 private:
  // Cell c as a bit of occupancy word w (none when c lies in another word).
  static std::uint64_t bit_in(Cell c, std::size_t w) {
    return c.index / 64u == w ? std::uint64_t{1} << (c.index % 64u) : 0;
  }
  // A word with the two cells the move touches emptied.
  std::uint64_t changed(std::uint64_t word, std::size_t w) const {
    return word & ~(bit_in(change.vacated, w) | bit_in(change.filled, w));
  }
};

// Whether slide or hop atom a reaches the cell `distance` cells along `ray` (a board ray from
// `from` in `direction`, or a line along a leap vector: no direction; nearest first) over the
// pieces between.
template <class Board>
bool line_attacks(const Position& pos, const Board& board, const CompiledAtom& a, PlayerId owner,
                  Cell from, std::optional<DirectionId> direction, std::span<const Cell> ray,
                  int distance) {
  const CompiledRules& rules = pos.rules();
  if (a.not_through != kNoZone) {
    for (int i = 0; i < distance; ++i)
      if (rules.zones().contains(a.not_through, owner, ray[static_cast<std::size_t>(i)]))
        return false;
  }
  if (a.type == AtomType::Slide) {
    if (distance > a.max_distance) return false;
    for (int i = 0; i + 1 < distance; ++i)
      if (board.at(ray[static_cast<std::size_t>(i)])) return false;
    if (direction && a.strangled_by != Strangling::None)
      for (int i = 0; i < distance; ++i)
        if (strangled(rules, board, a.strangled_by, owner,
                      i == 0 ? from : ray[static_cast<std::size_t>(i - 1)], *direction))
          return false;
    return true;
  }
  // Hop: exactly `screens` pieces before the target, the last within reach of it.
  int screens = 0;
  int last_screen = -1;
  for (int i = 0; i + 1 < distance; ++i) {
    if (board.at(ray[static_cast<std::size_t>(i)])) {
      ++screens;
      last_screen = i;
    }
  }
  if (screens != a.screens) return false;
  const int after = distance - 1 - last_screen;
  if (a.lands_adjacent) return after == 1;
  return after <= a.max_distance;
}

// Whether atom a of the piece on `from` could capture on `target` by its movement: targets, zones
// and the path. (A relocating atom also needs somewhere to put its victim: see piece_attacks.)
template <class Board>
bool atom_attacks(const Position& pos, const Board& board, const CompiledAtom& a, PlayerId owner,
                  Cell from, Cell target) {
  const CompiledRules& rules = pos.rules();
  // Transporting an own piece attacks nothing.
  if (!allows_capture(a.mode) || a.targets_own) return false;
  // A royal piece that cannot be captured can still be attacked: that is check.
  if (const Piece victim = board.at(target);
      victim && !rules.is_capturable(victim) && !rules.is_royal(victim))
    return false;
  if (a.target_kinds != 0) {
    const Piece victim = board.at(target);
    if (!victim || ((a.target_kinds >> rules.kind(victim).index) & 1u) == 0) return false;
  }
  if (!zone_conditions_hold(pos, a, owner, from, target)) return false;
  if (a.type == AtomType::Leap) {
    for (const LeapTarget& t : a.leaps[from.index]) {
      if (t.to != target) continue;
      bool clear = true;
      for (std::uint8_t i = 0; i < t.via_count; ++i) clear = clear && !board.at(t.via[i]);
      if (clear) return true;
    }
    return false;
  }
  const LineStep line = rules.reach().line(from, target);
  if (line.distance != 0 &&
      std::find(a.directions.begin(), a.directions.end(), line.direction) != a.directions.end() &&
      line_attacks(pos, board, a, owner, from, line.direction,
                   rules.board().ray(from, line.direction), line.distance))
    return true;
  if (a.vector_lines.empty()) return false;
  for (const auto& ride : a.vector_lines[from.index]) {
    const auto at = std::find(ride.begin(), ride.end(), target);
    if (at != ride.end() && line_attacks(pos, board, a, owner, from, std::nullopt, ride,
                                         static_cast<int>(at - ride.begin()) + 1))
      return true;
  }
  return false;
}

// An imitating piece attacks by the atoms of the kind it copies (spec `imitates:`), as a piece of
// its own kind; it is never royal, so opposition shapes do not apply.
[[gnu::noinline]] bool imitation_attacks(const Position& pos, Cell from, Cell target) {
  const CompiledRules& rules = pos.rules();
  const PlayerId owner = rules.owner(pos.at(from));
  const PieceKind kind = rules.kind(pos.at(from));
  const PieceKind copied = pos.imitated_kind(owner);
  if (copied.is_none()) return false;
  if (rules.zones().is_sanctuary(from) || rules.zones().is_sanctuary(target)) return false;
  if (!rules.may_stop_on(owner, kind, target)) return false;
  for (const ZoneClosure& c : rules.zones().closures)
    if (closure_covers(rules, c, owner, kind, target) && closure_holds(pos, c, owner)) return false;
  for (const CompiledAtom& a : rules.imitation().atoms(owner, copied))
    if (atom_attacks(pos, StandingBoard{pos}, a, owner, from, target) &&
        (!a.relocates || can_relocate(pos, a, from, target)))
      return true;
  return false;
}

// piece_attacks_within_reach on `board`. Where the board is not the position's own, relocating
// atoms, closures and silencing immobilizers (which read the position) must be absent.
template <class Board>
bool attacks_within_reach(const Position& pos, const Board& board, Cell from, Cell target) {
  const CompiledRules& rules = pos.rules();
  const Piece piece = pos.at(from);
  const PlayerId owner = rules.owner(piece);
  const PieceKind kind = rules.kind(piece);
  if (rules.zones().is_sanctuary(from) || rules.zones().is_sanctuary(target)) return false;
  // An immobilized piece attacks nothing where its immobilizer says so (immobilized_attacks no).
  if (const auto& imm = rules.immobilization();
      imm && imm->silences && !immobilization_of(pos, from).attacks)
    return false;
  // Capturing is entering: a closed zone keeps the piece's attacks out too.
  for (const ZoneClosure& c : rules.zones().closures)
    if (closure_covers(rules, c, owner, kind, target) && closure_holds(pos, c, owner)) return false;
  if (!rules.may_stop_on(owner, kind, target)) return false;
  // Under an explicit opposition rule a ruler checks an enemy ruler only by the listed shapes.
  std::uint8_t shapes = kEveryShape;
  if (const auto& opposition = rules.opposition(); opposition && rules.is_royal(piece)) {
    const Piece victim = board.at(target);
    if (victim && rules.is_royal(victim)) shapes = opposition->checks_by(kind, rules.kind(victim));
    if (shapes == 0) return false;
  }
  for (const CompiledAtom& a : rules.atoms(owner, kind)) {
    if (shapes != kEveryShape && (shapes & shape_bit(a.shape())) == 0) continue;
    // A relocating atom attacks what it could take: only when the victim has somewhere to go.
    if (atom_attacks(pos, board, a, owner, from, target) &&
        (!a.relocates || can_relocate(pos, a, from, target)))
      return true;
  }
  return false;
}

}  // namespace

bool piece_attacks(const Position& pos, Cell from, Cell target) {
  const CompiledRules& rules = pos.rules();
  const Piece piece = pos.at(from);
  if (!piece) return false;
  const PlayerId owner = rules.owner(piece);
  const PieceKind kind = rules.kind(piece);
  if (rules.imitation().in_use && rules.imitation().of(kind).imitates &&
      imitation_attacks(pos, from, target))
    return true;
  if (!rules.reach().could_capture(owner, kind, from).contains(target)) return false;
  return piece_attacks_within_reach(pos, from, target);
}

bool piece_attacks_within_reach(const Position& pos, Cell from, Cell target) {
  return attacks_within_reach(pos, StandingBoard{pos}, from, target);
}

namespace {

// is_attacked on `board` by the rules' attack lines (model/attack_lines.h).
template <class Board>
bool attacked_along_lines(const CompiledRules& rules, const AttackLines& lines, const Board& board,
                          Cell target, PlayerId defender) {
  // A piece that cannot be captured is attacked only if royal (that is check).
  if (const Piece victim = board.at(target);
      victim && !rules.is_capturable(victim) && !rules.is_royal(victim))
    return false;
  return lines.attacked(board, target, defender);
}

}  // namespace

bool is_attacked(const Position& pos, Cell target, PlayerId defender) {
  const CompiledRules& rules = pos.rules();
  if (const AttackLines* lines = rules.attack_lines())
    return attacked_along_lines(rules, *lines, StandingBoard{pos}, target, defender);
  return for_each_attacker(pos, target, defender, [](Cell) { return false; });
}

bool attacks_readable_before_moves(const CompiledRules& rules) {
  return !kEarlyAttackSupport.refuses_any(rules.features());
}

bool is_attacked_after(const Position& pos, const BoardChange& change, Cell target,
                       PlayerId defender) {
  const CompiledRules& rules = pos.rules();
  const ChangedBoard board{pos, change};
  if (const AttackLines* lines = rules.attack_lines())
    return attacked_along_lines(rules, *lines, board, target, defender);
  for (std::size_t q = 0; q < rules.player_count(); ++q) {
    const PlayerId attacker = PlayerId::from_index(q);
    if (!rules.is_opponent(defender, attacker)) continue;
    for (Cell from : pos.pieces_of(attacker)) {
      if (from == change.filled) continue;  // captured by the move
      if (rules.reach().could_capture(attacker, rules.kind(pos.at(from)), from).contains(target) &&
          attacks_within_reach(pos, board, from, target))
        return true;
    }
  }
  return false;
}

bool in_check(const Position& pos, PlayerId player) {
  return pos.any_royal(player, [&](Cell c) { return is_attacked(pos, c, player); });
}

}  // namespace arbiter::model
