// Building the reference interpreter: players, atoms oriented per owner, sanctuaries and closed
// zones, pieces, succession and castling, all read from the resolved document.
#include "tests/reference/reference_interpreter.h"

#include <algorithm>
#include <set>

namespace arbiter::testing::reference {
namespace {

// The key an atom is written with, as the reference's Atom names its type.
std::string form_key(spec::AtomForm form) {
  switch (form) {
    case spec::AtomForm::Step:
      return "step";
    case spec::AtomForm::Slide:
      return "slide";
    case spec::AtomForm::Leap:
      return "leap";
    case spec::AtomForm::Hop:
      return "hop";
    case spec::AtomForm::Warp:
      return "warp";
  }
  return "";
}

}  // namespace

void Interpreter::build_players() {
  for (const auto& p : doc.players) {
    const int found = board.compass_index(p.forward.value);
    if (found < 0) fail("unknown forward '" + p.forward.value + "'");
    forward.push_back(found);
  }
  for (const auto& name : doc.turn_order) state.turn_order.push_back(player_index(doc, name.value));
  if (state.turn_order.empty())
    for (std::size_t p = 0; p < doc.players.size(); ++p)
      state.turn_order.push_back(static_cast<int>(p));
}

std::vector<std::pair<Vec, std::vector<Vec>>> Interpreter::leap_vectors(const spec::AtomDoc& a,
                                                                        int owner) const {
  const std::string symmetry = a.symmetry.value.empty() ? "all" : a.symmetry.value;
  const std::vector<Orientation> orientations = board.orientations(symmetry, forward[idx(owner)]);
  std::vector<std::pair<Vec, std::vector<Vec>>> result;
  for (const auto& written : a.vectors) {
    for (const Orientation& o : orientations) {
      std::vector<Vec> via;
      for (const auto& w : a.via) via.push_back(board.orient({w.x, w.y}, o));
      result.emplace_back(board.orient({written.x, written.y}, o), via);
    }
  }
  return result;
}

Atom Interpreter::build_atom(const spec::AtomDoc& a, int owner) const {
  Atom atom;
  atom.type = form_key(a.form);
  if (atom.type == "leap") {
    atom.leaps = leap_vectors(a, owner);
  } else if (atom.type == "warp") {
    atom.warp = zones.find(a.warp);
  } else {
    for (const auto& d : a.directions)
      for (int dir : board.resolve_direction(d.value, forward[idx(owner)]))
        atom.directions.push_back({board.compass(dir).x, board.compass(dir).y});
    // README "slide: [[1, 2]]": a leap vector, oriented as a leap, walked like a direction.
    if (!a.vectors.empty())
      for (const auto& ride : leap_vectors(a, owner))
        if (std::none_of(atom.directions.begin(), atom.directions.end(),
                         [&](Vec d) { return d.x == ride.first.x && d.y == ride.first.y; }))
          atom.directions.push_back(ride.first);
  }
  if (atom.type == "step")
    atom.max = 1;
  else if (a.max)
    atom.max = *a.max;
  atom.screens = a.screens;
  atom.adjacent = a.landing.value == "adjacent";
  atom.may_move = a.mode.value != "capture";
  // README "Warps": a warp only moves unless its mode is written.
  atom.may_capture = a.mode.value != "move" && (atom.type != "warp" || !a.mode.value.empty());
  atom.from_zone = zones.find(a.from_zone);
  atom.to_zone = zones.find(a.to_zone);
  atom.not_to_zone = zones.find(a.not_to_zone);
  atom.not_from_zone = zones.find(a.not_from_zone);
  atom.relocation = cargo.relocation(a);
  atom.only_unmoved = a.only_unmoved;
  atom.creates_en_passant = a.en_passant.value == "creates";
  atom.captures_en_passant = a.en_passant.value == "captures";
  for (const auto& t : a.targets) atom.targets.push_back(piece_index(doc, t.value));
  atom.not_through = zones.find(a.not_through);
  atom.strangled_by = a.strangled_by.value;
  for (const auto& k : a.push) atom.push.push_back(piece_index(doc, k.value));
  atom.push_then_captures = a.push_then.value != "move";
  atom.push_chain = a.push_chain.value == "yes";
  return atom;
}

void Interpreter::build_sanctuaries() {
  sanctuary.assign(board.cell_count(), false);
  for (const spec::ZoneDoc& z : doc.zones)
    if (z.closed) closed_zones.push_back(&z);
  for (const spec::ZoneDoc& z : doc.zones) {
    if (!z.sanctuary) continue;
    const int zone = zones.find(z.name);
    for (std::size_t c = 0; c < board.cell_count(); ++c)
      for (std::size_t p = 0; p < doc.players.size(); ++p)
        if (zones.contains(zone, static_cast<int>(p), static_cast<int>(c))) sanctuary[c] = true;
  }
}

bool Interpreter::closed_to(const RefState& s, int mover, int kind, int to, bool pushing) const {
  for (const spec::ZoneDoc* z : closed_zones) {
    if (!zones.contains(zones.find(z->name), mover, to)) continue;
    if (pushing && z->closed->by_push.value == "open") continue;  // README "by_push"
    bool applies = false;
    for (const auto& name : z->closed->to)
      applies = applies || (name.value == "royal" ? pieces[idx(kind)].royal
                                                  : piece_index(doc, name.value) == kind);
    if (!applies) continue;
    const int occupied = zones.find(z->closed->occupied_zone);
    const std::string& by = z->closed->by.value;
    for (std::size_t c = 0; c < s.board.size(); ++c) {
      const RefPiece& p = s.board[c];
      if (p.is_empty() || !zones.contains(occupied, mover, static_cast<int>(c))) continue;
      bool listed = z->closed->occupied_by.empty();
      for (const auto& name : z->closed->occupied_by)
        listed = listed || piece_index(doc, name.value) == p.kind;
      const bool related = by == "own"        ? p.player == mover
                           : by == "opponent" ? p.player != mover
                                              : true;
      if (listed && related) return true;
    }
  }
  return false;
}

bool Interpreter::capture_forbidden(const RefState& s, int from, int taken, bool attack) const {
  if (taken < 0) return false;
  if (sanctuary[idx(from)] || sanctuary[idx(taken)]) return true;
  const RefPiece& victim = at(s, taken);
  if (victim.kind < 0) return false;
  const PieceRules& rules = pieces[idx(victim.kind)];
  return !rules.capturable && !(attack && rules.royal);
}

void Interpreter::build_pieces() {
  atoms.assign(doc.players.size(), std::vector<std::vector<Atom>>(doc.pieces.size()));
  for (std::size_t k = 0; k < doc.pieces.size(); ++k) {
    const spec::PieceDoc& p = doc.pieces[k];
    PieceRules r;
    r.letter = p.letter.value;
    r.royal = p.royal;
    r.capturable = p.capturable;
    r.confined_to = zones.find(p.confined_to);
    r.cannot_stop_on = zones.find(p.cannot_stop_on);
    r.must_leave = p.must_leave.value;
    r.checked_as_moved = p.checked_as_moved.value == "yes";
    if (p.captures_in_place) {
      r.in_place =
          p.captures_in_place->victims.value.empty() ? "one" : p.captures_in_place->victims.value;
      r.in_place_unprotected = p.captures_in_place->only_unprotected.value == "yes";
    }
    state.captured_as.push_back(
        p.captured_as.value.empty() ? static_cast<int>(k) : piece_index(doc, p.captured_as.value));
    if (p.promotion) {
      Promotion promo;
      promo.zone = zones.find(p.promotion->zone);
      promo.on_leaving = p.promotion->trigger.value == "enter_or_leave";
      for (const auto& c : p.promotion->choices) {
        promo.choices.push_back(piece_index(doc, c.piece.value));
        promo.at_most.push_back(c.at_most.value_or(0));
        promo.owned_by.push_back(c.owned_by.value.empty() ? "own" : c.owned_by.value);
      }
      promo.forced = p.promotion->forced;
      promo.forced_zone = zones.find(p.promotion->forced_zone);
      r.promotion = promo;
    }
    if (p.drop) {
      r.drop_not_into = zones.find(p.drop->not_into);
      r.one_per_column = p.drop->one_per_column;
      r.may_not_mate = p.drop->may_not_mate.value == "true";
    }
    pieces.push_back(r);
    for (std::size_t owner = 0; owner < doc.players.size(); ++owner)
      for (const auto& a : p.moves)
        atoms[owner][k].push_back(build_atom(a, static_cast<int>(owner)));
  }
}

void Interpreter::build_succession(const spec::SuccessionDoc& d) {
  Heirs h;
  for (const auto& e : d.order)
    h.order.push_back(
        {piece_index(doc, e.piece.value), piece_index(doc, e.becomes.value), e.original});
  h.not_from = zones.find(d.not_from);
  auto or_default = [](const spec::Text& t, const char* fallback) {
    return t.value.empty() ? std::string(fallback) : t.value;
  };
  h.cascade = or_default(d.cascade, "continue");
  h.mating_piece = or_default(d.mating_piece, "checker");
  h.royal_attacker = or_default(d.royal_attacker, "stays");
  h.relocation_promotes = or_default(d.relocation_promotes, "promote");
  h.turn = or_default(d.turn, "mated_side");
  h.aboard = d.heirs_aboard.value == "yes";
  heirs = h;
}

void Interpreter::build_castling() {
  for (const auto& c : doc.castling) {
    Castle castle;
    castle.player = player_index(doc, c.player.value);
    castle.king_from = board.cell(c.king_from.value);
    castle.king_to = board.cell(c.king_to.value);
    castle.rook_from = board.cell(c.rook_from.value);
    castle.rook_to = board.cell(c.rook_to.value);
    for (const auto& e : c.empty) castle.empty.push_back(board.cell(e.value));
    for (const auto& s : c.safe) castle.safe.push_back(board.cell(s.value));
    for (const auto& h : c.may_hold) {
      for (const auto& cell_name : h.cells) {
        Castle::Hold hold{board.cell(cell_name.value), {}, h.by.value.empty() ? "own" : h.by.value};
        for (const auto& k : h.pieces) hold.kinds.push_back(piece_index(doc, k.value));
        castle.holds.push_back(hold);
      }
    }
    state.castles.push_back(castle);
  }
}

}  // namespace arbiter::testing::reference
