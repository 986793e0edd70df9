// The smallest spec the audit tests build their toy rulebooks on: a 3x3 board, two kings, no
// options. Tests append an `audit:` section.
#pragma once

#include <string>

namespace arbiter::testing {

inline const std::string kToyBoard = R"(variant: toy
board: {geometry: square, files: [a, b, c], ranks: ["1", "2", "3"]}
players:
  - {name: white, forward: n, case: upper, side: w}
  - {name: black, forward: s, case: lower, side: b}
pieces:
  - {name: king, letter: K, royal: true, moves: [{step: [all]}]}
notation: {fields: [board, side], start: "k2/3/K2 w"}
)";

}  // namespace arbiter::testing
