// Claims about the board itself: how many cells (in a zone, out of one, of a colour) and which
// cell is the centre. Computed from the compiled board graph.
#include <cstdlib>
#include <string>

#include "solver/audit/claim_checks.h"

namespace arbiter::solver::audit {
namespace {

using model::Cell;
using model::CompiledRules;
using model::PlayerId;
using model::spec::ClaimCheckDoc;

// Whether c lies in zone z for some player (a per-player zone counts every player's cells).
bool in_zone_of_anyone(const CompiledRules& rules, model::ZoneId z, Cell c) {
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    if (rules.zones().contains(z, PlayerId::from_index(p), c)) return true;
  return false;
}

std::string cells_filter(const ClaimCheckDoc& check) {
  std::string text;
  if (!check.zone.empty()) text += " in zone " + check.zone.value;
  if (!check.not_zone.empty()) text += " outside zone " + check.not_zone.value;
  if (!check.colour.empty()) text += " of colour " + check.colour.value;
  return text;
}

}  // namespace

ClaimResult check_cells(const CompiledRules& rules, const ClaimCheckDoc& check) {
  ClaimResult r;
  r.claimed = std::to_string(check.count.value_or(0));
  const auto& board = rules.board();
  std::optional<model::ZoneId> zone, not_zone;
  for (auto [name, out] : {std::pair{&check.zone, &zone}, std::pair{&check.not_zone, &not_zone}}) {
    if (name->empty()) continue;
    *out = rules.zones().find(name->value);
    if (!*out) {
      r.value = "no zone '" + name->value + "' under these options";
      r.witness = abstract_witness("the zone does not exist under these options");
      return r;
    }
  }
  int colour = -1;
  if (!check.colour.empty()) {
    const auto& names = board.colour_names();
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == check.colour.value) colour = static_cast<int>(i);
  }
  int count = 0;
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const Cell c = Cell::from_index(i);
    if (zone && !in_zone_of_anyone(rules, *zone, c)) continue;
    if (not_zone && in_zone_of_anyone(rules, *not_zone, c)) continue;
    if (!check.colour.empty() && board.colour(c) != colour) continue;
    ++count;
  }
  r.value = std::to_string(count);
  r.holds = check.count && count == *check.count;
  r.witness = abstract_witness("a count of the compiled board's cells" + cells_filter(check) +
                               "; no position shows it");
  return r;
}

ClaimResult check_centre(const CompiledRules& rules, const ClaimCheckDoc& check) {
  ClaimResult r;
  r.claimed = check.cell.value;
  const auto& board = rules.board();
  long long sx = 0, sy = 0;
  const long long n = static_cast<long long>(board.cell_count());
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const auto at = board.coord(Cell::from_index(i));
    sx += at.x;
    sy += at.y;
  }
  const double dn = static_cast<double>(n);
  const std::string centroid = "(" + claim_text::number(static_cast<double>(sx) / dn) + ", " +
                               claim_text::number(static_cast<double>(sy) / dn) + ")";
  std::optional<Cell> centre;
  if (n > 0 && sx % n == 0 && sy % n == 0)
    centre = board.cell_at({static_cast<int>(sx / n), static_cast<int>(sy / n)});
  r.value = centre ? board.name(*centre) : "no cell (the centroid is at " + centroid + ")";
  r.holds = centre && board.name(*centre) == check.cell.value;
  r.details.push_back("the centroid of the " + std::to_string(n) + " cells' coordinates is " +
                      centroid);
  r.witness = abstract_witness("a property of the board's coordinates; no position shows it");
  return r;
}

}  // namespace arbiter::solver::audit
