#include "tests/support/reference_walk.h"

#include <algorithm>
#include <random>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "tests/support/random_position.h"

namespace arbiter::testing {

int differing_nodes(model::Position& pos, const reference::ReferenceRules& reference,
                    const reference::RefState& state, int depth, Walk& walk) {
  std::vector<std::string> engine;
  const std::vector<model::Move> moves = model::legal_moves(pos);
  for (model::Move m : moves) {
    engine.push_back(model::notation::move_to_string(pos, m));
    ++walk.met[m.type];
    if (m.type == model::MoveType::Push && m.chain != 0) ++walk.push_chains;
  }
  std::sort(engine.begin(), engine.end());
  if (engine != reference.legal_move_texts(state)) {
    if (++walk.reported <= 3) FAIL_CHECK("engine and reference differ at " << model::notation::to_string(pos));
    return 1;
  }
  if (depth == 0) return 0;
  int differing = 0;
  const auto ref_moves = reference.legal_moves(state);
  for (model::Move m : moves) {
    const std::string text = model::notation::move_to_string(pos, m);
    const auto it = std::find_if(ref_moves.begin(), ref_moves.end(), [&](const auto& r) { return r.text == text; });
    model::Undo undo;
    pos.make(m, undo);
    differing += differing_nodes(pos, reference, it->after, depth - 1, walk);
    pos.unmake(m, undo);
  }
  return differing;
}

int differing_nodes_from_random(const model::spec::SpecDocument& doc, const model::spec::OptionValues& values,
                                std::uint64_t seed, int positions, int depth, Walk& walk) {
  const auto rules = model::spec::compile(doc, values);
  const reference::ReferenceRules reference(model::spec::apply_options(doc, values));
  std::mt19937_64 random(seed);
  int differing = 0;
  for (int i = 0; i < positions; ++i) {
    model::Position pos = random_position(*rules, random, 60);
    differing += differing_nodes(pos, reference, reference.from_position(pos), depth, walk);
  }
  return differing;
}

}  // namespace arbiter::testing
