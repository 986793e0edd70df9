// A move, packed into 8 bytes. Layout: from and to cells (16 bits each), the kind of move, the
// kind a piece promotes to (or the kind dropped), and a 16-bit auxiliary field: the castling rule
// index for castling, 1 for a multi-cell move that leaves en passant targets, 0 otherwise. Move
// types added later use it for a third cell index (wide enough for any board's cells).
#pragma once

#include <cstdint>
#include <type_traits>

#include "model/cell.h"
#include "model/piece.h"

namespace arbiter::model {

enum class MoveType : std::uint8_t {
  Normal,     // a move or capture by one piece; captures are seen on the board
  EnPassant,  // a capture of a piece that is not on the destination cell
  Castling,   // aux = index of the castling rule
  Drop,       // a piece from the hand; from is Cell::none(), piece = the kind dropped
  Push,       // a piece lands on an own piece, which moves on: from -> to, then to -> aux (a cell
              // index); piece = the pushed piece's promotion kind
  Succession, // a checkmated royal piece leaves, its heir takes the role; aux = the victim's cell;
              // from/to: the mating piece moved (none: nobody moves); piece: its promotion kind
};

struct Move {
  Cell from;
  Cell to;
  MoveType type = MoveType::Normal;
  PieceKind piece;      // promotion kind (Normal/EnPassant) or dropped kind (Drop); none otherwise
  std::uint16_t aux = 0;

  static constexpr Move none() { return Move(); }
  constexpr bool is_none() const { return from.is_none() && to.is_none(); }
  constexpr explicit operator bool() const { return !is_none(); }
  constexpr bool is_promotion() const {
    return (type == MoveType::Normal || type == MoveType::EnPassant || type == MoveType::Push) && !piece.is_none();
  }
  constexpr bool operator==(const Move& o) const {
    return from == o.from && to == o.to && type == o.type && piece == o.piece && aux == o.aux;
  }
};

static_assert(sizeof(Move) <= 8, "Move must stay packed");
static_assert(std::is_trivially_copyable_v<Move>);

}  // namespace arbiter::model
