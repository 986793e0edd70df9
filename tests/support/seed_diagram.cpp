#include "tests/support/seed_diagram.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace arbiter::testing {
namespace {

std::string piece_name(char code) {
  switch (code) {
    case 'p':
      return "pawn";
    case 'n':
      return "knight";
    case 'b':
      return "bishop";
    case 'r':
      return "rook";
    case 'q':
      return "queen";
    case 'k':
      return "king";
    case 'z':
      return "champion";
    case 'w':
      return "wizard";
    case 't':
      return "templar_knight";
    default:
      return {};
  }
}

// "zd" -> "black champion"; "" for the marks "xx", "oo", "xo" and anything else.
std::string piece_code(const std::string& token) {
  if (token.size() != 2 || piece_name(token[0]).empty()) return {};
  if (token[1] == 'l') return "white " + piece_name(token[0]);
  if (token[1] == 'd') return "black " + piece_name(token[0]);
  return {};
}

}  // namespace

std::map<std::string, std::string> read_seed_diagram(const std::string& text,
                                                     const std::vector<std::string>& cells) {
  std::istringstream in(text);
  std::vector<std::string> tokens;
  for (std::string t; in >> t;) tokens.push_back(t);
  std::map<std::string, std::string> result;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (std::find(cells.begin(), cells.end(), tokens[i]) == cells.end()) continue;
    if (i + 1 >= tokens.size()) break;
    const std::string& next = tokens[i + 1];
    const bool is_mark = next == "xx" || next == "oo" || next == "xo";
    const bool is_cell = std::find(cells.begin(), cells.end(), next) != cells.end();
    if (is_mark || is_cell || next.size() != 2 ||
        !std::islower(static_cast<unsigned char>(next[0])))
      continue;
    const std::string piece = piece_code(next);
    if (piece.empty())
      throw std::runtime_error("unknown piece code '" + next + "' on " + tokens[i]);
    result[tokens[i]] = piece;
  }
  return result;
}

std::map<std::string, std::string> pieces_by_cell(const model::Position& pos) {
  const model::CompiledRules& rules = pos.rules();
  std::map<std::string, std::string> result;
  for (std::size_t i = 0; i < rules.board().cell_count(); ++i) {
    const model::Cell c = model::Cell::from_index(i);
    if (const model::Piece p = pos.at(c)) {
      result[rules.board().name(c)] =
          rules.player(rules.owner(p)).name + " " + rules.piece(rules.kind(p)).name;
    }
  }
  return result;
}

std::vector<std::string> cell_names(const model::CompiledRules& rules) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < rules.board().cell_count(); ++i)
    names.push_back(rules.board().name(model::Cell::from_index(i)));
  return names;
}

model::Position position_from_diagram(const model::CompiledRules& rules,
                                      const std::map<std::string, std::string>& pieces,
                                      const std::string& side) {
  const auto player_named = [&](const std::string& name) {
    for (std::size_t p = 0; p < rules.player_count(); ++p)
      if (rules.player(model::PlayerId::from_index(p)).name == name)
        return model::PlayerId::from_index(p);
    throw std::runtime_error("no player '" + name + "'");
  };
  const auto kind_named = [&](const std::string& name) {
    for (std::size_t k = 0; k < rules.kind_count(); ++k)
      if (rules.piece(model::PieceKind::from_index(k)).name == name)
        return model::PieceKind::from_index(k);
    throw std::runtime_error("no piece '" + name + "'");
  };
  model::Position pos(rules);
  for (const auto& [cell, piece] : pieces) {
    const auto space = piece.find(' ');
    const auto c = rules.board().find(cell);
    if (!c) throw std::runtime_error("no cell '" + cell + "'");
    pos.put(*c, rules.make_piece(player_named(piece.substr(0, space)),
                                 kind_named(piece.substr(space + 1))));
  }
  pos.set_side_to_move(player_named(side));
  return pos;
}

}  // namespace arbiter::testing
