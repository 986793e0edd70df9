// Composing direct mates (#n) from an endgame table: positions where the first player to move
// mates in exactly n (no shorter mate, so no short solution) and exactly one move keeps that
// shortest win (a unique key); each candidate the table gives is then solved again by the
// search, which must find that key alone (a disagreement is an internal error, not a skip), and
// its full solution tree is checked for duals.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "model/position.h"
#include "puzzles/search_node.h"
#include "puzzles/solution_tree.h"
#include "puzzles/stipulation.h"
#include "solver/tablebase/tablebases.h"

namespace arbiter::puzzles {

struct CompositionRequest {
  int moves = 2;                        // n of #n
  int count = 10;                       // problems wanted
  std::uint64_t seed = 1;               // of the random draws: the same seed, the same problems
  std::uint64_t max_draws = 2'000'000;  // table entries drawn before giving up
  bool quiet_key = true;                // the key neither checks nor captures
  bool no_duals = true;  // no double threat, no defence with two or more shortest answers
};

// Why drawn entries were not kept, and how far the work went.
struct CompositionStats {
  std::uint64_t draws = 0;        // table entries drawn
  std::uint64_t mates_in_n = 0;   // legal entries, the first player to move, mate in exactly n
  std::uint64_t unique_keys = 0;  // ... of them with one move alone keeping it (by the table)
  std::uint64_t loud_keys = 0;    // ... rejected: the key checks or captures
  std::uint64_t with_duals = 0;   // ... rejected: a dual in the tree
  std::uint64_t repeats = 0;      // ... a position already composed, or a mirror image of one
  SearchStats search;             // the search's re-solving
};

struct ComposedProblem {
  model::Position position;  // points at the tables' rules, which must outlive it
  Stipulation stipulation;
  AttackerMove key;     // the key, its threat and every variation
  std::uint64_t entry;  // the table entry it came from
};

// What the composer reports while it works (draws so far, problems so far); may be empty.
using CompositionProgress = std::function<void(std::uint64_t draws, int found)>;

// Draws entries of `material`'s table (built or loaded through `tables`) at random and keeps
// those that make sound #n problems with the first player of the turn order to move, until
// request.count are found, request.max_draws entries are drawn, or `cancel` is set. The
// positions are legal by the spec (the table's legality and the spec's: the side not to move
// not in check, pieces where the game can bring them). Throws UserError when the stipulation
// is not #n or the spec has no two players, and Interrupted when `cancel` stops a table build.
std::vector<ComposedProblem> compose_from_table(solver::tablebase::Tablebases& tables,
                                                const solver::tablebase::Material& material,
                                                const CompositionRequest& request,
                                                const solver::tablebase::BuildControl& control,
                                                CompositionStats& stats,
                                                const std::atomic<bool>* cancel = nullptr,
                                                const CompositionProgress& progress = {});

}  // namespace arbiter::puzzles
