// Reference move generator: interprets a resolved spec document directly, by the rules of
// specs/README.md. Names are resolved once (cells, zones, directions per owner); every move,
// path and attack is then walked by coordinate arithmetic, with no per-cell tables.
#include "tests/reference/reference_movegen.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <utility>

namespace arbiter::testing::reference {

namespace spec = model::spec;

namespace {

struct Vec {
  int x = 0;
  int y = 0;
};
Vec operator+(Vec a, Vec b) { return {a.x + b.x, a.y + b.y}; }

struct CompassPoint {
  const char* name;
  int x;
  int y;
};

// README "Directions": the compass of each geometry, clockwise from north.
constexpr CompassPoint kSquareCompass[] = {{"n", 0, 1},   {"ne", 1, 1}, {"e", 1, 0},
                                           {"se", 1, -1}, {"s", 0, -1}, {"sw", -1, -1},
                                           {"w", -1, 0},  {"nw", -1, 1}};
constexpr CompassPoint kHexCompass[] = {
    {"n", 0, 1},  {"nne", 1, 1},   {"ne", 1, 0},  {"e", 2, -1}, {"se", 1, -1}, {"sse", 1, -2},
    {"s", 0, -1}, {"ssw", -1, -1}, {"sw", -1, 0}, {"w", -2, 1}, {"nw", -1, 1}, {"nnw", -1, 2}};
// Owner-relative names, each at its compass offset clockwise from forward.
constexpr const char* kSquareRelative[] = {"forward",  "forward_right", "right", "backward_right",
                                           "backward", "backward_left", "left",  "forward_left"};
constexpr const char* kHexRelative[] = {
    "forward",  "diagonal_forward_right", "forward_right",
    "right",    "backward_right",         "diagonal_backward_right",
    "backward", "diagonal_backward_left", "backward_left",
    "left",     "forward_left",           "diagonal_forward_left"};

constexpr int kUnlimited = std::numeric_limits<int>::max();

// Cells, players and kinds are ints (-1 = none); vectors are indexed through this.
constexpr std::size_t idx(int i) { return static_cast<std::size_t>(i); }

[[noreturn]] void fail(const std::string& message) {
  throw std::runtime_error("reference movegen: " + message);
}

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
  int from_zone = -1, to_zone = -1, not_to_zone = -1;
  bool only_unmoved = false, creates_en_passant = false, captures_en_passant = false;
  std::vector<int> targets;  // kinds; empty = any
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
  int confined_to = -1;
  int cannot_stop_on = -1;
  int captured_as = -1;
  std::optional<Promotion> promotion;
  int drop_not_into = -1;
  bool one_per_column = false, may_not_mate = false;
};

struct Castle {
  int player = -1;
  int king_from = -1, king_to = -1, rook_from = -1, rook_to = -1;
  std::vector<int> empty, safe;
};

// A cell an atom reaches: the destination, the cell of the piece it takes (-1: none) and the
// cells it passed that become en passant targets.
struct Reach {
  int to = -1;
  int taken = -1;
  std::vector<int> passed;
};

// A pseudo-legal move of the side to move.
struct Pseudo {
  int from = -1;  // -1 for a drop
  int to = -1;
  int taken = -1;
  int promotion = -1;
  int dropped = -1;
  int castling = -1;
  std::vector<int> passed;
};

}  // namespace

struct Interpreter {
  spec::SpecDocument doc;
  bool hex = false;
  std::vector<std::string> cell_names;
  std::vector<Vec> coords;
  std::map<std::string, int> cell_by_name;
  std::map<std::pair<int, int>, int> cell_by_coord;
  std::vector<std::string> zone_names;
  std::vector<std::vector<std::vector<bool>>> zones;  // [zone][player][cell]
  std::vector<int> forward;                           // compass index per player
  std::vector<int> turn_order;
  std::vector<PieceRules> pieces;
  std::vector<std::vector<std::vector<Atom>>> atoms;  // [player][kind]
  std::vector<Castle> castles;
  bool drops = false;
  bool en_passant_all_passed = false;

  explicit Interpreter(const spec::SpecDocument& resolved) : doc(resolved) {
    build_board();
    build_players();
    build_zones();
    build_pieces();
    build_castling();
    drops = doc.drops && doc.drops->captures_to_hand;
    en_passant_all_passed = doc.en_passant && doc.en_passant->cells.value == "all_passed";
  }

  // ---- names ----------------------------------------------------------------------------------

  int cell(const std::string& name) const {
    auto it = cell_by_name.find(name);
    if (it == cell_by_name.end()) fail("unknown cell '" + name + "'");
    return it->second;
  }
  int cell_at(Vec v) const {
    const auto it = cell_by_coord.find({v.x, v.y});
    return it == cell_by_coord.end() ? -1 : it->second;
  }
  int zone(const spec::Text& name) const {
    if (name.value.empty()) return -1;
    for (std::size_t z = 0; z < zone_names.size(); ++z)
      if (zone_names[z] == name.value) return static_cast<int>(z);
    fail("unknown zone '" + name.value + "'");
  }
  bool in_zone(int z, int player, int c) const { return zones[idx(z)][idx(player)][idx(c)]; }
  int piece(const std::string& name) const {
    for (std::size_t k = 0; k < doc.pieces.size(); ++k)
      if (doc.pieces[k].name.value == name) return static_cast<int>(k);
    fail("unknown piece '" + name + "'");
  }
  int player(const std::string& name) const {
    for (std::size_t p = 0; p < doc.players.size(); ++p)
      if (doc.players[p].name.value == name) return static_cast<int>(p);
    fail("unknown player '" + name + "'");
  }
  int compass_size() const { return hex ? 12 : 8; }
  const CompassPoint& compass(int d) const { return (hex ? kHexCompass : kSquareCompass)[d]; }

  // ---- building -------------------------------------------------------------------------------

  void add_cell(const std::string& name, Vec at) {
    if (cell_by_name.count(name) || cell_by_coord.count({at.x, at.y}))
      fail("cell '" + name + "' repeats a name or coordinates");
    cell_by_name[name] = static_cast<int>(cell_names.size());
    cell_by_coord[{at.x, at.y}] = static_cast<int>(cell_names.size());
    cell_names.push_back(name);
    coords.push_back(at);
  }

  // README "Board": square grids are files x ranks minus holes; hexagons have 2*side-1 files and
  // axial coordinates (x = file index, y towards north, centre row 0).
  void build_board() {
    const spec::BoardDoc& b = doc.board;
    hex = b.geometry.value == "hex";
    if (hex) {
      const int n = b.side;
      for (int x = 0; x < 2 * n - 1; ++x) {
        const int q = x - (n - 1);
        const int low = std::max(-(n - 1), -(n - 1) - q), high = std::min(n - 1, n - 1 - q);
        for (int y = low; y <= high; ++y)
          add_cell(b.files.at(idx(x)).value + b.ranks.at(idx(y - low)).value, {x, y});
      }
    } else {
      for (std::size_t y = 0; y < b.ranks.size(); ++y) {
        for (std::size_t x = 0; x < b.files.size(); ++x) {
          const std::string name = b.files[x].value + b.ranks[y].value;
          const bool hole = std::any_of(b.holes.begin(), b.holes.end(),
                                        [&](const spec::Text& h) { return h.value == name; });
          if (!hole) add_cell(name, {static_cast<int>(x), static_cast<int>(y)});
        }
      }
    }
    for (const auto& extra : b.extra_cells) add_cell(extra.name.value, {extra.at.x, extra.at.y});
  }

  void build_players() {
    for (const auto& p : doc.players) {
      int found = -1;
      for (int d = 0; d < compass_size(); ++d)
        if (p.forward.value == compass(d).name) found = d;
      if (found < 0) fail("unknown forward '" + p.forward.value + "'");
      forward.push_back(found);
    }
    for (const auto& name : doc.turn_order) turn_order.push_back(player(name.value));
    if (turn_order.empty())
      for (std::size_t p = 0; p < doc.players.size(); ++p)
        turn_order.push_back(static_cast<int>(p));
  }

  // README "Zones": a name or a rectangle "a2..h2" of coordinates.
  void add_zone_cells(const std::vector<spec::Text>& items, std::vector<bool>& set) const {
    for (const auto& item : items) {
      const auto dots = item.value.find("..");
      if (dots == std::string::npos) {
        set[idx(cell(item.value))] = true;
        continue;
      }
      const Vec a = coords[idx(cell(item.value.substr(0, dots)))];
      const Vec b = coords[idx(cell(item.value.substr(dots + 2)))];
      for (std::size_t i = 0; i < coords.size(); ++i) {
        const Vec c = coords[i];
        if (c.x >= std::min(a.x, b.x) && c.x <= std::max(a.x, b.x) && c.y >= std::min(a.y, b.y) &&
            c.y <= std::max(a.y, b.y))
          set[i] = true;
      }
    }
  }

  void build_zones() {
    for (const auto& z : doc.zones) {
      zone_names.push_back(z.name.value);
      std::vector<std::vector<bool>> per(doc.players.size(),
                                         std::vector<bool>(cell_names.size(), false));
      for (std::size_t p = 0; p < doc.players.size(); ++p) {
        if (z.per_player.empty()) {
          add_zone_cells(z.cells, per[p]);
        } else if (auto it = z.per_player.find(doc.players[p].name.value);
                   it != z.per_player.end()) {
          add_zone_cells(it->second, per[p]);
        }
      }
      zones.push_back(std::move(per));
    }
  }

  // README "Directions": absolute names, groups, owner-relative names and forward+K.
  std::vector<int> resolve_direction(const std::string& name, int owner_forward) const {
    const int n = compass_size();
    std::vector<int> result;
    for (int d = 0; d < n; ++d) {
      const bool orthogonal = d % 2 == 0;  // both compasses alternate edge and diagonal
      if (name == "all" || (name == "orthogonal" && orthogonal) ||
          (name == "diagonal" && !orthogonal) || name == compass(d).name) {
        result.push_back(d);
      }
    }
    for (int i = 0; i < n; ++i) {
      const char* relative = hex ? kHexRelative[idx(i)] : kSquareRelative[idx(i)];
      if (name == relative) result.push_back((owner_forward + i) % n);
    }
    if (name.size() > 8 && name.compare(0, 7, "forward") == 0 &&
        (name[7] == '+' || name[7] == '-')) {
      const int k = std::stoi(name.substr(8));
      result.push_back((((owner_forward + (name[7] == '+' ? k : -k)) % n) + n) % n);
    }
    if (result.empty()) fail("unknown direction '" + name + "'");
    return result;
  }

  // One lattice rotation clockwise (90 degrees on squares, 60 on hex) and the left-right mirror.
  Vec rotate(Vec v, int turns) const {
    for (int i = 0; i < turns; ++i) v = hex ? Vec{v.x + v.y, -v.x} : Vec{v.y, -v.x};
    return v;
  }
  Vec reflect(Vec v) const { return hex ? Vec{-v.x, v.x + v.y} : Vec{-v.x, v.y}; }

  // README "leap": vectors in the owner's frame, expanded by the atom's symmetry.
  std::vector<std::pair<Vec, std::vector<Vec>>> leap_vectors(const spec::AtomDoc& a,
                                                             int owner) const {
    const std::string symmetry = a.symmetry.value.empty() ? "all" : a.symmetry.value;
    const int f = forward[idx(owner)];
    if (symmetry != "all" && f % 2 != 0) fail("an oriented leap needs an orthogonal forward");
    std::vector<std::pair<bool, int>> transforms;  // (reflect first, clockwise turns)
    if (symmetry == "none")
      transforms = {{false, f / 2}};
    else if (symmetry == "mirror")
      transforms = {{false, f / 2}, {true, f / 2}};
    else if (symmetry == "all")
      for (int t = 0; t < (hex ? 6 : 4); ++t)
        transforms.insert(transforms.end(), {{false, t}, {true, t}});
    else
      fail("unknown symmetry '" + symmetry + "'");
    std::vector<std::pair<Vec, std::vector<Vec>>> result;
    for (const auto& written : a.vectors) {
      for (const auto& [mirror, turns] : transforms) {
        auto f_of = [&, m = mirror, t = turns](Vec v) { return rotate(m ? reflect(v) : v, t); };
        std::vector<Vec> via;
        for (const auto& w : a.via) via.push_back(f_of({w.x, w.y}));
        result.emplace_back(f_of({written.x, written.y}), via);
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
        for (int dir : resolve_direction(d.value, forward[idx(owner)]))
          atom.directions.push_back({compass(dir).x, compass(dir).y});
    }
    if (atom.type == "step")
      atom.max = 1;
    else if (a.max)
      atom.max = *a.max;
    atom.screens = a.screens;
    atom.adjacent = a.landing.value == "adjacent";
    atom.may_move = a.mode.value != "capture";
    atom.may_capture = a.mode.value != "move";
    atom.from_zone = zone(a.from_zone);
    atom.to_zone = zone(a.to_zone);
    atom.not_to_zone = zone(a.not_to_zone);
    atom.only_unmoved = a.only_unmoved;
    atom.creates_en_passant = a.en_passant.value == "creates";
    atom.captures_en_passant = a.en_passant.value == "captures";
    for (const auto& t : a.targets) atom.targets.push_back(piece(t.value));
    return atom;
  }

  void build_pieces() {
    atoms.assign(doc.players.size(), std::vector<std::vector<Atom>>(doc.pieces.size()));
    for (std::size_t k = 0; k < doc.pieces.size(); ++k) {
      const spec::PieceDoc& p = doc.pieces[k];
      PieceRules r;
      r.letter = p.letter.value;
      r.royal = p.royal;
      r.confined_to = zone(p.confined_to);
      r.cannot_stop_on = zone(p.cannot_stop_on);
      r.captured_as =
          p.captured_as.value.empty() ? static_cast<int>(k) : piece(p.captured_as.value);
      if (p.promotion) {
        Promotion promo;
        promo.zone = zone(p.promotion->zone);
        promo.on_leaving = p.promotion->trigger.value == "enter_or_leave";
        for (const auto& c : p.promotion->choices) promo.choices.push_back(piece(c.value));
        promo.forced = p.promotion->forced;
        promo.forced_zone = zone(p.promotion->forced_zone);
        r.promotion = promo;
      }
      if (p.drop) {
        r.drop_not_into = zone(p.drop->not_into);
        r.one_per_column = p.drop->one_per_column;
        r.may_not_mate = p.drop->may_not_mate;
      }
      pieces.push_back(r);
      for (std::size_t owner = 0; owner < doc.players.size(); ++owner)
        for (const auto& a : p.moves)
          atoms[owner][k].push_back(build_atom(a, static_cast<int>(owner)));
    }
  }

  void build_castling() {
    for (const auto& c : doc.castling) {
      Castle castle;
      castle.player = player(c.player.value);
      castle.king_from = cell(c.king_from.value);
      castle.king_to = cell(c.king_to.value);
      castle.rook_from = cell(c.rook_from.value);
      castle.rook_to = cell(c.rook_to.value);
      for (const auto& e : c.empty) castle.empty.push_back(cell(e.value));
      for (const auto& s : c.safe) castle.safe.push_back(cell(s.value));
      castles.push_back(castle);
    }
  }

  // ---- atoms ----------------------------------------------------------------------------------

  const RefPiece& at(const RefState& s, int c) const { return s.board[idx(c)]; }

  bool can_take(const Atom& a, int mover, const RefPiece& victim) const {
    if (!a.may_capture || victim.is_empty() || victim.player == mover) return false;
    return a.targets.empty() ||
           std::find(a.targets.begin(), a.targets.end(), victim.kind) != a.targets.end();
  }

  // README "en_passant: captures": an empty target cell left by the last move.
  void en_passant_reach(const RefState& s, const Atom& a, int mover, int to,
                        std::vector<Reach>& out) const {
    if (!a.captures_en_passant || s.en_passant_victim < 0) return;
    const auto& cells = s.en_passant_cells;
    if (std::find(cells.begin(), cells.end(), to) == cells.end()) return;
    if (can_take(a, mover, at(s, s.en_passant_victim)))
      out.push_back({to, s.en_passant_victim, {}});
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
        c = cell_at(coords[idx(c)] + d);
        if (c < 0) break;
        if (at(s, c).is_empty()) {
          empty_reach(s, a, mover, c, path, out);
          path.push_back(c);
          continue;
        }
        if (can_take(a, mover, at(s, c))) out.push_back({c, c, {}});
        break;
      }
    }
  }

  void leap_reach(const RefState& s, const Atom& a, int mover, int from,
                  std::vector<Reach>& out) const {
    const Vec origin = coords[idx(from)];
    for (const auto& [v, via] : a.leaps) {
      const int to = cell_at(origin + v);
      if (to < 0) continue;
      const bool clear = std::all_of(via.begin(), via.end(), [&](Vec w) {
        const int c = cell_at(origin + w);
        return c >= 0 && at(s, c).is_empty();
      });
      if (!clear) continue;
      if (at(s, to).is_empty())
        empty_reach(s, a, mover, to, {}, out);
      else if (can_take(a, mover, at(s, to)))
        out.push_back({to, to, {}});
    }
  }

  // README "hop": jump exactly `screens` pieces, then land beyond (up to max cells) or adjacent.
  void hop_reach(const RefState& s, const Atom& a, int mover, int from,
                 std::vector<Reach>& out) const {
    for (Vec d : a.directions) {
      int jumped = 0, after = 0;
      for (int c = cell_at(coords[idx(from)] + d); c >= 0; c = cell_at(coords[idx(c)] + d)) {
        const bool occupied = !at(s, c).is_empty();
        if (jumped < a.screens) {
          jumped += occupied ? 1 : 0;
          continue;
        }
        if (++after > a.max) break;
        if (occupied) {
          if (can_take(a, mover, at(s, c))) out.push_back({c, c, {}});
          break;
        }
        if (a.may_move) out.push_back({c, -1, {}});
        if (a.adjacent) break;
      }
    }
  }

  // README "Pieces": a piece stands only inside `confined_to` and never on `cannot_stop_on`.
  bool may_stop_on(const PieceRules& rules, int owner, int c) const {
    if (rules.confined_to >= 0 && !in_zone(rules.confined_to, owner, c)) return false;
    return rules.cannot_stop_on < 0 || !in_zone(rules.cannot_stop_on, owner, c);
  }

  // Every cell the piece on `from` reaches by its atoms, under each atom's conditions and the
  // cells the piece may stop on.
  void piece_reach(const RefState& s, int from, std::vector<Reach>& out) const {
    const RefPiece& p = at(s, from);
    const PieceRules& rules = pieces[idx(p.kind)];
    for (const Atom& a : atoms[idx(p.player)][idx(p.kind)]) {
      if (a.from_zone >= 0 && !in_zone(a.from_zone, p.player, from)) continue;
      if (a.only_unmoved && p.moved) continue;
      const auto first = static_cast<std::ptrdiff_t>(out.size());
      if (a.type == "leap")
        leap_reach(s, a, p.player, from, out);
      else if (a.type == "hop")
        hop_reach(s, a, p.player, from, out);
      else
        line_reach(s, a, p.player, from, out);
      const auto forbidden = [&](const Reach& r) {
        return (a.to_zone >= 0 && !in_zone(a.to_zone, p.player, r.to)) ||
               (a.not_to_zone >= 0 && in_zone(a.not_to_zone, p.player, r.to)) ||
               !may_stop_on(rules, p.player, r.to);
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
      piece_reach(*view, static_cast<int>(c), reach);
      for (const Reach& r : reach)
        if (r.to == target && r.taken == target) return true;
    }
    return false;
  }

  bool in_check(const RefState& s, int player_index) const {
    for (std::size_t c = 0; c < s.board.size(); ++c) {
      const RefPiece& p = s.board[c];
      if (!p.is_empty() && p.player == player_index && pieces[idx(p.kind)].royal &&
          attacked(s, static_cast<int>(c), player_index))
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
    const Pseudo plain{from, r.to, r.taken, -1, -1, -1, r.passed};
    const auto& promo = pieces[idx(at(s, from).kind)].promotion;
    if (promo &&
        (in_zone(promo->zone, me, r.to) || (promo->on_leaving && in_zone(promo->zone, me, from)))) {
      for (int choice : promo->choices) {
        Pseudo m = plain;
        m.promotion = choice;
        out.push_back(m);
      }
      if (promo->forced || (promo->forced_zone >= 0 && in_zone(promo->forced_zone, me, r.to)))
        return;
    }
    out.push_back(plain);
  }

  // README "Castling": the right held, king and rook in place, `empty` cells empty (the king and
  // rook aside), `safe` cells unattacked; the king's and rook's destinations must be free too.
  void castlings(const RefState& s, std::vector<Pseudo>& out) const {
    for (std::size_t i = 0; i < castles.size(); ++i) {
      const Castle& c = castles[i];
      if (c.player != s.side || !s.castling[i]) continue;
      if (at(s, c.king_from).player != s.side || at(s, c.rook_from).player != s.side) continue;
      auto is_free = [&](int cell_index) {
        return at(s, cell_index).is_empty() || cell_index == c.king_from ||
               cell_index == c.rook_from;
      };
      std::vector<int> must_be_free = c.empty;
      must_be_free.insert(must_be_free.end(), {c.king_to, c.rook_to});
      if (!std::all_of(must_be_free.begin(), must_be_free.end(), is_free)) continue;
      if (std::any_of(c.safe.begin(), c.safe.end(), [&](int x) { return attacked(s, x, s.side); }))
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
        if (rules.drop_not_into >= 0 && in_zone(rules.drop_not_into, me, to)) continue;
        if (!may_stop_on(rules, me, to)) continue;
        if (rules.one_per_column && column_holds(s, me, static_cast<int>(k), coords[c].x)) continue;
        Pseudo m;
        m.to = to;
        m.dropped = static_cast<int>(k);
        out.push_back(m);
      }
    }
  }

  bool column_holds(const RefState& s, int owner, int kind, int column) const {
    for (std::size_t c = 0; c < s.board.size(); ++c)
      if (s.board[c].player == owner && s.board[c].kind == kind && coords[c].x == column)
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
      for (const Reach& r : reach) add_with_promotions(s, static_cast<int>(c), r, out);
    }
    castlings(s, out);
    if (drops) drop_moves(s, out);
    return out;
  }

  // ---- playing moves --------------------------------------------------------------------------

  // README "Castling": a right is lost when its king or rook leaves its cell or is taken there.
  void lose_rights(RefState& s, int c) const {
    for (std::size_t i = 0; i < castles.size(); ++i)
      if (castles[i].king_from == c || castles[i].rook_from == c) s.castling[i] = false;
  }

  int next_player(int p) const {
    const auto it = std::find(turn_order.begin(), turn_order.end(), p);
    return it + 1 == turn_order.end() ? turn_order.front() : *(it + 1);
  }

  RefState apply(const RefState& s, const Pseudo& m) const {
    RefState t = s;
    const int me = s.side;
    t.en_passant_cells.clear();
    t.en_passant_victim = -1;
    auto square = [&](int c) -> RefPiece& { return t.board[idx(c)]; };
    if (m.dropped >= 0) {
      --t.hands[idx(me)][idx(m.dropped)];
      square(m.to) = {me, m.dropped, true};
    } else if (m.castling >= 0) {
      const Castle& c = castles[idx(m.castling)];
      RefPiece king = square(c.king_from), rook = square(c.rook_from);
      square(c.king_from) = {};
      square(c.rook_from) = {};
      king.moved = rook.moved = true;
      square(c.king_to) = king;
      square(c.rook_to) = rook;
      lose_rights(t, c.king_from);
      lose_rights(t, c.rook_from);
    } else {
      if (m.taken >= 0) {
        // README "Drops": with captures_to_hand the capturer keeps the piece (as `captured_as`).
        const int kind = square(m.taken).kind;
        if (drops) ++t.hands[idx(me)][idx(pieces[idx(kind)].captured_as)];
        square(m.taken) = {};
        lose_rights(t, m.taken);
      }
      RefPiece moving = square(m.from);
      square(m.from) = {};
      moving.moved = true;
      if (m.promotion >= 0) moving.kind = m.promotion;
      square(m.to) = moving;
      lose_rights(t, m.from);
      if (!m.passed.empty()) {
        t.en_passant_cells = m.passed;
        t.en_passant_victim = m.to;
      }
    }
    t.side = next_player(me);
    return t;
  }

  std::string text(const RefState& s, const Pseudo& m) const {
    const std::string& to = cell_names[idx(m.to)];
    if (m.dropped >= 0) return pieces[idx(m.dropped)].letter + "*" + to;
    std::string result = cell_names[idx(m.from)] + to;
    if (m.promotion >= 0) {
      const std::string& promoted = pieces[idx(m.promotion)].letter;
      const std::string& own = pieces[idx(at(s, m.from).kind)].letter;
      result += promoted == "+" + own ? std::string("+") : lower(promoted);
    }
    return result;
  }

  // README "Drops": may_not_mate forbids a drop after which the next player is in check with no
  // legal move.
  bool is_forbidden_drop_mate(const Pseudo& m, const RefState& after) const {
    if (m.dropped < 0 || !pieces[idx(m.dropped)].may_not_mate) return false;
    return in_check(after, after.side) && legal(after, true).empty();
  }

  // Legal moves: no royal piece of the mover attacked afterwards (README "royal"), plus the drop
  // rules. With `first_only`, stops at the first legal move found.
  std::vector<RefMove> legal(const RefState& s, bool first_only) const {
    std::vector<RefMove> result;
    std::set<std::string> seen;
    for (const Pseudo& m : pseudo_legal(s)) {
      RefState after = apply(s, m);
      if (in_check(after, s.side) || is_forbidden_drop_mate(m, after)) continue;
      std::string move_text = text(s, m);
      if (!seen.insert(move_text).second) continue;
      result.push_back({std::move(move_text), std::move(after)});
      if (first_only) break;
    }
    return result;
  }
};

ReferenceRules::ReferenceRules(const spec::SpecDocument& resolved)
    : rules_(std::make_shared<const Interpreter>(resolved)) {}

RefState ReferenceRules::from_position(const model::Position& pos) const {
  const Interpreter& r = *rules_;
  const model::CompiledRules& engine = pos.rules();
  const model::BoardGraph& board = engine.board();
  if (board.cell_count() != r.cell_names.size())
    fail("the engine's board has a different number of cells");
  RefState s;
  s.board.resize(r.cell_names.size());
  for (std::size_t i = 0; i < r.cell_names.size(); ++i) {
    const auto c = board.find(r.cell_names[i]);
    if (!c) fail("the engine's board has no cell '" + r.cell_names[i] + "'");
    const model::Piece p = pos.at(*c);
    if (p) {
      s.board[i] = {r.player(engine.player(engine.owner(p)).name),
                    r.piece(engine.piece(engine.kind(p)).name), pos.has_moved(*c)};
    }
  }
  s.side = r.player(engine.player(pos.side_to_move()).name);
  s.castling.assign(r.castles.size(), false);
  for (std::size_t i = 0; i < engine.castling().size(); ++i) {
    if (((pos.castling_rights() >> i) & 1u) == 0) continue;
    bool found = false;
    for (std::size_t j = 0; j < r.doc.castling.size(); ++j) {
      if (r.doc.castling[j].name.value == engine.castling()[i].name) {
        s.castling[j] = true;
        found = true;
      }
    }
    if (!found) fail("unknown castling rule '" + engine.castling()[i].name + "'");
  }
  const model::EnPassant& ep = pos.en_passant();
  for (std::size_t i = 0; i < ep.count; ++i)
    s.en_passant_cells.push_back(r.cell(board.name(ep.cells[i])));
  if (ep.count > 0) s.en_passant_victim = r.cell(board.name(ep.victim));
  s.hands.assign(r.doc.players.size(), std::vector<int>(r.doc.pieces.size(), 0));
  for (std::size_t p = 0; p < r.doc.players.size(); ++p) {
    for (std::size_t k = 0; k < r.doc.pieces.size(); ++k) {
      const auto player = engine.find_player(r.doc.players[p].name.value);
      const auto kind = engine.find_piece(r.doc.pieces[k].name.value);
      if (!player || !kind)
        fail("the engine lacks player or piece '" + r.doc.pieces[k].name.value + "'");
      s.hands[p][k] = pos.hand_count(*player, *kind);
    }
  }
  return s;
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
