// Compiling captures in place (piece key captures_in_place).
#include "model/spec/compile_in_place.h"

#include <string>

#include "model/compiled_atom.h"
#include "model/spec/keywords.h"

namespace arbiter::model::spec {
namespace {

// Whether a capture in place reads atom `a`'s captures as it stands: a slide (or step) along
// the board's directions, with no condition on cells, first moves, targets of its own side, or
// what becomes of the victim. (Listed kinds of victims are read: they limit the captures.)
bool readable_in_place(const CompiledAtom& a) {
  if (!allows_capture(a.mode)) return true;  // it captures nothing
  return a.type == AtomType::Slide && a.vector_lines.empty() && a.from_zone == kNoZone &&
         a.to_zone == kNoZone && a.not_to_zone == kNoZone && a.not_from_zone == kNoZone &&
         a.not_through == kNoZone && a.strangled_by == Strangling::None && !a.only_unmoved &&
         !a.captures_en_passant && a.push_kinds == 0 && !a.relocates && !a.targets_own;
}

}  // namespace

std::optional<CaptureInPlace> compile_capture_in_place(
    const PieceDoc& piece, PieceKind kind, const PerOwnerKind<std::vector<CompiledAtom>>& atoms,
    std::size_t player_count, const BoardGraph& board, std::vector<Diagnostic>& errors) {
  if (!piece.captures_in_place) return std::nullopt;
  const CapturesInPlaceDoc& doc = *piece.captures_in_place;
  CaptureInPlace rule;
  rule.victims = keyword(doc.victims, kInPlaceVictims, errors);
  rule.only_unprotected = keyword(doc.only_unprotected, kOnlyUnprotected, errors);
  const std::string name = "piece '" + piece.name.value + "'";
  // A move keeps the directions it captures along as one bit each in 16 bits (model/move.h).
  if (board.direction_count() > 16) {
    errors.push_back(error_at(doc.mark,
                              name + " captures in place on a board of " +
                                  std::to_string(board.direction_count()) + " directions",
                              "a board of at most 16 directions"));
  }
  if (piece.imitates) {
    errors.push_back(error_at(doc.mark, name + " imitates, so it cannot capture in place",
                              "captures_in_place on a piece without imitates"));
  }
  for (std::size_t p = 0; p < player_count; ++p) {
    const auto& list = atoms(PlayerId::from_index(p), kind);
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (readable_in_place(list[i])) continue;
      errors.push_back(error_at(
          piece.moves[i].form_mark,
          name + " captures in place, so this capturing move must be a slide or step along the "
                 "board's directions without zones, first-move, en passant, push or relocation "
                 "keys",
          "slide: [...] or step: [...], or mode: move on this atom"));
      return rule;
    }
  }
  return rule;
}

}  // namespace arbiter::model::spec
