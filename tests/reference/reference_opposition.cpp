#include "tests/reference/reference_opposition.h"

#include <algorithm>

#include "tests/reference/reference_state.h"

namespace arbiter::testing::reference {

namespace spec = model::spec;

ReferenceOpposition::ReferenceOpposition(const spec::SpecDocument& doc, const ReferenceBoard& board,
                                         const std::vector<int>& forward)
    : board_(&board) {
  if (!doc.opposition || doc.opposition->model.value != "explicit") return;
  explicit_ = true;
  for (const spec::OppositionPlacementDoc& row : doc.opposition->placements) {
    Placement p;
    p.first = piece_index(doc, row.first.value);
    p.second = piece_index(doc, row.second.value);
    for (int owner_forward : forward) {
      std::vector<Vec> offsets;
      if (row.shape.form == spec::AtomForm::Step) {
        for (const auto& d : row.shape.directions)
          for (int dir : board.resolve_direction(d.value, owner_forward))
            offsets.push_back({board.compass(dir).x, board.compass(dir).y});
      } else {
        const std::string symmetry =
            row.shape.symmetry.value.empty() ? "all" : row.shape.symmetry.value;
        for (const auto& v : row.shape.vectors)
          for (const Orientation& o : board.orientations(symmetry, owner_forward))
            offsets.push_back(board.orient({v.x, v.y}, o));
      }
      p.offsets.push_back(std::move(offsets));
    }
    placements_.push_back(std::move(p));
  }
  for (const spec::RoyalCheckDoc& row : doc.opposition->checks) {
    auto& shapes =
        checks_[{piece_index(doc, row.attacker.value), piece_index(doc, row.target.value)}];
    for (const auto& by : row.by) {
      if (by.value == "any")
        shapes.insert({"step", "slide", "leap", "hop"});
      else
        shapes.insert(by.value);
    }
  }
}

bool ReferenceOpposition::counts(int attacker, int target, const std::string& shape) const {
  const auto found = checks_.find({attacker, target});
  return found != checks_.end() && found->second.count(shape) > 0;
}

bool ReferenceOpposition::listed(const Placement& p, int owner, int from, int to) const {
  const auto& offsets = p.offsets[idx(owner)];
  return std::any_of(offsets.begin(), offsets.end(),
                     [&](Vec v) { return board_->cell_at(board_->coord(from) + v) == to; });
}

bool ReferenceOpposition::forbids(int a, int pa, int ca, int b, int pb, int cb) const {
  for (const Placement& p : placements_) {
    if (p.first == a && p.second == b && listed(p, pa, ca, cb)) return true;
    if (p.first == b && p.second == a && listed(p, pb, cb, ca)) return true;
  }
  return false;
}

}  // namespace arbiter::testing::reference
