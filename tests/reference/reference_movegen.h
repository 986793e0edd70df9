// Reference move generator: a slow, deliberately simple interpreter of a resolved spec document
// (specs/README.md), kept in the tests to check the table-driven engine (STYLE.md P17). It builds
// its own board (reference_board.h: cell names and coordinates recomputed from the BoardDoc),
// walks directions by coordinate arithmetic on every call, plays moves on its own state
// (reference_state.h) and reads a model::Position only through its accessors. It shares no code
// with model/ beyond the document types.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/position.h"
#include "model/spec/document.h"
#include "tests/reference/reference_state.h"

namespace arbiter::testing::reference {

// A legal move in coordinate notation (model/notation/move_text.h) and the state after it.
struct RefMove {
  std::string text;
  RefState after;
};

struct Interpreter;  // the resolved rules; defined in reference_interpreter.h

class ReferenceRules {
 public:
  // `resolved` is a document after model::spec::apply_options (no option guards left). Throws
  // std::runtime_error naming a cell, zone, piece, player or direction it cannot resolve.
  explicit ReferenceRules(const model::spec::SpecDocument& resolved);

  // The reference copy of an engine position of the same spec (matched by cell, player, piece
  // and castling rule names). Throws std::runtime_error when the boards differ.
  RefState from_position(const model::Position& pos) const;

  // Every legal move of the side to move with the state it leads to. A move reached by two
  // atoms appears once.
  std::vector<RefMove> legal_moves(const RefState& state) const;

  // The legal moves as sorted, distinct coordinate texts.
  std::vector<std::string> legal_move_texts(const RefState& state) const;

  // Leaf count at depth_plies (>= 0), by the reference's own move application.
  std::uint64_t perft(const RefState& state, int depth_plies) const;

 private:
  std::shared_ptr<const Interpreter> rules_;
};

}  // namespace arbiter::testing::reference
