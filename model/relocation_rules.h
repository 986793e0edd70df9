// Relocating captures and the carriers that take what they cannot place, compiled: whether some
// atom relocates what it captures (`capture: relocate`), which piece codes carry passengers
// (`carries:`), and where a carrier of each (owner, kind) unloads them.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "model/cell.h"
#include "model/per_owner_kind.h"
#include "model/piece.h"

namespace arbiter::model {

struct RelocationRules {
  bool in_use = false;        // some atom relocates what it captures
  bool has_carriers = false;  // some piece kind carries passengers: make/unmake keep them
  std::array<std::uint8_t, 256> carrier_code{};  // per piece code: 1 for a carrier
  // The cells, in the order tried, where a passenger of a (p, k) carrier is unloaded: its
  // carrying atoms' relocation cells (empty when it has none).
  PerOwnerKind<std::vector<Cell>> unload;

  bool is_carrier(Piece p) const { return carrier_code[p.code] != 0; }
  const std::vector<Cell>& unload_cells(PlayerId p, PieceKind k) const { return unload(p, k); }
};

}  // namespace arbiter::model
