// Immobilizers compiled into per-cell cover tables (see compile_immobilization.h).
#include "model/spec/compile_immobilization.h"

#include <algorithm>

#include "model/spec/direction_names.h"
#include "model/spec/keywords.h"

namespace arbiter::model::spec {
namespace {

// The immobilizer of `kind` owned by `owner`; unknown directions are reported for the first owner.
Immobilizer immobilizer(const ImmobilizesDoc& d, const CompiledRules& rules, PlayerId owner,
                        PieceKind kind, bool release, bool attack,
                        std::vector<Diagnostic>& errors) {
  const BoardGraph& board = rules.board();
  Immobilizer imm;
  imm.piece = rules.make_piece(owner, kind);
  imm.owner = owner;
  imm.released_by_own = release;
  imm.victims_attack = attack;
  std::vector<DirectionId> directions;
  for (const Text& name : d.directions) {
    const auto resolved = resolve_directions(board, name.value, rules.player(owner).forward);
    if (resolved.empty() && owner.index == 0)
      errors.push_back(
          {name.mark, "unknown direction '" + name.value + "'", direction_vocabulary(board)});
    for (DirectionId dir : resolved)
      if (std::find(directions.begin(), directions.end(), dir) == directions.end())
        directions.push_back(dir);
  }
  imm.covered_from.assign(board.cell_count(), {});
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const Cell from = Cell::from_index(i);
    for (DirectionId dir : directions)
      if (auto to = board.neighbour(from, dir)) imm.covered_from[to->index].push_back(from);
  }
  return imm;
}

}  // namespace

std::optional<ImmobilizationRule> compile_immobilization(const SpecDocument& doc,
                                                         const CompiledRules& rules,
                                                         std::vector<Diagnostic>& errors) {
  ImmobilizationRule rule;
  for (std::size_t k = 0; k < doc.pieces.size(); ++k) {
    const auto& d = doc.pieces[k].immobilizes;
    if (!d) continue;
    if (d->directions.empty())
      errors.push_back({d->mark, "immobilizes needs directions", "directions: [orthogonal]"});
    const bool release = keyword(d->released_by_own, kReleasedByOwn, errors);
    const bool attack = keyword(d->immobilized_attacks, kImmobilizedAttacks, errors);
    for (std::size_t p = 0; p < rules.player_count(); ++p) {
      Immobilizer imm = immobilizer(*d, rules, PlayerId::from_index(p), PieceKind::from_index(k),
                                    release, attack, errors);
      rule.silences = rule.silences || !imm.victims_attack;
      rule.immobilizers.push_back(std::move(imm));
    }
  }
  if (rule.immobilizers.empty()) return std::nullopt;
  return rule;
}

}  // namespace arbiter::model::spec
