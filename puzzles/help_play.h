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

// The set play of a helpmate (Popeye's option `setplay`): the side to move passes, and the other
// side begins the play half a move shorter (h#n -> h#(n-1).5, h#n.5 -> h#n) from `passed`, the
// position after the pass. No line when the side to move stands in check (it could not pass).
struct HelpSetPlay {
  model::Position passed;
  Stipulation stipulation;  // the shorter stipulation solved from `passed`
  std::vector<Line> lines;
};
HelpSetPlay help_set_play(const model::Position& pos, const Stipulation& stip, SearchStats& stats,
                          const SearchSettings& settings = {});

}  // namespace arbiter::puzzles
