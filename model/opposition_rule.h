// Opposition between rulers, compiled from a spec's `opposition` key under `model: explicit`
// (Ajedrez 123's P-16): the placements two enemy royal pieces may never take, and the only attacks
// of one royal piece on an enemy royal piece that count as check. Without this rule (the attack
// model) rulers attack each other with their ordinary moves, and opposition is mutual attack.
#pragma once

#include <cstdint>
#include <vector>

#include "model/cell.h"
#include "model/piece.h"
#include "model/player.h"

namespace arbiter::model {

// The shape of a move atom, as a royal check names it: a step is a slide of one cell.
enum class MoveShape : std::uint8_t { Step, Slide, Leap, Hop };
constexpr std::uint8_t shape_bit(MoveShape s) {
  return static_cast<std::uint8_t>(1u << static_cast<unsigned>(s));
}
constexpr std::uint8_t kEveryShape = 0x0F;

// Two royal kinds that may not face each other so: with `first` owned by player p on cell c, an
// enemy `second` may not stand on any cell of near[p][c].
struct OppositionPlacement {
  PieceKind first;
  PieceKind second;
  std::vector<std::vector<CellSet>> near;  // [owner of first][cell of first]
};

struct OppositionRule {
  std::vector<OppositionPlacement> placements;
  std::size_t kind_count = 0;
  std::vector<std::uint8_t> check_shapes;  // [attacker kind * kind_count + target kind]: shape bits

  // The shapes by which a royal `attacker` checks an enemy royal `target` (0: it never does).
  std::uint8_t checks_by(PieceKind attacker, PieceKind target) const {
    return check_shapes[attacker.index * kind_count + target.index];
  }

  // Whether royal pieces a (owned by pa, on ca) and b (owned by pb, on cb), enemies, face each
  // other in a forbidden placement, read from either side.
  bool forbids(PieceKind a, PlayerId pa, Cell ca, PieceKind b, PlayerId pb, Cell cb) const {
    for (const OppositionPlacement& p : placements) {
      if (p.first == a && p.second == b && p.near[pa.index][ca.index].contains(cb)) return true;
      if (p.first == b && p.second == a && p.near[pb.index][cb.index].contains(ca)) return true;
    }
    return false;
  }
};

}  // namespace arbiter::model
