// Standard algebraic notation (SAN) for chess-like specs: the piece's san_letter (pawns: ""), an
// optional disambiguation by file, rank or whole cell, an optional "x", the target cell, an
// optional promotion ("=Q" or "Q"), and "+"/"#" marks; castling is the CastlingRule's `san`
// ("O-O", also read as "0-0"). File and rank names come from the board, so multi-letter ranks
// ("R10e5") and capture-without-x styles ("de4", "Rje3") read unchanged. Drops are "P@e4" or
// "P*e4". A relocation ends with where its victim goes, after ">": "Sxe5>z6", "Sxe5>[]" when the
// mover carries it, "Se1>z6" for an own piece (no "x"); the suffix may be left out when only one
// relocation matches.
#pragma once

#include <string>
#include <variant>

#include "model/diagnostic.h"
#include "model/position.h"

namespace arbiter::model::notation {

// Finds the one legal move that `text` names. Trailing "+", "#", "!", "?" and "e.p." are
// ignored. A Diagnostic names the token and lists the candidates (ambiguous) or the legal moves
// in SAN (no match).
std::variant<Move, Diagnostic> parse_san(const Position& pos, const std::string& text);

// The SAN of a legal move of `pos`: minimal disambiguation (file, then rank, then cell), "x" on
// captures (pawns name their file), "=" before a promotion, "+" for check and "#" for mate.
std::string move_to_san(const Position& pos, Move move);

}  // namespace arbiter::model::notation
