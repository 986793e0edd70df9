// The spec compiler's part for warp atoms (`warp: ZONE`, specs/README.md "Warps"): a piece on a
// cell of the zone jumps to any other cell of it, empty unless its mode lets it capture there.
// Compiled into a leap table (per cell, the zone's other cells), which move generation and the
// attack tables already walk: a warp that only moves (the default) attacks nothing.
#pragma once

#include <optional>
#include <vector>

#include "model/diagnostic.h"
#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::model::spec {

// Fills c (type, mode, leap targets) for warp atom a over `zone_cells`, the warp zone as the
// atom's owner sees it (nothing when the zone is unknown, already reported). `cell_count` is the
// board's. Appends a diagnostic for each key a warp does not take.
void compile_warp(const AtomDoc& a, const std::optional<std::vector<Cell>>& zone_cells,
                  std::size_t cell_count, CompiledAtom& c, std::vector<Diagnostic>& errors);

}  // namespace arbiter::model::spec
