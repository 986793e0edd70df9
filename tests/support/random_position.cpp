// Random positions for differential tests: playouts with the engine's own legal moves, and
// placements of the start position's pieces filtered so that only the side to move may be in
// check.
#include "tests/support/random_position.h"

#include <cstdint>
#include <vector>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"

namespace arbiter::testing {
namespace {

using model::Cell;
using model::CompiledRules;
using model::Piece;
using model::PieceKind;
using model::PlayerId;
using model::Position;

bool coin(std::mt19937_64& random, double p) {
  return std::uniform_real_distribution<double>(0, 1)(random) < p;
}

std::size_t below(std::mt19937_64& random, std::size_t n) {
  return std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
}

// Plays up to `plies` random legal moves; stops early when the side to move has none. Half the
// time the last move is one that leaves en passant targets (Move::aux == 1) when there is one, as
// such states are otherwise rare.
void play_random(Position& pos, std::mt19937_64& random, int plies) {
  for (int i = 0; i < plies; ++i) {
    std::vector<model::Move> moves = model::legal_moves(pos);
    if (moves.empty()) return;
    if (i + 1 == plies && coin(random, 0.5)) {
      std::vector<model::Move> creating;
      for (model::Move m : moves)
        if (m.type == model::MoveType::Normal && m.leaves_en_passant()) creating.push_back(m);
      if (!creating.empty()) moves = creating;
    }
    model::Undo undo;
    pos.make(moves[below(random, moves.size())], undo);
  }
}

// Whether a piece may stand on c in a position reachable by play: where it may stop (confined_to,
// cannot_stop_on), outside the zones it may not be dropped into or must promote in, and
// (one_per_column) alone of its kind in its column.
bool may_stand(const Position& pos, PlayerId owner, PieceKind kind, Cell c) {
  const CompiledRules& rules = pos.rules();
  const model::PieceInfo& info = rules.piece(kind);
  if (!rules.may_stop_on(owner, kind, c)) return false;
  if (info.drop.not_into != model::kNoZone && rules.zones().contains(info.drop.not_into, owner, c))
    return false;
  if (info.promotion) {
    const model::CompiledPromotion& promo = *info.promotion;
    if (promo.forced && rules.zones().contains(promo.zone, owner, c)) return false;
    if (promo.forced_zone != model::kNoZone && rules.zones().contains(promo.forced_zone, owner, c))
      return false;
  }
  if (info.drop.one_per_column) {
    const Piece same = rules.make_piece(owner, kind);
    for (Cell other : pos.pieces_of(owner))
      if (pos.at(other) == same && rules.board().column_key(other) == rules.board().column_key(c))
        return false;
  }
  return true;
}

// A random empty cell where the piece may stand, preferring `home` with probability home_bias.
std::optional<Cell> pick_cell(const Position& pos, PlayerId owner, PieceKind kind, Cell home,
                              double home_bias, std::mt19937_64& random) {
  if (coin(random, home_bias) && !pos.at(home) && may_stand(pos, owner, kind, home)) return home;
  const std::size_t cells = pos.rules().board().cell_count();
  for (int attempt = 0; attempt < 64; ++attempt) {
    const Cell c = Cell::from_index(below(random, cells));
    if (!pos.at(c) && may_stand(pos, owner, kind, c)) return c;
  }
  return std::nullopt;
}

std::vector<PieceKind> non_royal_kinds(const CompiledRules& rules) {
  std::vector<PieceKind> kinds;
  for (std::size_t k = 0; k < rules.kind_count(); ++k)
    if (!rules.piece(PieceKind::from_index(k)).royal) kinds.push_back(PieceKind::from_index(k));
  return kinds;
}

// The start position's pieces, royal ones first so that they always find a cell.
std::vector<Cell> start_cells_royal_first(const Position& start) {
  const CompiledRules& rules = start.rules();
  std::vector<Cell> royal, others;
  for (std::size_t i = 0; i < rules.board().cell_count(); ++i) {
    const Cell c = Cell::from_index(i);
    if (!start.at(c)) continue;
    (rules.piece(rules.kind(start.at(c))).royal ? royal : others).push_back(c);
  }
  royal.insert(royal.end(), others.begin(), others.end());
  return royal;
}

// Grants each castling right whose king and rook stand on their start cells, most of the time.
void grant_castling(Position& pos, const Position& start, std::mt19937_64& random) {
  std::uint32_t rights = 0;
  const auto& castling = pos.rules().castling();
  for (std::size_t i = 0; i < castling.size(); ++i) {
    const auto& c = castling[i];
    const bool at_home = pos.at(c.king_from) && pos.at(c.king_from) == start.at(c.king_from) &&
                         pos.at(c.rook_from) && pos.at(c.rook_from) == start.at(c.rook_from);
    if (at_home && coin(random, 0.8)) rights |= std::uint32_t{1} << i;
  }
  pos.set_castling_rights(rights);
}

}  // namespace

Position random_playout(const CompiledRules& rules, std::mt19937_64& random, int max_plies) {
  Position pos = model::notation::start_position(rules);
  play_random(pos, random, std::uniform_int_distribution<int>(0, max_plies)(random));
  return pos;
}

std::optional<Position> random_placement(const CompiledRules& rules, std::mt19937_64& random) {
  const Position start = model::notation::start_position(rules);
  const std::vector<PieceKind> substitutes = non_royal_kinds(rules);
  const double density = std::uniform_real_distribution<double>(0.05, 0.9)(random);
  const double home_bias = std::uniform_real_distribution<double>(0, 0.8)(random);
  Position pos(rules);
  for (Cell home : start_cells_royal_first(start)) {
    const PlayerId owner = rules.owner(start.at(home));
    PieceKind kind = rules.kind(start.at(home));
    const bool royal = rules.piece(kind).royal;
    if (!royal && !substitutes.empty() && coin(random, 0.15))
      kind = substitutes[below(random, substitutes.size())];
    if (royal || coin(random, density)) {
      if (auto c = pick_cell(pos, owner, kind, home, home_bias, random)) {
        pos.put(*c, rules.make_piece(owner, kind), *c != home);
        continue;
      }
      if (royal) return std::nullopt;
    }
    if (rules.has_drops() && !royal && coin(random, 0.5)) {
      // A piece off the board sits in some player's hand, as the kind it is captured as.
      const PlayerId holder = PlayerId::from_index(below(random, rules.player_count()));
      const PieceKind in_hand = rules.piece(kind).captured_as;
      if (pos.hand_count(holder, in_hand) + 1 < model::kMaxHandCount)
        pos.set_hand_count(holder, in_hand, pos.hand_count(holder, in_hand) + 1);
    }
  }
  grant_castling(pos, start, random);
  pos.set_side_to_move(PlayerId::from_index(below(random, rules.player_count())));
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId other = PlayerId::from_index(p);
    if (other != pos.side_to_move() && model::in_check(pos, other)) return std::nullopt;
  }
  play_random(pos, random, static_cast<int>(below(random, 4)));
  return pos;
}

Position random_position(const CompiledRules& rules, std::mt19937_64& random, int max_plies) {
  if (coin(random, 0.5)) return random_playout(rules, random, max_plies);
  for (int attempt = 0; attempt < 1000; ++attempt)
    if (auto pos = random_placement(rules, random)) return *std::move(pos);
  return random_playout(rules, random, max_plies);
}

}  // namespace arbiter::testing
