// The reference's own move application: a copy of the state with the move's effects written
// in, by the rules of specs/README.md, plus the conversion from an engine position.
#include "tests/reference/reference_state.h"

#include <algorithm>

namespace arbiter::testing::reference {

namespace spec = model::spec;

namespace {

// README "Castling": a right is lost when its king or rook leaves its cell or is taken there.
void lose_rights(const std::vector<Castle>& castles, RefState& s, int c) {
  for (std::size_t i = 0; i < castles.size(); ++i)
    if (castles[i].king_from == c || castles[i].rook_from == c) s.castling[i] = false;
}

// A piece that moves: README "only_unmoved" counts it as moved, and README "En passant" (window
// while_unmoved) ends its right, which lasts only while it stands unmoved where it landed.
void set_moved(RefPiece& p) {
  p.moved = true;
  p.en_passant.clear();
}

// README "En passant", window next_move: every right lasts for the next move only.
void drop_rights(RefState& t) {
  for (RefPiece& p : t.board) p.en_passant.clear();
}

// README "En passant": the piece on `to` gets the right to be taken on the cells it passed; a cell
// that an older right also targets passes to the new one.
void grant_right(RefState& t, int to, const std::vector<int>& passed) {
  for (RefPiece& p : t.board)
    std::erase_if(p.en_passant, [&](int c) {
      return std::find(passed.begin(), passed.end(), c) != passed.end();
    });
  t.board[idx(to)].en_passant = passed;
}

// README "Relocating captures": passengers travel with their carrier (castling moves two pieces
// at once, and the cita swaps them, so both moves are read from the state before).
void carry_along(const RefState& before, RefState& t, int from, int to, int from2 = -1,
                 int to2 = -1) {
  auto passengers = [&](int c) { return c < 0 ? std::vector<RefPiece>{} : before.carried[idx(c)]; };
  const std::vector<RefPiece> first = passengers(from), second = passengers(from2);
  if (from >= 0) t.carried[idx(from)].clear();
  if (from2 >= 0) t.carried[idx(from2)].clear();
  if (!first.empty()) t.carried[idx(to)] = first;
  if (!second.empty()) t.carried[idx(to2)] = second;
}

// Passengers of the pieces on path[i] go with them to path[i + 1], all at once.
void carry_along_path(const RefState& before, RefState& t, const std::vector<int>& path) {
  for (std::size_t i = 0; i + 1 < path.size(); ++i) t.carried[idx(path[i])].clear();
  for (std::size_t i = 0; i + 1 < path.size(); ++i)
    if (!before.carried[idx(path[i])].empty())
      t.carried[idx(path[i + 1])] = before.carried[idx(path[i])];
}

// README "Relocating captures": the mover takes the cell; the piece there goes to the chosen cell
// or aboard the mover, having moved, on its owner's side or the mover's (no longer original).
void relocate(RefState& t, RefPiece victim, const Pseudo& m, int me) {
  set_moved(victim);
  if (m.to_mover) {
    victim.player = me;
    victim.original = false;
  }
  if (m.relocate_to == kAboard)
    t.carried[idx(m.to)].push_back(victim);
  else
    t.board[idx(m.relocate_to)] = victim;
}

}  // namespace

int player_index(const spec::SpecDocument& doc, const std::string& name) {
  for (std::size_t p = 0; p < doc.players.size(); ++p)
    if (doc.players[p].name.value == name) return static_cast<int>(p);
  fail("unknown player '" + name + "'");
}

int piece_index(const spec::SpecDocument& doc, const std::string& name) {
  for (std::size_t k = 0; k < doc.pieces.size(); ++k)
    if (doc.pieces[k].name.value == name) return static_cast<int>(k);
  fail("unknown piece '" + name + "'");
}

int StateRules::next_player(int p) const {
  const auto it = std::find(turn_order.begin(), turn_order.end(), p);
  return it + 1 == turn_order.end() ? turn_order.front() : *(it + 1);
}

RefState StateRules::apply(const RefState& s, const Pseudo& m) const {
  RefState t = s;
  const int me = s.side;
  if (!en_passant_while_unmoved) drop_rights(t);
  auto square = [&](int c) -> RefPiece& { return t.board[idx(c)]; };
  if (m.dropped >= 0) {
    --t.hands[idx(me)][idx(m.dropped)];
    square(m.to) = {me, m.dropped, true, false};
  } else if (m.castling >= 0) {
    const Castle& c = castles[idx(m.castling)];
    RefPiece king = square(c.king_from), rook = square(c.rook_from);
    square(c.king_from) = {};
    square(c.rook_from) = {};
    set_moved(king);
    set_moved(rook);
    square(c.king_to) = king;
    square(c.rook_to) = rook;
    carry_along(s, t, c.king_from, c.king_to, c.rook_from, c.rook_to);
    lose_rights(castles, t, c.king_from);
    lose_rights(castles, t, c.rook_from);
  } else if (!m.in_place.empty()) {
    // README "Captures in place": the piece stays; each victim goes as a capture does.
    for (int c : m.in_place) {
      if (drops) ++t.hands[idx(me)][idx(captured_as[idx(square(c).kind)])];
      square(c) = {};
      lose_rights(castles, t, c);
    }
  } else if (m.onward >= 0) {
    // README "push" and "push_chain": along the path from, to, chain..., each piece takes the
    // next cell, and the last pushed piece moves on to `onward`.
    if (m.taken >= 0) {
      const int kind = square(m.taken).kind;
      if (drops) ++t.hands[idx(me)][idx(captured_as[idx(kind)])];
      square(m.taken) = {};
      lose_rights(castles, t, m.taken);
    }
    std::vector<int> path = {m.from, m.to};
    path.insert(path.end(), m.chain.begin(), m.chain.end());
    std::vector<RefPiece> moving;
    for (int c : path) {
      moving.push_back(square(c));
      set_moved(moving.back());
      square(c) = {};
    }
    if (m.promotion >= 0) {
      moving.back().kind = m.promotion;
      moving.back().original = false;
    }
    path.push_back(m.onward);
    for (std::size_t i = 0; i < moving.size(); ++i) square(path[i + 1]) = moving[i];
    carry_along_path(s, t, path);
    for (int c : path) lose_rights(castles, t, c);
    t.last_arrival = m.onward;
    t.side = next_player(me);
    return t;
  } else {
    if (m.first_taken >= 0) {  // README "Double captures": the first piece, then as any capture
      if (drops) ++t.hands[idx(me)][idx(captured_as[idx(square(m.first_taken).kind)])];
      square(m.first_taken) = {};
      lose_rights(castles, t, m.first_taken);
    }
    if (m.taken >= 0) {
      // README "Drops": with captures_to_hand the capturer keeps the piece (as `captured_as`).
      const int kind = square(m.taken).kind;
      if (drops) ++t.hands[idx(me)][idx(captured_as[idx(kind)])];
      square(m.taken) = {};
      lose_rights(castles, t, m.taken);
    }
    RefPiece moving = square(m.from);
    const RefPiece landed_on = square(m.to);
    square(m.from) = {};
    set_moved(moving);
    if (m.promotion >= 0) {
      moving.kind = m.promotion;
      moving.original = false;
    }
    square(m.to) = moving;
    carry_along(s, t, m.from, m.to);
    if (m.relocate_to != -1) {
      relocate(t, landed_on, m, me);
      lose_rights(castles, t, m.to);
    }
    lose_rights(castles, t, m.from);
    if (!m.passed.empty()) grant_right(t, m.to, m.passed);
  }
  t.last_arrival = m.to;
  t.side = next_player(me);
  return t;
}

RefState StateRules::apply(const RefState& s, const SuccessionStep& m, bool turn_passes) const {
  RefState t = s;
  t.board[idx(m.victim)] = {};
  lose_rights(castles, t, m.victim);
  if (m.heir_slot >= 0) {
    t.carried[idx(m.heir)][idx(m.heir_slot)].kind = m.becomes;  // README "heirs_aboard"
  } else {
    t.board[idx(m.heir)].kind = m.becomes;
    t.board[idx(m.heir)].en_passant.clear();  // changed: no longer the piece that passed the cells
  }
  t.last_arrival = -1;
  if (m.from >= 0) {
    RefPiece moving = t.board[idx(m.from)];
    t.board[idx(m.from)] = {};
    set_moved(moving);
    if (m.promotion >= 0) {
      moving.kind = m.promotion;
      moving.original = false;
    }
    t.board[idx(m.to)] = moving;
    carry_along(t, t, m.from, m.to);  // from t: an heir it carries has already changed kind
    lose_rights(castles, t, m.from);
    lose_rights(castles, t, m.to);
    t.last_arrival = m.to;
  }
  if (turn_passes) {
    if (!en_passant_while_unmoved) drop_rights(t);
    t.side = next_player(s.side);
  }
  return t;
}

RefState state_from_position(const model::Position& pos, const spec::SpecDocument& doc,
                             const ReferenceBoard& ref_board) {
  const model::CompiledRules& engine = pos.rules();
  const model::BoardGraph& board = engine.board();
  if (board.cell_count() != ref_board.cell_count())
    fail("the engine's board has a different number of cells");
  RefState s;
  s.board.resize(ref_board.cell_count());
  for (std::size_t i = 0; i < ref_board.cell_count(); ++i) {
    const std::string& name = ref_board.name(static_cast<int>(i));
    const auto c = board.find(name);
    if (!c) fail("the engine's board has no cell '" + name + "'");
    const model::Piece p = pos.at(*c);
    if (p) {
      s.board[i] = {player_index(doc, engine.player(engine.owner(p)).name),
                    piece_index(doc, engine.piece(engine.kind(p)).name), pos.has_moved(*c),
                    pos.is_original(*c)};
    }
  }
  if (!pos.last_arrival().is_none())
    s.last_arrival = ref_board.cell(board.name(pos.last_arrival()));
  s.side = player_index(doc, engine.player(pos.side_to_move()).name);
  s.castling.assign(doc.castling.size(), false);
  for (std::size_t i = 0; i < engine.castling().size(); ++i) {
    if (((pos.castling_rights() >> i) & 1u) == 0) continue;
    bool found = false;
    for (std::size_t j = 0; j < doc.castling.size(); ++j) {
      if (doc.castling[j].name.value == engine.castling()[i].name) {
        s.castling[j] = true;
        found = true;
      }
    }
    if (!found) fail("unknown castling rule '" + engine.castling()[i].name + "'");
  }
  for (const model::EnPassant& ep : pos.en_passant_rights()) {
    RefPiece& victim = s.board[idx(ref_board.cell(board.name(ep.victim)))];
    // README "En passant": a right belongs to a piece standing where its move landed.
    if (victim.is_empty()) fail("an en passant right of the empty cell " + board.name(ep.victim));
    for (std::size_t i = 0; i < ep.count; ++i)
      victim.en_passant.push_back(ref_board.cell(board.name(ep.cells[i])));
  }
  s.carried.resize(ref_board.cell_count());
  for (const model::Passenger& p : pos.passengers()) {
    s.carried[idx(ref_board.cell(board.name(p.carrier)))].push_back(
        {player_index(doc, engine.player(engine.owner(p.piece)).name),
         piece_index(doc, engine.piece(engine.kind(p.piece)).name), true,
         (p.flags & model::piece_flags::kNotOriginal) == 0});
  }
  s.fullmove = pos.fullmove_number();
  s.record.assign(doc.players.size(), -1);
  s.entry.assign(doc.players.size(), {});
  for (std::size_t p = 0; engine.imitation().in_use && p < doc.players.size(); ++p) {
    const auto player = engine.find_player(doc.players[p].name.value);
    if (!player) fail("the engine lacks player '" + doc.players[p].name.value + "'");
    const model::ImitationState& im = pos.imitation_state(*player);
    if (!im.record.is_none()) s.record[p] = piece_index(doc, engine.piece(im.record).name);
    for (model::Cell c : im.entry)
      if (!c.is_none()) s.entry[p].push_back(ref_board.cell(board.name(c)));
  }
  s.hands.assign(doc.players.size(), std::vector<int>(doc.pieces.size(), 0));
  for (std::size_t p = 0; p < doc.players.size(); ++p) {
    for (std::size_t k = 0; k < doc.pieces.size(); ++k) {
      const auto player = engine.find_player(doc.players[p].name.value);
      const auto kind = engine.find_piece(doc.pieces[k].name.value);
      if (!player || !kind)
        fail("the engine lacks player or piece '" + doc.pieces[k].name.value + "'");
      s.hands[p][k] = pos.hand_count(*player, *kind);
    }
  }
  return s;
}

}  // namespace arbiter::testing::reference
