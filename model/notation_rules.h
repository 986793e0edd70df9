// How a ruleset writes its positions, compiled from the spec's `notation:`: the fields of a
// position string in order, the start position, and whether pieces that are not original
// (promoted, dropped) are marked "~".
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace arbiter::model {

enum class PositionField : std::uint8_t {
  Board,
  Side,
  Hands,
  Castling,
  EnPassant,
  Halfmove,
  Fullmove,
  MoveNumber,
  Moved,
  Imitation
};

struct NotationRules {
  std::vector<PositionField> position_fields;
  std::string start_position;
  bool marks_not_original = false;
};

}  // namespace arbiter::model
