#include "model/opposition.h"

#include "model/attacks.h"

namespace arbiter::model {
namespace {

bool enemy_rulers(const CompiledRules& rules, Piece a, Piece b) {
  return a && b && rules.is_royal(a) && rules.is_royal(b) &&
         rules.is_opponent(rules.owner(a), rules.owner(b));
}

// A royal piece standing in a zone that forbids it has an enemy royal piece next to it.
bool royal_neighbours_clash(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  const BoardGraph& board = rules.board();
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId me = PlayerId::from_index(p);
    for (Cell c : pos.pieces_of(me)) {
      if (!rules.is_royal(pos.at(c)) || !rules.zones().forbids_royal_neighbours(c)) continue;
      for (DirectionId d = 0; d < board.direction_count(); ++d) {
        const auto n = board.neighbour(c, d);
        if (n && enemy_rulers(rules, pos.at(c), pos.at(*n))) return true;
      }
    }
  }
  return false;
}

bool placed_in_opposition(const Position& pos, const OppositionRule& rule, Cell a, Cell b) {
  const CompiledRules& rules = pos.rules();
  if (rules.zones().is_sanctuary(a) || rules.zones().is_sanctuary(b)) return false;
  const Piece pa = pos.at(a), pb = pos.at(b);
  return rule.forbids(rules.kind(pa), rules.owner(pa), a, rules.kind(pb), rules.owner(pb), b);
}

}  // namespace

bool rulers_in_opposition(const Position& pos, Cell a, Cell b) {
  if (const auto& rule = pos.rules().opposition()) return placed_in_opposition(pos, *rule, a, b);
  return piece_attacks(pos, a, b) && piece_attacks(pos, b, a);
}

bool rulers_too_close(const Position& pos, PlayerId mover) {
  const CompiledRules& rules = pos.rules();
  if (rules.zones().has_royal_neighbour_rule() && royal_neighbours_clash(pos)) return true;
  const auto& rule = rules.opposition();
  if (!rule || rule->placements.empty()) return false;
  for (Cell mine : pos.pieces_of(mover)) {
    if (!rules.is_royal(pos.at(mine))) continue;
    for (std::size_t q = 0; q < rules.player_count(); ++q) {
      const PlayerId other = PlayerId::from_index(q);
      if (!rules.is_opponent(mover, other)) continue;
      for (Cell theirs : pos.pieces_of(other))
        if (rules.is_royal(pos.at(theirs)) && placed_in_opposition(pos, *rule, mine, theirs))
          return true;
    }
  }
  return false;
}

}  // namespace arbiter::model
