// Relocating captures and carriers, by specs/README.md "Relocating captures and carriers".
#include "tests/reference/reference_relocation.h"

#include <algorithm>
#include <utility>

namespace arbiter::testing::reference {

namespace spec = model::spec;

Cargo::Cargo(const spec::SpecDocument& doc, const ReferenceBoard& board,
             const ReferenceZones& zones, MayEnter may_enter)
    : doc_(&doc), board_(&board), zones_(&zones), may_enter_(std::move(may_enter)) {
  for (const spec::PieceDoc& p : doc.pieces) {
    CarrierRule rule;
    if (p.carries) {
      rule.carries = true;
      const std::string& capacity = p.carries->capacity.value;
      rule.capacity = capacity == "unlimited" ? 1 << 30
                      : capacity.empty()      ? 1
                                              : std::stoi(capacity);
      rule.immediate = p.carries->unload.value != "on_carrier_move";
    }
    carriers_.push_back(rule);
    // README: passengers unload to the cells of the piece's carrying atoms' relocate_to.
    std::vector<int> unload;
    for (const spec::AtomDoc& a : p.moves) {
      if (a.relocate_full.value != "carry") continue;
      for (const auto& name : a.relocate_to) unload.push_back(zones.find(name));
      break;
    }
    unload_zones_.push_back(unload);
  }
}

RelocationRule Cargo::relocation(const spec::AtomDoc& a) const {
  RelocationRule rule;
  rule.relocates = a.capture.value == "relocate";
  rule.own = a.target_side.value == "own";
  for (const auto& name : a.relocate_to) rule.zones.push_back(zones_->find(name));
  rule.any_free = a.relocate_choice.value == "any_free";
  rule.carry = a.relocate_full.value == "carry";
  rule.to_captor = a.relocate_owner.value == "captor";
  return rule;
}

std::vector<int> Cargo::cells_of(const std::vector<int>& zones, int player) const {
  std::vector<int> cells;
  for (int zone : zones) {
    for (std::size_t c = 0; c < board_->cell_count(); ++c) {
      const int cell = static_cast<int>(c);
      if (zones_->contains(zone, player, cell) &&
          std::find(cells.begin(), cells.end(), cell) == cells.end())
        cells.push_back(cell);
    }
  }
  return cells;
}

// README: a cell receives the piece when it is empty once the mover has left `from`, the piece may
// stop there and no closed zone keeps it out (read before the move, from the piece's owner).
std::vector<int> Cargo::destinations(const RefState& s, const RelocationRule& rule, int from,
                                     int to) const {
  const RefPiece& mover = s.board[idx(from)];
  const RefPiece& victim = s.board[idx(to)];
  const int owner = rule.to_captor ? mover.player : victim.player;
  std::vector<int> result;
  for (int c : cells_of(rule.zones, mover.player)) {
    if (c != from && !s.board[idx(c)].is_empty()) continue;
    if (!may_enter_(s, owner, victim.kind, c)) continue;
    result.push_back(c);
    if (!rule.any_free) break;
  }
  const auto carried = s.carried[idx(from)].size();
  if (result.empty() && rule.carry &&
      static_cast<int>(carried) < carriers_[idx(mover.kind)].capacity)
    result.push_back(kAboard);
  return result;
}

void Cargo::unload(RefState& s, const std::vector<int>& moved) const {
  for (std::size_t c = 0; c < s.board.size(); ++c) {
    if (s.carried[c].empty()) continue;
    const RefPiece carrier = s.board[c];
    const bool now = carriers_[idx(carrier.kind)].immediate ||
                     std::find(moved.begin(), moved.end(), static_cast<int>(c)) != moved.end();
    if (!now) continue;
    const std::vector<int> cells = cells_of(unload_zones_[idx(carrier.kind)], carrier.player);
    std::vector<RefPiece> staying;
    for (const RefPiece& passenger : s.carried[c]) {
      bool placed = false;
      for (int cell : cells) {
        if (!s.board[idx(cell)].is_empty() ||
            !may_enter_(s, passenger.player, passenger.kind, cell))
          continue;
        s.board[idx(cell)] = passenger;
        placed = true;
        break;
      }
      if (!placed) staying.push_back(passenger);
    }
    s.carried[c] = staying;
  }
}

}  // namespace arbiter::testing::reference
