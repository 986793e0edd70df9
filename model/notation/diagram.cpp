// Text diagrams: cells are placed by their coordinates, so extra cells and holes land where the
// board puts them and hex boards need no table of their own.
#include "model/notation/diagram.h"

#include <algorithm>

#include "model/attacks.h"
#include "model/draw_claim.h"
#include "model/elimination.h"
#include "model/game_record.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/royal_win.h"

namespace arbiter::model::notation {
namespace {

struct Bounds {
  int min_x = 0, max_x = 0, min_y = 0, max_y = 0;
};

Bounds bounds_of(const BoardGraph& board) {
  Bounds b;
  bool first = true;
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const Coord c = board.coord(Cell::from_index(i));
    if (first) b = {c.x, c.x, c.y, c.y};
    first = false;
    b.min_x = std::min(b.min_x, c.x);
    b.max_x = std::max(b.max_x, c.x);
    b.min_y = std::min(b.min_y, c.y);
    b.max_y = std::max(b.max_y, c.y);
  }
  return b;
}

// The widest piece token of the rules ("+P" and "gN" are two characters).
std::size_t token_width(const CompiledRules& rules) {
  std::size_t width = 1;
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    for (std::size_t k = 0; k < rules.kind_count(); ++k)
      width = std::max(width, piece_token(rules, rules.make_piece(PlayerId::from_index(p),
                                                                  PieceKind::from_index(k)))
                                  .size());
  return width;
}

std::string pad(const std::string& text, std::size_t width, bool right_align = false) {
  if (text.size() >= width) return text;
  const std::string fill(width - text.size(), ' ');
  return right_align ? fill + text : text + fill;
}

std::string trim_right(std::string line) {
  while (!line.empty() && line.back() == ' ') line.pop_back();
  return line;
}

std::string content(const Position& pos, Cell c) {
  return pos.at(c) ? piece_token(pos.rules(), pos.at(c)) : std::string(".");
}

// A name from a list by coordinate, or "" outside it.
std::string name_at(const std::vector<std::string>& names, int i) {
  return i >= 0 && static_cast<std::size_t>(i) < names.size() ? names[static_cast<std::size_t>(i)]
                                                              : std::string();
}

// Whether a square-board cell is the grid cell file + rank at its coordinates (not an extra cell).
bool is_grid_cell(const BoardGraph& board, Cell c) {
  const Coord at = board.coord(c);
  const std::string file = name_at(board.file_names(), at.x);
  const std::string rank = name_at(board.rank_names(), at.y);
  return !file.empty() && !rank.empty() && board.name(c) == file + rank;
}

std::string render_square(const Position& pos) {
  const BoardGraph& board = pos.rules().board();
  const Bounds b = bounds_of(board);
  std::size_t width = token_width(pos.rules());
  for (const auto& f : board.file_names()) width = std::max(width, f.size());
  std::size_t label_width = 0;
  for (int y = b.min_y; y <= b.max_y; ++y)
    label_width = std::max(label_width, name_at(board.rank_names(), y).size());

  std::string text;
  for (int y = b.max_y; y >= b.min_y; --y) {
    std::string line = pad(name_at(board.rank_names(), y), label_width, true);
    for (int x = b.min_x; x <= b.max_x; ++x) {
      const auto cell = board.cell_at({x, y});
      line += ' ';
      line += pad(cell ? content(pos, *cell) : std::string(" "), width);
    }
    text += trim_right(line) + '\n';
  }
  std::string files(label_width, ' ');
  for (int x = b.min_x; x <= b.max_x; ++x) {
    files += ' ';
    files += pad(name_at(board.file_names(), x), width);
  }
  text += trim_right(files) + '\n';

  std::string extras;
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const Cell c = Cell::from_index(i);
    if (!is_grid_cell(board, c)) extras += (extras.empty() ? "" : ", ") + board.name(c);
  }
  if (!extras.empty()) text += "extra cells: " + extras + '\n';
  return text;
}

// Hex boards: column x at character x * stride; a cell at axial (x, y) sits on line 2y + x, since
// its north-east neighbour (x+1, y) is half a cell higher. Cells of one line are two columns apart.
std::string render_hex(const Position& pos) {
  const BoardGraph& board = pos.rules().board();
  const Bounds b = bounds_of(board);
  std::size_t name_width = 1;
  for (std::size_t i = 0; i < board.cell_count(); ++i)
    name_width = std::max(name_width, board.name(Cell::from_index(i)).size());
  const std::size_t cell_width = name_width + 1 + token_width(pos.rules());
  const std::size_t stride = (cell_width + 2) / 2;
  const auto column = [&](int x) { return static_cast<std::size_t>(x - b.min_x) * stride; };
  const std::size_t line_width = column(b.max_x) + std::max(cell_width, name_width);

  const int top = 2 * b.max_y + b.max_x, bottom = 2 * b.min_y + b.min_x;
  std::string text;
  for (int h = top; h >= bottom; --h) {
    std::string line(line_width, ' ');
    bool any = false;
    for (int x = b.min_x; x <= b.max_x; ++x) {
      if ((h - x) % 2 != 0) continue;
      const auto cell = board.cell_at({x, (h - x) / 2});
      if (!cell) continue;
      std::string cell_text = board.name(*cell);
      cell_text += ' ';
      cell_text += content(pos, *cell);
      line.replace(column(x), cell_width, pad(cell_text, cell_width));
      any = true;
    }
    if (any) text += trim_right(line) + '\n';
  }
  std::string files(line_width, ' ');
  for (int x = b.min_x; x <= b.max_x; ++x) {
    const std::string name = name_at(board.file_names(), x);
    files.replace(column(x), name.size(), name);
  }
  text += trim_right(files) + '\n';
  return text;
}

std::string castling_text(const Position& pos) {
  std::string text;
  for (std::size_t i = 0; i < pos.rules().castling().size(); ++i)
    if ((pos.castling_rights() >> i) & 1u) text += pos.rules().castling()[i].right;
  return text.empty() ? "-" : text;
}

// Each standing right: its cells and the piece a capture there takes.
std::string en_passant_text(const Position& pos) {
  const BoardGraph& board = pos.rules().board();
  std::string text;
  for (const EnPassant& ep : pos.en_passant_rights()) {
    if (!text.empty()) text += "; ";
    for (std::uint8_t i = 0; i < ep.count; ++i) text += (i ? ", " : "") + board.name(ep.cells[i]);
    text += " (takes the piece on " + board.name(ep.victim) + ")";
  }
  return text.empty() ? "-" : text;
}

std::string hands_text(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  std::string text;
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId player = PlayerId::from_index(p);
    std::string hand;
    for (std::size_t k = 0; k < rules.kind_count(); ++k) {
      const int n = pos.hand_count(player, PieceKind::from_index(k));
      if (n == 0) continue;
      hand += (hand.empty() ? "" : ", ") + rules.piece(PieceKind::from_index(k)).name;
      if (n > 1) hand += " x" + std::to_string(n);
    }
    text +=
        (text.empty() ? "" : "; ") + rules.player(player).name + ": " + (hand.empty() ? "-" : hand);
  }
  return text;
}

// "b3 S carries r, R" per carrier in board order, or "-".
std::string passengers_text(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  std::string text;
  for (std::size_t i = 0; i < rules.board().cell_count(); ++i) {
    const Cell c = Cell::from_index(i);
    std::string carried;
    for (const Passenger& p : pos.passengers())
      if (p.carrier == c) carried += (carried.empty() ? "" : ", ") + piece_token(rules, p.piece);
    if (carried.empty()) continue;
    text += (text.empty() ? "" : "; ") + rules.board().name(c) + " " +
            piece_token(rules, pos.at(c)) + " carries " + carried;
  }
  return text.empty() ? "-" : text;
}

std::string check_text(const Position& pos) {
  Position scratch = pos;
  switch (game_status(scratch)) {
    case GameStatus::Checkmate:
      if (const auto winner = mate_winner(pos))
        return "checkmate; " + pos.rules().player(*winner).name + " mates and wins";
      return "checkmate";
    case GameStatus::HeirsBlocked:
      return "checkmate; the heirs are shut in: draw";
    case GameStatus::DrawnByRule:
      return "no (the game is drawn: " + automatic_draw_reason(pos) + ")";
    case GameStatus::WonByRule:
      return "no (the game is over: " + zone_win_reason(pos) + ")";
    case GameStatus::Stalemate:
      return in_check(pos, pos.side_to_move()) ? "yes (no legal move)" : "no (stalemate)";
    case GameStatus::Ongoing:
      break;
  }
  if (!in_check(pos, pos.side_to_move())) return "no";
  MoveList ordinary;
  generate_ordinary_legal(scratch, ordinary);
  if (!ordinary.empty()) return "yes";
  if (const auto leave = elimination_move(scratch)) {
    const CompiledRules& rules = pos.rules();
    return "checkmate; " + rules.player(pos.side_to_move()).name + " leaves the game (#), " +
           rules.player(leave->next_after_elimination()).name + " moves next";
  }
  return "checkmate; an heir takes over";
}

// Every piece the diagram or the hands show, in the order of the rules' players and kinds.
std::vector<Piece> pieces_shown(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  std::vector<Piece> shown;
  const auto add = [&](Piece piece) {
    if (std::find(shown.begin(), shown.end(), piece) == shown.end()) shown.push_back(piece);
  };
  for (std::size_t i = 0; i < rules.board().cell_count(); ++i)
    if (const Piece piece = pos.at(Cell::from_index(i))) add(piece);
  for (const Passenger& p : pos.passengers()) add(p.piece);
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    for (std::size_t k = 0; k < rules.kind_count(); ++k)
      if (pos.hand_count(PlayerId::from_index(p), PieceKind::from_index(k)) > 0)
        add(rules.make_piece(PlayerId::from_index(p), PieceKind::from_index(k)));
  std::vector<Piece> ordered;
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    for (std::size_t k = 0; k < rules.kind_count(); ++k) {
      const Piece piece = rules.make_piece(PlayerId::from_index(p), PieceKind::from_index(k));
      if (std::find(shown.begin(), shown.end(), piece) != shown.end()) ordered.push_back(piece);
    }
  return ordered;
}

bool has_field(const CompiledRules& rules, PositionField field) {
  const auto& fields = rules.notation().position_fields;
  return std::find(fields.begin(), fields.end(), field) != fields.end();
}

}  // namespace

std::string render_board(const Position& pos) {
  return pos.rules().board().geometry() == Geometry::Hex ? render_hex(pos) : render_square(pos);
}

std::vector<LegendEntry> legend(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  std::vector<LegendEntry> entries;
  for (Piece piece : pieces_shown(pos))
    entries.push_back({piece_token(rules, piece), rules.piece(rules.kind(piece)).name,
                       rules.player(rules.owner(piece)).name});
  return entries;
}

std::string render_legend(const Position& pos) {
  std::string text;
  for (const LegendEntry& e : legend(pos))
    text += (text.empty() ? "" : ", ") + e.token + " " + e.piece + " (" + e.owner + ")";
  return text.empty() ? std::string() : "pieces: " + text + '\n';
}

std::string render_position(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  std::string text = render_board(pos) + render_legend(pos);
  text += "to move: " + rules.player(pos.side_to_move()).name + '\n';
  if (!rules.castling().empty()) text += "castling: " + castling_text(pos) + '\n';
  if (rules.en_passant().in_use) text += "en passant: " + en_passant_text(pos) + '\n';
  if (rules.has_drops() || has_field(rules, PositionField::Hands))
    text += "hands: " + hands_text(pos) + '\n';
  if (rules.relocation().has_carriers) text += "carried: " + passengers_text(pos) + '\n';
  if (has_field(rules, PositionField::Halfmove))
    text += "halfmove clock: " + std::to_string(pos.halfmove_clock()) + '\n';
  text += "move number: " + std::to_string(pos.fullmove_number()) + '\n';
  text += "check: " + check_text(pos) + '\n';
  if (!rules.game_end().draw_claims.empty()) {
    std::string claimants;
    for (PlayerId p : draw_claimants(pos))
      claimants += (claimants.empty() ? "" : ", ") + rules.player(p).name;
    text += "draw claim: " +
            (claimants.empty() ? std::string("none") : claimants + " may claim a draw") + '\n';
  }
  text += "position: " + to_string(pos) + '\n';
  return text;
}

}  // namespace arbiter::model::notation
