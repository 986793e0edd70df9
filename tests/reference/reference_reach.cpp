// Where a piece's atoms take it, walked cell by cell; attacks, check and opposition read from that.
#include <algorithm>
#include <set>

#include "tests/reference/reference_interpreter.h"

namespace arbiter::testing::reference {

bool Interpreter::can_take(const Atom& a, int mover, const RefPiece& victim) const {
  if (!a.may_capture || victim.is_empty()) return false;
  // README "target_side: own": an own piece of the targets, never a carrier.
  if (a.relocation.own != (victim.player == mover)) return false;
  if (a.relocation.own && (victim.kind < 0 || cargo.carrier(victim.kind).carries)) return false;
  return a.targets.empty() ||
         std::find(a.targets.begin(), a.targets.end(), victim.kind) != a.targets.end();
}

void Interpreter::take(const RefState& s, const Atom& a, int mover, int from, int c,
                       std::vector<Reach>& out) const {
  if (!can_take(a, mover, at(s, c))) return;
  if (!a.relocation.relocates) {
    out.push_back({c, c, {}});
    return;
  }
  const bool to_mover = a.relocation.to_captor && at(s, c).player != mover;
  for (int destination : cargo.destinations(s, a.relocation, from, c))
    out.push_back({c, c, {}, destination, to_mover, a.relocation.own});
}

void Interpreter::en_passant_reach(const RefState& s, const Atom& a, int mover, int to,
                                   std::vector<Reach>& out) const {
  if (!a.captures_en_passant) return;
  for (std::size_t c = 0; c < s.board.size(); ++c) {
    const std::vector<int>& cells = s.board[c].en_passant;
    if (std::find(cells.begin(), cells.end(), to) == cells.end()) continue;
    if (can_take(a, mover, s.board[c])) out.push_back({to, static_cast<int>(c), {}});
  }
}

void Interpreter::empty_reach(const RefState& s, const Atom& a, int mover, int to,
                              const std::vector<int>& path, std::vector<Reach>& out) const {
  if (a.may_move) {
    Reach r{to, -1, {}};
    // README "en_passant: creates": the cells passed; `last_passed` keeps only the last one.
    if (a.creates_en_passant && !path.empty())
      r.passed = en_passant_all_passed ? path : std::vector<int>{path.back()};
    out.push_back(r);
  }
  en_passant_reach(s, a, mover, to, out);
}

// README "strangled_by": the step from `from` to `to` is not between edge neighbours (an
// orthogonal step passes between no cells), and the cells neighbouring both hold pieces of one
// player, an opponent of the mover's (or anyone's, with "anyone").
bool Interpreter::strangled(const RefState& s, const Atom& a, int mover, int from, int to) const {
  if (a.strangled_by.empty() || a.strangled_by == "nobody") return false;
  const std::vector<Vec> edges =
      board.hex() ? std::vector<Vec>{{0, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}}
                  : std::vector<Vec>{{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
  const auto is_edge = [&](Vec v) {
    return std::any_of(edges.begin(), edges.end(), [&](Vec e) { return e.x == v.x && e.y == v.y; });
  };
  const Vec f = board.coord(from), t = board.coord(to);
  if (is_edge({t.x - f.x, t.y - f.y})) return false;
  std::vector<int> beside;
  for (Vec e : edges) {
    const Vec q = f + e;
    if (is_edge({t.x - q.x, t.y - q.y})) beside.push_back(board.cell_at(q));
  }
  if (beside.size() != 2 || beside[0] < 0 || beside[1] < 0) return false;
  const RefPiece& one = at(s, beside[0]);
  const RefPiece& other = at(s, beside[1]);
  if (one.is_empty() || other.is_empty() || one.player != other.player) return false;
  return a.strangled_by == "anyone" || one.player != mover;
}

void Interpreter::line_reach(const RefState& s, const Atom& a, int mover, int from,
                             std::vector<Reach>& out) const {
  for (Vec d : a.directions) {
    std::vector<int> path;
    int c = from;
    for (int distance = 1; distance <= a.max; ++distance) {
      const int before = c;
      c = board.cell_at(board.coord(c) + d);
      if (c < 0 || (a.not_through >= 0 && zones.contains(a.not_through, mover, c))) break;
      if (strangled(s, a, mover, before, c)) break;
      if (at(s, c).is_empty()) {
        empty_reach(s, a, mover, c, path, out);
        path.push_back(c);
        continue;
      }
      if (can_take(a, mover, at(s, c)))
        take(s, a, mover, from, c, out);
      else if (can_push(a, mover, at(s, c)))
        out.push_back(push_reach(a, c));
      break;
    }
  }
}

void Interpreter::leap_reach(const RefState& s, const Atom& a, int mover, int from,
                             std::vector<Reach>& out) const {
  const Vec origin = board.coord(from);
  for (const auto& [v, via] : a.leaps) {
    const int to = board.cell_at(origin + v);
    if (to < 0) continue;
    const bool clear = std::all_of(via.begin(), via.end(), [&](Vec w) {
      const int c = board.cell_at(origin + w);
      return c >= 0 && at(s, c).is_empty();
    });
    if (!clear) continue;
    if (at(s, to).is_empty())
      empty_reach(s, a, mover, to, {}, out);
    else if (can_take(a, mover, at(s, to)))
      take(s, a, mover, from, to, out);
    else if (can_push(a, mover, at(s, to)))
      out.push_back(push_reach(a, to));
  }
}

void Interpreter::hop_reach(const RefState& s, const Atom& a, int mover, int from,
                            std::vector<Reach>& out) const {
  for (Vec d : a.directions) {
    int jumped = 0, after = 0;
    for (int c = board.cell_at(board.coord(from) + d); c >= 0;
         c = board.cell_at(board.coord(c) + d)) {
      if (a.not_through >= 0 && zones.contains(a.not_through, mover, c)) break;
      const bool occupied = !at(s, c).is_empty();
      if (jumped < a.screens) {
        jumped += occupied ? 1 : 0;
        continue;
      }
      if (++after > a.max) break;
      if (occupied) {
        take(s, a, mover, from, c, out);
        break;
      }
      if (a.may_move) out.push_back({c, -1, {}});
      if (a.adjacent) break;
    }
  }
}

void Interpreter::warp_reach(const RefState& s, const Atom& a, int mover, int from,
                             std::vector<Reach>& out) const {
  if (!zones.contains(a.warp, mover, from)) return;
  for (std::size_t c = 0; c < s.board.size(); ++c) {
    const int to = static_cast<int>(c);
    if (to == from || !zones.contains(a.warp, mover, to)) continue;
    if (s.board[c].is_empty()) {
      if (a.may_move) out.push_back({to, -1, {}});
    } else {
      take(s, a, mover, from, to, out);
    }
  }
}

void Interpreter::piece_reach(const RefState& s, int from, std::vector<Reach>& out,
                              bool attack) const {
  if (attack && immobilizers.silenced(s, from)) return;
  const RefPiece& p = at(s, from);
  const PieceRules& rules = pieces[idx(p.kind)];
  // README "Imitation": an imitating piece also has the copied kind's atoms (for its owner),
  // without the skipped features, as a piece of its own kind.
  const std::vector<Atom>& own = atoms[idx(p.player)][idx(p.kind)];
  std::vector<Atom> own_and_copied;
  if (imitation.imitates(p.kind)) {
    own_and_copied = own;
    const ImitatingKind& rule = imitation.kinds[idx(p.kind)];
    const int copied = imitation.copied(s, p.player, state.turn_order);
    for (Atom a : copied >= 0 ? atoms[idx(p.player)][idx(copied)] : std::vector<Atom>{}) {
      if (rule.skip_first_move && a.only_unmoved) continue;
      if (rule.skip_en_passant) a.creates_en_passant = a.captures_en_passant = false;
      own_and_copied.push_back(a);
    }
  }
  for (const Atom& a : imitation.imitates(p.kind) ? own_and_copied : own) {
    if (a.from_zone >= 0 && !zones.contains(a.from_zone, p.player, from)) continue;
    if (a.not_from_zone >= 0 && zones.contains(a.not_from_zone, p.player, from)) continue;
    if (a.only_unmoved && p.moved) continue;
    const auto first = static_cast<std::ptrdiff_t>(out.size());
    if (a.type == "leap")
      leap_reach(s, a, p.player, from, out);
    else if (a.type == "warp")
      warp_reach(s, a, p.player, from, out);
    else if (a.type == "hop")
      hop_reach(s, a, p.player, from, out);
    else
      line_reach(s, a, p.player, from, out);
    const std::string shape = a.type == "leap" || a.type == "hop" || a.type == "warp" ? a.type
                              : a.max == 1                                            ? "step"
                                                                                      : "slide";
    for (auto r = out.begin() + first; r != out.end(); ++r) r->shape = shape;
    const auto forbidden = [&](const Reach& r) {
      return (a.to_zone >= 0 && !zones.contains(a.to_zone, p.player, r.to)) ||
             (a.not_to_zone >= 0 && zones.contains(a.not_to_zone, p.player, r.to)) ||
             !may_stop_on(rules, p.player, r.to) ||
             (!r.own && capture_forbidden(s, from, r.taken, attack)) ||
             closed_to(s, p.player, p.kind, r.to, r.push);
    };
    out.erase(std::remove_if(out.begin() + first, out.end(), forbidden), out.end());
  }
}

bool Interpreter::attacked(const RefState& s, int target, int defender) const {
  const RefState* view = &s;
  RefState with_stand_in;
  if (at(s, target).is_empty()) {
    with_stand_in = s;
    with_stand_in.board[idx(target)] = {defender, -1, true};
    view = &with_stand_in;
  }
  std::vector<Reach> reach;
  for (std::size_t c = 0; c < view->board.size(); ++c) {
    const RefPiece& p = view->board[c];
    if (p.is_empty() || p.player == defender || p.kind < 0) continue;
    reach.clear();
    piece_reach(*view, static_cast<int>(c), reach, true);
    for (const Reach& r : reach)
      if (r.to == target && r.taken == target && !r.own &&
          counts_as_attack(*view, static_cast<int>(c), r))
        return true;
  }
  return false;
}

bool Interpreter::counts_as_attack(const RefState& s, int from, const Reach& r) const {
  if (!opposition.is_explicit()) return true;
  const RefPiece& attacker = at(s, from);
  const RefPiece& victim = at(s, r.taken);
  if (victim.kind < 0 || !pieces[idx(attacker.kind)].royal || !pieces[idx(victim.kind)].royal)
    return true;
  return opposition.counts(attacker.kind, victim.kind, r.shape);
}

bool Interpreter::in_opposition(const RefState& s, int a, int b) const {
  if (!opposition.is_explicit()) return attacks(s, a, b) && attacks(s, b, a);
  if (sanctuary[idx(a)] || sanctuary[idx(b)]) return false;
  const RefPiece& pa = at(s, a);
  const RefPiece& pb = at(s, b);
  return opposition.forbids(pa.kind, pa.player, a, pb.kind, pb.player, b);
}

bool Interpreter::placement_clash(const RefState& s, int player) const {
  if (!opposition.is_explicit()) return false;
  for (std::size_t a = 0; a < s.board.size(); ++a) {
    const RefPiece& mine = s.board[a];
    if (mine.is_empty() || mine.player != player || !pieces[idx(mine.kind)].royal) continue;
    for (std::size_t b = 0; b < s.board.size(); ++b) {
      const RefPiece& theirs = s.board[b];
      if (theirs.is_empty() || theirs.player == player || !pieces[idx(theirs.kind)].royal) continue;
      if (in_opposition(s, static_cast<int>(a), static_cast<int>(b))) return true;
    }
  }
  return false;
}

bool Interpreter::in_check(const RefState& s, int player) const {
  for (std::size_t c = 0; c < s.board.size(); ++c) {
    const RefPiece& p = s.board[c];
    if (!p.is_empty() && p.player == player && pieces[idx(p.kind)].royal &&
        attacked(s, static_cast<int>(c), player))
      return true;
  }
  return false;
}

bool Interpreter::attacks(const RefState& s, int from, int target) const {
  std::vector<Reach> reach;
  piece_reach(s, from, reach, true);
  return std::any_of(reach.begin(), reach.end(), [&](const Reach& r) {
    return r.to == target && r.taken == target && counts_as_attack(s, from, r);
  });
}

}  // namespace arbiter::testing::reference
