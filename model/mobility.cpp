// Mobility on an empty board, by generating the legal moves of a lone piece on every cell.
#include "model/mobility.h"

#include <algorithm>

#include "model/movegen.h"

namespace arbiter::model {

std::vector<Cell> lone_destinations(const CompiledRules& rules, PlayerId owner, PieceKind kind,
                                    Cell from) {
  Position pos(rules);
  pos.put(from, rules.make_piece(owner, kind));
  pos.set_side_to_move(owner);
  std::vector<Cell> cells;
  for (Move m : legal_moves(pos))
    if (m.from == from && std::find(cells.begin(), cells.end(), m.to) == cells.end())
      cells.push_back(m.to);
  return cells;
}

// Breadth-first from `from` over the piece's own moves.
CellSet lone_reach(const CompiledRules& rules, PlayerId owner, PieceKind kind, Cell from) {
  CellSet reached(rules.board().cell_count());
  reached.insert(from);
  std::vector<Cell> frontier{from};
  while (!frontier.empty()) {
    const Cell c = frontier.back();
    frontier.pop_back();
    for (Cell to : lone_destinations(rules, owner, kind, c)) {
      if (reached.contains(to)) continue;
      reached.insert(to);
      frontier.push_back(to);
    }
  }
  return reached;
}

bool may_rest_on(const CompiledRules& rules, PlayerId owner, PieceKind kind, Cell c) {
  if (!rules.may_stop_on(owner, kind, c)) return false;
  const auto& promotion = rules.piece(kind).promotion;
  if (!promotion) return true;
  const ZoneId must = promotion->forced ? promotion->zone : promotion->forced_zone;
  return must == kNoZone || !rules.zones().contains(must, owner, c);
}

namespace {

Position lone(const CompiledRules& rules, PlayerId owner, PieceKind kind, Cell at) {
  Position pos(rules);
  pos.put(at, rules.make_piece(owner, kind));
  pos.set_side_to_move(owner);
  return pos;
}

}  // namespace

bool can_end_move_on(const CompiledRules& rules, PlayerId owner, PieceKind kind, Cell target,
                     Cell& from_out) {
  const auto& board = rules.board();
  if (!rules.may_stop_on(owner, kind, target)) return false;
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const Cell from = Cell::from_index(i);
    if (from == target || !may_rest_on(rules, owner, kind, from)) continue;
    for (Cell to : lone_destinations(rules, owner, kind, from))
      if (to == target) return from_out = from, true;
    if (!rules.reach().could_capture(owner, kind, from).contains(target)) continue;
    for (std::size_t p = 0; p < rules.player_count(); ++p) {
      const PlayerId enemy = PlayerId::from_index(p);
      if (!rules.is_opponent(owner, enemy)) continue;
      for (std::size_t v = 0; v < rules.kind_count(); ++v) {
        const PieceKind victim = PieceKind::from_index(v);
        if (!rules.may_stop_on(enemy, victim, target)) continue;
        Position pos = lone(rules, owner, kind, from);
        pos.put(target, rules.make_piece(enemy, victim));
        for (auto m : legal_moves(pos))
          if (m.from == from && m.to == target) return from_out = from, true;
      }
    }
  }
  return false;
}

std::vector<PieceMobility> piece_mobility(const Position& start, PlayerId owner) {
  const CompiledRules& rules = start.rules();
  const BoardGraph& board = rules.board();
  std::vector<PieceMobility> result;
  for (std::size_t k = 0; k < rules.kind_count(); ++k) {
    PieceMobility m;
    m.owner = owner;
    m.kind = PieceKind::from_index(k);
    m.reachable = CellSet(board.cell_count());
    const Piece piece = rules.make_piece(owner, m.kind);
    for (Cell c : start.pieces_of(owner))
      if (start.at(c) == piece) m.start_cells.push_back(c);
    std::sort(m.start_cells.begin(), m.start_cells.end());
    for (std::size_t i = 0; i < board.cell_count(); ++i) {
      const Cell c = Cell::from_index(i);
      if (!may_rest_on(rules, owner, m.kind, c)) continue;  // never where it must have promoted
      const int n = static_cast<int>(lone_destinations(rules, owner, m.kind, c).size());
      if (n > m.most_moves) {
        m.most_moves = n;
        m.best_cells.clear();
      }
      if (n == m.most_moves && n > 0) m.best_cells.push_back(c);
    }
    for (Cell from : m.start_cells) {
      const CellSet reached = lone_reach(rules, owner, m.kind, from);
      m.reachable_from.push_back(static_cast<int>(reached.count()));
      m.reachable |= reached;
    }
    result.push_back(m);
  }
  return result;
}

}  // namespace arbiter::model
