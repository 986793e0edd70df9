#include "solver/tablebase/stats.h"

#include <sstream>

#include "model/notation/position_string.h"
#include "solver/tablebase/incremental_numbering.h"

namespace arbiter::solver::tablebase {

namespace {

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

}  // namespace

TableStats table_stats(const Table& table) {
  const TableIndex& index = table.index();
  const model::CompiledRules& rules = index.rules();
  TableStats stats;
  stats.material = index.material().name(rules);
  const IncrementalNumbering walk(index);
  for (int side = 0; side < 2; ++side) {
    SideStats s;
    s.side = rules.player(rules.turn_order()[static_cast<std::size_t>(side)]).name;
    std::uint64_t longest_entry = 0;
    bool found = false;
    const std::uint64_t begin = side == 0 ? 0 : index.per_side();
    // The entries' placements, walked in order rather than decoded one by one.
    TableIndex::Cells cells;
    index.placement_of(begin, cells);
    for (std::uint64_t i = begin; i < begin + index.per_side(); walk.next_placement(i++, cells)) {
      const Code c = table.code(i);
      if (c == code::kIllegal) continue;
      // An entry stands for every image of its position under the table's symmetries.
      const std::uint64_t positions = index.orbit_size(i, cells);
      s.legal += positions;
      if (c == code::kDraw) {
        s.draws += positions;
        continue;
      }
      (code::is_win(c) ? s.wins : s.losses) += positions;
      const int moves = moves_to_mate(c);
      if (!found || moves > s.max_dtm_moves) {
        found = true;
        longest_entry = i;
        s.max_dtm_moves = moves;
      }
    }
    if (found) {
      model::Position pos(rules);
      index.set_up(longest_entry, pos);
      s.longest = model::notation::to_string(pos);
    }
    stats.sides.push_back(std::move(s));
  }
  return stats;
}

std::string stats_json(const TableStats& stats) {
  std::ostringstream out;
  out << "{\"material\": " << json_string(stats.material) << ", \"sides\": {";
  for (std::size_t i = 0; i < stats.sides.size(); ++i) {
    const SideStats& s = stats.sides[i];
    if (i > 0) out << ", ";
    out << json_string(s.side) << ": {\"legal\": " << s.legal << ", \"wins\": " << s.wins
        << ", \"draws\": " << s.draws << ", \"losses\": " << s.losses
        << ", \"max_dtm_moves\": " << s.max_dtm_moves << ", \"longest\": " << json_string(s.longest)
        << "}";
  }
  out << "}}";
  return out.str();
}

}  // namespace arbiter::solver::tablebase
