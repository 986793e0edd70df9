// A position right after a multi-cell step (a pawn's double step) whose en passant right the side
// to move can use is not a table entry: tables hold no rights (index.h). It stands beside one, the
// entry of the same placement without the right, whose moves it has, plus the en passant
// captures, which leave the table (a pawn fewer). Its value for the side to move is the better of
// the entry's and the best capture's; but where the entry has no move at all (a mate or a
// stalemate the capture avoids) only the captures count; and where the game is drawn by rule
// (model::drawn_by_rule) none does. The generator values such children of
// its entries this way (retrograde.cpp), and probes value such positions this way (tablebases.h).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>

#include "model/position.h"
#include "solver/tablebase/index.h"
#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

struct EnPassantChoice {
  std::uint64_t entry = 0;       // the entry of the same placement without the right
  bool entry_has_moves = false;  // whether that entry has a legal move
  Code captures =
      code::kIllegal;  // the best legal en passant capture, for the side to move; kIllegal: none
};

// What a position `pos` (of `index`'s material) holding an en passant right is made of, or none
// when its side to move cannot capture en passant at all (the position is then the entry itself).
// `after_capture(after)` values the position after a capture for its side to move, as the
// capturer reads it (through successions and draw claims); `pos` is scratch and restored.
std::optional<EnPassantChoice> en_passant_choice(
    const TableIndex& index, model::Position& pos,
    const std::function<Code(const model::Position&)>& after_capture);

// The value of that position for its side to move when its entry is worth `entry`. While a table
// is being generated the entry may be kUnknown; the value is then known only when a capture wins
// in no more than `settled` plies (an entry not yet known cannot win sooner), and is kUnknown
// otherwise.
Code value_with_en_passant(const EnPassantChoice& choice, Code entry,
                           int settled = code::kMaxPlies);

}  // namespace arbiter::solver::tablebase
