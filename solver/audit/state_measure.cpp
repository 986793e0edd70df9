#include "solver/audit/state_measure.h"

#include <algorithm>

#include "model/attacks.h"
#include "model/draw_claim.h"
#include "model/movegen.h"
#include "model/succession.h"

namespace arbiter::solver::audit {

using model::Cell;
using model::CompiledRules;
using model::Move;
using model::MoveList;
using model::Passenger;
using model::Piece;
using model::PieceKind;
using model::PlayerId;
using model::Position;
using model::ZoneId;
namespace piece_flags = model::piece_flags;
namespace spec = model::spec;

namespace {

const char* yes_no(bool b) { return b ? "yes" : "no"; }

// The first of `values` naming a zone that holds `c` for `player`; otherwise "board".
std::string zone_value(const CompiledRules& rules, const std::vector<std::string>& values,
                       PlayerId player, Cell c) {
  for (const auto& v : values) {
    const auto z = rules.zones().find(v);
    if (z && rules.zones().contains(*z, player, c)) return v;
  }
  return "board";
}

bool is_wanted(const CompiledRules& rules, Piece p, PieceKind kind,
               const std::optional<bool>& original, bool piece_original) {
  return rules.kind(p) == kind && (!original || *original == piece_original);
}

// The side to move's piece the measure names: on the board (cell) or carried (passenger).
struct Found {
  Cell cell = Cell::none();
  const Passenger* passenger = nullptr;
};

Found find_piece(const Position& pos, const spec::MeasureDoc& m) {
  const CompiledRules& rules = pos.rules();
  const PlayerId me = pos.side_to_move();
  const auto kind = rules.find_piece(m.piece);
  if (!kind) return {};
  for (Cell c : pos.pieces_of(me))
    if (is_wanted(rules, pos.at(c), *kind, m.original, pos.is_original(c))) return {c, nullptr};
  for (const Passenger& p : pos.passengers()) {
    if (rules.owner(p.piece) != me) continue;
    const bool original = (p.flags & piece_flags::kNotOriginal) == 0;
    if (is_wanted(rules, p.piece, *kind, m.original, original)) return {Cell::none(), &p};
  }
  return {};
}

Cell ruler_cell(Position& pos) {
  const PlayerId me = pos.side_to_move();
  if (const auto attacked = attacked_royal(pos, me)) return *attacked;
  for (Cell c : pos.pieces_of(me))
    if (pos.rules().is_royal(pos.at(c))) return c;
  return Cell::none();
}

bool has_ordinary_move(Position& pos) {
  MoveList moves;
  generate_ordinary_legal(pos, moves);
  return moves.size() > 0;
}

bool blocked(Position& pos, const spec::MeasureDoc& m) {
  const CompiledRules& rules = pos.rules();
  if (!rules.succession() || rules.succession()->not_from < 0) return false;
  const ZoneId zone = rules.succession()->not_from;
  const PlayerId me = pos.side_to_move();
  const Found f = find_piece(pos, m);
  if (f.passenger) return rules.zones().contains(zone, me, f.passenger->carrier);
  if (f.cell == Cell::none() || !rules.zones().contains(zone, me, f.cell)) return false;
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo);
  return std::none_of(pseudo.begin(), pseudo.end(), [&](Move mv) { return mv.from == f.cell; });
}

// How many such pieces the side to move has on the board, as one of `values`: "N", or "N+" for
// N or more (the largest that fits).
std::string count_value(const Position& pos, const spec::MeasureDoc& m,
                        const std::vector<std::string>& values) {
  const CompiledRules& rules = pos.rules();
  const auto kind = rules.find_piece(m.piece);
  int n = 0;
  for (Cell c : pos.pieces_of(pos.side_to_move()))
    if (kind && rules.kind(pos.at(c)) == *kind &&
        (!m.original || *m.original == pos.is_original(c)))
      ++n;
  std::string best = std::to_string(n);
  if (std::find(values.begin(), values.end(), best) != values.end()) return best;
  int floor = -1;
  for (const auto& v : values) {
    if (v.empty() || v.back() != '+') continue;
    const int k = std::stoi(v.substr(0, v.size() - 1));
    if (k <= n && k > floor) {
      floor = k;
      best = v;
    }
  }
  return best;
}

}  // namespace

std::string measure(Position& pos, const spec::StateVariableDoc& variable) {
  const spec::MeasureDoc& m = *variable.measure;
  const CompiledRules& rules = pos.rules();
  const PlayerId me = pos.side_to_move();
  if (m.kind == "in_check") return yes_no(in_check(pos, me));
  if (m.kind == "mated") return yes_no(in_check(pos, me) && !has_ordinary_move(pos));
  if (m.kind == "ruler" || m.kind == "ruler_zone") {
    const Cell c = ruler_cell(pos);
    if (c == Cell::none()) return "none";
    if (m.kind == "ruler") return rules.piece(rules.kind(pos.at(c))).name;
    return zone_value(rules, variable.values, me, c);
  }
  if (m.kind == "place") {
    const Found f = find_piece(pos, m);
    if (f.passenger) return "aboard";
    if (f.cell == Cell::none()) return "captured";
    return zone_value(rules, variable.values, me, f.cell);
  }
  if (m.kind == "present") {
    const Found f = find_piece(pos, m);
    return yes_no(f.cell != Cell::none());
  }
  if (m.kind == "blocked") return yes_no(blocked(pos, m));
  if (m.kind == "has_legal_move") return yes_no(!legal_moves(pos).empty());
  if (m.kind == "may_claim_draw") {
    const auto claimants = draw_claimants(pos);
    return yes_no(std::find(claimants.begin(), claimants.end(), me) != claimants.end());
  }
  if (m.kind == "count") return count_value(pos, m, variable.values);
  return "unknown measure " + m.kind;
}

spec::StateValues measure_state(Position& pos, const spec::AuditDoc& audit) {
  spec::StateValues values;
  for (const auto& v : audit.state)
    if (v.measure) values[v.name] = measure(pos, v);
  return values;
}

}  // namespace arbiter::solver::audit
