// moves_include claims: wherever piece A stands, its destinations include those of piece B from
// the same cell. Checked on the empty board (every cell, every owner) and on positions of seeded
// random playouts from the start position, substituting A and then B for the piece on each cell.
#include <algorithm>
#include <random>
#include <string>

#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "solver/audit/claim_checks.h"

namespace arbiter::solver::audit {
namespace {

using model::Cell;
using model::CompiledRules;
using model::MoveList;
using model::PieceKind;
using model::PlayerId;
using model::Position;
using model::spec::ClaimCheckDoc;

// The sample: kPlayouts games of random legal moves, each position after every kSampleEvery-th
// ply up to kPlies. The seed is fixed so that every run checks the same positions.
constexpr int kPlayouts = 4;
constexpr int kPlies = 48;
constexpr int kSampleEvery = 3;
constexpr std::uint64_t kSeed = 0x5eed'c1a1'0001ULL;

std::vector<Position> playout_positions(const CompiledRules& rules) {
  std::vector<Position> sample;
  std::mt19937_64 rng(kSeed);
  MoveList moves;
  for (int game = 0; game < kPlayouts; ++game) {
    Position pos = model::notation::start_position(rules);
    for (int ply = 1; ply <= kPlies; ++ply) {
      moves.clear();
      model::generate_legal(pos, moves);
      if (moves.empty()) break;
      model::Undo undo;
      pos.make(moves[rng() % moves.size()], undo);
      if (ply % kSampleEvery == 0) sample.push_back(pos);
    }
  }
  return sample;
}

// The pseudo-legal destinations of a piece of (owner, kind) put on `at` in `pos` (in place of
// whatever stood there, with its flags), sorted.
std::vector<Cell> destinations(const Position& pos, PlayerId owner, PieceKind kind, Cell at,
                               MoveList& moves) {
  Position q = pos;
  q.put_with_flags(at, q.rules().make_piece(owner, kind), pos.at(at).is_none() ? 0 : pos.flags(at));
  q.set_side_to_move(owner);
  moves.clear();
  model::generate_pseudo_legal(q, moves);
  std::vector<Cell> cells;
  for (auto m : moves)
    if (m.from == at) cells.push_back(m.to);
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  return cells;
}

struct CounterExample {
  Position pos;
  PlayerId owner;
  Cell at;
  std::vector<Cell> only_b;  // destinations of B that A lacks
};

// The first cell of `pos` (occupied cells only, or every cell with `every_cell`) where B's
// destinations are not among A's.
std::optional<CounterExample> find_gap(const Position& pos, PieceKind a, PieceKind b,
                                       bool every_cell, std::optional<PlayerId> only_owner,
                                       MoveList& moves) {
  const CompiledRules& rules = pos.rules();
  for (std::size_t i = 0; i < rules.board().cell_count(); ++i) {
    const Cell c = Cell::from_index(i);
    if (!every_cell && pos.at(c).is_none()) continue;
    const PlayerId owner = only_owner ? *only_owner : rules.owner(pos.at(c));
    if (!rules.may_stop_on(owner, a, c) || !rules.may_stop_on(owner, b, c)) continue;
    const auto da = destinations(pos, owner, a, c, moves);
    const auto db = destinations(pos, owner, b, c, moves);
    std::vector<Cell> only_b;
    std::set_difference(db.begin(), db.end(), da.begin(), da.end(), std::back_inserter(only_b));
    if (!only_b.empty()) return CounterExample{pos, owner, c, only_b};
  }
  return std::nullopt;
}

}  // namespace

ClaimResult check_moves_include(const CompiledRules& rules, const ClaimCheckDoc& check) {
  ClaimResult r;
  r.claimed = check.piece.value + " includes " + check.includes.value;
  const auto a = find_kind(rules, check.piece), b = find_kind(rules, check.includes);
  if (!a || !b) {
    r.value = "a piece is missing under these options";
    r.witness = abstract_witness(r.value);
    return r;
  }
  MoveList moves;
  std::optional<CounterExample> gap;
  for (std::size_t p = 0; p < rules.player_count() && !gap; ++p)
    gap = find_gap(Position(rules), *a, *b, true, PlayerId::from_index(p), moves);
  const bool on_empty_board = gap.has_value();
  const auto sample = playout_positions(rules);
  for (std::size_t i = 0; i < sample.size() && !gap; ++i)
    gap = find_gap(sample[i], *a, *b, false, std::nullopt, moves);
  const auto& board = rules.board();
  const std::string tried = std::to_string(board.cell_count()) + " cells of the empty board and " +
                            std::to_string(sample.size()) + " playout positions";
  r.holds = !gap;
  if (!gap) {
    r.value = "included";
    r.details.push_back("checked on " + tried);
    r.witness = abstract_witness("no counter-example among " + tried);
    return r;
  }
  std::vector<std::string> cells;
  for (Cell c : gap->only_b) cells.push_back(board.name(c));
  r.value = std::string("not included") +
            (on_empty_board ? " on the empty board" : " in a playout position");
  const std::string what = "a " + rules.player(gap->owner).name + " " + check.includes.value +
                           " on " + board.name(gap->at) + " goes to " + claim_text::join(cells) +
                           ", a " + check.piece.value + " there does not";
  r.details.push_back(what);
  if (on_empty_board) {
    Position lone(rules);
    lone.put(gap->at, rules.make_piece(gap->owner, *b));
    lone.set_side_to_move(gap->owner);
    r.witness = position_witness(
        lone, false, what + "; built on an otherwise empty board, not reached in a game");
  } else {
    r.witness = position_witness(gap->pos, true,
                                 "a position of a seeded random playout; put each piece on " +
                                     board.name(gap->at) + " in place of the one there: " + what);
  }
  return r;
}

}  // namespace arbiter::solver::audit
