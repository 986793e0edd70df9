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

}  // namespace arbiter::model
