// Reading and writing the en passant field. A right written without `@` takes the piece the
// field infers: the previous player in the turn order made the multi-cell move, so the first cell
// beyond its targets in that player's forward direction holds its piece (chess FEN's rule). The
// writer adds `@cell` exactly when that inference would name another cell, so a right left by the
// last move is written as in FEN.
#include "model/notation/en_passant_field.h"

#include <algorithm>
#include <sstream>
#include <vector>

#include "model/notation/field_text.h"

namespace arbiter::model::notation {
namespace {

Diagnostic bad(std::string message, std::string expected) {
  return field_error(std::move(message), std::move(expected));
}

std::vector<std::string> split(const std::string& text, char separator) {
  return split_field(text, separator);
}

PlayerId previous_player(const Position& pos) {
  return pos.rules().previous_player(pos.side_to_move());
}

// The piece the right's targets were passed by, as inferred when the field does not name it;
// none when the first cell beyond them holds no piece of the previous player.
Cell inferred_victim(const Position& pos, const EnPassant& right) {
  const CompiledRules& rules = pos.rules();
  const PlayerId previous = previous_player(pos);
  const DirectionId forward = rules.player(previous).forward;
  for (std::uint8_t i = 0; i < right.count; ++i) {
    for (Cell c : rules.board().ray(right.cells[i], forward)) {
      if (right.contains(c)) continue;
      if (pos.at(c) && rules.owner(pos.at(c)) == previous) return c;
      break;
    }
  }
  return Cell::none();
}

bool targets(const std::vector<EnPassant>& rights, Cell c) {
  return std::any_of(rights.begin(), rights.end(),
                     [&](const EnPassant& r) { return r.contains(c); });
}

// One right: "e3", "e3,e4" or "e4@e5". Earlier rights of the field are in `rights`.
std::optional<Diagnostic> read_right(const Position& pos, const std::string& text,
                                     std::vector<EnPassant>& rights) {
  const CompiledRules& rules = pos.rules();
  const bool standing = rules.en_passant().window == EnPassantWindow::WhileUnmoved;
  const std::size_t at = text.find('@');
  const std::string cells = text.substr(0, at);
  EnPassant right;
  for (const std::string& name : split(cells, ',')) {
    auto c = rules.board().find(name);
    if (!c) return bad("unknown en passant cell '" + name + "'", "a cell name or -");
    if (right.count == right.cells.size())
      return bad("too many en passant cells in '" + cells + "'", "at most 4");
    if (right.contains(*c) || targets(rights, *c))
      return bad("en passant cell '" + name + "' is listed twice",
                 "each cell in one right at most");
    // Under window next_move the cell was passed by the last move, so it is empty; a standing
    // right's cell may have been occupied since.
    if (!standing && pos.at(*c))
      return bad("en passant cell '" + name + "' is not empty",
                 "the empty cell a pawn just passed, or -");
    right.cells[right.count++] = *c;
  }
  if (right.count == 0)
    return bad("an en passant right without cells in '" + text + "'", "cells such as e3, or e3@e4");
  if (at == std::string::npos) {
    right.victim = inferred_victim(pos, right);
    if (right.victim.is_none()) {
      return bad("no piece of " + rules.player(previous_player(pos)).name +
                     " stands beyond en passant cell '" + cells + "'",
                 "the cell a pawn just passed, or -");
    }
  } else {
    const std::string name = text.substr(at + 1);
    auto c = rules.board().find(name);
    if (!c)
      return bad("unknown cell '" + name + "' after @ in en passant right '" + text + "'",
                 "the cell of the piece it takes");
    if (!pos.at(*c) || right.contains(*c))
      return bad("no piece on '" + name + "' for en passant right '" + text + "'",
                 "the cell of the piece it takes");
    right.victim = *c;
  }
  for (const EnPassant& other : rights)
    if (other.victim == right.victim)
      return bad(
          "two en passant rights take the piece on '" + rules.board().name(right.victim) + "'",
          "one right per piece");
  rights.push_back(right);
  return std::nullopt;
}

}  // namespace

std::optional<Diagnostic> read_en_passant_field(Position& pos, const std::string& token) {
  if (token == "-") return std::nullopt;
  std::vector<EnPassant> rights;
  for (const std::string& part : split(token, ';'))
    if (auto d = read_right(pos, part, rights)) return d;
  if (rights.size() > 1 && pos.rules().en_passant().window != EnPassantWindow::WhileUnmoved)
    return bad("several en passant rights in '" + token + "'",
               "one right: they last one move (en_passant window next_move)");
  pos.set_en_passant_rights(rights);
  return std::nullopt;
}

std::string en_passant_field(const Position& pos) {
  const BoardGraph& board = pos.rules().board();
  std::vector<EnPassant> rights(pos.en_passant_rights().begin(), pos.en_passant_rights().end());
  std::sort(rights.begin(), rights.end(),
            [](const EnPassant& a, const EnPassant& b) { return a.victim < b.victim; });
  std::string out;
  for (const EnPassant& right : rights) {
    if (!out.empty()) out += ';';
    for (std::uint8_t i = 0; i < right.count; ++i)
      out += (i ? "," : "") + board.name(right.cells[i]);
    if (inferred_victim(pos, right) != right.victim) out += "@" + board.name(right.victim);
  }
  return out.empty() ? "-" : out;
}

}  // namespace arbiter::model::notation
