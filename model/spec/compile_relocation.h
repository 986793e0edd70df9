// The spec compiler's part for relocating captures and carriers: the atom keys `capture`,
// `relocate_to`, `relocate_choice`, `relocate_full`, `relocate_owner` and `target_side`, the piece
// key `carries`, and the checks that tie them together (specs/README.md "Relocating captures").
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "model/diagnostic.h"
#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::model::spec {

// The cells of a named zone as the atom's owner sees it, in board order; reports an unknown name
// and returns nothing.
using ZoneCells = std::function<std::optional<std::vector<Cell>>(const Text&)>;

// Reads atom a's relocation keys into c, whose mode, targets and en passant role are already
// compiled. Appends a diagnostic for each unknown value or misuse.
void compile_relocation(const AtomDoc& a, const ZoneCells& zone_cells, CompiledAtom& c,
                        std::vector<Diagnostic>& errors);

// A piece's `carries:` key, if written.
std::optional<CarrierRules> compile_carries(const PieceDoc& p, std::vector<Diagnostic>& errors);

// Checks carriers against the atoms (a carrying atom needs a carrier; a carrier cannot be
// captured, promote or be targeted by a relocation; its carrying atoms agree on their cells) and
// returns, per (owner, kind) in CompiledRules order, the cells its passengers unload to.
PerOwnerKind<std::vector<Cell>> carrier_unload_cells(
    const SpecDocument& doc, const std::vector<PieceInfo>& pieces,
    const PerOwnerKind<std::vector<CompiledAtom>>& atoms, std::size_t player_count,
    std::size_t cell_count, std::vector<Diagnostic>& errors);

}  // namespace arbiter::model::spec
