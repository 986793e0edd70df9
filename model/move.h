// A move, packed into 16 bytes. Layout: from and to cells (16 bits each), the kind of move, the
// kind a piece promotes to (or the kind dropped), a 16-bit auxiliary field: the castling rule
// index for castling, 1 for a multi-cell move that leaves en passant targets, for a relocation
// the cell its victim goes to (see `relocation`), 0 otherwise; and 64 bits for the cells a push
// chain passes (see model/push_chain.h), 0 for every other move.
#pragma once

#include <cstdint>
#include <type_traits>

#include "model/cell.h"
#include "model/piece.h"

namespace arbiter::model {

enum class MoveType : std::uint8_t {
  Normal,      // a move or capture by one piece; captures are seen on the board
  EnPassant,   // a capture of a piece that is not on the destination cell
  Castling,    // aux = index of the castling rule
  Drop,        // a piece from the hand; from is Cell::none(), piece = the kind dropped
  Relocation,  // lands on a piece and puts it elsewhere instead of removing it; aux: see below
  Push,        // a piece lands on an own piece, which moves on: from -> to, then to -> aux (a cell
               // index); piece = the last pushed piece's promotion kind. In a chain (spec key
               // push_chain) the pushed piece lands on another own piece, which moves on in turn:
               // `chain` holds those pieces' cells, and aux is where the last one goes
  Succession,  // a checkmated royal piece leaves, its heir takes the role; aux = the victim's cell;
               // from/to: the mating piece moved (none: nobody moves); piece: its promotion kind
};

// Move::aux of a Relocation: the low 15 bits are the index of the cell the piece on `to` goes to,
// or kCarried when the mover carries it; kToMover is set when it changes sides to the mover.
namespace relocation {
constexpr std::uint16_t kCellMask = 0x7FFF;
constexpr std::uint16_t kCarried = 0x7FFF;
constexpr std::uint16_t kToMover = 0x8000;
}  // namespace relocation

struct Move {
  Cell from;
  Cell to;
  MoveType type = MoveType::Normal;
  PieceKind piece;  // promotion kind (Normal/EnPassant) or dropped kind (Drop); none otherwise
  std::uint16_t aux = 0;
  std::uint64_t chain = 0;  // Push: the chain's packed step codes (push_chain.h); 0 otherwise

  static constexpr Move none() { return Move(); }
  constexpr bool is_none() const { return from.is_none() && to.is_none(); }
  constexpr explicit operator bool() const { return !is_none(); }
  constexpr bool is_promotion() const {
    return (type == MoveType::Normal || type == MoveType::EnPassant || type == MoveType::Push) &&
           !piece.is_none();
  }
  constexpr bool operator==(const Move& o) const {
    return from == o.from && to == o.to && type == o.type && piece == o.piece && aux == o.aux &&
           chain == o.chain;
  }
};

// 16 bytes rather than 8: the chain field (chess perft before/after in docs/ajedrez123.md, option
// push_chain).
static_assert(sizeof(Move) <= 16, "Move must stay packed");
static_assert(std::is_trivially_copyable_v<Move>);

}  // namespace arbiter::model
