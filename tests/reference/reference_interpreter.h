// The reference interpreter's rules (internal to tests/reference): a resolved spec document with
// its names looked up once, and every rule of specs/README.md as a member function that walks the
// board by coordinate arithmetic. Its parts: reference_interpreter.cpp (building),
// reference_reach.cpp (where atoms go, attacks, opposition), reference_moves.cpp (pseudo-legal and
// legal moves) and reference_succession.cpp.
#pragma once

#include <cctype>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/spec/document.h"
#include "tests/reference/reference_board.h"
#include "tests/reference/reference_imitation.h"
#include "tests/reference/reference_immobilization.h"
#include "tests/reference/reference_movegen.h"
#include "tests/reference/reference_opposition.h"
#include "tests/reference/reference_relocation.h"
#include "tests/reference/reference_state.h"

namespace arbiter::testing::reference {

namespace spec = model::spec;

constexpr int kUnlimited = std::numeric_limits<int>::max();

inline std::string lower(std::string s) {
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
  std::string strangled_by;  // README "strangled_by": "", "nobody", "opponent" or "anyone"
  int warp = -1;             // warp: the zone whose empty cells it jumps between
  std::vector<int> push;     // own kinds it may land on and push
  bool push_then_captures = true;
  bool push_chain = false;  // a piece being pushed may push with it in turn
  RelocationRule relocation;
};

struct Promotion {
  int zone = -1;
  bool on_leaving = false;
  std::vector<int> choices;
  bool forced = true;
  int forced_zone = -1;
  // README "Promotion", per choice: offered while the board holds fewer than at_most pieces of
  // its kind (0: always) of the owners owned_by names ("own", "opponent", "any").
  std::vector<int> at_most;
  std::vector<std::string> owned_by;

  // Whether choice i is offered to `mover` on `board` (before the move).
  bool offered(const std::vector<RefPiece>& board, int mover, std::size_t i) const {
    if (at_most[i] == 0) return true;
    int on_board = 0;
    for (const RefPiece& p : board) {
      if (p.is_empty() || p.kind != choices[i]) continue;
      const bool own = p.player == mover;
      if (owned_by[i] == "any" || (owned_by[i] == "opponent" ? !own : own)) ++on_board;
    }
    return on_board < at_most[i];
  }
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
  std::string must_leave;         // "", no_legal_move, obligation_lapses
  bool checked_as_moved = false;  // README "checked_as_moved"
  // README "Captures in place": "" (none), "one", "any" or "all"; only unprotected victims.
  std::string in_place;
  bool in_place_unprotected = false;
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
  bool push = false;       // lands on an own piece that it pushes on
  std::string shape = {};  // of the atom: step (a one-cell step or slide), slide, leap, hop
  bool chain = false;      // such a push by a push_chain atom
};

struct Interpreter {
  spec::SpecDocument doc;
  ReferenceBoard board;
  ReferenceZones zones;
  std::vector<bool> sanctuary;  // per cell: README "sanctuary: true" zones, for every player
  std::vector<const spec::ZoneDoc*> closed_zones;  // zones with README "closed"
  std::vector<int> forward;                        // compass index per player
  std::vector<PieceRules> pieces;
  std::vector<std::vector<std::vector<Atom>>> atoms;  // [player][kind]
  StateRules state;                                   // castling, hands and turn order
  Cargo cargo;                                        // relocations and carriers
  bool en_passant_all_passed = false;
  std::optional<Heirs> heirs;
  ReferenceOpposition opposition;      // README "Opposition between rulers"
  ReferenceImmobilizers immobilizers;  // README "Immobilizers"
  ReferenceImitation imitation;        // README "Imitation"

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
    state.en_passant_while_unmoved =
        doc.en_passant && doc.en_passant->window.value == "while_unmoved";
    if (doc.succession) build_succession(*doc.succession);
    opposition = ReferenceOpposition(doc, board, forward);
    immobilizers = ReferenceImmobilizers(doc, board, forward);
    imitation = ReferenceImitation(doc);
  }

  // ---- building -------------------------------------------------------------------------------

  void build_players();

  // README "leap": vectors in the owner's frame, expanded by the atom's symmetry.
  std::vector<std::pair<Vec, std::vector<Vec>>> leap_vectors(const spec::AtomDoc& a,
                                                             int owner) const;

  Atom build_atom(const spec::AtomDoc& a, int owner) const;

  void build_sanctuaries();

  // README "closed": may a piece of `kind`, moved by `mover`, not enter `to` in state s? Read
  // straight from the zone documents: the zone's cells, the `to` names, the occupied zone's cells.
  bool closed_to(const RefState& s, int mover, int kind, int to, bool pushing = false) const;

  // README "sanctuary" and "capturable": no capture from or into a sanctuary, none of a piece
  // that cannot be captured (a stand-in of no kind, for attacks on empty cells, can be). For an
  // attack (`attack`), an uncapturable royal piece still counts: README "Succession".
  bool capture_forbidden(const RefState& s, int from, int taken, bool attack) const;

  void build_pieces();

  void build_succession(const spec::SuccessionDoc& d);

  void build_castling();

  // ---- atoms ----------------------------------------------------------------------------------

  const RefPiece& at(const RefState& s, int c) const { return s.board[idx(c)]; }

  bool can_take(const Atom& a, int mover, const RefPiece& victim) const;

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
            std::vector<Reach>& out) const;

  // README "en_passant: captures": an empty cell where some piece may be taken en passant (its
  // right lists the cell).
  void en_passant_reach(const RefState& s, const Atom& a, int mover, int to,
                        std::vector<Reach>& out) const;

  // An empty destination: a plain move, and possibly an en passant capture.
  void empty_reach(const RefState& s, const Atom& a, int mover, int to,
                   const std::vector<int>& path, std::vector<Reach>& out) const;

  // step and slide: along each direction over empty cells, up to max, then perhaps a capture.
  bool strangled(const RefState& s, const Atom& a, int mover, int from, int to) const;
  void line_reach(const RefState& s, const Atom& a, int mover, int from,
                  std::vector<Reach>& out) const;

  void leap_reach(const RefState& s, const Atom& a, int mover, int from,
                  std::vector<Reach>& out) const;

  // README "hop": jump exactly `screens` pieces, then land beyond (up to max cells) or adjacent.
  void hop_reach(const RefState& s, const Atom& a, int mover, int from,
                 std::vector<Reach>& out) const;

  // README "Warps": from a cell of the zone to every other empty cell of it.
  void warp_reach(const RefState& s, const Atom& a, int mover, int from,
                  std::vector<Reach>& out) const;

  // README "Pieces": a piece stands only inside `confined_to` and never on `cannot_stop_on`.
  bool may_stop_on(const PieceRules& rules, int owner, int c) const {
    if (rules.confined_to >= 0 && !zones.contains(rules.confined_to, owner, c)) return false;
    return rules.cannot_stop_on < 0 || !zones.contains(rules.cannot_stop_on, owner, c);
  }

  // Every cell the piece on `from` reaches by its atoms, under each atom's conditions and the
  // cells the piece may stop on. For an attack (`attack`), nothing when the piece is immobilized
  // and silenced (README "Immobilizers").
  void piece_reach(const RefState& s, int from, std::vector<Reach>& out, bool attack = false) const;

  // ---- attacks --------------------------------------------------------------------------------

  // Whether a piece of another player could capture on `target`. An empty cell counts as attacked
  // where a piece of the defender (of no particular kind) standing there could be taken.
  bool attacked(const RefState& s, int target, int defender) const;

  // README "Opposition between rulers": under model explicit, a royal piece attacks an enemy
  // royal piece only by the shapes a `checks` row lists.
  bool counts_as_attack(const RefState& s, int from, const Reach& r) const;

  // README "Opposition between rulers": two enemy rulers in opposition. Under model explicit, a
  // listed placement (not into or out of a sanctuary); otherwise each attacks the other.
  bool in_opposition(const RefState& s, int a, int b) const;

  // Under model explicit: a royal piece of `player` in a listed placement with an enemy ruler.
  bool placement_clash(const RefState& s, int player) const;

  bool in_check(const RefState& s, int player) const;

  // ---- pseudo-legal moves ---------------------------------------------------------------------

  // README "Promotion": choices on entering (or leaving, with enter_or_leave) the zone; the plain
  // move too unless promotion is forced there.
  void add_with_promotions(const RefState& s, int from, const Reach& r,
                           std::vector<Pseudo>& out) const;

  // README "push": the pushed piece's own moves from its cell once the pusher has left, en
  // passant aside; with push_then: move, no captures. README "Immobilizers": no piece immobilized
  // in s is pushed.
  void push_moves(const RefState& s, int from, int to, std::vector<Pseudo>& out) const {
    if (immobilizers.immobilized(s, to)) return;
    RefState lifted = s;
    lifted.board[idx(from)] = {};
    pushed_moves(s, lifted, at(s, from), {from, to}, out);
  }

  // The moves of the piece on path.back(), pushed there by `pusher` (which arrived from the cell
  // before it on the path). `view` has every piece that moved so far on the cell it took and the
  // path's first cell empty. README "push_chain": by a push_chain atom it may push in turn a piece
  // that is not on the path (nor immobilized in `origin`, the state the move starts from), which
  // moves on in a view with this piece's place taken by `pusher`.
  void pushed_moves(const RefState& origin, const RefState& view, const RefPiece& pusher,
                    const std::vector<int>& path, std::vector<Pseudo>& out) const;

  // README "Castling": the right held, king and rook in place, `empty` cells empty (the king and
  // rook aside), `safe` cells unattacked; the king's and rook's destinations must be free too.
  void castlings(const RefState& s, std::vector<Pseudo>& out) const;

  // README "Drops": any empty cell, except `not_into`, where the piece may not stop, or a column
  // that already holds an unpromoted piece of the kind (one_per_column).
  void drop_moves(const RefState& s, std::vector<Pseudo>& out) const;

  bool column_holds(const RefState& s, int owner, int kind, int column) const;

  // README "Captures in place": the piece on `from` stays and takes pieces it could capture by
  // moving (the captures among `reach`, its reach), unprotected where the rule says so: each
  // alone, every set of them, or all at once.
  void in_place_moves(const RefState& s, int from, const std::vector<Reach>& reach,
                      std::vector<Pseudo>& out) const;

  // README "Double captures": each capture of out[first, end) by the piece on `from` that keeps
  // its kind, followed by each capture it could make from there, the first victim gone.
  void double_captures(const RefState& s, int from, std::size_t first,
                       std::vector<Pseudo>& out) const;

  std::vector<Pseudo> pseudo_legal(const RefState& s) const;

  // README "Imitation": the side to move's imitating piece in hand enters on an empty entry cell
  // of its, before the deadline.
  void entry_moves(const RefState& s, std::vector<Pseudo>& out) const;

  // README "Imitation": m is played by (or enters) an imitating piece that copies a royal kind
  // and may not end attacked, and it ends attacked in `after`.
  bool royal_copy_attacked(const RefState& s, const Pseudo& m, const RefState& after) const;

  // ---- playing moves --------------------------------------------------------------------------

  // ---- legal moves ----------------------------------------------------------------------------

  std::string text(const RefState& s, const Pseudo& m) const;

  // The cells of the pieces a move moved: carriers there unload under `on_carrier_move`.
  std::vector<int> moved_pieces(const Pseudo& m) const;

  // README "Drops": may_not_mate forbids a drop after which the next player is in check with no
  // legal move but leaving the game.
  bool is_forbidden_drop_mate(const Pseudo& m, const RefState& after) const {
    if (m.dropped < 0 || !pieces[idx(m.dropped)].may_not_mate) return false;
    if (!in_check(after, after.side)) return false;
    const std::vector<RefMove> replies = legal(after, true);  // README "Elimination": "#" mates
    return replies.empty() || (replies.size() == 1 && replies.front().text == "#");
  }

  // README "royal_neighbours: forbidden": a royal piece in such a zone with an enemy royal piece on
  // a neighbouring cell.
  bool royal_neighbours_clash(const RefState& s) const;

  // README "must_leave": a piece of the mover standing where it may not stop, that must leave.
  int obligated_cell(const RefState& s) const;

  // Legal moves other than successions: no royal piece of the mover attacked afterwards (README
  // "royal"), the drop rules, and README "must_leave". With `first_only`, stops at the first.
  std::vector<RefMove> ordinary(const RefState& s, bool first_only) const;

  // `only_from` >= 0: only moves (not castlings) of the piece on that cell.
  std::vector<RefMove> ordinary_from(const RefState& s, bool first_only, int only_from) const;

  std::vector<RefMove> legal(const RefState& s, bool first_only) const {
    std::vector<RefMove> result = ordinary(s, first_only);
    if (result.empty() && heirs && in_check(s, s.side)) result = successions(s);
    if (result.empty() && eliminating() && in_check(s, s.side) && players_in_game(s) >= 3)
      result = elimination(s);
    return result;
  }

  // README "checked_as_moved": after a move, every unmoved royal piece of such a kind that stands
  // attacked counts as moved (all read before any is marked).
  void mark_checked_royals(RefState& after) const {
    std::vector<int> checked;
    for (std::size_t c = 0; c < after.board.size(); ++c) {
      const RefPiece& p = after.board[c];
      if (!p.is_empty() && !p.moved && pieces[idx(p.kind)].checked_as_moved &&
          attacked(after, static_cast<int>(c), p.player))
        checked.push_back(static_cast<int>(c));
    }
    for (int c : checked) after.board[idx(c)].moved = true;
  }

  // ---- elimination (README "Elimination") -----------------------------------------------------

  // README "Elimination": the key is written and `applies` is not "no".
  bool eliminating() const {
    return doc.game_end.elimination && doc.game_end.elimination->applies.value != "no";
  }
  bool in_game(const RefState& s, int player) const;
  int players_in_game(const RefState& s) const;
  // The side to move passes to the next player in the game.
  void pass_over_out_players(RefState& after) const;
  // The mated side to move leaves: the one move "#".
  std::vector<RefMove> elimination(const RefState& s) const;

  // ---- succession (README "Succession") -------------------------------------------------------

  bool attacks(const RefState& s, int from, int target) const;

  bool adjacent(int a, int b) const {
    for (int d = 0; d < board.compass_size(); ++d)
      if (board.cell_at(board.coord(a) + Vec{board.compass(d).x, board.compass(d).y}) == b)
        return true;
    return false;
  }

  // README "Succession": the first entry of the order with a piece outside not_from; on the board
  // in board order, then (heirs_aboard) carried, by carrier cell and load order. Sets base.heir
  // (with base.heir_slot when carried) and base.becomes; false when there is none.
  bool find_heir(const RefState& s, SuccessionStep& base) const;

  // The state after a succession, carriers unloaded (README: after every move).
  RefState after_succession(const RefState& s, const SuccessionStep& m, bool passes) const {
    RefState t = state.apply(s, m, passes);
    cargo.unload(t, m.from >= 0 ? std::vector<int>{m.to} : std::vector<int>{});
    mark_checked_royals(t);
    return t;
  }

  // The mating piece on `from` goes to `to` (with promotions) if it may stop there, else stays.
  void move_onto(const RefState& s, SuccessionStep base, int from, int to,
                 std::vector<SuccessionStep>& out) const;

  void relocations(const RefState& s, const SuccessionStep& base, int from,
                   std::vector<SuccessionStep>& out) const;

  std::string succession_text(const SuccessionStep& m, const RefState& s) const;

  std::vector<RefMove> successions(const RefState& s) const;
};

}  // namespace arbiter::testing::reference
