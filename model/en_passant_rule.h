// En passant, compiled from the atoms that leave a right (atom key `en_passant: creates`) and the
// spec's `en_passant:` key: which passed cells are targets, and for how long a right lasts.
#pragma once

#include <cstdint>

namespace arbiter::model {

// How long an en passant right lasts (spec `en_passant: {window: ...}`).
enum class EnPassantWindow : std::uint8_t {
  NextMove,      // for the next move only (chess)
  WhileUnmoved,  // on any later move, while the piece that made the advance stands unmoved on
                 // the cell it landed on; several rights may stand at once
};

struct EnPassantRule {
  bool in_use = false;      // some atom's advance leaves a right
  bool all_passed = false;  // cells all_passed: every passed cell; last_passed: only the last
  EnPassantWindow window = EnPassantWindow::NextMove;
};

}  // namespace arbiter::model
