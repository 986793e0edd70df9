#include "tests/support/reference_walk.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "model/succession.h"
#include "tests/support/random_position.h"

namespace arbiter::testing {
namespace {

bool same_piece(const reference::RefPiece& a, const reference::RefPiece& b) {
  return a.player == b.player && a.kind == b.kind && (a.is_empty() || a.original == b.original);
}

bool same_pieces(const std::vector<reference::RefPiece>& a,
                 const std::vector<reference::RefPiece>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), same_piece);
}

// Whether the engine's position holds the pieces the reference's state does, on the board and
// aboard every carrier.
bool same_material(const reference::RefState& engine, const reference::RefState& walked) {
  if (!same_pieces(engine.board, walked.board) || engine.carried.size() != walked.carried.size())
    return false;
  for (std::size_t c = 0; c < engine.carried.size(); ++c)
    if (!same_pieces(engine.carried[c], walked.carried[c])) return false;
  return true;
}

}  // namespace

int differing_nodes(model::Position& pos, const reference::ReferenceRules& reference,
                    const reference::RefState& state, int depth, Walk& walk) {
  std::vector<std::string> engine;
  const std::vector<model::Move> moves = model::legal_moves(pos);
  for (model::Move m : moves) {
    engine.push_back(model::notation::move_to_string(pos, m));
    ++walk.met[m.type];
    if (m.type == model::MoveType::EnPassant && pos.en_passant_victim(m.to) != pos.last_arrival())
      ++walk.late_en_passant;
    if (m.type == model::MoveType::Succession) {
      const auto heir = model::find_heir(pos, pos.side_to_move());
      if (heir && heir->aboard()) ++walk.carried_heirs;
    }
    if (m.type == model::MoveType::Push && m.chain != 0) ++walk.push_chains;
  }
  if (walk.on_node) walk.on_node(pos, moves);
  walk.most_en_passant_rights =
      std::max(walk.most_en_passant_rights, pos.en_passant_rights().size());
  std::sort(engine.begin(), engine.end());
  if (!same_material(reference.from_position(pos), state)) {
    if (++walk.reported <= 3)
      FAIL_CHECK("engine and reference hold different pieces at "
                 << model::notation::to_string(pos));
    return 1;
  }
  if (engine != reference.legal_move_texts(state)) {
    if (++walk.reported <= 3)
      FAIL_CHECK("engine and reference differ at " << model::notation::to_string(pos));
    return 1;
  }
  if (depth == 0) return 0;
  int differing = 0;
  const auto ref_moves = reference.legal_moves(state);
  for (model::Move m : moves) {
    const std::string text = model::notation::move_to_string(pos, m);
    const auto it = std::find_if(ref_moves.begin(), ref_moves.end(),
                                 [&](const auto& r) { return r.text == text; });
    model::Undo undo;
    pos.make(m, undo);
    differing += differing_nodes(pos, reference, it->after, depth - 1, walk);
    pos.unmake(m, undo);
  }
  return differing;
}

int differing_nodes_from_random(const model::spec::SpecDocument& doc,
                                const model::spec::OptionValues& values, std::uint64_t seed,
                                int positions, int depth, Walk& walk) {
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
