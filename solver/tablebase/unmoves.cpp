#include "solver/tablebase/unmoves.h"

#include <algorithm>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/opposition.h"

namespace arbiter::solver::tablebase {

using model::Cell;
using model::CompiledAtom;
using model::CompiledRules;
using model::PieceKind;
using model::PlayerId;
using model::Position;

namespace {

PlayerId previous_player(const CompiledRules& rules, PlayerId p) {
  for (PlayerId q : rules.turn_order())
    if (rules.next_player(q) == p) return q;
  return p;
}

// Every cell a quiet move of atom a could reach from `from` on an empty board (a superset: the
// move generator decides).
void quiet_targets(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner, Cell from,
                   std::vector<Cell>& out) {
  if (!model::allows_move(a.mode) || a.only_unmoved) return;
  if (a.from_zone != model::kNoZone && !rules.in_zone(a.from_zone, owner, from)) return;
  if (a.not_from_zone != model::kNoZone && rules.in_zone(a.not_from_zone, owner, from)) return;
  const auto& board = rules.board();
  if (a.type == model::AtomType::Leap) {
    for (const model::LeapTarget& t : a.leaps[from.index]) out.push_back(t.to);
    return;
  }
  for (model::DirectionId d : a.directions) {
    int distance = 0;
    for (Cell c : board.ray(from, d)) {
      if (a.type == model::AtomType::Slide && ++distance > a.max_distance) break;
      out.push_back(c);
    }
  }
}

}  // namespace

bool is_legal_table_position(const Position& pos) {
  const PlayerId mover = previous_player(pos.rules(), pos.side_to_move());
  return !model::in_check(pos, mover) && !model::rulers_too_close(pos, mover);
}

Unmoves::Unmoves(const TableIndex& index) : index_(&index) {
  const CompiledRules& rules = index.rules();
  const std::size_t cells = rules.board().cell_count();
  origins_.assign(rules.player_count() * rules.kind_count(), std::vector<std::vector<Cell>>(cells));
  std::vector<Cell> targets;
  for (const MaterialGroup& g : index.material().groups()) {
    auto& table = origins_[g.owner.index * rules.kind_count() + g.kind.index];
    for (std::size_t f = 0; f < cells; ++f) {
      const Cell from = Cell::from_index(f);
      if (!index.may_stand(g.owner, g.kind, from)) continue;
      targets.clear();
      for (const CompiledAtom& a : rules.atoms(g.owner, g.kind)) quiet_targets(rules, a, g.owner, from, targets);
      std::sort(targets.begin(), targets.end());
      targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
      for (Cell to : targets)
        if (to != from && index.may_stand(g.owner, g.kind, to)) table[to.index].push_back(from);
    }
  }
}

const std::vector<Cell>& Unmoves::origins(PlayerId p, PieceKind k, Cell to) const {
  return origins_[p.index * index_->rules().kind_count() + k.index][to.index];
}

void Unmoves::for_each_predecessor(Position& pos, model::MoveList& scratch,
                                   const std::function<void(std::uint64_t)>& visit) const {
  const CompiledRules& rules = pos.rules();
  const PlayerId side = pos.side_to_move();
  const PlayerId mover = previous_player(rules, side);
  const std::vector<Cell> pieces(pos.pieces_of(mover).begin(), pos.pieces_of(mover).end());
  for (Cell to : pieces) {
    const model::Piece piece = pos.at(to);
    for (Cell from : origins(mover, rules.kind(piece), to)) {
      if (pos.at(from)) continue;
      pos.remove(to);
      pos.put(from, piece, true);
      pos.set_side_to_move(mover);
      if (is_legal_table_position(pos)) {
        model::generate_piece_pseudo_legal(pos, from, scratch);
        int moves = 0;
        for (const model::Move& m : scratch)
          if (m.to == to && m.type == model::MoveType::Normal && m.piece.is_none()) ++moves;
        if (moves > 0)
          if (const auto entry = index_->index_of(pos))
            for (int i = 0; i < moves; ++i) visit(*entry);
      }
      pos.remove(from);
      pos.put(to, piece, true);
      pos.set_side_to_move(side);
    }
  }
}

}  // namespace arbiter::solver::tablebase
