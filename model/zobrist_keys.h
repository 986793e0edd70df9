// Zobrist keys: one random 64-bit key per element of a position's state (a piece on a cell, the
// side to move, a castling right, an en passant target, a count in hand, ...), drawn once from a
// fixed seed when the rules are compiled (model/spec/compile_zobrist.cpp); a position's hash is
// the exclusive or of the keys of its elements.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "model/cell.h"
#include "model/per_owner_kind.h"
#include "model/piece.h"
#include "model/player.h"

namespace arbiter::model {

// Hands hold at most this many pieces of one kind (for hashing).
constexpr int kMaxHandCount = 64;

struct ZobristKeys {
  std::size_t cell_count = 0;
  std::vector<std::uint64_t> pieces;  // per piece code, then cell
  PerPlayer<std::uint64_t> sides;
  std::vector<std::uint64_t> castlings;  // per castling rule (one at least)
  std::vector<std::uint64_t> en_passants, en_passant_victims, moveds, last_arrivals;  // per cell
  PerOwnerKind<std::array<std::uint64_t, kMaxHandCount>> hands;  // per count modulo the size
  PerPlayer<std::uint64_t> entereds;
  PerOwnerKind<std::uint64_t> records;     // imitation: p's record is kind k
  std::vector<std::uint64_t> entry_cells;  // imitation: per player, then cell
  std::vector<std::uint64_t> passengers;   // per piece code, then cell

  std::uint64_t piece(Piece p, Cell c) const { return pieces[p.code * cell_count + c.index]; }
  std::uint64_t side(PlayerId p) const { return sides[p]; }
  std::uint64_t castling(std::size_t rule) const { return castlings[rule]; }
  std::uint64_t en_passant(Cell c) const { return en_passants[c.index]; }
  // Under window while_unmoved: the piece on c may be taken en passant (a right's victim).
  std::uint64_t en_passant_victim(Cell c) const { return en_passant_victims[c.index]; }
  std::uint64_t hand(PlayerId p, PieceKind k, int count) const {
    return hands(p, k)[static_cast<std::size_t>(count % kMaxHandCount)];
  }
  std::uint64_t moved(Cell c) const { return moveds[c.index]; }
  std::uint64_t last_arrival(Cell c) const { return last_arrivals[c.index]; }
  std::uint64_t entered(PlayerId p) const { return entereds[p]; }
  // Imitation: p's record is kind k; c is one of p's entry cells.
  std::uint64_t record(PlayerId p, PieceKind k) const { return records(p, k); }
  std::uint64_t entry_cell(PlayerId p, Cell c) const {
    return entry_cells[p.index * cell_count + c.index];
  }
  // A passenger p carried by the piece on c (position.cpp rotates it by the passenger's rank
  // among that carrier's passengers, so that order counts and equal passengers do not cancel).
  std::uint64_t passenger(Piece p, Cell c) const {
    return passengers[p.code * cell_count + c.index];
  }
};

}  // namespace arbiter::model
