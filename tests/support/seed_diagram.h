// Reading the board diagrams of the Omega Chess seed (../shared/seeds/omega-chess.txt), which
// print each cell's name followed, when a piece stands there, by a two-letter code: the piece
// (p n b r q k, z champion, w wizard, t templar knight) and its side (l white, d black), as in
// "9 a9 zd b9 rd". Marks of a move diagram ("xx", "oo", "xo") and the labels around the board are
// skipped. Independent of the engine's position strings, so tests can compare the two.
#pragma once

#include <map>
#include <string>

#include "model/position.h"

namespace arbiter::testing {

// cell name -> "white champion", "black pawn", ...: the pieces the diagram shows. `cells` are the
// board's cell names; a token that is not one of them is a label. Throws std::runtime_error on a
// piece code it does not know.
std::map<std::string, std::string> read_seed_diagram(const std::string& text,
                                                     const std::vector<std::string>& cells);

// The same map read from a position: cell name -> "<player> <piece name>".
std::map<std::string, std::string> pieces_by_cell(const model::Position& pos);

// The cell names of a compiled board.
std::vector<std::string> cell_names(const model::CompiledRules& rules);

// A position holding the diagram's pieces (none moved), `side` to move, no castling rights.
model::Position position_from_diagram(const model::CompiledRules& rules,
                                      const std::map<std::string, std::string>& pieces,
                                      const std::string& side);

}  // namespace arbiter::testing
