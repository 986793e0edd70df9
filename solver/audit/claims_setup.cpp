// Claims about the set-up and the opening move: the colour of a piece's start cells, which kinds
// can move or capture on the first move, the symmetry of the start position, a piece's value.
#include <map>
#include <string>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "solver/audit/claim_checks.h"

namespace arbiter::solver::audit {
namespace {

using model::Cell;
using model::CompiledRules;
using model::Move;
using model::MoveType;
using model::Piece;
using model::PlayerId;
using model::Position;
using model::spec::ClaimCheckDoc;

std::string describe(const CompiledRules& rules, Piece p) {
  if (p.is_none()) return "empty";
  return rules.player(rules.owner(p)).name + " " + rules.piece(rules.kind(p)).name;
}

// The kinds a move moves: the piece on `from`, and for a castling its partner too.
std::vector<model::PieceKind> movers(const Position& pos, Move m) {
  const CompiledRules& rules = pos.rules();
  std::vector<model::PieceKind> kinds;
  if (m.from.is_none()) return kinds;  // a drop moves no piece of the board
  kinds.push_back(rules.kind(pos.at(m.from)));
  if (m.type == MoveType::Castling) {
    const Piece partner = pos.at(rules.castling()[m.castling_rule()].rook_from);
    if (!partner.is_none()) kinds.push_back(rules.kind(partner));
  }
  return kinds;
}

// Whether m takes an enemy piece: it lands on one (a plain or relocating capture), is en passant,
// a capture in place or a double capture.
bool is_capture(const Position& pos, Move m) {
  if (m.type == MoveType::EnPassant || m.type == MoveType::InPlace ||
      m.type == MoveType::DoubleCapture)
    return true;
  if (m.type != MoveType::Normal && m.type != MoveType::Relocation) return false;
  const Piece target = pos.at(m.to);
  return !target.is_none() &&
         pos.rules().is_opponent(pos.side_to_move(), pos.rules().owner(target));
}

// The kinds (by name) whose pieces make a move that `keep` accepts in the start position, each
// with its first such move.
template <typename Keep>
std::map<std::string, std::string> first_moves(const CompiledRules& rules, Keep keep) {
  Position start = model::notation::start_position(rules);
  std::map<std::string, std::string> kinds;
  for (Move m : model::legal_moves(start)) {
    if (!keep(start, m)) continue;
    for (auto k : movers(start, m))
      kinds.emplace(rules.piece(k).name, model::notation::move_to_string(start, m));
  }
  return kinds;
}

ClaimResult compare_kinds(const CompiledRules& rules, const std::set<std::string>& claimed,
                          const std::map<std::string, std::string>& found, const char* what) {
  ClaimResult r;
  r.claimed = claim_text::join(claimed);
  std::set<std::string> computed;
  for (const auto& [kind, move] : found) computed.insert(kind);
  r.value = claim_text::join(computed);
  r.holds = computed == claimed;
  for (const auto& [kind, move] : found)
    r.details.push_back(kind + (claimed.count(kind) ? "" : " (not claimed)") + ": e.g. " + move);
  for (const auto& kind : claimed)
    if (!computed.count(kind))
      r.details.push_back(kind + " (claimed): no " + what + " in the start position");
  r.witness = position_witness(
      model::notation::start_position(rules), true,
      std::string("the start position; the ") + what + " by kind are in the details");
  return r;
}

}  // namespace

ClaimResult check_first_movers(const CompiledRules& rules, const ClaimCheckDoc& check) {
  const std::set<std::string> excluded = claim_text::names(check.excluding);
  const auto found = first_moves(rules, [](const Position&, Move) { return true; });
  std::map<std::string, std::string> kept;
  for (const auto& [kind, move] : found)
    if (!excluded.count(kind)) kept.emplace(kind, move);
  return compare_kinds(rules, claim_text::names(check.pieces), kept, "legal moves");
}

ClaimResult check_first_move_captures(const CompiledRules& rules, const ClaimCheckDoc& check) {
  const auto found = first_moves(rules, is_capture);
  return compare_kinds(rules, claim_text::names(check.pieces), found, "legal captures");
}

ClaimResult check_start_colour(const CompiledRules& rules, const ClaimCheckDoc& check) {
  ClaimResult r;
  r.claimed = check.colour.value;
  const Position start = model::notation::start_position(rules);
  const auto kind = find_kind(rules, check.piece);
  const auto& board = rules.board();
  std::set<std::string> colours;
  std::vector<std::string> cells;
  for (std::size_t i = 0; i < board.cell_count() && kind; ++i) {
    const Cell c = Cell::from_index(i);
    if (start.at(c).is_none() || rules.kind(start.at(c)) != *kind) continue;
    const int colour = board.colour(c);
    const std::string name =
        colour < 0 ? "uncoloured" : board.colour_names()[static_cast<std::size_t>(colour)];
    colours.insert(name);
    cells.push_back(board.name(c) + " " + name);
  }
  r.value = cells.empty() ? "no start cells" : claim_text::join(colours);
  r.holds = colours == std::set<std::string>{check.colour.value};
  r.details.push_back("start cells of " + check.piece.value + ": " + claim_text::join(cells));
  r.witness = position_witness(start, true, "the start position");
  return r;
}

ClaimResult check_value(const CompiledRules& rules, const ClaimCheckDoc& check) {
  ClaimResult r;
  r.claimed = claim_text::number(check.equals.value_or(0));
  const auto kind = find_kind(rules, check.piece);
  r.value =
      kind ? claim_text::number(rules.piece(*kind).value) : "no such piece under these options";
  r.holds = kind && check.equals && rules.piece(*kind).value == *check.equals;
  r.witness =
      abstract_witness("the value the spec gives " + check.piece.value + "; no position shows it");
  return r;
}

namespace {

// The coordinate map of a setup_symmetry check, about the centroid of the board's cells; none when
// the doubled centroid is not a lattice point (the map sends no cell onto a cell), and for a turn
// by a third of a circle (`rotate_120`, `rotate_240`, clockwise) when the board is not hexagonal or
// the centroid itself is not a lattice point.
std::optional<model::Coord> mapped(const model::BoardGraph& board, const std::string& map,
                                   model::Coord at) {
  long long sx = 0, sy = 0;
  const long long n = static_cast<long long>(board.cell_count());
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    sx += board.coord(Cell::from_index(i)).x;
    sy += board.coord(Cell::from_index(i)).y;
  }
  if ((2 * sx) % n != 0 || (2 * sy) % n != 0) return std::nullopt;
  const int cx2 = static_cast<int>(2 * sx / n), cy2 = static_cast<int>(2 * sy / n);
  if (map == "rotate_120" || map == "rotate_240") {
    if (board.geometry() != model::Geometry::Hex || cx2 % 2 != 0 || cy2 % 2 != 0)
      return std::nullopt;
    const model::Coord centre{cx2 / 2, cy2 / 2};
    // Two lattice turns of 60 degrees make a third of a circle.
    return centre + board.rotate_vector(at - centre, map == "rotate_120" ? 2 : 4);
  }
  if (map == "reflect_ranks") return model::Coord{at.x, cy2 - at.y};
  if (map == "reflect_files") return model::Coord{cx2 - at.x, at.y};
  return model::Coord{cx2 - at.x, cy2 - at.y};  // rotate_180
}

}  // namespace

ClaimResult check_setup_symmetry(const CompiledRules& rules, const ClaimCheckDoc& check) {
  ClaimResult r;
  r.claimed = "symmetric under " + check.map.value;
  const Position start = model::notation::start_position(rules);
  const auto& board = rules.board();
  std::vector<PlayerId> image(rules.player_count());
  for (std::size_t p = 0; p < image.size(); ++p) image[p] = PlayerId::from_index(p);
  for (const auto& [from, to] : check.players) {
    const auto f = rules.find_player(from.value), t = rules.find_player(to.value);
    if (f && t) image[f->index] = *t;
  }
  std::vector<std::string> differ;
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const Cell c = Cell::from_index(i);
    const Piece here = start.at(c);
    const auto to = mapped(board, check.map.value, board.coord(c));
    const auto target = to ? board.cell_at(*to) : std::nullopt;
    if (!target) {
      differ.push_back(board.name(c) + " (" + describe(rules, here) + ") has no image");
      continue;
    }
    const Piece expected = here.is_none()
                               ? Piece::none()
                               : rules.make_piece(image[rules.owner(here).index], rules.kind(here));
    if (start.at(*target) != expected)
      differ.push_back(board.name(c) + " (" + describe(rules, here) + ") -> " +
                       board.name(*target) + " (" + describe(rules, start.at(*target)) + ")");
  }
  r.holds = differ.empty();
  r.value = r.holds ? "symmetric"
                    : std::to_string(differ.size()) + " cells differ, first " + differ.front();
  if (!r.holds) r.details.push_back("cells whose image differs: " + claim_text::join(differ, 12));
  r.witness = position_witness(start, true, "the start position");
  return r;
}

}  // namespace arbiter::solver::audit
