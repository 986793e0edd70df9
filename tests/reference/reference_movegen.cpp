// Reference move generator: interprets a resolved spec document directly, by the rules of
// specs/README.md. Names are resolved once (cells, zones, directions per owner); every move,
// path and attack is then walked by coordinate arithmetic, with no per-cell tables.
#include "tests/reference/reference_movegen.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>
#include <set>
#include <utility>

#include "tests/reference/reference_board.h"
#include "tests/reference/reference_opposition.h"
#include "tests/reference/reference_relocation.h"
#include "tests/reference/reference_state.h"

namespace arbiter::testing::reference {

namespace spec = model::spec;

namespace {

constexpr int kUnlimited = std::numeric_limits<int>::max();

std::string lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

// One atom of a piece as owned by one player: directions and leap vectors made absolute.
struct Atom {
  std::string type;                                     // step, slide, leap, hop
  std::vector<Vec> directions;                          // step, slide, hop
  std::vector<std::pair<Vec, std::vector<Vec>>> leaps;  // leap vector and its via cells
  int max = kUnlimited;
  int screens = 1;
  bool adjacent = false;
  bool may_move = true;
  bool may_capture = true;
  int from_zone = -1, to_zone = -1, not_to_zone = -1, not_from_zone = -1;
  bool only_unmoved = false, creates_en_passant = false, captures_en_passant = false;
  std::vector<int> targets;  // kinds; empty = any
  int not_through = -1;      // zone ending slides and hops
  std::vector<int> push;     // own kinds it may land on and push
  bool push_then_captures = true;
  bool push_chain = false;   // a piece being pushed may push with it in turn
  RelocationRule relocation;
};

struct Promotion {
  int zone = -1;
  bool on_leaving = false;
  std::vector<int> choices;
  bool forced = true;
  int forced_zone = -1;
};

struct PieceRules {
  std::string letter;
  bool royal = false;
  bool capturable = true;
  int confined_to = -1;
  int cannot_stop_on = -1;
  std::optional<Promotion> promotion;
  int drop_not_into = -1;
  bool one_per_column = false, may_not_mate = false;
  std::string must_leave;  // "", no_legal_move, obligation_lapses
};

// README "Succession", names resolved.
struct Heirs {
  struct Entry {
    int piece = -1, becomes = -1;
    bool original = false;
  };
  std::vector<Entry> order;
  int not_from = -1;
  std::string cascade, mating_piece, royal_attacker, relocation_promotes, turn;
  bool aboard = false;  // README "heirs_aboard: yes"
};

// A cell an atom reaches: the destination, the cell of the piece it takes (-1: none) and the
// cells it passed that become en passant targets; for a relocation, where that piece goes, whether
// it changes sides and whether it is the mover's own (a transport, which attacks nothing).
struct Reach {
  int to = -1;
  int taken = -1;
  std::vector<int> passed;
  int relocate_to = -1;
  bool to_mover = false;
  bool own = false;
  bool push = false;  // lands on an own piece that it pushes on
  std::string shape = {};  // of the atom: step (a one-cell step or slide), slide, leap, hop
  bool chain = false;      // such a push by a push_chain atom
};

}  // namespace

struct Interpreter {
  spec::SpecDocument doc;
  ReferenceBoard board;
  ReferenceZones zones;
  std::vector<bool> sanctuary;  // per cell: README "sanctuary: true" zones, for every player
  std::vector<const spec::ZoneDoc*> closed_zones;  // zones with README "closed"
  std::vector<int> forward;  // compass index per player
  std::vector<PieceRules> pieces;
  std::vector<std::vector<std::vector<Atom>>> atoms;  // [player][kind]
  StateRules state;                                   // castling, hands and turn order
  Cargo cargo;                                        // relocations and carriers
  bool en_passant_all_passed = false;
  std::optional<Heirs> heirs;
  ReferenceOpposition opposition;                     // README "Opposition between rulers"

  explicit Interpreter(const spec::SpecDocument& resolved) : doc(resolved), board(doc.board) {
    build_players();
    zones = ReferenceZones(board, doc);
    cargo = Cargo(doc, board, zones, [this](const RefState& s, int owner, int kind, int c) {
      return may_stop_on(pieces[idx(kind)], owner, c) && !closed_to(s, owner, kind, c);
    });
    build_sanctuaries();
    build_pieces();
    build_castling();
    state.drops = doc.drops && doc.drops->captures_to_hand;
    en_passant_all_passed = doc.en_passant && doc.en_passant->cells.value == "all_passed";
    state.en_passant_while_unmoved = doc.en_passant && doc.en_passant->window.value == "while_unmoved";
    if (doc.succession) build_succession(*doc.succession);
    opposition = ReferenceOpposition(doc, board, forward);
  }

  // ---- building -------------------------------------------------------------------------------

  void build_players() {
    for (const auto& p : doc.players) {
      const int found = board.compass_index(p.forward.value);
      if (found < 0) fail("unknown forward '" + p.forward.value + "'");
      forward.push_back(found);
    }
    for (const auto& name : doc.turn_order)
      state.turn_order.push_back(player_index(doc, name.value));
    if (state.turn_order.empty())
      for (std::size_t p = 0; p < doc.players.size(); ++p)
        state.turn_order.push_back(static_cast<int>(p));
  }

  // README "leap": vectors in the owner's frame, expanded by the atom's symmetry.
  std::vector<std::pair<Vec, std::vector<Vec>>> leap_vectors(const spec::AtomDoc& a,
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

  Atom build_atom(const spec::AtomDoc& a, int owner) const {
    Atom atom;
    atom.type = a.type.value;
    if (atom.type == "leap") {
      atom.leaps = leap_vectors(a, owner);
    } else {
      for (const auto& d : a.directions)
        for (int dir : board.resolve_direction(d.value, forward[idx(owner)]))
          atom.directions.push_back({board.compass(dir).x, board.compass(dir).y});
    }
    if (atom.type == "step")
      atom.max = 1;
    else if (a.max)
      atom.max = *a.max;
    atom.screens = a.screens;
    atom.adjacent = a.landing.value == "adjacent";
    atom.may_move = a.mode.value != "capture";
    atom.may_capture = a.mode.value != "move";
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
    for (const auto& k : a.push) atom.push.push_back(piece_index(doc, k.value));
    atom.push_then_captures = a.push_then.value != "move";
    atom.push_chain = a.push_chain.value == "yes";
    return atom;
  }

  void build_sanctuaries() {
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

  // README "closed": may a piece of `kind`, moved by `mover`, not enter `to` in state s? Read
  // straight from the zone documents: the zone's cells, the `to` names, the occupied zone's cells.
  bool closed_to(const RefState& s, int mover, int kind, int to, bool pushing = false) const {
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
        const bool related = by == "own" ? p.player == mover : by == "opponent" ? p.player != mover : true;
        if (listed && related) return true;
      }
    }
    return false;
  }

  // README "sanctuary" and "capturable": no capture from or into a sanctuary, none of a piece
  // that cannot be captured (a stand-in of no kind, for attacks on empty cells, can be). For an
  // attack (`attack`), an uncapturable royal piece still counts: README "Succession".
  bool capture_forbidden(const RefState& s, int from, int taken, bool attack) const {
    if (taken < 0) return false;
    if (sanctuary[idx(from)] || sanctuary[idx(taken)]) return true;
    const RefPiece& victim = at(s, taken);
    if (victim.kind < 0) return false;
    const PieceRules& rules = pieces[idx(victim.kind)];
    return !rules.capturable && !(attack && rules.royal);
  }

  void build_pieces() {
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
      state.captured_as.push_back(p.captured_as.value.empty()
                                      ? static_cast<int>(k)
                                      : piece_index(doc, p.captured_as.value));
      if (p.promotion) {
        Promotion promo;
        promo.zone = zones.find(p.promotion->zone);
        promo.on_leaving = p.promotion->trigger.value == "enter_or_leave";
        for (const auto& c : p.promotion->choices)
          promo.choices.push_back(piece_index(doc, c.value));
        promo.forced = p.promotion->forced;
        promo.forced_zone = zones.find(p.promotion->forced_zone);
        r.promotion = promo;
      }
      if (p.drop) {
        r.drop_not_into = zones.find(p.drop->not_into);
        r.one_per_column = p.drop->one_per_column;
        r.may_not_mate = p.drop->may_not_mate;
      }
      pieces.push_back(r);
      for (std::size_t owner = 0; owner < doc.players.size(); ++owner)
        for (const auto& a : p.moves)
          atoms[owner][k].push_back(build_atom(a, static_cast<int>(owner)));
    }
  }

  void build_succession(const spec::SuccessionDoc& d) {
    Heirs h;
    for (const auto& e : d.order)
      h.order.push_back({piece_index(doc, e.piece.value), piece_index(doc, e.becomes.value), e.original});
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

  void build_castling() {
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

  // ---- atoms ----------------------------------------------------------------------------------

  const RefPiece& at(const RefState& s, int c) const { return s.board[idx(c)]; }

  bool can_take(const Atom& a, int mover, const RefPiece& victim) const {
    if (!a.may_capture || victim.is_empty()) return false;
    // README "target_side: own": an own piece of the targets, never a carrier.
    if (a.relocation.own != (victim.player == mover)) return false;
    if (a.relocation.own && (victim.kind < 0 || cargo.carrier(victim.kind).carries)) return false;
    return a.targets.empty() ||
           std::find(a.targets.begin(), a.targets.end(), victim.kind) != a.targets.end();
  }

  // README "push": a move-capable atom landing on an own piece of a listed kind.
  bool can_push(const Atom& a, int mover, const RefPiece& there) const {
    return a.may_move && there.player == mover &&
           std::find(a.push.begin(), a.push.end(), there.kind) != a.push.end();
  }

  static Reach push_reach(const Atom& a, int c) {
    Reach r{c, -1, {}};
    r.push = true;
    r.chain = a.push_chain;
    return r;
  }

  // The atom lands on the piece on c: a capture, or (README "Relocating captures") one reach per
  // cell the piece may be relocated to.
  void take(const RefState& s, const Atom& a, int mover, int from, int c,
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

  // README "en_passant: captures": an empty cell where some piece may be taken en passant (its
  // right lists the cell).
  void en_passant_reach(const RefState& s, const Atom& a, int mover, int to,
                        std::vector<Reach>& out) const {
    if (!a.captures_en_passant) return;
    for (std::size_t c = 0; c < s.board.size(); ++c) {
      const std::vector<int>& cells = s.board[c].en_passant;
      if (std::find(cells.begin(), cells.end(), to) == cells.end()) continue;
      if (can_take(a, mover, s.board[c])) out.push_back({to, static_cast<int>(c), {}});
    }
  }

  // An empty destination: a plain move, and possibly an en passant capture.
  void empty_reach(const RefState& s, const Atom& a, int mover, int to,
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

  // step and slide: along each direction over empty cells, up to max, then perhaps a capture.
  void line_reach(const RefState& s, const Atom& a, int mover, int from,
                  std::vector<Reach>& out) const {
    for (Vec d : a.directions) {
      std::vector<int> path;
      int c = from;
      for (int distance = 1; distance <= a.max; ++distance) {
        c = board.cell_at(board.coord(c) + d);
        if (c < 0 || (a.not_through >= 0 && zones.contains(a.not_through, mover, c))) break;
        if (at(s, c).is_empty()) {
          empty_reach(s, a, mover, c, path, out);
          path.push_back(c);
          continue;
        }
        if (can_take(a, mover, at(s, c))) take(s, a, mover, from, c, out);
        else if (can_push(a, mover, at(s, c))) out.push_back(push_reach(a, c));
        break;
      }
    }
  }

  void leap_reach(const RefState& s, const Atom& a, int mover, int from,
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

  // README "hop": jump exactly `screens` pieces, then land beyond (up to max cells) or adjacent.
  void hop_reach(const RefState& s, const Atom& a, int mover, int from,
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

  // README "Pieces": a piece stands only inside `confined_to` and never on `cannot_stop_on`.
  bool may_stop_on(const PieceRules& rules, int owner, int c) const {
    if (rules.confined_to >= 0 && !zones.contains(rules.confined_to, owner, c)) return false;
    return rules.cannot_stop_on < 0 || !zones.contains(rules.cannot_stop_on, owner, c);
  }

  // Every cell the piece on `from` reaches by its atoms, under each atom's conditions and the
  // cells the piece may stop on.
  void piece_reach(const RefState& s, int from, std::vector<Reach>& out, bool attack = false) const {
    const RefPiece& p = at(s, from);
    const PieceRules& rules = pieces[idx(p.kind)];
    for (const Atom& a : atoms[idx(p.player)][idx(p.kind)]) {
      if (a.from_zone >= 0 && !zones.contains(a.from_zone, p.player, from)) continue;
      if (a.not_from_zone >= 0 && zones.contains(a.not_from_zone, p.player, from)) continue;
      if (a.only_unmoved && p.moved) continue;
      const auto first = static_cast<std::ptrdiff_t>(out.size());
      if (a.type == "leap")
        leap_reach(s, a, p.player, from, out);
      else if (a.type == "hop")
        hop_reach(s, a, p.player, from, out);
      else
        line_reach(s, a, p.player, from, out);
      const std::string shape = a.type == "leap" || a.type == "hop" ? a.type : a.max == 1 ? "step" : "slide";
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

  // ---- attacks --------------------------------------------------------------------------------

  // Whether a piece of another player could capture on `target`. An empty cell counts as attacked
  // where a piece of the defender (of no particular kind) standing there could be taken.
  bool attacked(const RefState& s, int target, int defender) const {
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
        if (r.to == target && r.taken == target && !r.own && counts_as_attack(*view, static_cast<int>(c), r)) return true;
    }
    return false;
  }

  // README "Opposition between rulers": under model explicit, a royal piece attacks an enemy
  // royal piece only by the shapes a `checks` row lists.
  bool counts_as_attack(const RefState& s, int from, const Reach& r) const {
    if (!opposition.is_explicit()) return true;
    const RefPiece& attacker = at(s, from);
    const RefPiece& victim = at(s, r.taken);
    if (victim.kind < 0 || !pieces[idx(attacker.kind)].royal || !pieces[idx(victim.kind)].royal) return true;
    return opposition.counts(attacker.kind, victim.kind, r.shape);
  }

  // README "Opposition between rulers": two enemy rulers in opposition. Under model explicit, a
  // listed placement (not into or out of a sanctuary); otherwise each attacks the other.
  bool in_opposition(const RefState& s, int a, int b) const {
    if (!opposition.is_explicit()) return attacks(s, a, b) && attacks(s, b, a);
    if (sanctuary[idx(a)] || sanctuary[idx(b)]) return false;
    const RefPiece& pa = at(s, a);
    const RefPiece& pb = at(s, b);
    return opposition.forbids(pa.kind, pa.player, a, pb.kind, pb.player, b);
  }

  // Under model explicit: a royal piece of `player` in a listed placement with an enemy ruler.
  bool placement_clash(const RefState& s, int player) const {
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

  bool in_check(const RefState& s, int player) const {
    for (std::size_t c = 0; c < s.board.size(); ++c) {
      const RefPiece& p = s.board[c];
      if (!p.is_empty() && p.player == player && pieces[idx(p.kind)].royal &&
          attacked(s, static_cast<int>(c), player))
        return true;
    }
    return false;
  }

  // ---- pseudo-legal moves ---------------------------------------------------------------------

  // README "Promotion": choices on entering (or leaving, with enter_or_leave) the zone; the plain
  // move too unless promotion is forced there.
  void add_with_promotions(const RefState& s, int from, const Reach& r,
                           std::vector<Pseudo>& out) const {
    const int me = s.side;
    const bool relocation = r.relocate_to != -1;
    const Pseudo plain{from,          r.to,      relocation ? -1 : r.taken, -1, -1, -1, r.passed,
                       r.relocate_to, r.to_mover};
    const auto& promo = pieces[idx(at(s, from).kind)].promotion;
    if (promo && (zones.contains(promo->zone, me, r.to) ||
                  (promo->on_leaving && zones.contains(promo->zone, me, from)))) {
      for (int choice : promo->choices) {
        Pseudo m = plain;
        m.promotion = choice;
        out.push_back(m);
      }
      if (promo->forced ||
          (promo->forced_zone >= 0 && zones.contains(promo->forced_zone, me, r.to)))
        return;
    }
    out.push_back(plain);
  }

  // README "push": the pushed piece's own moves from its cell once the pusher has left, en
  // passant aside; with push_then: move, no captures.
  void push_moves(const RefState& s, int from, int to, std::vector<Pseudo>& out) const {
    RefState lifted = s;
    lifted.board[idx(from)] = {};
    pushed_moves(lifted, at(s, from), {from, to}, out);
  }

  // The moves of the piece on path.back(), pushed there by `pusher` (which arrived from the cell
  // before it on the path). `view` has every piece that moved so far on the cell it took and the
  // path's first cell empty. README "push_chain": by a push_chain atom it may push in turn a piece
  // that is not on the path, which moves on in a view with this piece's place taken by `pusher`.
  void pushed_moves(const RefState& view, const RefPiece& pusher, const std::vector<int>& path,
                    std::vector<Pseudo>& out) const {
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
        RefState next = view;
        next.board[idx(here)] = pusher;
        next.board[idx(here)].moved = true;
        std::vector<int> longer = path;
        longer.push_back(f.to);
        pushed_moves(next, at(view, here), longer, out);
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

  // README "Castling": the right held, king and rook in place, `empty` cells empty (the king and
  // rook aside), `safe` cells unattacked; the king's and rook's destinations must be free too.
  void castlings(const RefState& s, std::vector<Pseudo>& out) const {
    for (std::size_t i = 0; i < state.castles.size(); ++i) {
      const Castle& c = state.castles[i];
      if (c.player != s.side || !s.castling[i]) continue;
      if (at(s, c.king_from).player != s.side || at(s, c.rook_from).player != s.side) continue;
      auto is_free = [&](int cell_index) {
        return at(s, cell_index).is_empty() || cell_index == c.king_from ||
               cell_index == c.rook_from;
      };
      std::vector<int> must_be_free = c.empty;
      must_be_free.insert(must_be_free.end(), {c.king_to, c.rook_to});
      if (!std::all_of(must_be_free.begin(), must_be_free.end(), is_free)) continue;
      const auto holds_allowed = [&](const Castle::Hold& h) {
        const RefPiece& p = at(s, h.cell);
        if (p.is_empty()) return true;
        const bool kind_ok = h.kinds.empty() || std::find(h.kinds.begin(), h.kinds.end(), p.kind) != h.kinds.end();
        const bool owner_ok = h.by == "any" || (h.by == "own" ? p.player == s.side : p.player != s.side);
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

  // README "Drops": any empty cell, except `not_into`, where the piece may not stop, or a column
  // that already holds an unpromoted piece of the kind (one_per_column).
  void drop_moves(const RefState& s, std::vector<Pseudo>& out) const {
    const int me = s.side;
    for (std::size_t k = 0; k < pieces.size(); ++k) {
      if (s.hands[idx(me)][k] <= 0) continue;
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

  bool column_holds(const RefState& s, int owner, int kind, int column) const {
    for (std::size_t c = 0; c < s.board.size(); ++c)
      if (s.board[c].player == owner && s.board[c].kind == kind &&
          board.coord(static_cast<int>(c)).x == column)
        return true;
    return false;
  }

  std::vector<Pseudo> pseudo_legal(const RefState& s) const {
    std::vector<Pseudo> out;
    std::vector<Reach> reach;
    for (std::size_t c = 0; c < s.board.size(); ++c) {
      if (s.board[c].player != s.side) continue;
      reach.clear();
      piece_reach(s, static_cast<int>(c), reach);
      for (const Reach& r : reach) {
        if (r.push) push_moves(s, static_cast<int>(c), r.to, out);
        else add_with_promotions(s, static_cast<int>(c), r, out);
      }
    }
    castlings(s, out);
    if (state.drops) drop_moves(s, out);
    return out;
  }

  // ---- playing moves --------------------------------------------------------------------------

  // ---- legal moves ----------------------------------------------------------------------------

  std::string text(const RefState& s, const Pseudo& m) const {
    const std::string& to = board.name(m.to);
    if (m.dropped >= 0) return pieces[idx(m.dropped)].letter + "*" + to;
    std::string result = board.name(m.from) + to;
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

  // The cells of the pieces a move moved: carriers there unload under `on_carrier_move`.
  std::vector<int> moved_pieces(const Pseudo& m) const {
    if (m.dropped >= 0) return {};
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

  // README "Drops": may_not_mate forbids a drop after which the next player is in check with no
  // legal move.
  bool is_forbidden_drop_mate(const Pseudo& m, const RefState& after) const {
    if (m.dropped < 0 || !pieces[idx(m.dropped)].may_not_mate) return false;
    return in_check(after, after.side) && legal(after, true).empty();
  }

  // README "royal_neighbours: forbidden": a royal piece in such a zone with an enemy royal piece on
  // a neighbouring cell.
  bool royal_neighbours_clash(const RefState& s) const {
    for (std::size_t c = 0; c < s.board.size(); ++c) {
      const RefPiece& p = s.board[c];
      if (p.is_empty() || !pieces[idx(p.kind)].royal) continue;
      bool forbidden = false;
      for (const spec::ZoneDoc& z : doc.zones)
        forbidden = forbidden || (z.royal_neighbours.value == "forbidden" &&
                                  zones.contains(zones.find(z.name), p.player, static_cast<int>(c)));
      if (!forbidden) continue;
      for (int d = 0; d < board.compass_size(); ++d) {
        const int n = board.cell_at(board.coord(static_cast<int>(c)) + Vec{board.compass(d).x, board.compass(d).y});
        if (n >= 0 && !at(s, n).is_empty() && at(s, n).player != p.player && pieces[idx(at(s, n).kind)].royal)
          return true;
      }
    }
    return false;
  }

  // README "must_leave": a piece of the mover standing where it may not stop, that must leave.
  int obligated_cell(const RefState& s) const {
    for (std::size_t c = 0; c < s.board.size(); ++c) {
      const RefPiece& p = s.board[c];
      if (p.player != s.side || pieces[idx(p.kind)].must_leave.empty()) continue;
      if (!may_stop_on(pieces[idx(p.kind)], p.player, static_cast<int>(c))) return static_cast<int>(c);
    }
    return -1;
  }

  // Legal moves other than successions: no royal piece of the mover attacked afterwards (README
  // "royal"), the drop rules, and README "must_leave". With `first_only`, stops at the first.
  std::vector<RefMove> ordinary(const RefState& s, bool first_only) const {
    const int obligated = obligated_cell(s);
    std::vector<RefMove> result = ordinary_from(s, first_only, obligated);
    if (obligated >= 0 && result.empty() && pieces[idx(at(s, obligated).kind)].must_leave == "obligation_lapses")
      result = ordinary_from(s, first_only, -1);
    return result;
  }

  // `only_from` >= 0: only moves (not castlings) of the piece on that cell.
  std::vector<RefMove> ordinary_from(const RefState& s, bool first_only, int only_from) const {
    std::vector<RefMove> result;
    std::set<std::string> seen;
    for (const Pseudo& m : pseudo_legal(s)) {
      if (only_from >= 0 && (m.from != only_from || m.castling >= 0)) continue;
      RefState after = state.apply(s, m);
      cargo.unload(after, moved_pieces(m));
      if (in_check(after, s.side) || is_forbidden_drop_mate(m, after) || royal_neighbours_clash(after) ||
          placement_clash(after, s.side))
        continue;
      std::string move_text = text(s, m);
      if (!seen.insert(move_text).second) continue;
      result.push_back({std::move(move_text), std::move(after)});
      if (first_only) break;
    }
    return result;
  }

  std::vector<RefMove> legal(const RefState& s, bool first_only) const {
    std::vector<RefMove> result = ordinary(s, first_only);
    if (result.empty() && heirs && in_check(s, s.side)) result = successions(s);
    return result;
  }

  // ---- succession (README "Succession") -------------------------------------------------------

  bool attacks(const RefState& s, int from, int target) const {
    std::vector<Reach> reach;
    piece_reach(s, from, reach, true);
    return std::any_of(reach.begin(), reach.end(), [&](const Reach& r) {
      return r.to == target && r.taken == target && counts_as_attack(s, from, r);
    });
  }

  bool adjacent(int a, int b) const {
    for (int d = 0; d < board.compass_size(); ++d)
      if (board.cell_at(board.coord(a) + Vec{board.compass(d).x, board.compass(d).y}) == b) return true;
    return false;
  }

  // README "Succession": the first entry of the order with a piece outside not_from; on the board
  // in board order, then (heirs_aboard) carried, by carrier cell and load order. Sets base.heir
  // (with base.heir_slot when carried) and base.becomes; false when there is none.
  bool find_heir(const RefState& s, SuccessionStep& base) const {
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

  // The state after a succession, carriers unloaded (README: after every move).
  RefState after_succession(const RefState& s, const SuccessionStep& m, bool passes) const {
    RefState t = state.apply(s, m, passes);
    cargo.unload(t, m.from >= 0 ? std::vector<int>{m.to} : std::vector<int>{});
    return t;
  }

  // The mating piece on `from` goes to `to` (with promotions) if it may stop there, else stays.
  void move_onto(const RefState& s, SuccessionStep base, int from, int to, std::vector<SuccessionStep>& out) const {
    const RefPiece& p = at(s, from);
    if (!may_stop_on(pieces[idx(p.kind)], p.player, to)) return out.push_back(base);
    base.from = from;
    base.to = to;
    const auto& promo = pieces[idx(p.kind)].promotion;
    if (heirs->relocation_promotes == "promote" && promo && zones.contains(promo->zone, p.player, to)) {
      for (int choice : promo->choices) {
        SuccessionStep m = base;
        m.promotion = choice;
        out.push_back(m);
      }
      if (promo->forced) return;
    }
    out.push_back(base);
  }

  void relocations(const RefState& s, const SuccessionStep& base, int from, std::vector<SuccessionStep>& out) const {
    // README "royal_attacker": the heir stands next to the victim's cell (a carried one does not).
    if (!pieces[idx(at(s, from).kind)].royal || base.heir_slot >= 0 || !adjacent(base.heir, base.victim))
      return move_onto(s, base, from, base.victim, out);
    if (heirs->royal_attacker == "stays") return out.push_back(base);
    if (heirs->royal_attacker == "victim_cell") return move_onto(s, base, from, base.victim, out);
    for (std::size_t g = 0; g < s.board.size(); ++g) {  // gap_choice
      const int gap = static_cast<int>(g);
      if (gap == base.heir || adjacent(gap, base.heir)) continue;
      bool two_steps = false;
      for (int d = 0; d < board.compass_size() && !two_steps; ++d) {
        const int near = board.cell_at(board.coord(base.heir) + Vec{board.compass(d).x, board.compass(d).y});
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

  std::string succession_text(const SuccessionStep& m, const RefState& s) const {
    if (m.from < 0) return "^";
    std::string t = "^" + board.name(m.from) + board.name(m.to);
    if (m.promotion >= 0) t += lower(pieces[idx(m.promotion)].letter);
    (void)s;
    return t;
  }

  std::vector<RefMove> successions(const RefState& s) const {
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
};

ReferenceRules::ReferenceRules(const spec::SpecDocument& resolved)
    : rules_(std::make_shared<const Interpreter>(resolved)) {}

RefState ReferenceRules::from_position(const model::Position& pos) const {
  return state_from_position(pos, rules_->doc, rules_->board);
}

std::vector<RefMove> ReferenceRules::legal_moves(const RefState& state) const {
  return rules_->legal(state, false);
}

std::vector<std::string> ReferenceRules::legal_move_texts(const RefState& state) const {
  std::vector<std::string> texts;
  for (const auto& m : rules_->legal(state, false)) texts.push_back(m.text);
  std::sort(texts.begin(), texts.end());
  return texts;
}

std::uint64_t ReferenceRules::perft(const RefState& state, int depth_plies) const {
  if (depth_plies <= 0) return 1;
  const auto moves = rules_->legal(state, false);
  if (depth_plies == 1) return moves.size();
  std::uint64_t total = 0;
  for (const auto& m : moves) total += perft(m.after, depth_plies - 1);
  return total;
}

}  // namespace arbiter::testing::reference