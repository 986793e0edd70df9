// How one compiled rule set reads a position (its legal moves in coordinate notation and the
// state of the game there), and where two rule sets' readings of the same position differ. The
// ambiguity audit (ambiguity.h) compares an option's alternatives with these.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/move.h"
#include "model/position.h"

namespace arbiter::solver::audit {

// One rule set's view of a position.
struct Reading {
  std::vector<std::string> move_texts;  // the legal moves, sorted (model/notation/move_text.h)
  std::vector<model::Move> moves;       // moves[i] is written move_texts[i]
  // The game's state: play goes on, check, checkmate or stalemate with its result for the side to
  // move, heirs shut in, drawn by rule; then who may claim a draw ("checkmate: White loses").
  std::string state;
  bool game_over() const;
};

// Reads `pos` under its own rules. `pos` is scratch for move generation and is restored.
Reading read_position(model::Position& pos);

// Where two readings of one position differ: a one-line summary and detail lines. `name_a` and
// `name_b` label the two rule sets ("stalemate=draw").
struct ReadingDifference {
  std::string summary;
  std::vector<std::string> details;
};

// The difference between two readings, if any: moves legal under one only, or the game states.
std::optional<ReadingDifference> compare_readings(const Reading& a, const Reading& b,
                                                  const std::string& name_a,
                                                  const std::string& name_b);

// For every move the two readings share (they have equal move lists): the position after it under
// each rule set, and how each reads it; the first move whose results differ, if any. (A position
// string does not write everything: a succession just made, the last move's arrival cell; so two
// equal strings may still be read differently after the move.) `a`, `b` are restored.
std::optional<ReadingDifference> compare_successors(model::Position& a, const Reading& ra,
                                                    model::Position& b, const Reading& rb,
                                                    const std::string& name_a,
                                                    const std::string& name_b);

}  // namespace arbiter::solver::audit
