// README "Succession": when a mated side has an heir, who inherits and which mating piece moves
// onto the victim's cell.
#include <algorithm>
#include <set>

#include "tests/reference/reference_interpreter.h"

namespace arbiter::testing::reference {

bool Interpreter::find_heir(const RefState& s, SuccessionStep& base) const {
  const auto names = [&](const Heirs::Entry& e, const RefPiece& p) {
    return p.player == s.side && p.kind == e.piece && (!e.original || p.original);
  };
  const auto passed_over = [&](std::size_t c) {
    return heirs->not_from >= 0 && zones.contains(heirs->not_from, s.side, static_cast<int>(c));
  };
  for (const auto& e : heirs->order) {
    for (std::size_t c = 0; c < s.board.size(); ++c) {
      if (!names(e, s.board[c]) || passed_over(c)) continue;
      base.heir = static_cast<int>(c);
      base.becomes = e.becomes;
      return true;
    }
    for (std::size_t c = 0; heirs->aboard && c < s.carried.size(); ++c) {
      for (std::size_t slot = 0; slot < s.carried[c].size() && !passed_over(c); ++slot) {
        if (!names(e, s.carried[c][slot])) continue;
        base.heir = static_cast<int>(c);
        base.heir_slot = static_cast<int>(slot);
        base.becomes = e.becomes;
        return true;
      }
    }
  }
  return false;
}

void Interpreter::move_onto(const RefState& s, SuccessionStep base, int from, int to,
                            std::vector<SuccessionStep>& out) const {
  const RefPiece& p = at(s, from);
  if (!may_stop_on(pieces[idx(p.kind)], p.player, to)) return out.push_back(base);
  base.from = from;
  base.to = to;
  const auto& promo = pieces[idx(p.kind)].promotion;
  if (heirs->relocation_promotes == "promote" && promo &&
      zones.contains(promo->zone, p.player, to)) {
    for (std::size_t i = 0; i < promo->choices.size(); ++i) {
      if (!promo->offered(s.board, p.player, i)) continue;
      SuccessionStep m = base;
      m.promotion = promo->choices[i];
      out.push_back(m);
    }
    if (promo->forced) return;
  }
  out.push_back(base);
}

void Interpreter::relocations(const RefState& s, const SuccessionStep& base, int from,
                              std::vector<SuccessionStep>& out) const {
  // README "royal_attacker": the heir stands next to the victim's cell (a carried one does not).
  if (!pieces[idx(at(s, from).kind)].royal || base.heir_slot >= 0 ||
      !adjacent(base.heir, base.victim))
    return move_onto(s, base, from, base.victim, out);
  if (heirs->royal_attacker == "stays") return out.push_back(base);
  if (heirs->royal_attacker == "victim_cell") return move_onto(s, base, from, base.victim, out);
  for (std::size_t g = 0; g < s.board.size(); ++g) {  // gap_choice
    const int gap = static_cast<int>(g);
    if (gap == base.heir || adjacent(gap, base.heir)) continue;
    bool two_steps = false;
    for (int d = 0; d < board.compass_size() && !two_steps; ++d) {
      const int near =
          board.cell_at(board.coord(base.heir) + Vec{board.compass(d).x, board.compass(d).y});
      two_steps = near >= 0 && adjacent(near, gap);
    }
    if (!two_steps || (!at(s, gap).is_empty() && gap != from && gap != base.victim)) continue;
    if (!may_stop_on(pieces[idx(at(s, from).kind)], at(s, from).player, gap)) continue;
    SuccessionStep m = base;
    m.from = from;
    m.to = gap;
    const RefState after = after_succession(s, m, false);
    if (in_opposition(after, gap, base.heir)) continue;
    out.push_back(m);
  }
}

std::string Interpreter::succession_text(const SuccessionStep& m, const RefState& s) const {
  if (m.from < 0) return "^";
  std::string t = "^" + board.name(m.from) + board.name(m.to);
  if (m.promotion >= 0) t += lower(pieces[idx(m.promotion)].letter);
  (void)s;
  return t;
}

std::vector<RefMove> Interpreter::successions(const RefState& s) const {
  SuccessionStep base;
  for (std::size_t c = 0; c < s.board.size() && base.victim < 0; ++c) {
    const RefPiece& p = s.board[c];
    if (p.player == s.side && pieces[idx(p.kind)].royal && attacked(s, static_cast<int>(c), s.side))
      base.victim = static_cast<int>(c);
  }
  if (base.victim < 0 || !find_heir(s, base)) return {};
  std::vector<SuccessionStep> steps;
  const int last = s.last_arrival;
  if (heirs->mating_piece == "none") {
    steps.push_back(base);
  } else if (heirs->mating_piece == "moved_piece" && last >= 0 && !at(s, last).is_empty() &&
             at(s, last).player != s.side) {
    relocations(s, base, last, steps);
  } else {
    for (std::size_t c = 0; c < s.board.size(); ++c) {
      const RefPiece& p = s.board[c];
      if (!p.is_empty() && p.player != s.side && attacks(s, static_cast<int>(c), base.victim))
        relocations(s, base, static_cast<int>(c), steps);
    }
  }
  const bool passes = heirs->turn == "next_player";
  std::vector<SuccessionStep> safe;
  for (const SuccessionStep& m : steps)
    if (m.from < 0 || pieces[idx(at(s, m.from).kind)].royal ||
        !in_check(after_succession(s, m, passes), at(s, m.from).player))
      safe.push_back(m);
  if (safe.empty()) safe.push_back(base);
  std::vector<RefMove> result;
  std::set<std::string> seen;
  for (const SuccessionStep& m : safe) {
    std::string t = succession_text(m, s);
    if (!seen.insert(t).second) continue;
    RefState after = after_succession(s, m, passes);
    if (heirs->cascade == "double_mate_loses") {
      RefState mover_again = after;
      mover_again.side = s.side;
      if (in_check(mover_again, s.side) && ordinary(mover_again, true).empty()) continue;
    }
    result.push_back({std::move(t), std::move(after)});
  }
  return result;
}

}  // namespace arbiter::testing::reference
