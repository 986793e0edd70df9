// Imitation in the reference interpreter, read from the `imitates:` documents by name.
#include "tests/reference/reference_imitation.h"

#include <algorithm>
#include <string>

namespace arbiter::testing::reference {
namespace {

bool listed(const std::vector<model::spec::Text>& list, const std::string& word) {
  return std::any_of(list.begin(), list.end(), [&](const auto& t) { return t.value == word; });
}

int position_in(const std::vector<int>& order, int player) {
  return static_cast<int>(std::find(order.begin(), order.end(), player) - order.begin());
}

}  // namespace

ReferenceImitation::ReferenceImitation(const model::spec::SpecDocument& doc) {
  for (const auto& piece : doc.pieces) {
    ImitatingKind k;
    if (piece.imitates) {
      const auto& d = *piece.imitates;
      k.imitates = true;
      k.skip_first_move = listed(d.skip, "first_move");
      k.skip_en_passant = listed(d.skip, "en_passant");
      k.no_self_check = d.royal.value != "ignore";
      k.after_first_move = listed(d.enters_after, "first_move");
      k.after_capture = listed(d.enters_after, "capture");
      k.enter_before = d.enter_before.value.empty() ? 0 : std::stoi(d.enter_before.value);
      k.in_plies = d.deadline_counts.value == "plies";
      k.entry_records_imitated = d.entry_records.value != "unchanged";
      castling_records_rook = castling_records_rook || d.castling_records.value == "rook";
    }
    kinds.push_back(k);
  }
}

bool ReferenceImitation::any() const {
  return std::any_of(kinds.begin(), kinds.end(), [](const ImitatingKind& k) { return k.imitates; });
}

int ReferenceImitation::copied(const RefState& s, int owner, const std::vector<int>& order) const {
  const int n = static_cast<int>(order.size());
  const int side = position_in(order, s.side);
  for (int back = 1; back <= n; ++back) {
    const int q = order[static_cast<std::size_t>((side - back + n) % n)];
    if (q != owner) return s.record[static_cast<std::size_t>(q)];
  }
  return -1;
}

void ReferenceImitation::note_move(const RefState& before, const Pseudo& m,
                                   const std::vector<Castle>& castles,
                                   const std::vector<int>& order, RefState& after) const {
  const int me = before.side;
  int& record = after.record[static_cast<std::size_t>(me)];
  std::vector<int>& entry = after.entry[static_cast<std::size_t>(me)];
  entry.clear();
  if (m.dropped >= 0) {
    if (!imitates(m.dropped))
      record = m.dropped;
    else if (kinds[static_cast<std::size_t>(m.dropped)].entry_records_imitated)
      record = copied(before, me, order);
    return;  // "unchanged": the record stays
  }
  if (m.castling >= 0) {
    const Castle& c = castles[static_cast<std::size_t>(m.castling)];
    record =
        before.board[static_cast<std::size_t>(castling_records_rook ? c.rook_from : c.king_from)]
            .kind;
    entry = {c.king_from, c.rook_from};
    return;
  }
  const RefPiece& mover = before.board[static_cast<std::size_t>(m.from)];
  if (imitates(mover.kind))
    record = copied(before, me, order);
  else if (m.promotion >= 0 && !imitates(m.promotion))
    record = m.promotion;
  else
    record = mover.kind;
  bool first_move = false, capture = false;
  for (const ImitatingKind& k : kinds) {
    first_move = first_move || (k.imitates && k.after_first_move);
    capture = capture || (k.imitates && k.after_capture);
  }
  auto enemy_at = [&](int c) {
    const RefPiece& p = before.board[static_cast<std::size_t>(c)];
    return !p.is_empty() && p.player != me;
  };
  const bool took = (m.taken >= 0 && enemy_at(m.taken)) || (m.relocate_to != -1 && enemy_at(m.to));
  if ((first_move && !mover.moved) || (capture && took)) entry.push_back(m.from);
}

bool ReferenceImitation::entry_open(const RefState& s, int kind,
                                    const std::vector<int>& order) const {
  const ImitatingKind& k = kinds[static_cast<std::size_t>(kind)];
  if (k.enter_before <= 0) return true;
  if (!k.in_plies) return s.fullmove <= k.enter_before;
  const int plies = (s.fullmove - 1) * static_cast<int>(order.size()) + position_in(order, s.side);
  return plies < k.enter_before;
}

}  // namespace arbiter::testing::reference
