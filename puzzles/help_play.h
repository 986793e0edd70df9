// Help play: both sides cooperate. In h#n the side to move (the second player of the turn order,
// as the stipulation says) and the other side make n moves each, and the other side's nth move
// reaches the goal against the side that began; h#n.5 begins with the mating side's half move.
// A solution is a whole line, and the goal must be reached with its last move exactly: a line
// that ends the game earlier is no solution. Every solution is listed.
#pragma once

#include <cstdint>
#include <vector>

#include "model/move.h"
#include "model/position.h"
#include "puzzles/search_node.h"
#include "puzzles/search_settings.h"
#include "puzzles/stipulation.h"

namespace arbiter::puzzles {

using Line = std::vector<model::Move>;

// Every solution line of an h#n or h#n.5 (h=n, h=n.5) from `pos`, whose side to move makes the
// first move, in the order the move generator gives the moves.
std::vector<Line> help_solutions(const model::Position& pos, const Stipulation& stip,
                                 SearchStats& stats, const SearchSettings& settings = {});

}  // namespace arbiter::puzzles
