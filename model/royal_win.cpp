#include "model/royal_win.h"

namespace arbiter::model {

namespace {

struct ZoneWin {
  PlayerId player;
  Cell cell;
  ZoneId zone;
};

std::optional<ZoneWin> zone_win(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  const std::vector<ZoneId>& zones = rules.game_end().royal_wins;
  if (zones.empty()) return std::nullopt;
  for (PlayerId p : rules.turn_order())
    for (Cell c : pos.pieces_of(p)) {
      if (!rules.is_royal(pos.at(c))) continue;
      for (ZoneId z : zones)
        if (rules.zones().contains(z, p, c)) return ZoneWin{p, c, z};
    }
  return std::nullopt;
}

}  // namespace

std::optional<PlayerId> royal_zone_winner(const Position& pos) {
  if (const auto win = zone_win(pos)) return win->player;
  return std::nullopt;
}

std::string zone_win_reason(const Position& pos) {
  const auto win = zone_win(pos);
  if (!win) return {};
  const CompiledRules& rules = pos.rules();
  return rules.player(win->player).name + " wins: its royal piece reached " +
         rules.zones().name(win->zone) + " (" + rules.board().name(win->cell) + ")";
}

}  // namespace arbiter::model
