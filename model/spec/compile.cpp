// The spec compiler: resolves names, orients every move atom for every owner, precomputes leap
// targets, capture reach and lines between cells, castling masks and Zobrist keys.
#include "model/spec/compile.h"

#include <algorithm>
#include <random>
#include <set>

#include "model/notation/position_string.h"
#include "model/spec/compile_en_passant.h"
#include "model/spec/compile_opposition.h"
#include "model/spec/compile_push_chain.h"
#include "model/spec/compile_succession.h"
#include "model/spec/compile_relocation.h"
#include "model/spec/compile_succession.h"
#include "model/spec/direction_names.h"
#include "model/spec/options.h"

namespace arbiter::model {

class RulesCompiler {
 public:
  RulesCompiler(const spec::SpecDocument& doc, const spec::OptionValues& values, CompiledRules& rules)
      : doc_(doc), values_(values), r_(rules) {}

  void run() {
    r_.option_values_ = values_;
    r_.variant_ = doc_.variant.value;
    r_.title_ = doc_.title.value;
    r_.board_ = BoardGraph::build(doc_.board);
    players();
    pieces();
    zones();
    if (!errors_.empty()) return;
    piece_details();
    atoms();
    lines_and_reach();
    castling();
    game_rules();
    notation();
    zobrist();
  }
  std::vector<Diagnostic>& errors() { return errors_; }

 private:
  const spec::SpecDocument& doc_;
  const spec::OptionValues& values_;
  CompiledRules& r_;
  std::vector<Diagnostic> errors_;

  void error(const SourceMark& mark, std::string message, std::string expected = {}) {
    errors_.push_back({mark, std::move(message), std::move(expected)});
  }

  std::string known_pieces() const {
    std::string text;
    for (const auto& p : r_.pieces_) text += (text.empty() ? "" : ", ") + p.name;
    return text;
  }
  std::string known_zones() const {
    std::string text;
    for (const auto& z : r_.zone_names_) text += (text.empty() ? "" : ", ") + z;
    return text.empty() ? "no zones are defined" : text;
  }

  std::optional<Cell> cell(const spec::Text& name) {
    if (auto c = r_.board_.find(name.value)) return c;
    error(name.mark, "unknown cell '" + name.value + "'", "a cell of the board such as " +
                                                            r_.board_.name(Cell::from_index(0)));
    return std::nullopt;
  }
  std::optional<PieceKind> piece(const spec::Text& name) {
    if (auto k = r_.find_piece(name.value)) return k;
    error(name.mark, "unknown piece '" + name.value + "'", "one of: " + known_pieces());
    return std::nullopt;
  }
  ZoneId zone(const spec::Text& name) {
    if (name.value.empty()) return kNoZone;
    if (auto z = r_.find_zone(name.value)) return *z;
    error(name.mark, "unknown zone '" + name.value + "'", "one of: " + known_zones());
    return kNoZone;
  }
  std::optional<PlayerId> player(const spec::Text& name) {
    if (auto p = r_.find_player(name.value)) return p;
    std::string known;
    for (const auto& p : r_.players_) known += (known.empty() ? "" : ", ") + p.name;
    error(name.mark, "unknown player '" + name.value + "'", "one of: " + known);
    return std::nullopt;
  }

  void players() {
    if (doc_.players.empty()) error({doc_.path, 1, 1}, "the spec has no players", "players: [...]");
    if (doc_.players.size() > 16) error(doc_.players[16].mark, "at most 16 players are supported");
    for (const auto& p : doc_.players) {
      PlayerInfo info;
      info.name = p.name.value;
      if (info.name.empty()) error(p.mark, "a player needs a name");
      if (r_.find_player(info.name)) error(p.name.mark, "player '" + info.name + "' is declared twice");
      if (auto d = r_.board_.find_direction(p.forward.value)) {
        info.forward = *d;
      } else {
        error(p.forward.mark, "unknown forward direction '" + p.forward.value + "'",
              "an absolute direction such as n or s");
      }
      info.upper_case = p.letter_case.value != "lower";
      if (!p.letter_case.value.empty() && p.letter_case.value != "upper" && p.letter_case.value != "lower") {
        error(p.letter_case.mark, "unknown case '" + p.letter_case.value + "'", "upper or lower");
      }
      info.prefix = p.prefix.value;
      info.side_token = p.side.value.empty() ? info.name.substr(0, 1) : p.side.value;
      r_.players_.push_back(info);
    }
    if (doc_.players.size() > 2) {
      for (const auto& p : doc_.players)
        if (p.prefix.value.empty()) error(p.mark, "with more than two players each needs a prefix", "prefix: g");
    }
    for (const auto& name : doc_.turn_order)
      if (auto p = player(name)) r_.turn_order_.push_back(*p);
    if (r_.turn_order_.empty())
      for (std::size_t i = 0; i < r_.players_.size(); ++i) r_.turn_order_.push_back(PlayerId::from_index(i));
  }

  void pieces() {
    for (const auto& p : doc_.pieces) {
      PieceInfo info;
      info.name = p.name.value;
      info.letter = p.letter.value;
      info.san_letter = p.has_san_letter ? p.san_letter.value : p.letter.value;
      info.value = p.value;
      info.royal = p.royal;
      info.capturable = p.capturable;
      info.resets_halfmove_clock = p.resets_halfmove_clock;
      info.carries = spec::compile_carries(p, errors_);
      if (info.name.empty()) error(p.mark, "a piece needs a name");
      if (info.letter.empty()) error(p.mark, "piece '" + info.name + "' needs a letter", "letter: N");
      if (r_.find_piece(info.name)) error(p.name.mark, "piece '" + info.name + "' is declared twice");
      if (!info.letter.empty() && r_.find_letter(info.letter)) {
        error(p.letter.mark, "letter '" + info.letter + "' is used by two pieces");
      }
      r_.pieces_.push_back(info);
    }
    if (r_.pieces_.empty()) error({doc_.path, 1, 1}, "the spec has no pieces", "pieces: [...]");
    if (r_.pieces_.size() > 64) error(doc_.pieces[64].mark, "at most 64 piece kinds are supported");
    if (r_.piece_code_count() > 255) {
      error({doc_.path, 1, 1}, "too many players times piece kinds (at most 254)");
      return;
    }
    for (std::size_t p = 0; p < r_.players_.size(); ++p) {
      for (std::size_t k = 0; k < r_.pieces_.size(); ++k) {
        const Piece piece = r_.make_piece(PlayerId::from_index(p), PieceKind::from_index(k));
        r_.owner_of_code_[piece.code] = static_cast<std::uint8_t>(p);
        r_.kind_of_code_[piece.code] = static_cast<std::uint8_t>(k);
        r_.royal_code_[piece.code] = r_.pieces_[k].royal ? 1 : 0;
        r_.capturable_code_[piece.code] = r_.pieces_[k].capturable ? 1 : 0;
        r_.carrier_code_[piece.code] = r_.pieces_[k].carries ? 1 : 0;
        if (r_.pieces_[k].carries) r_.has_carriers_ = true;
      }
    }
  }

  // "a2..h2" is the rectangle spanned by two cells' coordinates; otherwise a cell name.
  void add_cells(const spec::Text& item, CellSet& set) {
    const auto dots = item.value.find("..");
    if (dots == std::string::npos) {
      if (auto c = cell(item)) set.insert(*c);
      return;
    }
    spec::Text a = item, b = item;
    a.value = item.value.substr(0, dots);
    b.value = item.value.substr(dots + 2);
    auto ca = cell(a), cb = cell(b);
    if (!ca || !cb) return;
    const Coord p = r_.board_.coord(*ca), q = r_.board_.coord(*cb);
    for (std::size_t i = 0; i < r_.board_.cell_count(); ++i) {
      const Coord c = r_.board_.coord(Cell::from_index(i));
      if (c.x >= std::min(p.x, q.x) && c.x <= std::max(p.x, q.x) && c.y >= std::min(p.y, q.y) &&
          c.y <= std::max(p.y, q.y)) {
        set.insert(Cell::from_index(i));
      }
    }
  }

  void zones() {
    const std::size_t n = r_.board_.cell_count();
    r_.sanctuary_ = CellSet(n);
    r_.no_royal_neighbours_ = CellSet(n);
    for (const auto& z : doc_.zones) {
      if (r_.find_zone(z.name.value)) error(z.name.mark, "zone '" + z.name.value + "' is declared twice");
      r_.zone_names_.push_back(z.name.value);
      if (!z.cells.empty() && !z.per_player.empty()) {
        error(z.mark, "zone '" + z.name.value + "' has both cells and per_player", "one of them");
      }
      for (const auto& [name, cells] : z.per_player) {
        if (!r_.find_player(name)) error(z.per_player_marks.at(name), "unknown player '" + name + "' in zone");
      }
      for (std::size_t p = 0; p < r_.players_.size(); ++p) {
        CellSet set(n);
        if (z.per_player.empty()) {
          for (const auto& item : z.cells) add_cells(item, set);
        } else if (auto it = z.per_player.find(r_.players_[p].name); it != z.per_player.end()) {
          for (const auto& item : it->second) add_cells(item, set);
        }
        if (z.sanctuary) r_.sanctuary_ |= set;
        if (z.royal_neighbours.value == "forbidden") r_.no_royal_neighbours_ |= set;
        else if (!z.royal_neighbours.value.empty() && z.royal_neighbours.value != "allowed" && p == 0)
          error(z.royal_neighbours.mark, "unknown royal_neighbours '" + z.royal_neighbours.value + "'", "allowed or forbidden");
        r_.zones_.push_back(set);
      }
    }
  }

  void closures() {
    for (std::size_t i = 0; i < doc_.zones.size(); ++i) {
      const auto& z = doc_.zones[i];
      if (!z.closed) continue;
      ZoneClosure c;
      c.zone = static_cast<ZoneId>(i);
      for (const auto& name : z.closed->to) {
        if (name.value == "royal") c.to_royal = true;
        else if (auto k = piece(name)) c.to_kinds |= std::uint64_t{1} << k->index;
      }
      if (z.closed->to.empty()) error(z.closed->mark, "a closed zone needs `to`", "to: [royal] or piece names");
      c.occupied_zone = zone(z.closed->occupied_zone);
      if (c.occupied_zone == kNoZone) error(z.closed->mark, "a closed zone needs if_occupied: {zone: ...}");
      c.by = relation(z.closed->by, Relation::Any);
      if (z.closed->by_push.value == "open") c.push_enters = true;
      else if (!z.closed->by_push.value.empty() && z.closed->by_push.value != "closed")
        error(z.closed->by_push.mark, "unknown by_push '" + z.closed->by_push.value + "'", "closed or open");
      for (const auto& name : z.closed->occupied_by)
        if (auto k = piece(name)) c.occupied_by |= std::uint64_t{1} << k->index;
      r_.closures_.push_back(c);
      // A move may open or close the zone, and with it an attack: test every move by make/unmake.
      r_.lines_only_attacks_ = false;
    }
  }

  void piece_details() {
    closures();
    for (std::size_t i = 0; i < doc_.pieces.size(); ++i) {
      const auto& p = doc_.pieces[i];
      PieceInfo& info = r_.pieces_[i];
      info.confined_to = zone(p.confined_to);
      info.cannot_stop_on = zone(p.cannot_stop_on);
      info.must_leave = must_leave(p.must_leave);
      if (info.must_leave != MustLeave::No) r_.has_must_leave_ = true;
      info.captured_as = PieceKind::from_index(i);
      if (!p.captured_as.value.empty())
        if (auto k = piece(p.captured_as)) info.captured_as = *k;
      if (p.promotion) {
        CompiledPromotion promo;
        promo.zone = zone(p.promotion->zone);
        if (promo.zone == kNoZone) error(p.promotion->mark, "a promotion needs a zone", "zone: last_rank");
        const std::string& trigger = p.promotion->trigger.value;
        if (trigger == "enter_or_leave") promo.on_leaving = true;
        else if (!trigger.empty() && trigger != "enter")
          error(p.promotion->trigger.mark, "unknown trigger '" + trigger + "'", "enter or enter_or_leave");
        for (const auto& c : p.promotion->choices)
          if (auto k = piece(c)) promo.choices.push_back(*k);
        if (promo.choices.empty()) error(p.promotion->mark, "a promotion needs choices", "choices: [queen, ...]");
        promo.forced = p.promotion->forced;
        promo.forced_zone = zone(p.promotion->forced_zone);
        info.promotion = promo;
      }
      if (p.drop) {
        info.drop.not_into = zone(p.drop->not_into);
        info.drop.one_per_column = p.drop->one_per_column;
        info.drop.may_not_mate = p.drop->may_not_mate;
      }
    }
  }

  // Vectors of a leap in the owner's frame, expanded by its symmetry, then turned to the owner.
  std::vector<std::pair<Coord, std::vector<Coord>>> leap_vectors(const spec::AtomDoc& a, PlayerId owner) {
    const BoardGraph& b = r_.board_;
    const DirectionId forward = r_.players_[owner.index].forward;
    const std::string& symmetry = a.symmetry.value.empty() ? std::string("all") : a.symmetry.value;
    if (symmetry != "all" && symmetry != "mirror" && symmetry != "none") {
      error(a.symmetry.mark, "unknown symmetry '" + symmetry + "'", "all, mirror or none");
      return {};
    }
    if (symmetry != "all" && forward % b.rotation_step() != 0) {
      error(a.mark, "a leap oriented to its owner needs the owner's forward to be an orthogonal direction");
      return {};
    }
    const int owner_turns = forward / b.rotation_step();
    std::vector<std::pair<Coord, std::vector<Coord>>> result;
    // The same vector may be reached by two legs (a lame (1,1) leap via (0,1) or via (1,0)):
    // each distinct path is kept, and the move exists when any of them is clear.
    auto add = [&](Coord v, std::vector<Coord> via) {
      for (const auto& existing : result)
        if (existing.first == v && existing.second == via) return;
      result.emplace_back(v, std::move(via));
    };
    for (const auto& written : a.vectors) {
      const Coord v{written.x, written.y};
      std::vector<Coord> via;
      for (const auto& w : a.via) via.push_back({w.x, w.y});
      auto transform = [&](bool reflect, int turns) {
        auto f = [&](Coord c) { return b.rotate_vector(reflect ? b.reflect_vector(c) : c, turns + owner_turns); };
        std::vector<Coord> vias;
        for (const auto& c : via) vias.push_back(f(c));
        add(f(v), vias);
      };
      if (symmetry == "none") transform(false, 0);
      if (symmetry == "mirror") {
        transform(false, 0);
        transform(true, 0);
      }
      if (symmetry == "all") {
        for (int t = 0; t < b.rotation_count(); ++t) {
          transform(false, t);
          transform(true, t);
        }
      }
    }
    return result;
  }

  CompiledAtom atom(const spec::AtomDoc& a, PlayerId owner) {
    const BoardGraph& b = r_.board_;
    CompiledAtom c;
    const std::string& type = a.type.value;
    c.type = type == "leap" ? AtomType::Leap : type == "hop" ? AtomType::Hop : AtomType::Slide;
    if (type == "step") c.max_distance = 1;
    if (a.max) {
      if (*a.max < 1) error(a.mark, "max must be at least 1");
      c.max_distance = *a.max;
    }
    const std::string& mode = a.mode.value;
    if (mode.empty() || mode == "both") c.mode = Mode::Both;
    else if (mode == "move") c.mode = Mode::Move;
    else if (mode == "capture") c.mode = Mode::Capture;
    else error(a.mode.mark, "unknown mode '" + mode + "'", "move, capture or both");
    for (const auto& d : a.directions) {
      auto dirs = spec::resolve_directions(b, d.value, r_.players_[owner.index].forward);
      if (dirs.empty()) {
        error(d.mark, "unknown direction '" + d.value + "'", spec::direction_vocabulary(b));
      }
      for (auto dir : dirs)
        if (std::find(c.directions.begin(), c.directions.end(), dir) == c.directions.end()) c.directions.push_back(dir);
    }
    if (c.type == AtomType::Hop) {
      c.screens = a.screens;
      if (a.screens < 1) error(a.mark, "screens must be at least 1");
      if (a.landing.value == "adjacent") c.lands_adjacent = true;
      else if (!a.landing.value.empty() && a.landing.value != "beyond")
        error(a.landing.mark, "unknown landing '" + a.landing.value + "'", "beyond or adjacent");
    }
    if (c.type == AtomType::Leap) {
      if (a.via.size() > 3) error(a.mark, "a leap may name at most 3 via cells");
      c.leaps.resize(b.cell_count());
      for (const auto& [v, vias] : leap_vectors(a, owner)) {
        for (std::size_t i = 0; i < b.cell_count(); ++i) {
          const Cell from = Cell::from_index(i);
          auto to = b.cell_at(b.coord(from) + v);
          if (!to) continue;
          LeapTarget t;
          t.to = *to;
          bool ok = true;
          for (const auto& w : vias) {
            auto via = b.cell_at(b.coord(from) + w);
            if (!via || t.via_count >= 3) {
              ok = false;
              break;
            }
            t.via[t.via_count++] = *via;
          }
          if (ok) c.leaps[i].push_back(t);
        }
      }
    }
    c.from_zone = zone(a.from_zone);
    c.to_zone = zone(a.to_zone);
    c.not_to_zone = zone(a.not_to_zone);
    c.not_through = zone(a.not_through);
    for (const auto& name : a.push)
      if (auto k = piece(name)) c.push_kinds |= std::uint64_t{1} << k->index;
    if (a.push_then.value == "move") c.push_then_captures = false;
    else if (!a.push_then.value.empty() && a.push_then.value != "any")
      error(a.push_then.mark, "unknown push_then '" + a.push_then.value + "'", "any or move");
    if (c.push_kinds != 0 && c.type == AtomType::Hop)
      error(a.mark, "a hop cannot push", "push on a step, slide or leap atom");
    if (a.push_chain.value == "yes") c.push_chain = true;
    else if (!a.push_chain.value.empty() && a.push_chain.value != "no")
      error(a.push_chain.mark, "unknown push_chain '" + a.push_chain.value + "'", "yes or no");
    if (c.push_chain && c.push_kinds == 0)
      error(a.push_chain.mark, "push_chain needs push", "push: [piece names] on the same atom");
    if (c.not_through != kNoZone && c.type == AtomType::Leap)
      error(a.not_through.mark, "not_through applies to slides and hops", "a slide or hop atom");
    c.not_from_zone = zone(a.not_from_zone);
    c.only_unmoved = a.only_unmoved;
    if (a.en_passant.value == "creates") {
      c.creates_en_passant = true;
      // Position keeps at most 4 passed cells (EnPassant::cells).
      if (c.type != AtomType::Slide || c.max_distance > 5) {
        error(a.en_passant.mark, "en passant can be created only by a slide of at most 5 cells",
              "a slide with max: 2 to 5");
      }
    }
    else if (a.en_passant.value == "captures") c.captures_en_passant = true;
    else if (!a.en_passant.value.empty())
      error(a.en_passant.mark, "unknown en_passant role '" + a.en_passant.value + "'", "creates or captures");
    for (const auto& t : a.targets)
      if (auto k = piece(t)) c.target_kinds |= std::uint64_t{1} << k->index;
    auto zone_cells = [&](const spec::Text& name) -> std::optional<std::vector<Cell>> {
      const ZoneId z = zone(name);
      if (z == kNoZone) return std::nullopt;
      return r_.zone(z, owner).cells();
    };
    spec::compile_relocation(a, zone_cells, c, errors_);
    return c;
  }

  void atoms() {
    r_.atoms_.assign(r_.players_.size() * r_.pieces_.size(), {});
    for (std::size_t p = 0; p < r_.players_.size(); ++p) {
      for (std::size_t k = 0; k < doc_.pieces.size(); ++k) {
        for (const auto& a : doc_.pieces[k].moves) {
          CompiledAtom c = atom(a, PlayerId::from_index(p));
          // A move has room for one promotion, the last pushed piece's: a piece that pushes in
          // turn lands on a cell of the chain and may not promote there.
          if (p == 0 && c.push_chain && doc_.pieces[k].promotion)
            error(a.push_chain.mark,
                  "piece '" + doc_.pieces[k].name.value + "' promotes, so it cannot push in turn",
                  "push_chain only on pieces without promotion");
          if (c.type == AtomType::Hop) r_.lines_only_attacks_ = false;
          if (c.type == AtomType::Leap)
            for (const auto& targets : c.leaps)
              for (const auto& t : targets)
                if (t.via_count > 0) r_.lines_only_attacks_ = false;
          if (c.only_unmoved) r_.uses_moved_flags_ = true;
          if (c.creates_en_passant) r_.has_en_passant_ = true;
          r_.atoms_[p * r_.pieces_.size() + k].push_back(std::move(c));
        }
      }
    }
    r_.atoms_overlap_.assign(r_.atoms_.size(), false);
    for (std::size_t i = 0; i < r_.atoms_.size(); ++i) r_.atoms_overlap_[i] = may_overlap(r_.atoms_[i]);
    r_.unload_cells_ = spec::carrier_unload_cells(doc_, r_.pieces_, r_.atoms_, r_.players_.size(),
                                                  r_.board_.cell_count(), errors_);
    // Unloading after any move may put a piece that attacks: test every move by make/unmake.
    if (r_.has_carriers_) r_.lines_only_attacks_ = false;
    spec::PushChainTables chains =
        spec::push_chain_tables(r_.atoms_, r_.players_.size(), r_.pieces_.size(), r_.board_);
    r_.chain_steps_ = std::move(chains.steps);
    r_.chain_step_bits_ = chains.step_bits;
    r_.chain_capacity_ = chains.capacity;
  }

  // Conservative: two atoms overlap when they share a direction or either is a leap; one leap
  // overlaps itself when two of its paths reach the same cell.
  static bool may_overlap(const std::vector<CompiledAtom>& atoms) {
    for (const auto& a : atoms) {
      for (const auto& targets : a.leaps) {
        for (std::size_t i = 0; i < targets.size(); ++i)
          for (std::size_t j = i + 1; j < targets.size(); ++j)
            if (targets[i].to == targets[j].to) return true;
      }
    }
    for (std::size_t i = 0; i < atoms.size(); ++i) {
      for (std::size_t j = i + 1; j < atoms.size(); ++j) {
        if (atoms[i].type == AtomType::Leap || atoms[j].type == AtomType::Leap) return true;
        for (auto d : atoms[i].directions)
          if (std::find(atoms[j].directions.begin(), atoms[j].directions.end(), d) != atoms[j].directions.end()) return true;
      }
    }
    return false;
  }

  void lines_and_reach() {
    const BoardGraph& b = r_.board_;
    const std::size_t n = b.cell_count();
    r_.lines_.assign(n * n, LineStep{});
    for (std::size_t i = 0; i < n; ++i) {
      for (DirectionId d = 0; d < b.direction_count(); ++d) {
        const auto ray = b.ray(Cell::from_index(i), d);
        for (std::size_t j = 0; j < ray.size(); ++j) {
          LineStep& s = r_.lines_[i * n + ray[j].index];
          if (s.distance == 0) s = {d, static_cast<std::uint16_t>(j + 1)};
        }
      }
    }
    r_.may_stop_on_.assign(r_.players_.size() * r_.pieces_.size(), CellSet(n));
    for (std::size_t p = 0; p < r_.players_.size(); ++p) {
      for (std::size_t k = 0; k < r_.pieces_.size(); ++k) {
        const PieceInfo& info = r_.pieces_[k];
        const PlayerId owner = PlayerId::from_index(p);
        for (std::size_t i = 0; i < n; ++i) {
          const Cell c = Cell::from_index(i);
          if (info.confined_to != kNoZone && !r_.in_zone(info.confined_to, owner, c)) continue;
          if (info.cannot_stop_on != kNoZone && r_.in_zone(info.cannot_stop_on, owner, c)) continue;
          r_.may_stop_on_[p * r_.pieces_.size() + k].insert(c);
        }
      }
    }
    r_.could_capture_.assign(r_.players_.size() * r_.pieces_.size() * n, CellSet(n));
    for (std::size_t pk = 0; pk < r_.atoms_.size(); ++pk) {
      for (const auto& a : r_.atoms_[pk]) {
        if (!allows_capture(a.mode)) continue;
        for (std::size_t i = 0; i < n; ++i) {
          CellSet& reach = r_.could_capture_[pk * n + i];
          if (a.type == AtomType::Leap) {
            for (const auto& t : a.leaps[i]) reach.insert(t.to);
            continue;
          }
          for (auto d : a.directions) {
            const auto ray = b.ray(Cell::from_index(i), d);
            for (std::size_t j = 0; j < ray.size(); ++j) {
              if (a.type == AtomType::Slide && static_cast<int>(j) >= a.max_distance) break;
              reach.insert(ray[j]);
            }
          }
        }
      }
    }
  }

  void castling() {
    const std::size_t n = r_.board_.cell_count();
    r_.castling_keep_.assign(n, ~std::uint32_t{0});
    if (doc_.castling.size() > 32) error(doc_.castling[32].mark, "at most 32 castling rules are supported");
    for (const auto& c : doc_.castling) {
      CastlingRule rule;
      rule.name = c.name.value;
      if (auto p = player(c.player)) rule.player = *p;
      if (c.right.value.size() != 1) error(c.right.mark, "a castling right is one letter", "right: K");
      else rule.right = c.right.value[0];
      rule.san = c.san.value;
      auto kf = cell(c.king_from), kt = cell(c.king_to), rf = cell(c.rook_from), rt = cell(c.rook_to);
      if (!kf || !kt || !rf || !rt) continue;
      rule.king_from = *kf;
      rule.king_to = *kt;
      rule.rook_from = *rf;
      rule.rook_to = *rt;
      for (const auto& e : c.empty)
        if (auto x = cell(e)) rule.must_be_empty.push_back(*x);
      for (const auto& s : c.safe)
        if (auto x = cell(s)) rule.must_be_safe.push_back(*x);
      for (const auto& h : c.may_hold) {
        CastlingHold hold;
        hold.by = relation(h.by, Relation::Own);
        for (const auto& name : h.pieces)
          if (auto k = piece(name)) hold.kinds |= std::uint64_t{1} << k->index;
        for (const auto& cname : h.cells) {
          if (auto x = cell(cname)) {
            hold.cell = *x;
            rule.may_hold.push_back(hold);
          }
        }
      }
      const std::uint32_t bit = std::uint32_t{1} << r_.castling_.size();
      r_.castling_keep_[kf->index] &= ~bit;
      r_.castling_keep_[rf->index] &= ~bit;
      r_.castling_.push_back(rule);
    }
  }

  Relation relation(const spec::Text& t, Relation fallback) {
    if (t.value.empty()) return fallback;
    if (t.value == "own") return Relation::Own;
    if (t.value == "opponent") return Relation::Opponent;
    if (t.value == "any") return Relation::Any;
    error(t.mark, "unknown relation '" + t.value + "'", "own, opponent or any");
    return fallback;
  }

  MustLeave must_leave(const spec::Text& t) {
    if (t.value.empty()) return MustLeave::No;
    if (t.value == "no_legal_move") return MustLeave::NoLegalMove;
    if (t.value == "obligation_lapses") return MustLeave::ObligationLapses;
    error(t.mark, "unknown must_leave rule '" + t.value + "'", "no_legal_move or obligation_lapses");
    return MustLeave::No;
  }

  Outcome outcome(const spec::Text& t, Outcome fallback) {
    if (t.value.empty()) return fallback;
    if (t.value == "loss") return Outcome::Loss;
    if (t.value == "draw") return Outcome::Draw;
    if (t.value == "win") return Outcome::Win;
    error(t.mark, "unknown outcome '" + t.value + "'", "loss, draw or win");
    return fallback;
  }

  void game_rules() {
    if (doc_.en_passant) r_.en_passant_ = compile_en_passant(*doc_.en_passant, errors_);
    r_.has_drops_ = doc_.drops && doc_.drops->captures_to_hand;
    r_.checkmate_ = outcome(doc_.game_end.checkmate, Outcome::Loss);
    r_.stalemate_ = outcome(doc_.game_end.stalemate, Outcome::Draw);
    if (doc_.succession) r_.succession_ = compile_succession(*doc_.succession, r_, errors_);
    if (doc_.opposition) {
      const AtomCompiler orient = [this](const spec::AtomDoc& a, PlayerId owner) { return atom(a, owner); };
      r_.opposition_ = compile_opposition(*doc_.opposition, r_, orient, errors_);
    }
    for (const auto& d : doc_.game_end.draw_claims) {
      DrawClaimRule claim;
      claim.zone = zone(d.royal_in);
      if (claim.zone == kNoZone) error(d.mark, "a draw claim needs royal_in: a zone", "royal_in: citadel");
      const std::string& t = d.timing.value;
      if (t == "on_entry") claim.timing = ClaimTiming::OnEntry;
      else if (t == "automatic") claim.timing = ClaimTiming::Automatic;
      else if (!t.empty() && t != "while_inside")
        error(d.timing.mark, "unknown timing '" + t + "'", "while_inside, on_entry or automatic");
      if (claim.timing == ClaimTiming::OnEntry) r_.tracks_entry_ = true;
      r_.draw_claims_.push_back(claim);
    }
  }

  void notation() {
    static constexpr std::pair<const char*, PositionField> kFields[] = {
        {"board", PositionField::Board},         {"side", PositionField::Side},
        {"hands", PositionField::Hands},         {"castling", PositionField::Castling},
        {"en_passant", PositionField::EnPassant}, {"halfmove", PositionField::Halfmove},
        {"fullmove", PositionField::Fullmove},   {"move_number", PositionField::MoveNumber},
        {"moved", PositionField::Moved}};
    for (const auto& f : doc_.notation.fields) {
      bool found = false;
      for (const auto& [name, field] : kFields) {
        if (f.value == name) {
          r_.position_fields_.push_back(field);
          found = true;
        }
      }
      if (!found) {
        error(f.mark, "unknown position field '" + f.value + "'",
              "board, side, hands, castling, en_passant, halfmove, fullmove, move_number or moved");
      }
    }
    if (r_.position_fields_.empty()) {
      r_.position_fields_ = {PositionField::Board, PositionField::Side};
      if (r_.has_drops_) r_.position_fields_.push_back(PositionField::Hands);
      if (!r_.castling_.empty()) r_.position_fields_.push_back(PositionField::Castling);
      if (r_.has_en_passant_) r_.position_fields_.push_back(PositionField::EnPassant);
      if (r_.uses_moved_flags_) r_.position_fields_.push_back(PositionField::Moved);
      r_.position_fields_.push_back(PositionField::Halfmove);
      r_.position_fields_.push_back(PositionField::Fullmove);
    }
    r_.start_position_ = doc_.notation.start.value;
    r_.marks_not_original_ = doc_.notation.mark_not_original;
    if (r_.start_position_.empty()) error(doc_.notation.mark, "the spec has no start position", "notation: {start: \"...\"}");
  }

  void zobrist() {
    std::mt19937_64 random(0x61726269746572ULL);  // fixed seed: "arbiter"
    auto draw = [&](std::vector<std::uint64_t>& keys, std::size_t count) {
      keys.resize(count);
      for (auto& k : keys) k = random();
    };
    const std::size_t n = r_.board_.cell_count();
    draw(r_.piece_keys_, r_.piece_code_count() * n);
    draw(r_.side_keys_, r_.players_.size());
    draw(r_.castling_keys_, std::max<std::size_t>(1, r_.castling_.size()));
    draw(r_.en_passant_keys_, n);
    draw(r_.hand_keys_, r_.players_.size() * r_.pieces_.size() * kMaxHandCount);
    draw(r_.moved_keys_, n);
    draw(r_.last_arrival_keys_, n);
    draw(r_.entered_keys_, r_.players_.size());
    // Drawn last, so that the keys of specs without carriers stay what they were.
    if (r_.has_carriers_) draw(r_.passenger_keys_, r_.piece_code_count() * n);
    if (r_.en_passant_.window == EnPassantWindow::WhileUnmoved) draw(r_.en_passant_victim_keys_, n);
  }
};

}  // namespace arbiter::model

namespace arbiter::model::spec {

std::shared_ptr<const CompiledRules> compile(const SpecDocument& doc, const OptionValues& values) {
  const SpecDocument resolved = apply_options(doc, values);
  auto rules = std::make_shared<CompiledRules>();
  RulesCompiler compiler(resolved, values, *rules);
  compiler.run();
  if (!compiler.errors().empty()) throw UserError(std::move(compiler.errors()));
  // The start position is part of the spec: report a bad one at its place in the file.
  auto start = notation::parse_position(*rules, rules->start_position());
  if (auto* d = std::get_if<Diagnostic>(&start)) {
    Diagnostic located = *d;
    located.mark = doc.notation.start.mark;
    throw UserError(located);
  }
  if (auto room = check_push_chain_room(resolved, *rules, std::get<Position>(start)))
    throw UserError(*room);
  return rules;
}

}  // namespace arbiter::model::spec
