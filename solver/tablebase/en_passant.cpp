#include "solver/tablebase/en_passant.h"

#include <stdexcept>
#include <vector>

#include "model/draw_claim.h"
#include "model/movegen.h"

namespace arbiter::solver::tablebase {

std::optional<EnPassantChoice> en_passant_choice(
    const TableIndex& index, model::Position& pos,
    const std::function<Code(const model::Position&)>& after_capture) {
  if (pos.en_passant_rights().empty()) return std::nullopt;
  model::MoveList pseudo;
  model::generate_pseudo_legal(pos, pseudo);
  if (std::none_of(pseudo.begin(), pseudo.end(),
                   [](const model::Move& m) { return m.type == model::MoveType::EnPassant; }))
    return std::nullopt;
  EnPassantChoice choice;
  // A position drawn by rule ends the game there, rights or none: no capture counts.
  const bool drawn = model::drawn_by_rule(pos);
  model::MoveList moves;
  model::generate_legal(pos, moves);
  for (const model::Move& m : moves) {
    if (m.type != model::MoveType::EnPassant) {
      choice.entry_has_moves = true;
      continue;
    }
    if (drawn) continue;
    model::Undo undo;
    pos.make(m, undo);
    const Code value = through_move(after_capture(pos));
    pos.unmake(m, undo);
    if (choice.captures == code::kIllegal || better(value, choice.captures))
      choice.captures = value;
  }
  const std::vector<model::EnPassant> rights(pos.en_passant_rights().begin(),
                                             pos.en_passant_rights().end());
  pos.set_en_passant_rights({});
  const auto entry = index.index_of(pos);
  pos.set_en_passant_rights(rights);
  if (!entry) throw std::logic_error("a position beside a table whose placement is not in it");
  choice.entry = *entry;
  return choice;
}

Code value_with_en_passant(const EnPassantChoice& choice, Code entry, int settled) {
  if (choice.captures == code::kIllegal) return entry;
  if (!choice.entry_has_moves) return choice.captures;
  if (entry == code::kUnknown)
    return code::is_win(choice.captures) && code::plies(choice.captures) <= settled
               ? choice.captures
               : code::kUnknown;
  return better(choice.captures, entry) ? choice.captures : entry;
}

}  // namespace arbiter::solver::tablebase
