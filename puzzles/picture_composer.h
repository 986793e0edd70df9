// Composing problems from mating pictures: Z3 places a picture (puzzles/mate_picture.h), a random
// walk of quiet retractions (puzzles/retraction.h) takes it back the stipulation's number of
// single moves, and the search solves the position it reaches from scratch. Only what the search
// calls sound is kept:
// - #n (2n - 1 single moves taken back, the first player to move): exactly one key, no mate in
//   fewer moves, and (by default) a quiet key and no dual in the tree, as compose_from_table asks;
// - h#n (2n single moves taken back, the second player to move), h#n.5 (2n + 1, the first player
//   to move), ser-#n (the first player's last n moves in a row), ser-h#n (the first player's
//   mate, then the second player's n moves before it): exactly one solution.
// `=` in place of `#` starts from stalemate pictures (not in #n). The series walks take back one
// player's moves in a row; each position on the way is legal by the spec, so the other player
// stands in no check between two moves of the series, as series play asks.
// The solution need not end in the picture it came from: the picture is where the walk began.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "model/position.h"
#include "puzzles/help_play.h"
#include "puzzles/mate_picture.h"
#include "puzzles/search_node.h"
#include "puzzles/solution_tree.h"
#include "puzzles/stipulation.h"

namespace arbiter::puzzles {

// Whether the composer makes `stip`: #n, h#n, h#n.5, ser-#n, ser-h#n and their `=` forms but =n.
bool composes_from_pictures(const Stipulation& stip);
// The single moves a walk takes back from a picture for `stip` (one the composer makes).
int single_moves_taken_back(const Stipulation& stip);

struct PictureCompositionRequest {
  Stipulation stipulation;  // one that composes_from_pictures accepts
  PictureRequest
      picture;  // the material and kind of the pictures; its goal follows the stipulation
  int count = 10;
  std::uint64_t seed = 1;           // of the walks (the finder has its own from `picture`)
  std::uint64_t max_walks = 20000;  // retraction walks tried before giving up
  int walks_per_picture = 50;       // walks from one picture before the next is placed (a
                                    // problem found ends the picture's walks: one a picture)
  bool quiet_key = true;            // #n: the key neither checks nor captures
  bool no_duals = true;             // #n: no double threat, no defence with two shortest answers
};

struct PictureCompositionStats {
  std::uint64_t pictures = 0;    // pictures placed by Z3
  std::uint64_t walks = 0;       // retraction walks begun
  std::uint64_t stuck = 0;       // ... that found no retraction before their length
  std::uint64_t unsound = 0;     // ... whose position the search found unsound
  std::uint64_t loud_keys = 0;   // #n: sound but with a checking or capturing key
  std::uint64_t with_duals = 0;  // #n: sound but with a dual
  std::uint64_t repeats = 0;     // a position composed already
  SearchStats search;
};

struct PictureProblem {
  model::Position position;  // points at the rules, which must outlive it
  Stipulation stipulation;
  model::Position picture;          // the mating picture the walk began from
  std::optional<AttackerMove> key;  // #n: the key, its threat and variations
  std::vector<Line> lines;          // help and series play: the solution (one line)
};

// What the composer reports while it works (walks so far, problems so far); may be empty.
using PictureProgress = std::function<void(std::uint64_t walks, int found)>;

// Problems until request.count are found, request.max_walks walks are made, the finder has no
// more pictures, or `cancel` is set. Throws UserError for a stipulation composes_from_pictures
// refuses, and as PictureFinder does.
std::vector<PictureProblem> compose_from_pictures(const model::CompiledRules& rules,
                                                  const PictureCompositionRequest& request,
                                                  PictureCompositionStats& stats,
                                                  const std::atomic<bool>* cancel = nullptr,
                                                  const PictureProgress& progress = {});

}  // namespace arbiter::puzzles
