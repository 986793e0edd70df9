// The castlings of a ruleset, compiled from the spec's `castling:`: for each rule the player, the
// right's letter, where king and rook start and land, the cells that must be empty or safe and the
// cells it may jump while occupied; and, per cell, the rights a move touching that cell keeps.
// CastlingRules reads as the list of its rules (for, size, []).
#pragma once

#include <cstddef>
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
  // Compiled from the above: the cells that must hold no piece when the rule is used, as one
  // set to test against the occupancy words (must_be_empty and both landing cells, less the
  // king's and the rook's own start cells, which the castling empties).
  CellSet must_be_free;

  // Whether every cell of must_be_free is empty in `occupied_word(w)`, word by word.
  template <typename OccupiedWord>
  bool cells_free(OccupiedWord&& occupied_word) const {
    const auto words = must_be_free.words();
    for (std::size_t w = 0; w < words.size(); ++w)
      if ((occupied_word(w) & words[w]) != 0) return false;
    return true;
  }
};

struct CastlingRules {
  std::vector<CastlingRule> rules;       // a right is its rule's bit: 1 << index
  std::vector<std::uint32_t> keep;       // per cell: the rights a move touching it keeps
  std::vector<std::uint32_t> of_player;  // per player: the bits of the rules it castles by

  // The rights (bit per rule) that are player p's castlings.
  std::uint32_t rights_of(PlayerId p) const { return of_player[p.index]; }

  // Castling rights (bit per rule) that survive a move touching cell c.
  std::uint32_t keep_mask(Cell c) const { return keep[c.index]; }

  bool empty() const { return rules.empty(); }
  std::size_t size() const { return rules.size(); }
  const CastlingRule& operator[](std::size_t i) const { return rules[i]; }
  auto begin() const { return rules.begin(); }
  auto end() const { return rules.end(); }
};

}  // namespace arbiter::model
