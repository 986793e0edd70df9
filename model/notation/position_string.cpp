// Reading and writing position strings.
#include "model/notation/position_string.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

#include "model/notation/en_passant_field.h"
#include "model/notation/imitation_field.h"

namespace arbiter::model::notation {
namespace {

// The board's cells grouped into rows, highest row key first, each row in column order.
std::vector<std::vector<Cell>> board_rows(const BoardGraph& board) {
  std::map<int, std::vector<Cell>, std::greater<>> rows;
  for (std::size_t i = 0; i < board.cell_count(); ++i)
    rows[board.row_key(Cell::from_index(i))].push_back(Cell::from_index(i));
  std::vector<std::vector<Cell>> result;
  for (auto& [key, cells] : rows) {
    std::sort(cells.begin(), cells.end(),
              [&](Cell a, Cell b) { return board.column_key(a) < board.column_key(b); });
    result.push_back(cells);
  }
  return result;
}

std::string lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}
std::string upper(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return s;
}

Diagnostic bad(std::string message, std::string expected) {
  return input_error("position string: " + std::move(message), std::move(expected));
}

bool parse_int(const std::string& token, int& value) {
  if (token.empty() || token.size() > 9) return false;
  for (char ch : token)
    if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
  value = std::stoi(token);
  return true;
}

class Parser {
 public:
  Parser(const CompiledRules& rules, Position& pos) : rules_(rules), pos_(pos) {}

  // Matches a piece token at text[i...]; returns its length, 0 if none.
  std::size_t match_piece(const std::string& text, std::size_t i, Piece& piece) const {
    std::size_t best = 0;
    for (std::size_t p = 0; p < rules_.player_count(); ++p) {
      const PlayerId player = PlayerId::from_index(p);
      for (std::size_t k = 0; k < rules_.kind_count(); ++k) {
        const Piece candidate = rules_.make_piece(player, PieceKind::from_index(k));
        const std::string token = piece_token(rules_, candidate);
        if (token.size() > best && text.compare(i, token.size(), token) == 0) {
          best = token.size();
          piece = candidate;
        }
      }
    }
    return best;
  }

  // Whether piece tokens carry their owner's prefix (more than two players).
  bool prefixed() const { return !rules_.player(PlayerId::from_index(0)).prefix.empty(); }
  std::string prefix_list() const {
    std::string list;
    for (std::size_t p = 0; p < rules_.player_count(); ++p)
      list += (list.empty() ? "" : ", ") + rules_.player(PlayerId::from_index(p)).prefix;
    return list;
  }
  // The token an error names where no piece matches at i: with prefixes, the lower-case prefix
  // and the letter after it ("rR" for a fourth player's rook); else the one character.
  std::string unknown_token(const std::string& text, std::size_t i) const {
    if (!prefixed()) return text.substr(i, 1);
    std::size_t j = i;
    while (j < text.size() && std::islower(static_cast<unsigned char>(text[j]))) ++j;
    if (j < text.size() && std::isupper(static_cast<unsigned char>(text[j]))) ++j;
    return text.substr(i, std::max<std::size_t>(j - i, 1));
  }

  std::optional<Diagnostic> board(const std::string& field) {
    const auto rows = board_rows(rules_.board());
    std::vector<std::string> texts;
    std::string current;
    for (char ch : field) {
      if (ch == '/') {
        texts.push_back(current);
        current.clear();
      } else {
        current += ch;
      }
    }
    texts.push_back(current);
    if (texts.size() != rows.size()) {
      return bad("the board field has " + std::to_string(texts.size()) + " rows, the board has " +
                     std::to_string(rows.size()),
                 std::to_string(rows.size()) + " rows separated by '/'");
    }
    for (std::size_t r = 0; r < rows.size(); ++r) {
      const std::string& text = texts[r];
      std::size_t cell = 0;
      std::size_t i = 0;
      while (i < text.size()) {
        if (std::isdigit(static_cast<unsigned char>(text[i]))) {
          std::size_t j = i;
          while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
          cell +=
              static_cast<std::size_t>(std::stoi(text.substr(i, std::min<std::size_t>(j - i, 6))));
          i = j;
          continue;
        }
        Piece piece;
        const std::size_t length = match_piece(text, i, piece);
        if (length == 0) {
          return bad("unknown piece '" + unknown_token(text, i) + "' in row " +
                         std::to_string(r + 1) + " ('" + text + "')",
                     prefixed() ? "a player's prefix (" + prefix_list() +
                                      ") and a piece letter, or digits for empty cells"
                                : "piece letters of this variant or digits for empty cells");
        }
        i += length;
        // "~" after a piece: it is not original (promoted or dropped), as in crazyhouse FEN.
        std::uint8_t flags = 0;
        if (i < text.size() && text[i] == '~') {
          flags = piece_flags::kNotOriginal;
          ++i;
        }
        if (cell < rows[r].size()) pos_.put_with_flags(rows[r][cell], piece, flags);
        if (i < text.size() && text[i] == '[') {
          if (auto d =
                  passengers(text, i, cell < rows[r].size() ? rows[r][cell] : Cell::none(), piece))
            return d;
        }
        ++cell;
      }
      if (cell != rows[r].size()) {
        return bad("row " + std::to_string(r + 1) + " ('" + text + "') describes " +
                       std::to_string(cell) + " cells, the board's row has " +
                       std::to_string(rows[r].size()),
                   std::to_string(rows[r].size()) + " cells in that row");
      }
    }
    return std::nullopt;
  }

  // "[...]" after a carrier's token at text[i]: the pieces it carries, in the order loaded, each
  // perhaps marked "~". Leaves i after the "]".
  std::optional<Diagnostic> passengers(const std::string& text, std::size_t& i, Cell carrier,
                                       Piece piece) {
    const auto close = text.find(']', i);
    const auto& carries = rules_.piece(rules_.kind(piece)).carries;
    if (!carries || close == std::string::npos) {
      return bad(
          "'[' after '" + piece_token(rules_, piece) + "' in '" + text + "'",
          carries ? "passengers closed by ']'" : "passengers only after a piece that carries");
    }
    int count = 0;
    for (++i; i < close; ++count) {
      Piece passenger;
      const std::size_t length = match_piece(text, i, passenger);
      if (length == 0)
        return bad("unknown passenger '" + text.substr(i, 1) + "' in '" + text + "'",
                   "piece letters inside [...]");
      i += length;
      std::uint8_t flags = 0;
      if (i < close && text[i] == '~') {
        flags = piece_flags::kNotOriginal;
        ++i;
      }
      if (!carrier.is_none()) pos_.add_passenger(carrier, passenger, flags);
    }
    i = close + 1;
    if (count > carries->capacity) {
      return bad("'" + piece_token(rules_, piece) + "' carries " + std::to_string(count) +
                     " pieces in '" + text + "'",
                 "at most " + std::to_string(carries->capacity));
    }
    return std::nullopt;
  }

  std::optional<Diagnostic> side(const std::string& token) {
    for (std::size_t p = 0; p < rules_.player_count(); ++p) {
      const auto& info = rules_.player(PlayerId::from_index(p));
      if (token == info.side_token || token == info.name) {
        pos_.set_side_to_move(PlayerId::from_index(p));
        return std::nullopt;
      }
    }
    std::string expected;
    for (std::size_t p = 0; p < rules_.player_count(); ++p)
      expected +=
          (expected.empty() ? "" : ", ") + rules_.player(PlayerId::from_index(p)).side_token;
    return bad("unknown side to move '" + token + "'", "one of: " + expected);
  }

  std::optional<Diagnostic> castling(const std::string& token) {
    if (token == "-") return std::nullopt;
    std::uint32_t rights = 0;
    for (char ch : token) {
      bool found = false;
      for (std::size_t i = 0; i < rules_.castling().size(); ++i) {
        if (rules_.castling()[i].right == ch) {
          rights |= std::uint32_t{1} << i;
          found = true;
        }
      }
      if (!found)
        return bad("unknown castling right '" + std::string(1, ch) + "' in '" + token + "'",
                   "letters of the spec's castling rules or -");
    }
    pos_.set_castling_rights(rights);
    return std::nullopt;
  }

  std::optional<Diagnostic> moved(const std::string& token) {
    if (token == "-") return std::nullopt;
    std::stringstream parts(token);
    std::string name;
    while (std::getline(parts, name, ',')) {
      auto c = rules_.board().find(name);
      if (!c)
        return bad("unknown cell '" + name + "' in the moved field",
                   "cell names separated by commas, or -");
      if (!pos_.at(*c))
        return bad("no piece on '" + name + "' in the moved field", "cells that hold pieces");
      pos_.put_with_flags(*c, pos_.at(*c), pos_.flags(*c) | piece_flags::kMoved);
    }
    return std::nullopt;
  }

  std::optional<Diagnostic> hands(const std::string& token) {
    if (token == "-") return std::nullopt;
    std::size_t i = 0;
    while (i < token.size()) {
      int count = 1;
      if (std::isdigit(static_cast<unsigned char>(token[i]))) {
        std::size_t j = i;
        while (j < token.size() && std::isdigit(static_cast<unsigned char>(token[j]))) ++j;
        count = std::stoi(token.substr(i, std::min<std::size_t>(j - i, 6)));
        i = j;
      }
      Piece piece;
      const std::size_t length = match_piece(token, i, piece);
      if (length == 0 || count >= kMaxHandCount) {
        return bad("cannot read the hands field at '" + token.substr(i) + "'",
                   "[count]piece ... or -");
      }
      const PlayerId owner = rules_.owner(piece);
      const PieceKind kind = rules_.kind(piece);
      // A piece may be named more than once ("pp3p"): the total is what must stay below the limit.
      const int total = pos_.hand_count(owner, kind) + count;
      if (total >= kMaxHandCount) {
        return bad("the hands field gives " + std::to_string(total) + " of '" +
                       token.substr(i, length) + "' in a hand",
                   "at most " + std::to_string(kMaxHandCount - 1) + " of a piece in a hand");
      }
      pos_.set_hand_count(owner, kind, total);
      i += length;
    }
    return std::nullopt;
  }

 private:
  const CompiledRules& rules_;
  Position& pos_;
};

// Piece kinds ordered by value, highest first; equal values keep the spec's order.
std::vector<std::size_t> kinds_by_value(const CompiledRules& rules) {
  std::vector<std::size_t> kinds(rules.kind_count());
  for (std::size_t k = 0; k < kinds.size(); ++k) kinds[k] = k;
  std::stable_sort(kinds.begin(), kinds.end(), [&](std::size_t a, std::size_t b) {
    return rules.piece(PieceKind::from_index(a)).value >
           rules.piece(PieceKind::from_index(b)).value;
  });
  return kinds;
}

// "[...]" with the passengers of the piece on c, or "" when it carries none.
std::string passengers_text(const Position& pos, Cell c) {
  const CompiledRules& rules = pos.rules();
  std::string text;
  for (const Passenger& p : pos.passengers()) {
    if (p.carrier != c) continue;
    text += piece_token(rules, p.piece);
    if (rules.notation().marks_not_original && (p.flags & piece_flags::kNotOriginal) != 0)
      text += '~';
  }
  return text.empty() ? text : "[" + text + "]";
}

}  // namespace

std::string piece_token(const CompiledRules& rules, Piece piece) {
  const PlayerInfo& owner = rules.player(rules.owner(piece));
  const std::string& letter = rules.piece(rules.kind(piece)).letter;
  if (!owner.prefix.empty()) return owner.prefix + letter;
  return owner.upper_case ? upper(letter) : lower(letter);
}

std::variant<Position, Diagnostic> parse_position(const CompiledRules& rules,
                                                  const std::string& text) {
  Position pos(rules);
  Parser parser(rules, pos);
  std::vector<std::string> tokens;
  std::istringstream in(text);
  for (std::string t; in >> t;) tokens.push_back(t);
  const auto& fields = rules.notation().position_fields;
  if (tokens.empty())
    return bad("the position string is empty",
               "a board field such as " + rules.notation().start_position);
  if (tokens.size() > fields.size()) {
    return bad("unexpected field '" + tokens[fields.size()] + "'",
               std::to_string(fields.size()) + " fields at most");
  }
  // Side to move first: en passant needs it, and the board does not.
  for (std::size_t i = 0; i < tokens.size(); ++i)
    if (fields[i] == PositionField::Side)
      if (auto d = parser.side(tokens[i])) return *d;
  int halfmove = 0, fullmove = 1, plies = 1;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    std::optional<Diagnostic> d;
    switch (fields[i]) {
      case PositionField::Board:
        d = parser.board(tokens[i]);
        break;
      case PositionField::Side:
        break;
      case PositionField::Hands:
        d = parser.hands(tokens[i]);
        break;
      case PositionField::Castling:
        d = parser.castling(tokens[i]);
        break;
      case PositionField::EnPassant:
        break;  // after the board, below
      case PositionField::Moved:
        break;  // after the board, below
      case PositionField::Imitation:
        if (!rules.imitation().in_use)
          d = bad("the spec has no imitating piece", "no imitation field");
        else
          d = read_imitation_field(pos, tokens[i]);
        break;
      case PositionField::Halfmove:
        if (!parse_int(tokens[i], halfmove))
          d = bad("halfmove clock '" + tokens[i] + "' is not a number", "a whole number such as 0");
        break;
      case PositionField::Fullmove:
        if (!parse_int(tokens[i], fullmove) || fullmove < 1)
          d = bad("move number '" + tokens[i] + "' is not a positive number",
                  "a whole number such as 1");
        break;
      case PositionField::MoveNumber:
        // SFEN counts single moves (plies) from 1, whoever moved first.
        if (!parse_int(tokens[i], plies) || plies < 1)
          d = bad("move number '" + tokens[i] + "' is not a positive number",
                  "a whole number such as 1");
        break;
    }
    if (d) return *d;
  }
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (fields[i] == PositionField::EnPassant)
      if (auto d = read_en_passant_field(pos, tokens[i])) return *d;
    if (fields[i] == PositionField::Moved)
      if (auto d = parser.moved(tokens[i])) return *d;
  }
  pos.set_clocks(halfmove, fullmove);
  pos.set_ply_number(plies);
  return pos;
}

Position position_from_string(const CompiledRules& rules, const std::string& text) {
  auto result = parse_position(rules, text);
  if (auto* d = std::get_if<Diagnostic>(&result)) throw UserError(*d);
  return std::get<Position>(std::move(result));
}

Position start_position(const CompiledRules& rules) {
  return position_from_string(rules, rules.notation().start_position);
}

std::string to_string(const Position& pos) {
  return to_string(pos, CellSet(pos.rules().board().cell_count()));
}

std::string to_string(const Position& pos, const CellSet& left_out) {
  const CompiledRules& rules = pos.rules();
  std::vector<std::string> fields;
  for (PositionField f : rules.notation().position_fields) {
    std::string out;
    switch (f) {
      case PositionField::Board: {
        bool first_row = true;
        for (const auto& row : board_rows(rules.board())) {
          if (std::all_of(row.begin(), row.end(), [&](Cell c) { return left_out.contains(c); }))
            continue;
          if (!first_row) out += '/';
          first_row = false;
          int empty = 0;
          for (Cell c : row) {
            if (left_out.contains(c)) continue;
            if (!pos.at(c)) {
              ++empty;
              continue;
            }
            if (empty) out += std::to_string(empty);
            empty = 0;
            out += piece_token(rules, pos.at(c));
            if (rules.notation().marks_not_original && !pos.is_original(c)) out += '~';
            if (rules.relocation().has_carriers) out += passengers_text(pos, c);
          }
          if (empty) out += std::to_string(empty);
        }
        break;
      }
      case PositionField::Side:
        out = rules.player(pos.side_to_move()).side_token;
        break;
      case PositionField::Hands:
        // Most valuable first (SFEN's conventional rook, bishop, gold, ... pawn), players in order.
        for (std::size_t p = 0; p < rules.player_count(); ++p) {
          for (std::size_t k : kinds_by_value(rules)) {
            const int n = pos.hand_count(PlayerId::from_index(p), PieceKind::from_index(k));
            if (n == 0) continue;
            if (n > 1) out += std::to_string(n);
            out += piece_token(rules,
                               rules.make_piece(PlayerId::from_index(p), PieceKind::from_index(k)));
          }
        }
        if (out.empty()) out = "-";
        break;
      case PositionField::Castling:
        for (std::size_t i = 0; i < rules.castling().size(); ++i)
          if ((pos.castling_rights() >> i) & 1u) out += rules.castling()[i].right;
        if (out.empty()) out = "-";
        break;
      case PositionField::EnPassant:
        out = en_passant_field(pos);
        break;
      case PositionField::Halfmove:
        out = std::to_string(pos.halfmove_clock());
        break;
      case PositionField::Fullmove:
        out = std::to_string(pos.fullmove_number());
        break;
      case PositionField::MoveNumber:
        out = std::to_string(pos.ply_number());
        break;
      case PositionField::Imitation:
        out = rules.imitation().in_use ? imitation_field(pos) : "-";
        break;
      case PositionField::Moved:
        for (std::size_t i = 0; i < rules.board().cell_count(); ++i) {
          const Cell c = Cell::from_index(i);
          if (pos.at(c) && pos.has_moved(c))
            out += (out.empty() ? "" : ",") + rules.board().name(c);
        }
        if (out.empty()) out = "-";
        break;
    }
    fields.push_back(out);
  }
  std::string text;
  for (const auto& f : fields) text += (text.empty() ? "" : " ") + f;
  return text;
}

}  // namespace arbiter::model::notation
