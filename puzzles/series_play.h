// Series play: one side makes n moves in a row while the other does not move.
//   ser-#n   the first player makes n moves; the nth reaches the goal (mates the second).
//   ser-h#n  the second player makes n moves, then the first reaches the goal in one move.
//   ser-s#n  the first player makes n moves, then the second must reach the goal against it in
//            one move: it has a move, and every move it has does.
// Between two moves of the series the other side must not be in check: it would have to
// answer, and it does not move. The last move of the series may check, since the other side
// moves next. A solution is the whole line; series problems are sound with exactly one, so
// every order of the same moves that works counts as a solution of its own.
#pragma once

#include <vector>

#include "model/position.h"
#include "puzzles/help_play.h"
#include "puzzles/search_node.h"
#include "puzzles/search_settings.h"
#include "puzzles/stipulation.h"

namespace arbiter::puzzles {

// Every solution line from `pos`, whose side to move makes the series: the n series moves,
// then (ser-h#n, ser-s#n) the other side's closing move. In ser-s#n the closing move is forced
// to reach the goal; the line shows it when there is exactly one, else it ends with the series.
std::vector<Line> series_solutions(const model::Position& pos, const Stipulation& stip,
                                   SearchStats& stats, const SearchSettings& settings = {});

}  // namespace arbiter::puzzles
