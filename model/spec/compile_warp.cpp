// Warp atoms compiled into per-cell leap targets (see compile_warp.h).
#include "model/spec/compile_warp.h"

#include <string>
#include <utility>

namespace arbiter::model::spec {
namespace {

// The atom keys that mean nothing for a warp, with whether each was written.
std::vector<std::pair<const char*, bool>> foreign_keys(const AtomDoc& a) {
  return {{"via", !a.via.empty()},
          {"symmetry", !a.symmetry.empty()},
          {"max", a.max.has_value()},
          {"landing", !a.landing.empty()},
          {"en_passant", !a.en_passant.empty()},
          {"targets", !a.targets.empty()},
          {"push", !a.push.empty()},
          {"push_then", !a.push_then.empty()},
          {"push_chain", !a.push_chain.empty()},
          {"capture", !a.capture.empty()},
          {"relocate_to", !a.relocate_to.empty()},
          {"relocate_choice", !a.relocate_choice.empty()},
          {"relocate_full", !a.relocate_full.empty()},
          {"relocate_owner", !a.relocate_owner.empty()},
          {"target_side", !a.target_side.empty()}};
}

}  // namespace

void compile_warp(const AtomDoc& a, const std::optional<std::vector<Cell>>& zone_cells,
                  std::size_t cell_count, CompiledAtom& c, std::vector<Diagnostic>& errors) {
  c.type = AtomType::Leap;
  // Move only unless the mode says otherwise (c.mode is the written mode, read by the caller):
  // Omega's fool "cannot capture a wizard that way", Sannin shogi's castling king may capture.
  if (a.mode.empty()) c.mode = Mode::Move;
  for (const auto& [key, written] : foreign_keys(a))
    if (written)
      errors.push_back({a.mark, std::string("a warp takes no '") + key + "'",
                        "{warp: zone} with mode, zone conditions, only_unmoved, when, source"});
  if (a.warp.value.empty())
    errors.push_back({a.warp.mark, "a warp needs a zone", "warp: wizard_cells"});
  c.leaps.assign(cell_count, {});
  if (!zone_cells) return;
  for (Cell from : *zone_cells) {
    for (Cell to : *zone_cells) {
      if (to == from) continue;
      LeapTarget t;
      t.to = to;
      c.leaps[from.index].push_back(t);
    }
  }
}

}  // namespace arbiter::model::spec
