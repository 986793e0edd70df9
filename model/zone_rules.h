// The zones of a ruleset, compiled from the spec's `zones:`: each zone's cells for each player
// (a zone written `per_player` differs by player, the others are alike), and what zones forbid:
// sanctuaries, where no piece is captured or captures; cells where royal pieces may not stand
// side by side; zones closed to some pieces while another zone is occupied.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/cell.h"
#include "model/player.h"
#include "model/relation.h"
#include "model/zone_id.h"

namespace arbiter::model {

// A zone closed to some pieces while another zone is occupied (spec `closed:`).
struct ZoneClosure {
  ZoneId zone = kNoZone;
  std::uint64_t to_kinds = 0;  // bit per kind
  bool to_royal = false;       // also closed to every royal piece
  ZoneId occupied_zone = kNoZone;
  Relation by = Relation::Any;
  std::uint64_t occupied_by = 0;  // bit per kind; 0 = any piece
  bool push_enters = false;       // a push may enter while it is closed
};

struct ZoneRules {
  std::vector<std::string> names;  // per zone
  std::vector<CellSet> cells;      // per zone, then player
  std::size_t player_count = 0;
  CellSet sanctuary;            // the union of the sanctuary zones' cells
  CellSet no_royal_neighbours;  // the union of the zones with royal_neighbours: forbidden
  std::vector<ZoneClosure> closures;
  CellSet closure_watched;  // the cells of the zones the closures watch, for every player

  std::size_t count() const { return names.size(); }
  std::optional<ZoneId> find(const std::string& name) const {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == name) return static_cast<ZoneId>(i);
    return std::nullopt;
  }
  const std::string& name(ZoneId z) const { return names[static_cast<std::size_t>(z)]; }
  // Zone z's cells as player p sees them.
  const CellSet& of(ZoneId z, PlayerId p) const {
    return cells[static_cast<std::size_t>(z) * player_count + p.index];
  }
  bool contains(ZoneId z, PlayerId p, Cell c) const { return of(z, p).contains(c); }
  // A piece on a sanctuary cell cannot be captured, cannot capture and attacks nothing.
  bool is_sanctuary(Cell c) const { return sanctuary.contains(c); }
  // A royal piece there may not have an enemy royal piece on a neighbouring cell.
  bool forbids_royal_neighbours(Cell c) const { return no_royal_neighbours.contains(c); }
  bool has_royal_neighbour_rule() const { return !no_royal_neighbours.empty(); }
};

}  // namespace arbiter::model
