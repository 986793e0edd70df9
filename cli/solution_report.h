// How `arbiter solve` writes a solution in the problemists' form (docs/puzzles.md, "Output"):
// numbered SAN lines for help and series play, and for direct and self play each key with its
// threat, its variations and the tries; the same as JSON values.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "cli/json_writer.h"
#include "model/position.h"
#include "puzzles/help_play.h"
#include "puzzles/solution_tree.h"
#include "puzzles/stipulation.h"

namespace arbiter::cli {

// A help play line in SAN, numbered as in a game record: "1.e4 e5 2.Qh5", or "1...e5 2.Qh5"
// when the second player begins. The first player's moves carry the number.
std::string numbered_line(const model::Position& start, const puzzles::Line& line);

// A series line: the n series moves numbered 1 to n, then the other side's closing move, if
// any, unnumbered: "1.Kd5 2.Kc4 3.Kb3 Qa4#".
std::string series_line(const model::Position& start, const puzzles::Line& line, int series_moves);

// The moves of a line in coordinates; a series line (series_moves > 0) as series_line plays it,
// the other side passing between the series moves.
std::vector<std::string> line_coordinates(const model::Position& start, const puzzles::Line& line,
                                          int series_moves = 0);

// A key with its threat and variations, one line a move, indented two spaces a level:
//   1.Qd7! threat: 2.Qe7#
//     1...Kc4 2.Qd3#
void print_key(std::ostream& out, const model::Position& start, const puzzles::AttackerMove& key);

// Set play, before the keys: "set play:" and each set variation on a line of its own,
//   set play:
//     1...Kd4 2.Qd3#
// ("set play: none" when no defence has a prepared answer).
void print_set_play(std::ostream& out, const model::Position& start,
                    const std::vector<puzzles::Variation>& set);

// Set play as a JSON array of variations, each as in the key's "tree".
void write_set_play(JsonWriter& json, const model::Position& start,
                    const std::vector<puzzles::Variation>& set);

// A try and its refutation: "1.Rb1? but 1...Kc8!".
std::string try_text(const model::Position& start, const puzzles::Try& t);

// The key as a JSON object's members after "first", "moves" and "san": "checks", "threat"
// ([{"move", "san"}]), "zugzwang", "tree" ([{"defence", "san", "reaches_goal", "dual",
// "answers": [...]}], each answer an object like the key).
void write_key_members(JsonWriter& json, const model::Position& start,
                       const puzzles::AttackerMove& key);

}  // namespace arbiter::cli
