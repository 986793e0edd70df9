// SAN, read by matching the text against the spellings of every legal move (so multi-letter
// files and ranks need no grammar of their own), and written with minimal disambiguation.
#include "model/notation/san.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <string_view>
#include <utility>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"

namespace arbiter::model::notation {
namespace {

// Joins text pieces. (GCC 12 reports a false -Wrestrict on chains like "=" + std::string(...).)
std::string concat(std::initializer_list<std::string_view> parts) {
  std::string text;
  for (std::string_view p : parts) text += p;
  return text;
}

// The file and rank names of a cell, or empty when the cell is not named file + rank (extra
// cells). Hex ranks are counted from the bottom of each file, as the board's row key is.
struct CellParts {
  std::string file, rank;
};

CellParts parts_of(const BoardGraph& board, Cell c) {
  const auto& files = board.file_names();
  const auto& ranks = board.rank_names();
  const int x = board.column_key(c), y = board.row_key(c);
  if (x < 0 || y < 0 || static_cast<std::size_t>(x) >= files.size() ||
      static_cast<std::size_t>(y) >= ranks.size())
    return {};
  CellParts p{files[static_cast<std::size_t>(x)], ranks[static_cast<std::size_t>(y)]};
  if (p.file + p.rank != board.name(c)) return {};
  return p;
}

// A relocation of an opponent's piece counts as a capture ("x"); transporting an own piece not.
bool is_capture(const Position& pos, Move m) {
  if (m.type == MoveType::Relocation) {
    const CompiledRules& rules = pos.rules();
    return rules.is_opponent(rules.owner(pos.at(m.from)), rules.owner(pos.at(m.to)));
  }
  return m.type == MoveType::EnPassant || (m.type == MoveType::Normal && pos.at(m.to));
}

PieceKind mover_kind(const Position& pos, Move m) {
  if (m.type == MoveType::Drop) return m.piece;
  return pos.rules().kind(pos.at(m.from));
}

// The SAN letter of a kind, falling back to its position-string letter where the SAN letter is
// empty and a letter is needed (drops, promotion to a pawn-like piece).
std::string letter_for(const CompiledRules& rules, PieceKind k, bool need_letter) {
  const PieceInfo& info = rules.piece(k);
  if (!info.san_letter.empty() || !need_letter) return info.san_letter;
  return info.letter;
}

std::string castling_key(std::string s) {
  std::replace(s.begin(), s.end(), '0', 'O');
  return s;
}

std::string lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

// A relocation's body may end with its ">..." suffix; without one it names every relocation
// with that start and end (parse_san then reports the ambiguity).
bool matches_piece_move(const Position& pos, Move m, const std::string& written) {
  const CompiledRules& rules = pos.rules();
  const BoardGraph& board = rules.board();
  std::string body = written;
  if (const auto arrow = written.find('>'); arrow != std::string::npos) {
    if (lower(written.substr(arrow)) != lower(relocation_suffix(board, m))) return false;
    body = written.substr(0, arrow);
  }
  const std::string letter = letter_for(rules, mover_kind(pos, m), false);
  if (body.compare(0, letter.size(), letter) != 0) return false;
  const std::string rest = body.substr(letter.size());
  const std::string& to = board.name(m.to);
  if (rest.size() < to.size() || rest.find(to) == std::string::npos) return false;

  const CellParts from = parts_of(board, m.from);
  // A pawn capture always names where it comes from ("exd5", "de4"); "d5" alone is a pawn push.
  std::vector<std::string> disambiguations{board.name(m.from)};
  if (!(letter.empty() && is_capture(pos, m))) disambiguations.push_back("");
  if (!from.file.empty()) disambiguations.insert(disambiguations.end(), {from.file, from.rank});
  std::vector<std::string> promotions{""};
  if (m.is_promotion()) {
    const std::string p = letter_for(rules, m.piece, true);
    const std::string l = lower(p);
    promotions = {concat({"=", p}), p, concat({"(", p, ")"}), concat({"/", p}),
                  concat({"=", l}), l};
  }
  for (const auto& d : disambiguations)
    for (const char* x : {"", "x", ":"})
      for (const auto& p : promotions)
        if (rest == concat({d, x, to, p})) return true;
  return false;
}

bool matches(const Position& pos, Move m, const std::string& body) {
  const CompiledRules& rules = pos.rules();
  switch (m.type) {
    case MoveType::Castling: {
      const std::string& san = rules.castling()[m.castling_rule()].san;
      return !san.empty() && castling_key(san) == castling_key(body);
    }
    case MoveType::Succession:
    case MoveType::Elimination:
    case MoveType::Push:
    case MoveType::InPlace:
    case MoveType::DoubleCapture:
      return body == move_to_string(pos, m);
    case MoveType::Drop: {
      const std::string& to = rules.board().name(m.to);
      for (const std::string& l : {rules.piece(m.piece).san_letter, rules.piece(m.piece).letter})
        if (!l.empty() && (body == concat({l, "@", to}) || body == concat({l, "*", to})))
          return true;
      return false;
    }
    case MoveType::Normal:
    case MoveType::EnPassant:
    case MoveType::Relocation:
      return matches_piece_move(pos, m, body);
  }
  return false;
}

std::vector<Move> matching_moves(const Position& pos, const std::vector<Move>& legal,
                                 const std::string& body) {
  std::vector<Move> found;
  for (Move m : legal)
    if (matches(pos, m, body)) found.push_back(m);
  return found;
}

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Removes annotation marks; with `checks`, also the check and mate marks (tried second, so a
// spelling that really ends in "+" still matches first).
std::string strip_marks(std::string s, bool checks) {
  for (bool changed = true; changed && !s.empty();) {
    changed = false;
    if (ends_with(s, "e.p.")) {
      s.resize(s.size() - 4);
      changed = true;
    } else if (s.back() == '!' || s.back() == '?' ||
               (checks && (s.back() == '+' || s.back() == '#'))) {
      s.pop_back();
      changed = true;
    }
  }
  return s;
}

std::string san_list(const Position& pos, const std::vector<Move>& moves) {
  std::vector<std::string> names;
  for (Move m : moves) names.push_back(move_to_san(pos, m));
  std::sort(names.begin(), names.end());
  std::string list;
  for (const auto& n : names) {
    if (!list.empty()) list += ' ';
    list += n;
  }
  return list;
}

// The disambiguation SAN needs: other legal moves of the same kind to the same cell from other
// cells decide whether the file, the rank or the whole cell is written.
std::string disambiguation(const Position& pos, const std::vector<Move>& legal, Move m,
                           bool pawn_capture) {
  const BoardGraph& board = pos.rules().board();
  const PieceKind kind = mover_kind(pos, m);
  const CellParts from = parts_of(board, m.from);
  bool any_other = false, file_shared = false, rank_shared = false;
  for (Move o : legal) {
    if (o.type == MoveType::Drop || o.type == MoveType::Castling || o.to != m.to ||
        o.from == m.from)
      continue;
    if (mover_kind(pos, o) != kind) continue;
    const CellParts other = parts_of(board, o.from);
    any_other = true;
    file_shared = file_shared || other.file == from.file;
    rank_shared = rank_shared || other.rank == from.rank;
  }
  if (from.file.empty()) return any_other || pawn_capture ? board.name(m.from) : std::string();
  if (pawn_capture) return file_shared ? board.name(m.from) : from.file;
  if (!any_other) return "";
  if (!file_shared) return from.file;
  if (!rank_shared) return from.rank;
  return board.name(m.from);
}

std::string check_mark(const Position& pos, Move m) {
  Position after = pos;
  Undo undo;
  after.make(m, undo);
  if (!in_check(after, after.side_to_move())) return "";
  MoveList replies;  // mate is mate, even when an heir then takes over
  generate_ordinary_legal(after, replies);
  return replies.empty() ? "#" : "+";
}

}  // namespace

std::variant<Move, Diagnostic> parse_san(const Position& pos, const std::string& text) {
  const std::vector<Move> legal = legal_moves(pos);
  std::vector<Move> found = matching_moves(pos, legal, strip_marks(text, false));
  if (found.empty()) found = matching_moves(pos, legal, strip_marks(text, true));
  if (found.size() == 1) return found.front();
  if (found.empty()) {
    return input_error(
        concat({"no legal move matches '", text, "' in ", to_string(pos)}),
        legal.empty() ? "no legal move exists here" : concat({"one of: ", san_list(pos, legal)}));
  }
  return input_error(concat({"move '", text, "' is ambiguous in ", to_string(pos), ": it matches ",
                             san_list(pos, found)}),
                     "a file, rank or cell naming the piece that moves");
}

std::string move_to_san(const Position& pos, Move m) {
  const CompiledRules& rules = pos.rules();
  const BoardGraph& board = rules.board();
  std::string san;
  if (m.type == MoveType::Castling) {
    san = rules.castling()[m.castling_rule()].san;
    if (san.empty()) san = move_to_string(pos, m);
  } else if (m.type == MoveType::Succession || m.type == MoveType::Elimination ||
             m.type == MoveType::Push || m.type == MoveType::InPlace ||
             m.type == MoveType::DoubleCapture) {
    san = move_to_string(pos, m);  // no shorter form is unambiguous
  } else if (m.type == MoveType::Drop) {
    san = concat({letter_for(rules, m.piece, true), "@", board.name(m.to)});
  } else {
    const std::vector<Move> legal = legal_moves(pos);
    const std::string letter = letter_for(rules, mover_kind(pos, m), false);
    const bool capture = is_capture(pos, m);
    san = concat({letter, disambiguation(pos, legal, m, letter.empty() && capture),
                  capture ? "x" : "", board.name(m.to)});
    if (m.is_promotion()) san += concat({"=", letter_for(rules, m.piece, true)});
    san += relocation_suffix(board, m);
  }
  return san + check_mark(pos, m);
}

}  // namespace arbiter::model::notation
