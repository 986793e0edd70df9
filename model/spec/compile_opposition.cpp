// Compiling `opposition:`. A placement row is a step or leap drawn from the first royal piece; it
// is oriented for each owner like a move atom, then stored as the cells an enemy royal piece of the
// second kind may not occupy. A check row maps a pair of royal kinds to the move shapes that count.
#include "model/spec/compile_opposition.h"

#include "model/spec/keywords.h"

namespace arbiter::model {
namespace {

class OppositionCompiler {
 public:
  OppositionCompiler(const CompiledRules& rules, const AtomCompiler& compile_atom,
                     std::vector<Diagnostic>& errors)
      : rules_(rules), compile_atom_(compile_atom), errors_(errors) {}

  OppositionRule run(const spec::OppositionDoc& doc) {
    OppositionRule rule;
    rule.kind_count = rules_.kind_count();
    rule.check_shapes.assign(rule.kind_count * rule.kind_count, 0);
    for (const auto& p : doc.placements) placement(p, rule);
    for (const auto& c : doc.checks) check(c, rule);
    return rule;
  }

 private:
  const CompiledRules& rules_;
  const AtomCompiler& compile_atom_;
  std::vector<Diagnostic>& errors_;

  void error(const SourceMark& mark, std::string message, std::string expected = {}) {
    errors_.push_back(error_at(mark, std::move(message), std::move(expected)));
  }

  std::optional<PieceKind> royal_kind(const spec::Text& name) {
    const auto kind = rules_.find_piece(name.value);
    if (!kind) {
      error(name.mark, "unknown piece '" + name.value + "'", "a royal piece of the spec");
      return std::nullopt;
    }
    if (!rules_.piece(*kind).royal) {
      error(name.mark,
            "piece '" + name.value + "' is not royal; opposition is between royal pieces",
            "a piece with royal: true");
      return std::nullopt;
    }
    return kind;
  }

  void placement(const spec::OppositionPlacementDoc& doc, OppositionRule& rule) {
    const auto first = royal_kind(doc.first), second = royal_kind(doc.second);
    if (!first || !second) return;
    const BoardGraph& board = rules_.board();
    OppositionPlacement p{*first, *second, {}};
    for (std::size_t owner = 0; owner < rules_.player_count(); ++owner) {
      const CompiledAtom atom = compile_atom_(doc.shape, PlayerId::from_index(owner));
      std::vector<CellSet> near(board.cell_count(), CellSet(board.cell_count()));
      for (std::size_t i = 0; i < board.cell_count(); ++i) {
        const Cell from = Cell::from_index(i);
        if (atom.type == AtomType::Leap) {
          for (const LeapTarget& t : atom.leaps[i]) near[i].insert(t.to);
        } else {
          for (DirectionId d : atom.directions)
            if (auto to = board.neighbour(from, d)) near[i].insert(*to);
        }
      }
      p.near.push_back(std::move(near));
    }
    rule.placements.push_back(std::move(p));
  }

  void check(const spec::RoyalCheckDoc& doc, OppositionRule& rule) {
    const auto attacker = royal_kind(doc.attacker), target = royal_kind(doc.target);
    if (!attacker || !target) return;
    std::uint8_t shapes = 0;
    for (const spec::Text& by : doc.by)
      shapes |= spec::keyword_if_written(by, spec::kCheckShapes, errors_).value_or(0);
    rule.check_shapes[attacker->index * rule.kind_count + target->index] |= shapes;
  }
};

}  // namespace

std::optional<OppositionRule> compile_opposition(const spec::OppositionDoc& doc,
                                                 const CompiledRules& rules,
                                                 const AtomCompiler& compile_atom,
                                                 std::vector<Diagnostic>& errors) {
  if (!spec::keyword(doc.model, spec::kExplicitOpposition, errors)) return std::nullopt;
  return OppositionCompiler(rules, compile_atom, errors).run(doc);
}

}  // namespace arbiter::model
