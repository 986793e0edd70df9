// Look-ups on compiled rules by name.
#include "model/rules.h"

namespace arbiter::model {

std::optional<PlayerId> CompiledRules::find_player(const std::string& name) const {
  for (std::size_t i = 0; i < players_.size(); ++i)
    if (players_[i].name == name) return PlayerId::from_index(i);
  return std::nullopt;
}

std::optional<PieceKind> CompiledRules::find_piece(const std::string& name) const {
  for (std::size_t i = 0; i < pieces_.size(); ++i)
    if (pieces_[i].name == name) return PieceKind::from_index(i);
  return std::nullopt;
}

std::optional<PieceKind> CompiledRules::find_letter(const std::string& letter) const {
  for (std::size_t i = 0; i < pieces_.size(); ++i)
    if (pieces_[i].letter == letter) return PieceKind::from_index(i);
  return std::nullopt;
}

std::optional<ZoneId> CompiledRules::find_zone(const std::string& name) const {
  for (std::size_t i = 0; i < zone_names_.size(); ++i)
    if (zone_names_[i] == name) return static_cast<ZoneId>(i);
  return std::nullopt;
}

std::uint64_t CompiledRules::hand_key(PlayerId p, PieceKind k, int count) const {
  const std::size_t slot = atoms_.slot(p, k) * kMaxHandCount;
  return hand_keys_[slot + static_cast<std::size_t>(count % kMaxHandCount)];
}

}  // namespace arbiter::model
