#include "model/game_record.h"

#include <algorithm>

#include "model/draw_claim.h"
#include "model/royal_win.h"

namespace arbiter::model {

GameRecord::GameRecord(Position start) : position_(std::move(start)) {
  keys_.push_back(repetition_key(position_));
}

void GameRecord::play(Move m) {
  Undo undo;
  position_.make(m, undo);
  keys_.push_back(repetition_key(position_));
}

// The position's hash, with its en passant rights left out when no en passant capture is legal:
// a right nobody can use changes no possible move.
std::uint64_t GameRecord::repetition_key(const Position& pos) {
  if (pos.en_passant_rights().empty()) return pos.hash();
  const auto moves = legal_moves(pos);
  if (std::any_of(moves.begin(), moves.end(), [](Move m) { return m.type == MoveType::EnPassant; }))
    return pos.hash();
  Position without = pos;
  without.set_en_passant_rights({});
  return without.hash();
}

int GameRecord::repetitions() const {
  return static_cast<int>(std::count(keys_.begin(), keys_.end(), keys_.back()));
}

GameStatus GameRecord::status() {
  const GameStatus status = game_status(position_);
  const int automatic = position_.rules().game_end().repetition.automatic;
  if (status == GameStatus::Ongoing && automatic > 0 && repetitions() >= automatic)
    return GameStatus::DrawnByRule;
  return status;
}

std::string GameRecord::draw_reason() const {
  const std::string reason = automatic_draw_reason(position_);
  if (!reason.empty()) return reason;
  return "repetition (" + std::to_string(repetitions()) + " times)";
}

std::vector<std::string> GameRecord::draw_claims() const {
  std::vector<std::string> reasons;
  const CompiledRules& rules = position_.rules();
  const int times = rules.game_end().repetition.claim;
  if (times > 0 && repetitions() >= times)
    reasons.push_back("repetition (" + std::to_string(repetitions()) + " times)");
  if (may_claim_by_move_limit(position_))
    reasons.push_back("move limit (" + std::to_string(position_.halfmove_clock()) + " halfmoves)");
  const auto zone_claimants = draw_claimants(position_);
  if (!rules.game_end().draw_claims.empty() &&
      std::find(zone_claimants.begin(), zone_claimants.end(), position_.side_to_move()) !=
          zone_claimants.end())
    reasons.push_back("royal piece in a draw zone");
  return reasons;
}

std::string automatic_draw_reason(const Position& pos) {
  // The order of game_status: a draw zone ends the game even after a mating move; the move
  // limit and a dead position only when the last move did not mate (game_status checks that).
  if (drawn_by_rule(pos)) return "a royal piece in an automatic draw zone";
  if (move_limit_reached(pos))
    return "move limit (" + std::to_string(pos.halfmove_clock()) + " halfmoves)";
  if (dead_by_bare_royals(pos)) return "dead position (only royal pieces left)";
  return {};
}

std::string status_name(GameStatus status) {
  switch (status) {
    case GameStatus::Ongoing:
      return "ongoing";
    case GameStatus::Checkmate:
      return "checkmate";
    case GameStatus::Stalemate:
      return "stalemate";
    case GameStatus::HeirsBlocked:
      return "heirs_blocked";
    case GameStatus::DrawnByRule:
      return "drawn";
    case GameStatus::WonByRule:
      return "won";
  }
  return "ongoing";
}

std::string result_token(const Position& pos, GameStatus status) {
  const CompiledRules& rules = pos.rules();
  Outcome mover = Outcome::Draw;  // what the game gives the side to move
  switch (status) {
    case GameStatus::Ongoing:
      return "*";
    case GameStatus::HeirsBlocked:
    case GameStatus::DrawnByRule:
      return "1/2-1/2";
    case GameStatus::Checkmate:
      mover = rules.game_end().checkmate;
      break;
    case GameStatus::Stalemate:
      mover = rules.game_end().stalemate;
      break;
    case GameStatus::WonByRule: {
      // The winner's royal piece reached its zone; with two players the other has lost.
      if (rules.player_count() != 2) return "*";
      const auto winner = royal_zone_winner(pos);
      return winner == rules.turn_order().front() ? "1-0" : "0-1";
    }
  }
  if (mover == Outcome::Draw) return "1/2-1/2";
  if (rules.player_count() != 2) return "*";
  const bool first_to_move = pos.side_to_move() == rules.turn_order().front();
  return (mover == Outcome::Win) == first_to_move ? "1-0" : "0-1";
}

}  // namespace arbiter::model
