// Reference move generator: interprets a resolved spec document directly, by the rules of
// specs/README.md (the Interpreter, reference_interpreter.h). Names are resolved once (cells,
// zones, directions per owner); every move, path and attack is then walked by coordinate
// arithmetic, with no per-cell tables.
#include "tests/reference/reference_movegen.h"

#include <algorithm>

#include "tests/reference/reference_interpreter.h"

namespace arbiter::testing::reference {

ReferenceRules::ReferenceRules(const spec::SpecDocument& resolved)
    : rules_(std::make_shared<const Interpreter>(resolved)) {}

RefState ReferenceRules::from_position(const model::Position& pos) const {
  return state_from_position(pos, rules_->doc, rules_->board);
}

std::vector<RefMove> ReferenceRules::legal_moves(const RefState& state) const {
  return rules_->legal(state, false);
}

std::vector<std::string> ReferenceRules::legal_move_texts(const RefState& state) const {
  std::vector<std::string> texts;
  for (const auto& m : rules_->legal(state, false)) texts.push_back(m.text);
  std::sort(texts.begin(), texts.end());
  return texts;
}

std::uint64_t ReferenceRules::perft(const RefState& state, int depth_plies) const {
  if (depth_plies <= 0) return 1;
  const auto moves = rules_->legal(state, false);
  if (depth_plies == 1) return moves.size();
  std::uint64_t total = 0;
  for (const auto& m : moves) total += perft(m.after, depth_plies - 1);
  return total;
}

}  // namespace arbiter::testing::reference