#include "solver/audit/witness_search.h"

#include <algorithm>
#include <random>
#include <variant>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "solver/audit/state_measure.h"

namespace arbiter::solver::audit {
namespace {

using model::Cell;
using model::CompiledRules;
using model::Piece;
using model::PlayerId;
using model::Position;

struct Target {
  model::PieceKind kind;
  bool original = true;
  std::vector<model::ZoneId> zones;  // zones named among the variable's values
};

class Builder {
 public:
  Builder(const CompiledRules& rules, const model::spec::AuditDoc& audit, std::uint64_t seed)
      : rules_(rules), audit_(audit), rng_(seed) {
    for (const auto& v : audit.state) {
      if (!v.measure || v.measure->piece.empty()) continue;
      const auto kind = rules.find_piece(v.measure->piece);
      if (!kind) continue;
      Target t{*kind, v.measure->original.value_or(true), {}};
      for (const auto& value : v.values)
        if (const auto z = rules.zones().find(value)) t.zones.push_back(*z);
      targets_.push_back(t);
    }
    for (const auto& p : audit.positions) {
      auto parsed = model::notation::parse_position(rules, p.text);
      if (auto* pos = std::get_if<Position>(&parsed)) bases_.push_back(std::move(*pos));
    }
  }

  std::vector<MeasuredPosition> run(std::size_t tries) {
    std::vector<MeasuredPosition> out;
    if (bases_.empty()) return out;
    for (std::size_t t = 0; t < tries; ++t) {
      Position pos = bases_[t % bases_.size()];
      if (t >= bases_.size())  // the bases themselves come first, unchanged
        for (const Target& target : targets_) mutate(pos, target);
      std::string text = model::notation::to_string(pos);
      auto reread = model::notation::parse_position(rules_, text);
      auto* legal = std::get_if<Position>(&reread);
      if (!legal || !others_safe(*legal)) continue;
      MeasuredPosition m{text, measure_state(*legal, audit_)};
      if (!within_vocabulary(m.state) || !meets_axioms(m.state)) continue;
      out.push_back(std::move(m));
    }
    return out;
  }

 private:
  bool within_vocabulary(const model::spec::StateValues& state) const {
    for (const auto& v : audit_.state) {
      const auto it = state.find(v.name);
      if (it != state.end() &&
          std::find(v.values.begin(), v.values.end(), it->second) == v.values.end())
        return false;
    }
    return true;
  }

  // The axioms over measured variables: a built position can break them (a second original
  // princess beside the princess regent) where no game could.
  bool meets_axioms(const model::spec::StateValues& state) const {
    for (const auto& a : audit_.axioms) {
      const auto vars = model::spec::variables_of(a.condition.parsed);
      if (!std::all_of(vars.begin(), vars.end(), [&](const auto& v) { return state.count(v) > 0; }))
        continue;
      if (!model::spec::holds(a.condition.parsed, state)) return false;
    }
    return true;
  }

  bool others_safe(const Position& pos) const {
    for (std::size_t p = 0; p < rules_.player_count(); ++p) {
      const PlayerId player = PlayerId::from_index(p);
      if (player != pos.side_to_move() && model::in_check(pos, player)) return false;
    }
    return true;
  }

  std::vector<Cell> empty_cells(const Position& pos, const Target& t, model::ZoneId zone) const {
    std::vector<Cell> cells;
    const PlayerId me = pos.side_to_move();
    for (std::size_t i = 0; i < rules_.board().cell_count(); ++i) {
      const Cell c = Cell::from_index(i);
      if (pos.at(c) != Piece::none()) continue;
      if (zone >= 0 && !rules_.zones().contains(zone, me, c)) continue;
      if (!rules_.may_stop_on(me, t.kind, c)) continue;
      cells.push_back(c);
    }
    return cells;
  }

  std::vector<Cell> cells_of(const Position& pos, const Target& t) const {
    std::vector<Cell> cells;
    for (Cell c : pos.pieces_of(pos.side_to_move()))
      if (rules_.kind(pos.at(c)) == t.kind && pos.is_original(c) == t.original) cells.push_back(c);
    return cells;
  }

  void mutate(Position& pos, const Target& t) {
    const int action = std::uniform_int_distribution<int>(0, 3)(rng_);
    if (action == 0) return;  // leave it
    for (Cell c : cells_of(pos, t)) pos.remove(c);
    if (action == 1) return;  // gone
    model::ZoneId zone = -1;
    if (action == 3 && !t.zones.empty())
      zone = t.zones[std::uniform_int_distribution<std::size_t>(0, t.zones.size() - 1)(rng_)];
    const auto cells = empty_cells(pos, t, zone);
    if (cells.empty()) return;
    const Cell c = cells[std::uniform_int_distribution<std::size_t>(0, cells.size() - 1)(rng_)];
    const std::uint8_t flags =
        model::piece_flags::kMoved | (t.original ? 0 : model::piece_flags::kNotOriginal);
    pos.put_with_flags(c, rules_.make_piece(pos.side_to_move(), t.kind), flags);
    if (zone >= 0 && std::uniform_int_distribution<int>(0, 1)(rng_) == 0) wall_in(pos, c);
  }

  // Fills every cell the piece on `c` could move to with an enemy piece of the cheapest
  // capturable kind: from a sanctuary it cannot capture them, so it cannot get out.
  void wall_in(Position& pos, Cell c) {
    const PlayerId me = pos.side_to_move();
    const PlayerId enemy = rules_.next_player(me);
    std::optional<model::PieceKind> filler;
    for (std::size_t k = 0; k < rules_.kind_count(); ++k) {
      const auto kind = model::PieceKind::from_index(k);
      const auto& info = rules_.piece(kind);
      if (info.royal) continue;
      if (!filler || info.value < rules_.piece(*filler).value) filler = kind;
    }
    if (!filler) return;
    model::MoveList moves;
    model::generate_pseudo_legal(pos, moves);
    for (const auto& m : moves)
      if (m.from == c && pos.at(m.to) == Piece::none())
        pos.put(m.to, rules_.make_piece(enemy, *filler), true);
  }

  const CompiledRules& rules_;
  const model::spec::AuditDoc& audit_;
  std::mt19937_64 rng_;
  std::vector<Target> targets_;
  std::vector<Position> bases_;
};

}  // namespace

std::vector<MeasuredPosition> construct_positions(const model::CompiledRules& rules,
                                                  const model::spec::AuditDoc& audit,
                                                  std::size_t tries, std::uint64_t seed) {
  return Builder(rules, audit, seed).run(tries);
}

bool lies_in(const MeasuredPosition& p, const model::spec::StateValues& cube) {
  for (const auto& [name, value] : cube) {
    const auto it = p.state.find(name);
    if (it == p.state.end() || it->second != value) return false;
  }
  return true;
}

}  // namespace arbiter::solver::audit
