// Position legality: whether a position could stand in a game played by its rules. Parsing a
// position string checks its syntax and each field on its own (en passant cells included); this
// checks what the rules say of the whole: how many royal pieces each player has, that the player
// who moved last did not leave a royal piece attacked, that no piece stands where the rules never
// let it stand, and that castling rights belong to the pieces they were granted to. Every command
// that reads a position asks this one function, so they agree on what they refuse.
#pragma once

#include <string>
#include <vector>

#include "model/position.h"

namespace arbiter::model {

// Every reason `pos` cannot arise under its rules, each a sentence naming the cells, pieces and
// players concerned; empty for a legal position. `start` is the rules' start position: it gives
// the royal pieces each player begins with and the pieces castling rights were granted to.
std::vector<std::string> legality_problems(const Position& pos, const Position& start);

// The same, with the rules' own start position (parsed here: the caller's rules must compile).
std::vector<std::string> legality_problems(const Position& pos);

}  // namespace arbiter::model
