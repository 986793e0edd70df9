// Coordinate move notation, read by matching against the legal moves of the position.
#include "model/notation/move_text.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <vector>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/push_chain.h"

namespace arbiter::model::notation {
namespace {

std::string lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

// Whether text is FROM TO [suffix] with cell names of the board (any split).
bool looks_like_move(const BoardGraph& board, const std::string& text) {
  if (!text.empty() && text[0] == '^') return true;      // a succession
  if (text == "#") return true;                          // an elimination
  if (text.find('-') != std::string::npos) return true;  // a push
  const auto star = text.find('*');
  if (star != std::string::npos) return board.find(text.substr(star + 1)).has_value() && star > 0;
  for (std::size_t a = 1; a < text.size(); ++a) {
    if (!board.find(text.substr(0, a))) continue;
    for (std::size_t b = a + 1; b <= text.size(); ++b)
      if (board.find(text.substr(a, b - a))) return true;
  }
  return false;
}

// For a token shaped as two cell names, letters then digits twice ("m6m5"), the first of the two
// that is no cell of the board; nothing for any other token.
std::optional<std::string> missing_cell(const BoardGraph& board, const std::string& text) {
  std::vector<std::string> names;
  std::size_t i = 0;
  while (i < text.size() && names.size() < 2) {
    const std::size_t start = i;
    while (i < text.size() && std::islower(static_cast<unsigned char>(text[i]))) ++i;
    const std::size_t digits = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    if (digits == start || i == digits) return std::nullopt;
    names.push_back(text.substr(start, i - start));
  }
  if (i != text.size() || names.size() != 2) return std::nullopt;
  for (const auto& name : names)
    if (!board.find(name)) return name;
  return std::nullopt;
}

// The moves' texts, sorted, separated by spaces.
std::string names_of(const Position& pos, const std::vector<Move>& moves) {
  std::vector<std::string> names;
  for (Move m : moves) names.push_back(move_to_string(pos, m));
  std::sort(names.begin(), names.end());
  std::string list;
  for (const auto& n : names) list += (list.empty() ? "" : " ") + n;
  return list;
}

// A relocation written without its ">..." suffix: the one legal relocation with that text before
// the suffix, or a diagnostic when there are several.
std::optional<std::variant<Move, Diagnostic>> without_suffix(const Position& pos,
                                                             const std::vector<Move>& legal,
                                                             const std::string& text) {
  std::vector<Move> found;
  for (Move m : legal) {
    if (m.type != MoveType::Relocation) continue;
    const std::string full = move_to_string(pos, m);
    if (lower(full.substr(0, full.find('>'))) == lower(text)) found.push_back(m);
  }
  if (found.empty()) return std::nullopt;
  if (found.size() == 1) return found.front();
  return input_error("move '" + text + "' needs to say where the piece it lands on goes",
                     "one of: " + names_of(pos, found));
}

}  // namespace

std::string move_to_string(const Position& pos, Move m) {
  const CompiledRules& rules = pos.rules();
  const BoardGraph& board = rules.board();
  if (m.type == MoveType::Drop) return rules.piece(m.piece).letter + "*" + board.name(m.to);
  // "#": the mated side to move leaves the game (game_end.elimination).
  if (m.type == MoveType::Elimination) return "#";
  // "7g!7e,9g": the piece on 7g captures in place the pieces on 7e and 9g (captures_in_place).
  if (m.type == MoveType::InPlace) {
    std::vector<Cell> victims;
    pos.for_each_in_place_victim(m, [&](Cell c) { victims.push_back(c); });
    std::sort(victims.begin(), victims.end(), [](Cell a, Cell b) { return a.index < b.index; });
    std::string text = board.name(m.from) + "!";
    for (std::size_t i = 0; i < victims.size(); ++i)
      text += (i == 0 ? "" : ",") + board.name(victims[i]);
    return text;
  }
  if (m.type == MoveType::Succession) {
    // "^": the heir takes over; "^c3e5": and the mating piece on c3 goes to e5 (then a promotion).
    if (m.from.is_none()) return "^";
    std::string text = "^" + board.name(m.from) + board.name(m.to);
    if (!m.piece.is_none()) text += lower(rules.piece(m.piece).letter);
    return text;
  }
  // A castling of a piece that is not royal (Omega Advanced's guarding by the queen) is written
  // as its san: that piece may make the same move from and to alone.
  if (m.type == MoveType::Castling && pos.at(m.from) && !rules.is_royal(pos.at(m.from)) &&
      !rules.castling()[m.castling_rule()].san.empty())
    return rules.castling()[m.castling_rule()].san;
  std::string text = board.name(m.from) + board.name(m.to);
  // "c1e3:g5": the piece on c1 takes on e3, then on g5 (double_capture).
  if (m.type == MoveType::DoubleCapture)
    text = board.name(m.from) + board.name(m.first_capture()) + ":" + board.name(m.to);
  Cell promoting = m.from;
  if (m.type == MoveType::Push) {
    // "c1e2-g3"; a chain names each further cell: "c1e2-g3-h5".
    const PushPath path = push_path(rules, pos.side_to_move(), m);
    for (std::size_t i = 2; i < path.size; ++i) text += "-" + board.name(path[i]);
    promoting = path.last_pushed();
  }
  if (m.is_promotion()) {
    const std::string& promoted = rules.piece(m.piece).letter;
    const Piece mover = pos.at(promoting);
    const std::string& own = mover ? rules.piece(rules.kind(mover)).letter : std::string();
    text += promoted == "+" + own ? std::string("+") : lower(promoted);
  }
  return text + relocation_suffix(board, m);
}

std::string relocation_suffix(const BoardGraph& board, Move m) {
  if (m.type != MoveType::Relocation) return {};
  if (m.relocated_aboard()) return ">[]";
  return ">" + board.name(m.relocated_to());
}

std::variant<Move, Diagnostic> parse_move(const Position& pos, const std::string& text) {
  const std::vector<Move> legal = legal_moves(pos);
  for (Move m : legal)
    if (move_to_string(pos, m) == text || lower(move_to_string(pos, m)) == lower(text)) return m;
  if (auto relocation = without_suffix(pos, legal, text)) return *relocation;
  if (const auto missing = missing_cell(pos.rules().board(), text)) {
    return input_error("illegal move '" + text + "': no cell '" + *missing + "' on this board",
                       "cells of the board, such as " +
                           pos.rules().board().name(Cell::from_index(0)) +
                           " (arbiter show draws them)");
  }
  if (!looks_like_move(pos.rules().board(), text)) {
    return input_error(
        "cannot read move '" + text + "'",
        "coordinates FROM TO [promotion], e.g. " +
            (legal.empty() ? std::string("e2e4") : move_to_string(pos, legal.front())) +
            ", or a drop such as P*5e");
  }
  const std::string list = names_of(pos, legal);
  return input_error("illegal move '" + text + "' in " + to_string(pos),
                     list.empty() ? "no legal move exists here" : "one of: " + list);
}

}  // namespace arbiter::model::notation
