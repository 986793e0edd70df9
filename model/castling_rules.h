// The castlings of a ruleset, compiled from the spec's `castling:`: for each rule the player, the
// right's letter, where king and rook start and land, the cells that must be empty or safe and the
// cells it may jump while occupied; and, per cell, the rights a move touching that cell keeps.
// CastlingRules reads as the list of its rules (for, size, []).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/cell.h"
#include "model/player.h"
#include "model/relation.h"

namespace arbiter::model {

// A cell a castling jumps: empty, or holding a piece of `kinds` (bit per kind; 0 = any kind)
// owned as `by` says, relative to the castling player.
struct CastlingHold {
  Cell cell;
  std::uint64_t kinds = 0;
  Relation by = Relation::Own;
};

struct CastlingRule {
  std::string name;
  PlayerId player;
  char right = '-';
  std::string san;
  Cell king_from, king_to, rook_from, rook_to;
  std::vector<Cell> must_be_empty;
  std::vector<Cell> must_be_safe;
  std::vector<CastlingHold> may_hold;
};

struct CastlingRules {
  std::vector<CastlingRule> rules;  // a right is its rule's bit: 1 << index
  std::vector<std::uint32_t> keep;  // per cell: the rights a move touching it keeps

  // Castling rights (bit per rule) that survive a move touching cell c.
  std::uint32_t keep_mask(Cell c) const { return keep[c.index]; }

  bool empty() const { return rules.empty(); }
  std::size_t size() const { return rules.size(); }
  const CastlingRule& operator[](std::size_t i) const { return rules[i]; }
  auto begin() const { return rules.begin(); }
  auto end() const { return rules.end(); }
};

}  // namespace arbiter::model
