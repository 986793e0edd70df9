// The reference interpreter's copy of a position, read from an engine position, and how playing
// a move changes it (specs/README.md "Castling", "Drops" and "en_passant").
#pragma once

#include <string>
#include <vector>

#include "model/position.h"
#include "model/spec/document.h"
#include "tests/reference/reference_board.h"

namespace arbiter::testing::reference {

// A piece on the reference board: indices into the document's players and pieces.
struct RefPiece {
  int player = -1;
  int kind = -1;
  bool moved = false;
  bool original = true;  // stood in the set-up (not promoted, not dropped)
  // README "En passant": the cells where this piece may be taken en passant (its right, left by
  // its multi-cell move); empty when it has none.
  std::vector<int> en_passant{};
  bool is_empty() const { return player < 0; }
};

// The reference's own copy of a position. Cells are indices into the reference board, players
// and kinds indices into the resolved document's lists.
struct RefState {
  std::vector<RefPiece> board;          // per cell
  int side = 0;                         // player to move
  std::vector<bool> castling;           // per castling rule of the document: right still held
  std::vector<std::vector<int>> hands;  // [player][kind] pieces in hand
  int last_arrival = -1;                // the cell the last move's piece arrived on
  std::vector<std::vector<RefPiece>> carried;  // per cell: what the piece there carries, in order
  // README "Imitation": per player, the kind its last move recorded (-1: none) and the cells its
  // imitating piece may enter on; the full-move number (read for the entry deadline).
  std::vector<int> record;
  std::vector<std::vector<int>> entry;
  int fullmove = 1;
};

// Pseudo::relocate_to when the mover carries the relocated piece.
constexpr int kAboard = -2;

// A castling rule of the document with its player and cells resolved.
struct Castle {
  int player = -1;
  int king_from = -1, king_to = -1, rook_from = -1, rook_to = -1;
  std::vector<int> empty, safe;
  struct Hold {  // README "may_hold": empty, or a piece of `kinds` (any if none) owned as `by`
    int cell = -1;
    std::vector<int> kinds;
    std::string by;
  };
  std::vector<Hold> holds;
};

// A pseudo-legal move of the side to move.
struct Pseudo {
  int from = -1;  // -1 for a drop
  int to = -1;
  int taken = -1;
  int promotion = -1;
  int dropped = -1;
  int castling = -1;
  std::vector<int> passed;
  int relocate_to = -1;   // a relocation: where the piece on `to` goes (a cell or kAboard)
  bool to_mover = false;  // a relocation: that piece changes to the mover's side
  int onward = -1;  // a push: the pushed piece (on `to`) moves on to this cell, taking `taken`
  // A push chain: the cells of the second, third, ... pushed pieces (the piece on `to` moves to
  // chain[0], and so on); the last of them moves on to `onward`.
  std::vector<int> chain = {};
  // A capture in place (from == to): the cells of the pieces it takes.
  std::vector<int> in_place = {};
  // A double capture: the cell of the first piece taken, where the mover stops on its way to
  // `to` (which holds the second); -1 for every other move.
  int first_taken = -1;
};

// A succession (specs/README.md "Succession"): the mated royal piece's cell, the heir's cell (her
// carrier's when she is carried: then heir_slot is her place among its passengers) and the kind
// she becomes, and the mating piece that moves (from -1: none) with its promotion.
struct SuccessionStep {
  int victim = -1;
  int heir = -1;
  int heir_slot = -1;
  int becomes = -1;
  int from = -1, to = -1, promotion = -1;
};

// The index of a player or piece name in the document's lists; throws std::runtime_error when
// there is none.
int player_index(const model::spec::SpecDocument& doc, const std::string& name);
int piece_index(const model::spec::SpecDocument& doc, const std::string& name);

// What playing a move needs from the rules.
struct StateRules {
  std::vector<Castle> castles;            // per castling rule of the document
  std::vector<int> captured_as;           // per kind: the kind it goes to a hand as
  std::vector<int> turn_order;            // players
  bool drops = false;                     // captured pieces go to the capturer's hand
  bool en_passant_while_unmoved = false;  // README "En passant" window while_unmoved

  // The state after the side to move plays `m`: pieces moved, taken, relocated or promoted,
  // passengers moved with their carriers, castling rights lost, en passant rights lost and set,
  // and the turn passed on. Unloading carriers is the interpreter's (Cargo::unload).
  RefState apply(const RefState& s, const Pseudo& m) const;
  // The state after a succession; the mated side moves again unless `turn_passes`.
  RefState apply(const RefState& s, const SuccessionStep& m, bool turn_passes) const;
  int next_player(int p) const;
};

// The reference copy of an engine position of the document's spec (matched by cell, player,
// piece and castling rule names). Throws std::runtime_error when the boards differ.
RefState state_from_position(const model::Position& pos, const model::spec::SpecDocument& doc,
                             const ReferenceBoard& board);

}  // namespace arbiter::testing::reference
