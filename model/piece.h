// Piece kinds and pieces. A PieceKind indexes the compiled rules' piece list; a Piece is a kind
// owned by a player, packed in one byte so that a board is a compact mailbox.
#pragma once

#include <cassert>
#include <compare>
#include <cstdint>

#include "model/player.h"

namespace arbiter::model {

struct PieceKind {
  static constexpr std::uint8_t kNone = 0xFF;
  std::uint8_t index = kNone;

  constexpr PieceKind() = default;
  static constexpr PieceKind from_index(std::size_t i) {
    PieceKind k;
    k.index = static_cast<std::uint8_t>(i);
    return k;
  }
  constexpr bool is_none() const { return index == kNone; }
  auto operator<=>(const PieceKind&) const = default;
};

// Code 0 is "no piece"; otherwise code = 1 + owner * kind_count + kind. The rules decode it.
struct Piece {
  std::uint8_t code = 0;

  static constexpr Piece none() { return Piece(); }
  static constexpr Piece make(PlayerId owner, PieceKind kind, std::size_t kind_count) {
    assert(kind.index < kind_count && 1 + owner.index * kind_count + kind.index < 256);
    Piece p;
    p.code = static_cast<std::uint8_t>(1 + owner.index * kind_count + kind.index);
    return p;
  }
  constexpr bool is_none() const { return code == 0; }
  constexpr explicit operator bool() const { return code != 0; }
  auto operator<=>(const Piece&) const = default;
};

}  // namespace arbiter::model
