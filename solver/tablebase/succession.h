// Succession (regency, spec `succession:`) in endgame tables. A mate of a royal piece whose heir
// (in Ajedrez 123 the original queen, else the original princess, outside the citadels) is ready is
// not a win: the model generates it as a move, the succession, after which the mated piece is off
// the board and the heir has become the regent (queen_regent, princess_regent), and a mating piece
// may have moved onto the victim's cell. That move leaves the table: its value is read from the
// table of the material it leads to, built first like the sub-tables of captures.
#pragma once

#include <vector>

#include "solver/tablebase/material.h"
#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

// Whether the royal pieces of `royal`'s owner can ever be in check in `material`: the opponent
// has a piece that is not royal, or a royal piece of another kind. Two rulers of one kind keep
// their distance (opposition) and never check each other, so a bare king mates no king.
bool can_be_checked(const model::CompiledRules& rules, const Material& material,
                    const MaterialGroup& royal);

// The materials a succession in `material` leads to: for each side whose royal piece can be mated
// and which holds a piece of the line of succession, the royal piece off and that heir changed into
// the kind it becomes; each once.
std::vector<Material> succession_materials(const model::CompiledRules& rules,
                                           const Material& material);

// Every table `material`'s moves may lead to: captures and promotions (Material::successors), then
// successions.
std::vector<Material> sub_materials(const model::CompiledRules& rules, const Material& material);

// A succession after which the mated side keeps the move (succession_turn: mated_side): the value
// `same_side` of the position reached, for the player who moved, written as the value of a reply
// of the opponent, so that valuing the move as usual (one ply further, sides swapped) counts the
// succession as one ply.
constexpr Code as_opponent_reply(Code same_side) {
  if (code::is_win(same_side)) return code::loss(code::plies(same_side));
  if (code::is_loss(same_side)) return code::win(code::plies(same_side));
  return same_side;
}

}  // namespace arbiter::solver::tablebase
