// CompiledAtom: one movement atom of a piece kind as one player owns it (a step, slide, leap or
// hop of the spec's `moves:`), with directions made absolute and leap targets listed per cell,
// and the conditions zones, first moves, en passant, pushes and relocating captures put on it.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

#include "model/board_graph.h"
#include "model/cell.h"
#include "model/cell_lists.h"
#include "model/opposition_rule.h"
#include "model/zone_id.h"

namespace arbiter::model {

enum class AtomType : std::uint8_t { Slide, Leap, Hop };

// Which kinds of destination an atom may go to.
enum class Mode : std::uint8_t { Move = 1, Capture = 2, Both = 3 };
constexpr bool allows_move(Mode m) { return (static_cast<int>(m) & 1) != 0; }
constexpr bool allows_capture(Mode m) { return (static_cast<int>(m) & 2) != 0; }

struct LeapTarget {
  Cell to;
  std::array<Cell, 3> via{};  // cells that must be empty (lame leaps)
  std::uint8_t via_count = 0;
};

// A relocating capture (atom `capture: relocate`): the piece the atom lands on is not removed but
// put elsewhere. `cells` lists the `relocate_to` zones' cells (per-player zones: the mover's set)
// in the order they are tried: zone by zone, each zone's cells in board order, without repeats.
struct CompiledRelocation {
  std::vector<Cell> cells;
  bool any_free = false;         // relocate_choice any_free: the mover picks any free cell
  bool carry_when_full = false;  // relocate_full carry: with no free cell the mover carries it
  bool to_captor = false;        // relocate_owner captor: the relocated piece changes sides
};

// Who strangles a slide's diagonal step (spec `strangled_by`, model/strangled_step.h): the piece
// may not pass between two cells holding pieces of one player when that player is an opponent
// of the mover (ByOpponent) or anyone (ByAnyone).
enum class Strangling : std::uint8_t { None, ByOpponent, ByAnyone };

// How the move generator lists an atom's moves (model/movegen.cpp), chosen when the rules are
// compiled (model/spec/compile_atom_paths.cpp) from the atom and its piece's rules:
// - Plain: to every empty cell it reaches and onto every enemy piece it may capture, with
//   nothing else to decide cell by cell (mode both; no zones on the way or the landing, en
//   passant, pushes, relocation, transport, limited victims; the piece stops anywhere);
// - Simple: as plain, but moves or captures only (its mode), and it may leave an en passant
//   right or take one;
// - General: everything else, read cell by cell.
// A closed zone standing in the position, or a promotion the move may make from its cell
// (promotes_from), sends a Plain or Simple atom down the general path.
enum class AtomPath : std::uint8_t { General, Simple, Plain };

// A movement atom for one owner: directions are absolute, leap targets precomputed per cell.
struct CompiledAtom {
  AtomType type = AtomType::Slide;
  Mode mode = Mode::Both;
  std::vector<DirectionId> directions;  // Slide, Hop
  // Slide, Hop along leap vectors (spec `slide: [[1, 2]]`, the nightrider): per cell index, one
  // line per vector, its cells nearest first, ending where the next cell is off the board.
  std::vector<std::vector<std::vector<Cell>>> vector_lines;
  int max_distance = std::numeric_limits<int>::max();
  // Slide: the distance of the first cell whose move the generator lists (the cells nearer must
  // still be empty). Above 1 only where another atom of the piece, a step, lists exactly the
  // moves this one would make nearer (a pawn's double step and its single step: see
  // compile_atoms.cpp); every other reader of the atom (attacks, reach, the tables) may read it
  // from the first cell, since the step's moves are the same.
  int first_listed = 1;
  int screens = 1;                             // Hop
  bool lands_adjacent = false;                 // Hop: only the cell right after the screens
  std::vector<std::vector<LeapTarget>> leaps;  // Leap: per cell index
  ZoneId from_zone = kNoZone;
  ZoneId to_zone = kNoZone;
  ZoneId not_to_zone = kNoZone;
  ZoneId not_from_zone = kNoZone;
  bool only_unmoved = false;
  bool creates_en_passant = false;
  bool captures_en_passant = false;
  std::uint64_t target_kinds = 0;              // capture only these kinds (bit per kind); 0 = any
  ZoneId not_through = kNoZone;                // Slide, Hop: the zone's cells end the line
  Strangling strangled_by = Strangling::None;  // Slide: its diagonal steps may be strangled
  std::uint64_t push_kinds = 0;                // own kinds it may land on and push (bit per kind)
  bool push_then_captures = true;              // the pushed piece's move may capture
  bool push_chain = false;                     // a piece being pushed may push with this atom
  bool relocates = false;                      // capture: relocate
  bool targets_own = false;                    // target_side own: lands on an own piece
  CompiledRelocation relocation;               // when `relocates`
  AtomPath path = AtomPath::General;
  // A plain or simple atom that moves one cell at a time (a step: a slide of one cell along
  // board rays; a plain leap with no legs): the cells it reaches from each cell, in the order
  // the slide's directions or the leap's targets list them, which the generator reads as one
  // flat list. Empty for every other atom.
  CellLists one_cell_targets;
  // The cells from which a move of this atom may promote (its piece promotes and the move may
  // end in, or with enter_or_leave start from, the promotion zone); empty when it never does.
  CellSet promotes_from;

  // The shape of the atom as a royal check names it (opposition_rule.h): a slide of one cell is
  // a step.
  MoveShape shape() const {
    switch (type) {
      case AtomType::Leap:
        return MoveShape::Leap;
      case AtomType::Hop:
        return MoveShape::Hop;
      case AtomType::Slide:
        break;
    }
    return max_distance == 1 ? MoveShape::Step : MoveShape::Slide;
  }
};

}  // namespace arbiter::model
