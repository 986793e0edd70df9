// Position legality by the rules (model/legality.h). Each check reads the compiled rules only; a
// check whose premise some rule could undo (a royal piece gained by succession, a piece left
// unpromoted on its zone by a relocation or a drop) is skipped for rules that have such a rule,
// so a legal position is never refused: a false refusal would stop a user analysing a real game.
#include "model/legality.h"

#include "model/attacks.h"
#include "model/notation/position_string.h"

namespace arbiter::model {
namespace {

std::string describe(const CompiledRules& rules, Piece piece) {
  return rules.player(rules.owner(piece)).name + " " + rules.piece(rules.kind(piece)).name;
}

std::string cell_name(const CompiledRules& rules, Cell c) { return rules.board().name(c); }

std::vector<int> royal_counts(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  std::vector<int> counts(rules.player_count(), 0);
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    for (Cell c : pos.pieces_of(PlayerId::from_index(p)))
      if (rules.is_royal(pos.at(c))) ++counts[p];
  for (const Passenger& passenger : pos.passengers())
    if (rules.is_royal(passenger.piece)) ++counts[rules.owner(passenger.piece).index];
  return counts;
}

// Whether some rule can turn a piece into a royal one or hand one to another player: succession
// (an heir becomes royal), promotion to a royal kind, drops, imitation, relocation to the captor.
bool royal_pieces_can_multiply(const CompiledRules& rules) {
  if (rules.succession() || rules.has_drops() || rules.imitation().in_use) return true;
  for (std::size_t k = 0; k < rules.kind_count(); ++k) {
    const auto& promotion = rules.piece(PieceKind::from_index(k)).promotion;
    if (!promotion) continue;
    for (PieceKind choice : promotion->choices)
      if (rules.piece(choice).royal) return true;
  }
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    for (std::size_t k = 0; k < rules.kind_count(); ++k)
      for (const CompiledAtom& a : rules.atoms(PlayerId::from_index(p), PieceKind::from_index(k)))
        if (a.relocates && a.relocation.to_captor) return true;
  return false;
}

// Whether some rule can set a piece down without its own move (a relocating capture), so that
// it may stand on its promotion zone without having promoted.
bool pieces_can_be_set_down(const CompiledRules& rules) {
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    for (std::size_t k = 0; k < rules.kind_count(); ++k)
      for (const CompiledAtom& a : rules.atoms(PlayerId::from_index(p), PieceKind::from_index(k)))
        if (a.relocates) return true;
  return false;
}

void check_royal_counts(const Position& pos, const Position& start, std::vector<std::string>& out) {
  const CompiledRules& rules = pos.rules();
  const std::vector<int> have = royal_counts(pos), began = royal_counts(start);
  const bool may_multiply = royal_pieces_can_multiply(rules);
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const std::string& name = rules.player(PlayerId::from_index(p)).name;
    // A player who owns nothing at all has left the game (game_end.elimination).
    if (began[p] > 0 && have[p] == 0 && pos.in_game(PlayerId::from_index(p)))
      out.push_back(name + " has no royal piece; the game begins with " + std::to_string(began[p]));
    if (!may_multiply && have[p] > began[p]) {
      out.push_back(name + " has " + std::to_string(have[p]) +
                    " royal pieces; the game begins with " + std::to_string(began[p]) +
                    " and no rule adds one");
    }
  }
}

// The player who made the last move may not have left a royal piece attacked: the side to move
// could take it.
void check_last_mover_safe(const Position& pos, std::vector<std::string>& out) {
  const CompiledRules& rules = pos.rules();
  if (rules.player_count() < 2) return;
  const PlayerId last = rules.previous_player(pos.side_to_move());
  if (!in_check(pos, last)) return;
  out.push_back(rules.player(last).name + ", who moved last, has a royal piece in check with " +
                rules.player(pos.side_to_move()).name + " to move");
}

void check_standing(const Position& pos, std::vector<std::string>& out) {
  const CompiledRules& rules = pos.rules();
  const bool set_down = pieces_can_be_set_down(rules);
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId owner = PlayerId::from_index(p);
    for (Cell c : pos.pieces_of(owner)) {
      const Piece piece = pos.at(c);
      const PieceKind kind = rules.kind(piece);
      const PieceInfo& info = rules.piece(kind);
      const std::string where = describe(rules, piece) + " on " + cell_name(rules, c);
      if (info.must_leave == MustLeave::No && !rules.may_stop_on(owner, kind, c)) {
        out.push_back("the " + where + " stands where a " + info.name + " may never stop");
        continue;
      }
      if (!info.promotion || set_down) continue;
      const CompiledPromotion& promotion = *info.promotion;
      // A drop may set the piece there unpromoted, unless drops into that cell are barred.
      const bool dropped_there =
          rules.has_drops() &&
          !(info.drop.not_into != kNoZone && rules.zones().contains(info.drop.not_into, owner, c));
      if (dropped_there) continue;
      const bool must_have_promoted = (promotion.forced && !promotion.on_leaving &&
                                       rules.zones().contains(promotion.zone, owner, c)) ||
                                      (promotion.forced_zone != kNoZone &&
                                       rules.zones().contains(promotion.forced_zone, owner, c));
      if (must_have_promoted)
        out.push_back("the " + where + " stands unpromoted where it must promote on arrival");
    }
  }
}

// Royal pieces are never captured (a move may not leave one attacked), so none reaches a hand,
// unless some other kind turns into a royal one when captured (`captured_as`).
void check_hands(const Position& pos, std::vector<std::string>& out) {
  const CompiledRules& rules = pos.rules();
  if (!rules.has_drops()) return;
  for (std::size_t k = 0; k < rules.kind_count(); ++k) {
    const PieceKind kind = PieceKind::from_index(k);
    if (!rules.piece(kind).royal) continue;
    bool reachable = false;
    for (std::size_t other = 0; other < rules.kind_count(); ++other) {
      const PieceInfo& info = rules.piece(PieceKind::from_index(other));
      reachable = reachable || (!info.royal && info.captured_as == kind);
    }
    if (reachable) continue;
    for (std::size_t p = 0; p < rules.player_count(); ++p) {
      const PlayerId player = PlayerId::from_index(p);
      if (pos.hand_count(player, kind) > 0)
        out.push_back(rules.player(player).name + " holds a " + rules.piece(kind).name +
                      " in hand; royal pieces are never captured");
    }
  }
}

// A castling right names the cells its king and rook start from: both must hold, unmoved, the
// pieces the start position puts there (or, where it puts none, pieces of the castling player).
void check_castling_rights(const Position& pos, const Position& start,
                           std::vector<std::string>& out) {
  const CompiledRules& rules = pos.rules();
  const std::uint32_t rights = pos.castling_rights();
  for (std::size_t i = 0; i < rules.castling().size(); ++i) {
    if (((rights >> i) & 1u) == 0) continue;
    const CastlingRule& rule = rules.castling()[i];
    const std::string right = "castling right '" + std::string(1, rule.right) + "' (" +
                              rules.player(rule.player).name + " " + rule.name + ")";
    for (Cell c : {rule.king_from, rule.rook_from}) {
      const Piece expected = start.at(c), actual = pos.at(c);
      const bool fits =
          expected ? actual == expected : (actual && rules.owner(actual) == rule.player);
      std::string wanted = expected ? "the " + describe(rules, expected)
                                    : "a piece of " + rules.player(rule.player).name;
      if (!fits) {
        const std::string found = actual ? "the " + describe(rules, actual) : "nothing";
        out.push_back(right + " needs " + wanted + " on " + cell_name(rules, c) + ", which holds " +
                      found);
      } else if (pos.has_moved(c)) {
        out.push_back(right + " needs " + wanted + " on " + cell_name(rules, c) +
                      " unmoved; it has moved");
      }
    }
  }
}

}  // namespace

std::vector<std::string> legality_problems(const Position& pos, const Position& start) {
  std::vector<std::string> problems;
  check_royal_counts(pos, start, problems);
  check_last_mover_safe(pos, problems);
  check_standing(pos, problems);
  check_hands(pos, problems);
  check_castling_rights(pos, start, problems);
  return problems;
}

std::vector<std::string> legality_problems(const Position& pos) {
  return legality_problems(pos, notation::start_position(pos.rules()));
}

}  // namespace arbiter::model
