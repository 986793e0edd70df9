// A move, packed into 16 bytes. Layout: from and to cells (16 bits each), the kind of move, the
// kind a piece promotes to (or the kind dropped), a 16-bit auxiliary field: the castling rule
// index for castling, 1 for a multi-cell move that leaves en passant targets, for a relocation
// the cell its victim goes to (see `relocation`), for a push the cell the (last) pushed piece goes
// to, for a succession the victim's cell, for an elimination the mater and the player who moves
// next, for a capture in place the directions it takes along, for a double capture the first
// victim's cell, 0 otherwise; and 64 bits for the
// cells a push chain passes (see model/push_chain.h), 0 for every other move.
//
// The auxiliary field is written by the named constructors and read by the named accessors
// below, each of which asserts the move type it belongs to (asserts stay on in the sanitizer
// build), so that no code reads one meaning where another is stored.
#pragma once

#include <cassert>
#include <cstddef>
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
  Elimination,    // a checkmated player leaves the game (spec game_end.elimination); to = a mated
                  // royal piece's cell, aux = the mater (high byte) and the player who moves next
  InPlace,        // a capture in place (spec captures_in_place): from = to = the capturing piece's
                  // cell; aux: bit d set for each board direction d along which it takes the first
                  // piece
  DoubleCapture,  // a capture, then a second one from the cell taken (spec double_capture):
                  // from -> aux (the first victim's cell) -> to; piece: a promotion on `to`
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

  // A move or capture by one piece (Normal), or an en passant capture (EnPassant); a multi-cell
  // advance may leave en passant targets.
  static constexpr Move step(Cell from, Cell to, MoveType type, bool leaves_en_passant = false) {
    assert(type == MoveType::Normal || type == MoveType::EnPassant);
    return Move{from, to, type, PieceKind(), static_cast<std::uint16_t>(leaves_en_passant ? 1 : 0),
                0};
  }
  // A piece of `kind` put from the hand onto `to`.
  static constexpr Move drop(PieceKind kind, Cell to) {
    return Move{Cell::none(), to, MoveType::Drop, kind, 0, 0};
  }
  // The castling of rule `rule` (CompiledRules::castling()), written by the king's cells.
  static constexpr Move castling(Cell king_from, Cell king_to, std::size_t rule) {
    return Move{
        king_from, king_to, MoveType::Castling, PieceKind(), static_cast<std::uint16_t>(rule), 0};
  }
  // A push: the mover goes from -> to, the own piece there goes on to `pushed_to` (the last
  // pushed piece's destination in a chain); promotion: the last pushed piece's new kind.
  static constexpr Move push(Cell from, Cell to, Cell pushed_to, PieceKind promotion,
                             std::uint64_t chain = 0) {
    return Move{from, to, MoveType::Push, promotion, pushed_to.index, chain};
  }
  // A relocating capture; `code` as relocation_choices (model/relocation.h) makes it: the cell the
  // victim goes to or relocation::kCarried, with relocation::kToMover when it changes sides.
  static constexpr Move relocation(Cell from, Cell to, std::uint16_t code) {
    return Move{from, to, MoveType::Relocation, PieceKind(), code, 0};
  }
  // A succession after a mate of the royal piece on `victim` (the mating piece's move, if any, is
  // from -> to, set by the caller).
  static constexpr Move succession(Cell victim) {
    return Move{Cell::none(), Cell::none(), MoveType::Succession, PieceKind(), victim.index, 0};
  }

  // The mated side to move leaves the game, its royal piece on `royal` attacked by `mater`'s
  // pieces (the mater takes its army over, where the rule says so); `next` moves next.
  static constexpr Move elimination(Cell royal, PlayerId mater, PlayerId next) {
    return Move{Cell::none(),
                royal,
                MoveType::Elimination,
                PieceKind(),
                static_cast<std::uint16_t>(mater.index << 8 | next.index),
                0};
  }

  // A capture in place by the piece on `at`, of the first piece along each board direction whose
  // bit `directions` sets.
  static constexpr Move in_place(Cell at, std::uint16_t directions) {
    return Move{at, at, MoveType::InPlace, PieceKind(), directions, 0};
  }

  // A double capture: the piece on `from` takes the piece on `first`, then from there the one on
  // `to` (and promotes to `promotion`, unless none).
  static constexpr Move double_capture(Cell from, Cell first, Cell to, PieceKind promotion) {
    return Move{from, to, MoveType::DoubleCapture, promotion, first.index, 0};
  }

  // Castling: the index of its rule.
  constexpr std::size_t castling_rule() const {
    assert(type == MoveType::Castling);
    return aux;
  }
  // Normal, EnPassant: whether the move leaves en passant targets (the cells it passed).
  constexpr bool leaves_en_passant() const {
    assert(type == MoveType::Normal || type == MoveType::EnPassant);
    return aux == 1;
  }
  // Push: where the (last) pushed piece goes.
  constexpr Cell pushed_to() const {
    assert(type == MoveType::Push);
    return Cell::from_index(aux);
  }
  // Succession: the cell of the mated royal piece that leaves.
  constexpr Cell succession_victim() const {
    assert(type == MoveType::Succession);
    return Cell::from_index(aux);
  }
  // InPlace: the board directions along which the capture takes a piece, a bit each.
  constexpr std::uint16_t in_place_directions() const {
    assert(type == MoveType::InPlace);
    return aux;
  }
  // DoubleCapture: the cell of the first victim, where the piece stops between its captures.
  constexpr Cell first_capture() const {
    assert(type == MoveType::DoubleCapture);
    return Cell::from_index(aux);
  }
  // Elimination: the mater, and the player who moves after it.
  constexpr PlayerId eliminating_player() const {
    assert(type == MoveType::Elimination);
    return PlayerId::from_index(aux >> 8);
  }
  constexpr PlayerId next_after_elimination() const {
    assert(type == MoveType::Elimination);
    return PlayerId::from_index(aux & 0xFF);
  }
  // Relocation: whether the victim goes aboard the mover; else the cell it goes to; whether it
  // changes sides to the mover.
  constexpr bool relocated_aboard() const;
  constexpr Cell relocated_to() const;
  constexpr bool relocated_to_mover() const;
  constexpr bool is_none() const { return from.is_none() && to.is_none(); }
  constexpr explicit operator bool() const { return !is_none(); }
  constexpr bool is_promotion() const {
    return (type == MoveType::Normal || type == MoveType::EnPassant || type == MoveType::Push ||
            type == MoveType::DoubleCapture) &&
           !piece.is_none();
  }
  constexpr bool operator==(const Move& o) const {
    return from == o.from && to == o.to && type == o.type && piece == o.piece && aux == o.aux &&
           chain == o.chain;
  }
};

constexpr bool Move::relocated_aboard() const {
  assert(type == MoveType::Relocation);
  return (aux & relocation::kCellMask) == relocation::kCarried;
}
constexpr Cell Move::relocated_to() const {
  assert(type == MoveType::Relocation && !relocated_aboard());
  return Cell::from_index(aux & relocation::kCellMask);
}
constexpr bool Move::relocated_to_mover() const {
  assert(type == MoveType::Relocation);
  return (aux & relocation::kToMover) != 0;
}

// 16 bytes rather than 8: the chain field (chess perft before/after in docs/ajedrez123.md, option
// push_chain).
static_assert(sizeof(Move) <= 16, "Move must stay packed");
static_assert(std::is_trivially_copyable_v<Move>);

}  // namespace arbiter::model
