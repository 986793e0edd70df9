// Opposition: how close enemy rulers may stand. Under the attack model two rulers are in
// opposition when each attacks the other; under an explicit opposition rule (spec `opposition`,
// model: explicit) when their placement is listed. A zone may also forbid enemy rulers side by side
// in it (`royal_neighbours: forbidden`). No opposition reaches into or out of a sanctuary.
#pragma once

#include "model/position.h"

namespace arbiter::model {

// Whether the royal pieces on a and b (enemies) are in opposition.
bool rulers_in_opposition(const Position& pos, Cell a, Cell b);

// Whether a move has just left `mover`'s royal pieces too close to an enemy ruler: a listed
// placement (explicit rule) or neighbours in a zone that forbids it. Attacks are in_check's part.
bool rulers_too_close(const Position& pos, PlayerId mover);

}  // namespace arbiter::model
