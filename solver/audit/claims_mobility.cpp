// Claims about where a piece can go, computed with the piece alone on an otherwise empty board
// (model/mobility.h): its most destinations, the cells it reaches from its start cells, the kinds
// that can end a move in a zone.
#include <string>

#include "model/attacks.h"
#include "model/mobility.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "solver/audit/claim_checks.h"

namespace arbiter::solver::audit {
namespace {

using model::Cell;
using model::CellSet;
using model::CompiledRules;
using model::PieceKind;
using model::PlayerId;
using model::Position;
using model::spec::ClaimCheckDoc;

constexpr const char* kEmptyBoardNote = "built on an otherwise empty board, not reached in a game";

Position lone_piece(const CompiledRules& rules, PlayerId owner, PieceKind kind, Cell at) {
  Position pos(rules);
  pos.put(at, rules.make_piece(owner, kind));
  pos.set_side_to_move(owner);
  return pos;
}

ClaimResult missing_kind(const ClaimCheckDoc& check, ClaimResult r) {
  r.value = "no piece '" + check.piece.value + "' under these options";
  r.witness = abstract_witness("the piece does not exist under these options");
  return r;
}

// Breadth-first from every start cell at once over the lone piece's own moves.
CellSet reach_from(const CompiledRules& rules, PlayerId owner, PieceKind kind,
                   const std::vector<Cell>& starts) {
  CellSet reached(rules.board().cell_count());
  std::vector<Cell> frontier;
  for (Cell s : starts)
    if (!reached.contains(s)) {
      reached.insert(s);
      frontier.push_back(s);
    }
  while (!frontier.empty()) {
    const Cell c = frontier.back();
    frontier.pop_back();
    for (Cell to : model::lone_destinations(rules, owner, kind, c)) {
      if (reached.contains(to)) continue;
      reached.insert(to);
      frontier.push_back(to);
    }
  }
  return reached;
}

}  // namespace

namespace {

// The most cells `count` finds for the piece of the check alone on an empty board, over every
// cell it may stand on and every owner; `what` names the figure ("destinations", "attacked
// cells").
template <typename Count>
ClaimResult most_cells(const CompiledRules& rules, const ClaimCheckDoc& check, const char* what,
                       Count count) {
  ClaimResult r;
  r.claimed = std::to_string(check.count.value_or(0));
  const auto kind = find_kind(rules, check.piece);
  if (!kind) return missing_kind(check, r);
  const auto& board = rules.board();
  int most = -1;
  PlayerId best_owner;
  std::vector<std::string> best_cells;
  Cell best;
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId owner = PlayerId::from_index(p);
    for (std::size_t i = 0; i < board.cell_count(); ++i) {
      const Cell c = Cell::from_index(i);
      if (!model::may_rest_on(rules, owner, *kind, c)) continue;
      const int n = count(owner, *kind, c);
      if (n > most) {
        most = n;
        best_owner = owner;
        best = c;
        best_cells.clear();
      }
      if (n == most && owner == best_owner) best_cells.push_back(board.name(c));
    }
  }
  r.value = std::to_string(std::max(most, 0));
  r.holds = check.count && most == *check.count;
  if (most < 0) {
    r.witness = abstract_witness("the piece may stand on no cell");
    return r;
  }
  r.details.push_back(std::string("most ") + what + " (" + r.value +
                      ") on: " + claim_text::join(best_cells, 12));
  r.witness = position_witness(lone_piece(rules, best_owner, *kind, best), false,
                               "the " + check.piece.value + " alone on " + board.name(best) +
                                   " has " + r.value + " " + what + "; " + kEmptyBoardNote);
  return r;
}

}  // namespace

ClaimResult check_max_moves(const CompiledRules& rules, const ClaimCheckDoc& check) {
  return most_cells(rules, check, "destinations", [&](PlayerId owner, PieceKind kind, Cell c) {
    return static_cast<int>(model::lone_destinations(rules, owner, kind, c).size());
  });
}

// A piece attacks a cell where it could capture an enemy piece: its capturing atoms, not the
// steps that only move (a Tres Reinas bishop "attacks 14 cells" but may also step to six).
ClaimResult check_max_attacks(const CompiledRules& rules, const ClaimCheckDoc& check) {
  return most_cells(rules, check, "attacked cells", [&](PlayerId owner, PieceKind kind, Cell c) {
    const Position pos = lone_piece(rules, owner, kind, c);
    int n = 0;
    for (std::size_t t = 0; t < rules.board().cell_count(); ++t)
      if (Cell::from_index(t) != c && model::piece_attacks(pos, c, Cell::from_index(t))) ++n;
    return n;
  });
}

namespace {

// Per player, the cells its P (check.piece) alone reaches by its own moves from its start cells
// on an otherwise empty board, and the start cells it had.
struct PlayerReach {
  PlayerId owner;
  std::size_t starts = 0;
  CellSet reached;
};

std::vector<PlayerReach> reach_from_start(const CompiledRules& rules, PieceKind kind) {
  const Position start = model::notation::start_position(rules);
  std::vector<PlayerReach> result;
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId owner = PlayerId::from_index(p);
    std::vector<Cell> starts;
    for (Cell c : start.pieces_of(owner))
      if (rules.kind(start.at(c)) == kind) starts.push_back(c);
    result.push_back({owner, starts.size(), reach_from(rules, owner, kind, starts)});
  }
  return result;
}

std::string reach_value(const CompiledRules& rules, const std::vector<PlayerReach>& reaches) {
  std::string value;
  for (const PlayerReach& r : reaches)
    value += (value.empty() ? "" : ", ") + rules.player(r.owner).name + " " +
             std::to_string(r.reached.count()) + " of " +
             std::to_string(rules.board().cell_count());
  return value;
}

constexpr const char* kReachNote =
    "reachability of the lone piece from its start cells, on an otherwise empty board";

}  // namespace

ClaimResult check_reaches_all(const CompiledRules& rules, const ClaimCheckDoc& check) {
  ClaimResult r;
  r.claimed = "every cell";
  const auto kind = find_kind(rules, check.piece);
  if (!kind) return missing_kind(check, r);
  const auto& board = rules.board();
  const std::vector<PlayerReach> reaches = reach_from_start(rules, *kind);
  r.value = reach_value(rules, reaches);
  r.holds = true;
  for (const PlayerReach& reach : reaches) {
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < board.cell_count(); ++i)
      if (!reach.reached.contains(Cell::from_index(i)))
        missing.push_back(board.name(Cell::from_index(i)));
    const std::string player = rules.player(reach.owner).name;
    if (reach.starts == 0)
      r.details.push_back(player + " has no " + check.piece.value + " in the start position");
    if (!missing.empty() || reach.starts == 0) r.holds = false;
    if (!missing.empty())
      r.details.push_back(player + " never reaches " + std::to_string(missing.size()) +
                          " cells: " + claim_text::join(missing, 24));
  }
  r.witness = abstract_witness(kReachNote);
  return r;
}

// A piece "reaches only a third of the board": each player's P reaches exactly `count` cells.
ClaimResult check_reaches(const CompiledRules& rules, const ClaimCheckDoc& check) {
  ClaimResult r;
  r.claimed = std::to_string(check.count.value_or(0)) + " cells";
  const auto kind = find_kind(rules, check.piece);
  if (!kind) return missing_kind(check, r);
  const std::vector<PlayerReach> reaches = reach_from_start(rules, *kind);
  r.value = reach_value(rules, reaches);
  r.holds = true;
  for (const PlayerReach& reach : reaches) {
    const std::string player = rules.player(reach.owner).name;
    if (reach.starts == 0) {
      r.details.push_back(player + " has no " + check.piece.value + " in the start position");
      r.holds = false;
    } else if (static_cast<int>(reach.reached.count()) != check.count.value_or(0)) {
      r.holds = false;
    }
  }
  r.witness = abstract_witness(kReachNote);
  return r;
}

ClaimResult check_may_stop_on(const CompiledRules& rules, const ClaimCheckDoc& check) {
  ClaimResult r;
  const std::set<std::string> claimed = claim_text::names(check.pieces);
  r.claimed = claim_text::join(claimed);
  const auto zone = rules.zones().find(check.zone.value);
  if (!zone) {
    r.value = "no zone '" + check.zone.value + "' under these options";
    r.witness = abstract_witness("the zone does not exist under these options");
    return r;
  }
  const auto& board = rules.board();
  std::set<std::string> computed;
  std::optional<Position> unclaimed;  // a lone piece of an unclaimed kind that can end there
  for (std::size_t k = 0; k < rules.kind_count(); ++k) {
    const PieceKind kind = PieceKind::from_index(k);
    bool found = false;
    for (std::size_t p = 0; p < rules.player_count() && !found; ++p) {
      const PlayerId owner = PlayerId::from_index(p);
      for (std::size_t i = 0; i < board.cell_count() && !found; ++i) {
        const Cell target = Cell::from_index(i);
        Cell from;
        if (!rules.zones().of(*zone, owner).contains(target) ||
            !model::can_end_move_on(rules, owner, kind, target, from))
          continue;
        found = true;
        const std::string name = rules.piece(kind).name;
        r.details.push_back(name + (claimed.count(name) ? "" : " (not claimed)") + ": e.g. from " +
                            board.name(from) + " to " + board.name(target));
        if (!claimed.count(name) && !unclaimed) unclaimed = lone_piece(rules, owner, kind, from);
      }
    }
    if (found) computed.insert(rules.piece(kind).name);
  }
  r.value = claim_text::join(computed);
  r.holds = computed == claimed;
  for (const auto& name : claimed)
    if (!computed.count(name))
      r.details.push_back(name + " (claimed): can end no move on " + check.zone.value);
  if (unclaimed)
    r.witness = position_witness(
        *unclaimed, false,
        "a piece the claim leaves out, next to the zone; " + std::string(kEmptyBoardNote));
  else
    r.witness = abstract_witness(
        "every kind tried from every cell on an otherwise empty board (with a victim on "
        "the zone cell for captures)");
  return r;
}

}  // namespace arbiter::solver::audit
