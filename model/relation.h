// Whose pieces a rule speaks of, relative to one player: the player's own, an opponent's, or
// anyone's (spec `by: own | opponent | any`).
#pragma once

#include <cstdint>

namespace arbiter::model {

enum class Relation : std::uint8_t { Own, Opponent, Any };

}  // namespace arbiter::model
