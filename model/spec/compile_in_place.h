// The spec compiler's part for captures in place (piece key captures_in_place, specs/README.md):
// the compiled rule, and the check that the piece captures only in ways a capture in place can
// read off its cell: slides and steps along the board's directions.
#pragma once

#include <optional>
#include <vector>

#include "model/board_graph.h"
#include "model/compiled_atom.h"
#include "model/diagnostic.h"
#include "model/per_owner_kind.h"
#include "model/piece_info.h"
#include "model/spec/document.h"

namespace arbiter::model::spec {

// The rule of piece `kind` (its document `piece`), or nothing when it has none. `atoms` are the
// compiled atoms per (player, kind); an atom the capture cannot read is reported.
std::optional<CaptureInPlace> compile_capture_in_place(
    const PieceDoc& piece, PieceKind kind, const PerOwnerKind<std::vector<CompiledAtom>>& atoms,
    std::size_t player_count, const BoardGraph& board, std::vector<Diagnostic>& errors);

}  // namespace arbiter::model::spec
