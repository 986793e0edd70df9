// The cells a compiled atom reaches from a cell on an empty board, by its geometry alone (a
// leap's targets, a slide's cells up to its distance, a hop's cells along its lines): what the
// compiler's reach tables and atom paths are built from.
#pragma once

#include <span>

#include "model/board_graph.h"
#include "model/compiled_atom.h"

namespace arbiter::model::spec {

template <class Visit>
void for_each_reached(const BoardGraph& board, const CompiledAtom& a, Cell from, Visit&& visit) {
  if (a.type == AtomType::Leap) {
    for (const auto& target : a.leaps[from.index]) visit(target.to);
    return;
  }
  auto along = [&](std::span<const Cell> ray) {
    for (std::size_t j = 0; j < ray.size(); ++j) {
      if (a.type == AtomType::Slide && static_cast<int>(j) >= a.max_distance) break;
      visit(ray[j]);
    }
  };
  for (auto d : a.directions) along(board.ray(from, d));
  if (!a.vector_lines.empty())
    for (const auto& line : a.vector_lines[from.index]) along(line);
}

}  // namespace arbiter::model::spec
