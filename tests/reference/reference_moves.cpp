// Pseudo-legal moves (atoms, pushes, castlings, drops), their coordinate texts, and the legal
// moves: no royal piece of the mover left attacked, the zone and drop rules, must_leave.
#include <algorithm>
#include <set>

#include "tests/reference/reference_interpreter.h"

namespace arbiter::testing::reference {

void Interpreter::add_with_promotions(const RefState& s, int from, const Reach& r,
                                      std::vector<Pseudo>& out) const {
  const int me = s.side;
  const bool relocation = r.relocate_to != -1;
  const Pseudo plain{from,          r.to,      relocation ? -1 : r.taken, -1, -1, -1, r.passed,
                     r.relocate_to, r.to_mover};
  const auto& promo = pieces[idx(at(s, from).kind)].promotion;
  if (promo && (zones.contains(promo->zone, me, r.to) ||
                (promo->on_leaving && zones.contains(promo->zone, me, from)))) {
    for (std::size_t i = 0; i < promo->choices.size(); ++i) {
      if (!promo->offered(s.board, me, i)) continue;
      Pseudo m = plain;
      m.promotion = promo->choices[i];
      out.push_back(m);
    }
    if (promo->forced || (promo->forced_zone >= 0 && zones.contains(promo->forced_zone, me, r.to)))
      return;
  }
  out.push_back(plain);
}

void Interpreter::pushed_moves(const RefState& origin, const RefState& view, const RefPiece& pusher,
                               const std::vector<int>& path, std::vector<Pseudo>& out) const {
  const int here = path.back();
  bool may_capture = true;
  for (const Atom& a : atoms[idx(pusher.player)][idx(pusher.kind)])
    if (std::find(a.push.begin(), a.push.end(), at(view, here).kind) != a.push.end())
      may_capture = may_capture && a.push_then_captures;
  std::vector<Reach> follow;
  piece_reach(view, here, follow);
  std::vector<Pseudo> seconds;
  for (const Reach& f : follow) {
    if (f.push) {
      if (!f.chain || std::find(path.begin(), path.end(), f.to) != path.end()) continue;
      if (immobilizers.immobilized(origin, f.to)) continue;
      RefState next = view;
      next.board[idx(here)] = pusher;
      next.board[idx(here)].moved = true;
      std::vector<int> longer = path;
      longer.push_back(f.to);
      pushed_moves(origin, next, at(view, here), longer, out);
      continue;
    }
    if ((f.taken >= 0 && f.taken != f.to) || (f.taken >= 0 && !may_capture)) continue;
    add_with_promotions(view, here, {f.to, f.taken, {}}, seconds);
  }
  for (Pseudo m : seconds) {
    m.onward = m.to;
    m.from = path[0];
    m.to = path[1];
    m.chain.assign(path.begin() + 2, path.end());
    out.push_back(m);
  }
}

void Interpreter::castlings(const RefState& s, std::vector<Pseudo>& out) const {
  for (std::size_t i = 0; i < state.castles.size(); ++i) {
    const Castle& c = state.castles[i];
    if (c.player != s.side || !s.castling[i]) continue;
    if (at(s, c.king_from).player != s.side || at(s, c.rook_from).player != s.side) continue;
    if (immobilizers.immobilized(s, c.king_from) || immobilizers.immobilized(s, c.rook_from))
      continue;
    auto is_free = [&](int cell_index) {
      return at(s, cell_index).is_empty() || cell_index == c.king_from || cell_index == c.rook_from;
    };
    std::vector<int> must_be_free = c.empty;
    must_be_free.insert(must_be_free.end(), {c.king_to, c.rook_to});
    if (!std::all_of(must_be_free.begin(), must_be_free.end(), is_free)) continue;
    const auto holds_allowed = [&](const Castle::Hold& h) {
      const RefPiece& p = at(s, h.cell);
      if (p.is_empty()) return true;
      const bool kind_ok =
          h.kinds.empty() || std::find(h.kinds.begin(), h.kinds.end(), p.kind) != h.kinds.end();
      const bool owner_ok =
          h.by == "any" || (h.by == "own" ? p.player == s.side : p.player != s.side);
      return kind_ok && owner_ok;
    };
    if (!std::all_of(c.holds.begin(), c.holds.end(), holds_allowed)) continue;
    if (std::any_of(c.safe.begin(), c.safe.end(), [&](int x) { return attacked(s, x, s.side); }))
      continue;
    if (closed_to(s, s.side, at(s, c.king_from).kind, c.king_to) ||
        closed_to(s, s.side, at(s, c.rook_from).kind, c.rook_to))
      continue;
    Pseudo m;
    m.from = c.king_from;
    m.to = c.king_to;
    m.castling = static_cast<int>(i);
    out.push_back(m);
  }
}

void Interpreter::drop_moves(const RefState& s, std::vector<Pseudo>& out) const {
  const int me = s.side;
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    if (s.hands[idx(me)][k] <= 0) continue;
    if (imitation.imitates(static_cast<int>(k))) continue;  // README "Imitation": entries only
    const PieceRules& rules = pieces[k];
    for (std::size_t c = 0; c < s.board.size(); ++c) {
      const int to = static_cast<int>(c);
      if (!s.board[c].is_empty()) continue;
      if (rules.drop_not_into >= 0 && zones.contains(rules.drop_not_into, me, to)) continue;
      if (!may_stop_on(rules, me, to)) continue;
      if (closed_to(s, me, static_cast<int>(k), to)) continue;
      if (rules.one_per_column && column_holds(s, me, static_cast<int>(k), board.coord(to).x))
        continue;
      Pseudo m;
      m.to = to;
      m.dropped = static_cast<int>(k);
      out.push_back(m);
    }
  }
}

bool Interpreter::column_holds(const RefState& s, int owner, int kind, int column) const {
  for (std::size_t c = 0; c < s.board.size(); ++c)
    if (s.board[c].player == owner && s.board[c].kind == kind &&
        board.coord(static_cast<int>(c)).x == column)
      return true;
  return false;
}

void Interpreter::in_place_moves(const RefState& s, int from, const std::vector<Reach>& reach,
                                 std::vector<Pseudo>& out) const {
  const PieceRules& rules = pieces[idx(at(s, from).kind)];
  // Protected: some opponent's piece could capture it there, were it the mover's piece.
  const auto is_protected = [&](int c) {
    RefState mine = s;
    mine.board[idx(c)].player = s.side;
    return attacked(mine, c, s.side);
  };
  std::set<int> victims;
  for (const Reach& r : reach) {
    if (r.taken < 0 || r.taken != r.to || r.own || r.push || r.relocate_to != -1) continue;
    if (rules.in_place_unprotected && is_protected(r.taken)) continue;
    victims.insert(r.taken);
  }
  const std::vector<int> list(victims.begin(), victims.end());
  const auto add = [&](std::vector<int> taken) {
    Pseudo m;
    m.from = m.to = from;
    m.in_place = std::move(taken);
    out.push_back(m);
  };
  if (list.empty()) return;
  if (rules.in_place == "all") {
    add(list);
  } else if (rules.in_place == "one") {
    for (int v : list) add({v});
  } else {  // "any": every nonempty subset
    for (unsigned set = 1; set < (1u << list.size()); ++set) {
      std::vector<int> taken;
      for (std::size_t i = 0; i < list.size(); ++i)
        if ((set >> i) & 1u) taken.push_back(list[i]);
      add(taken);
    }
  }
}

void Interpreter::double_captures(const RefState& s, int from, std::size_t first,
                                  std::vector<Pseudo>& out) const {
  const bool different = doc.double_capture->victims.value == "different_players";
  const std::size_t end = out.size();
  for (std::size_t i = first; i < end; ++i) {
    const Pseudo m = out[i];
    if (m.taken < 0 || m.taken != m.to || m.promotion >= 0 || m.relocate_to != -1 || m.onward >= 0)
      continue;
    const RefPiece victim = at(s, m.to);
    RefState view = s;  // the board after the first capture, the turn still the mover's
    view.board[idx(m.to)] = at(s, from);
    view.board[idx(m.to)].moved = true;
    view.board[idx(from)] = {};
    if (immobilizers.immobilized(view, m.to)) continue;
    std::vector<Reach> again;
    piece_reach(view, m.to, again);
    std::vector<Pseudo> seconds;
    for (const Reach& r : again) {
      if (r.taken < 0 || r.taken != r.to || r.own || r.push || r.relocate_to != -1) continue;
      const RefPiece& second = at(view, r.to);
      if (second.player == s.side || (different && second.player == victim.player)) continue;
      add_with_promotions(view, m.to, r, seconds);
    }
    for (Pseudo d : seconds) {
      d.first_taken = m.to;
      d.from = from;
      out.push_back(d);
    }
  }
}

std::vector<Pseudo> Interpreter::pseudo_legal(const RefState& s) const {
  std::vector<Pseudo> out;
  std::vector<Reach> reach;
  for (std::size_t c = 0; c < s.board.size(); ++c) {
    if (s.board[c].player != s.side) continue;
    if (immobilizers.immobilized(s, static_cast<int>(c))) continue;  // README "Immobilizers"
    reach.clear();
    piece_reach(s, static_cast<int>(c), reach);
    const std::size_t first = out.size();
    for (const Reach& r : reach) {
      if (r.push)
        push_moves(s, static_cast<int>(c), r.to, out);
      else
        add_with_promotions(s, static_cast<int>(c), r, out);
    }
    if (doc.double_capture) double_captures(s, static_cast<int>(c), first, out);
    if (!pieces[idx(s.board[c].kind)].in_place.empty())
      in_place_moves(s, static_cast<int>(c), reach, out);
  }
  castlings(s, out);
  if (state.drops) drop_moves(s, out);
  if (imitation.any()) entry_moves(s, out);
  return out;
}

void Interpreter::entry_moves(const RefState& s, std::vector<Pseudo>& out) const {
  const int me = s.side;
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    const int kind = static_cast<int>(k);
    if (!imitation.imitates(kind) || s.hands[idx(me)][k] <= 0) continue;
    if (!imitation.entry_open(s, kind, state.turn_order)) continue;
    for (int to : s.entry[idx(me)]) {
      if (!at(s, to).is_empty() || !may_stop_on(pieces[k], me, to) || closed_to(s, me, kind, to))
        continue;
      Pseudo m;
      m.to = to;
      m.dropped = kind;
      out.push_back(m);
    }
  }
}

bool Interpreter::royal_copy_attacked(const RefState& s, const Pseudo& m,
                                      const RefState& after) const {
  if (m.castling >= 0) return false;
  const int kind = m.dropped >= 0 ? m.dropped : at(s, m.from).kind;
  if (!imitation.imitates(kind) || !imitation.kinds[idx(kind)].no_self_check) return false;
  const int copied = imitation.copied(s, s.side, state.turn_order);
  return copied >= 0 && pieces[idx(copied)].royal && attacked(after, m.to, s.side);
}

std::string Interpreter::text(const RefState& s, const Pseudo& m) const {
  const std::string& to = board.name(m.to);
  if (m.dropped >= 0) return pieces[idx(m.dropped)].letter + "*" + to;
  if (!m.in_place.empty()) {  // README "Captures in place": "7g!7e,9g", the victims in cell order
    std::string result = board.name(m.from) + "!";
    for (std::size_t i = 0; i < m.in_place.size(); ++i)
      result += (i == 0 ? "" : ",") + board.name(m.in_place[i]);
    return result;
  }
  // README "Castling": a castling whose king cell holds a piece that is not royal is its san.
  if (m.castling >= 0 && !pieces[idx(at(s, m.from).kind)].royal &&
      !doc.castling[idx(m.castling)].san.value.empty())
    return doc.castling[idx(m.castling)].san.value;
  std::string result = board.name(m.from) + to;
  // README "Double captures": "c1e3:g5".
  if (m.first_taken >= 0) result = board.name(m.from) + board.name(m.first_taken) + ":" + to;
  int promoting = m.from;
  if (m.onward >= 0) {  // README "push": "c1e2-g3", a chain "c1e2-g3-h5"
    for (int c : m.chain) result += "-" + board.name(c);
    result += "-" + board.name(m.onward);
    promoting = m.chain.empty() ? m.to : m.chain.back();
  }
  if (m.promotion >= 0) {
    const std::string& promoted = pieces[idx(m.promotion)].letter;
    const std::string& own = pieces[idx(at(s, promoting).kind)].letter;
    result += promoted == "+" + own ? std::string("+") : lower(promoted);
  }
  if (m.relocate_to == kAboard) result += ">[]";
  if (m.relocate_to >= 0) result += ">" + board.name(m.relocate_to);
  return result;
}

std::vector<int> Interpreter::moved_pieces(const Pseudo& m) const {
  if (m.dropped >= 0 || !m.in_place.empty()) return {};
  if (m.castling >= 0)
    return {state.castles[idx(m.castling)].king_to, state.castles[idx(m.castling)].rook_to};
  if (m.onward >= 0) {  // every pushed piece and the pusher
    std::vector<int> moved = {m.to};
    moved.insert(moved.end(), m.chain.begin(), m.chain.end());
    moved.push_back(m.onward);
    return moved;
  }
  return {m.to};
}

bool Interpreter::royal_neighbours_clash(const RefState& s) const {
  for (std::size_t c = 0; c < s.board.size(); ++c) {
    const RefPiece& p = s.board[c];
    if (p.is_empty() || !pieces[idx(p.kind)].royal) continue;
    bool forbidden = false;
    for (const spec::ZoneDoc& z : doc.zones)
      forbidden = forbidden || (z.royal_neighbours.value == "forbidden" &&
                                zones.contains(zones.find(z.name), p.player, static_cast<int>(c)));
    if (!forbidden) continue;
    for (int d = 0; d < board.compass_size(); ++d) {
      const int n = board.cell_at(board.coord(static_cast<int>(c)) +
                                  Vec{board.compass(d).x, board.compass(d).y});
      if (n >= 0 && !at(s, n).is_empty() && at(s, n).player != p.player &&
          pieces[idx(at(s, n).kind)].royal)
        return true;
    }
  }
  return false;
}

int Interpreter::obligated_cell(const RefState& s) const {
  for (std::size_t c = 0; c < s.board.size(); ++c) {
    const RefPiece& p = s.board[c];
    if (p.player != s.side || pieces[idx(p.kind)].must_leave.empty()) continue;
    if (!may_stop_on(pieces[idx(p.kind)], p.player, static_cast<int>(c)))
      return static_cast<int>(c);
  }
  return -1;
}

std::vector<RefMove> Interpreter::ordinary(const RefState& s, bool first_only) const {
  const int obligated = obligated_cell(s);
  std::vector<RefMove> result = ordinary_from(s, first_only, obligated);
  if (obligated >= 0 && result.empty() &&
      pieces[idx(at(s, obligated).kind)].must_leave == "obligation_lapses")
    result = ordinary_from(s, first_only, -1);
  return result;
}

std::vector<RefMove> Interpreter::ordinary_from(const RefState& s, bool first_only,
                                                int only_from) const {
  std::vector<RefMove> result;
  std::set<std::string> seen;
  for (const Pseudo& m : pseudo_legal(s)) {
    if (only_from >= 0 && (m.from != only_from || m.castling >= 0)) continue;
    RefState after = state.apply(s, m);
    cargo.unload(after, moved_pieces(m));
    if (imitation.any()) {
      imitation.note_move(s, m, state.castles, state.turn_order, after);
      if (s.side == state.turn_order.back()) ++after.fullmove;
      if (royal_copy_attacked(s, m, after)) continue;
    }
    mark_checked_royals(after);
    if (in_check(after, s.side) || is_forbidden_drop_mate(m, after) ||
        royal_neighbours_clash(after) || placement_clash(after, s.side))
      continue;
    // README "check_reply: at_once": the first player after the mover whose royal piece is
    // attacked moves next; those before it lose their turn.
    if (doc.check_reply.value == "at_once")
      for (int p = state.next_player(s.side); p != s.side; p = state.next_player(p))
        if (in_check(after, p)) {
          after.side = p;
          break;
        }
    pass_over_out_players(after);
    std::string move_text = text(s, m);
    if (!seen.insert(move_text).second) continue;
    result.push_back({std::move(move_text), std::move(after)});
    if (first_only) break;
  }
  return result;
}

}  // namespace arbiter::testing::reference
