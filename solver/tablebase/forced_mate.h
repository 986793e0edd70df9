// Whether a side can force mate with a material: the question rulebooks ask of an endgame ("two
// knights mate", "king and rook cannot"), answered from the material's table.
//
// The positions asked about are every legal one with the strong side to move whose pieces all
// stand where a game can bring them (a start cell, or a cell one of the piece's moves can end on:
// never a rook on an Omega corner cell) and from which the defender cannot force the win of a
// piece (read from the safety table, Tablebases::require_safety): a rulebook saying "two knights
// mate" does not mean positions where a knight is forked or trapped. The strong side forces mate
// when it wins every one. A claim may leave out positions where the defending royal stands on
// named cells ("unless the king sits on a wizard's cell") and may ask that some of the strong
// side's pieces stand on cells of different colours ("bishop and wizard of different colours").
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "solver/tablebase/build_control.h"
#include "solver/tablebase/table.h"

namespace arbiter::solver::tablebase {

struct ForcedMateQuestion {
  model::PlayerId strong;                    // the side said to force mate
  std::vector<model::Cell> defender_not_on;  // positions with a defending royal here are left out
  std::vector<model::PieceKind>
      different_colours;  // the strong side's pieces of these kinds: one per colour
  // The material's safety table for the strong side; none: positions where the defender forces
  // the win of a piece are asked about too.
  const Table* safety = nullptr;
  // A claim with a condition on the play ("once the king is kept from the corners"): the table
  // of the game where the defender wins by reaching the refuge (refuge.h, aim Win). Positions
  // it holds as lost for the strong side (the requirement cannot be met) are left out; the
  // survey's table is then the one where reaching the refuge is a draw.
  const Table* requirement = nullptr;
};

// A position the survey found: a table entry and the symmetry whose image of it is meant.
struct SurveyedPosition {
  std::uint64_t entry = 0;
  std::size_t symmetry = 0;  // into the table index's symmetries()
};

struct ForcedMateSurvey {
  std::uint64_t asked = 0;  // positions the question covers (every symmetric image counted)
  std::uint64_t wins = 0;   // of them, won by the strong side
  std::uint64_t unmet = 0;  // positions left out because the requirement cannot be met there
  // Entries of the table: the first position asked about that is not a win (in index order), and
  // a longest win (the first in index order with the most plies).
  std::optional<SurveyedPosition> first_not_won;
  std::optional<SurveyedPosition> longest_win;
  int longest_plies = -1;

  bool forces_mate() const { return asked > 0 && wins == asked; }
};

// Throws std::invalid_argument when the strong side is not a player of the table, or the safety
// or requirement table is of another material.
ForcedMateSurvey survey_forced_mate(const Table& table, const ForcedMateQuestion& question,
                                    const BuildControl& control);

// The position a survey names, set up (every piece marked as moved).
model::Position surveyed_position(const Table& table, const SurveyedPosition& p);

}  // namespace arbiter::solver::tablebase
