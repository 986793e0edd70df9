// The value of a table entry for its side to move: illegal (not a position the table holds), a
// draw, or a win or loss in a number of plies (single moves) to mate. Stored as a 16-bit code,
// bit-packed in files; `kUnknown` exists only while a table is being generated.
#pragma once

#include <cstdint>

namespace arbiter::solver::tablebase {

using Code = std::uint16_t;

namespace code {
constexpr Code kIllegal = 0;
constexpr Code kDraw = 1;
constexpr Code kUnknown = 0xFFFF;
constexpr int kMaxPlies = (0xFFFE - 3) / 2;
constexpr Code loss(int plies) { return static_cast<Code>(2 + 2 * plies); }
constexpr Code win(int plies) { return static_cast<Code>(3 + 2 * plies); }
constexpr bool is_win(Code c) { return c >= 2 && c != kUnknown && (c & 1) != 0; }
constexpr bool is_loss(Code c) { return c >= 2 && c != kUnknown && (c & 1) == 0; }
// Plies to mate of a win or a loss.
constexpr int plies(Code c) { return (c - 2) / 2; }
}  // namespace code

// Distance to mate in moves, as tables publish it: a win in 2n-1 plies and a loss in 2n plies are
// both "mate in n".
constexpr int moves_to_mate(Code c) {
  return code::is_win(c) ? (code::plies(c) + 1) / 2 : code::plies(c) / 2;
}

// The value for the player who moved of a move leading to a position worth `child` to its side to
// move (two players: the win of one is the loss of the other, one ply further).
constexpr Code through_move(Code child) {
  if (code::is_loss(child)) return code::win(code::plies(child) + 1);
  if (code::is_win(child)) return code::loss(code::plies(child) + 1);
  return child;
}

// Whether a is better than b for the side to move: a faster win, a draw over a loss, a slower loss.
constexpr bool better(Code a, Code b) {
  auto rank = [](Code c) {
    if (code::is_win(c)) return 3 * 65536 - code::plies(c);
    if (code::is_loss(c)) return code::plies(c);
    return 2 * 65536;
  };
  return rank(a) > rank(b);
}

}  // namespace arbiter::solver::tablebase
