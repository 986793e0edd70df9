// The Fool (spec `imitates:`) against the reference interpreter on the synthetic fool.yaml: random
// games from the start, the reference following on its own state (its own records, entry cells
// and move application), legal moves compared at every node; then node by node two plies deep
// from random positions. The walks must meet entries, a fool copying a pawn (capturing as one),
// copying a king, copying a fool, and promotions recorded for the opponent's fool.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "model/imitation.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/reference_walk.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

using namespace arbiter::model;

namespace {

const spec::SpecDocument& fool_doc() { return arbiter::testing::data_spec_document("fool.yaml"); }

// What the games met.
struct FoolEvents {
  int entries = 0;
  int pawn_copy_captures = 0;  // a fool copying a pawn captures diagonally
  int king_copies = 0;         // a fool moves while copying a king
  int fool_copies = 0;         // a fool moves right after the opponent's fool moved
  int promotions_copied = 0;   // after a promotion the opponent's fool copies the right kind
  int fool_promotions = 0;     // of them, promotions to a fool (the opponent copies a pawn)
  int mismatches = 0;
};

bool is_fool(const CompiledRules& rules, PieceKind k) {
  return !k.is_none() && rules.imitation().of(k).imitates;
}

// Plays one random game, preferring fool moves, comparing engine and reference at each node.
void play_game(const CompiledRules& rules,
               const arbiter::testing::reference::ReferenceRules& reference,
               std::mt19937_64& random, FoolEvents& seen) {
  Position pos = notation::start_position(rules);
  auto state = reference.from_position(pos);
  bool last_by_fool = false;
  for (int ply = 0; ply < 60; ++ply) {
    std::vector<std::string> engine;
    const std::vector<Move> moves = legal_moves(pos);
    for (Move m : moves) engine.push_back(notation::move_to_string(pos, m));
    std::sort(engine.begin(), engine.end());
    engine.erase(std::unique(engine.begin(), engine.end()), engine.end());
    const auto expected = reference.legal_moves(state);
    std::vector<std::string> texts;
    for (const auto& r : expected) texts.push_back(r.text);
    std::sort(texts.begin(), texts.end());
    if (engine != texts) {
      if (++seen.mismatches <= 3)
        FAIL_CHECK("engine and reference differ at " << notation::to_string(pos));
      return;
    }
    if (moves.empty()) return;
    std::vector<Move> fool_moves;
    for (Move m : moves)
      if ((m.type == MoveType::Drop && is_fool(rules, m.piece)) ||
          (!m.from.is_none() && is_fool(rules, rules.kind(pos.at(m.from)))) || m.is_promotion())
        fool_moves.push_back(m);
    const Move m = !fool_moves.empty() && random() % 2 == 0
                       ? fool_moves[random() % fool_moves.size()]
                       : moves[random() % moves.size()];
    const PlayerId me = pos.side_to_move();
    const bool by_fool = !m.from.is_none() && is_fool(rules, rules.kind(pos.at(m.from)));
    const PieceKind copied = pos.imitated_kind(me);
    if (m.type == MoveType::Drop && is_fool(rules, m.piece)) ++seen.entries;
    if (by_fool && !copied.is_none()) {
      const std::string& name = rules.piece(copied).name;
      if (name == "pawn" && pos.at(m.to)) ++seen.pawn_copy_captures;
      if (name == "king") ++seen.king_copies;
      if (last_by_fool) ++seen.fool_copies;
    }
    const std::string text = notation::move_to_string(pos, m);
    state = std::find_if(expected.begin(), expected.end(), [&](const auto& r) {
              return r.text == text;
            })->after;
    Undo undo;
    pos.make(m, undo);
    if (m.is_promotion()) {
      const PieceKind now = pos.imitated_kind(pos.side_to_move());
      const bool to_fool = is_fool(rules, m.piece);
      if (!now.is_none() &&
          rules.piece(now).name == (to_fool ? "pawn" : rules.piece(m.piece).name)) {
        ++seen.promotions_copied;
        seen.fool_promotions += to_fool;
      }
    }
    last_by_fool = by_fool;
  }
}

}  // namespace

TEST_CASE("engine and reference agree on random fool games, which meet every fool rule",
          "[model][fool][differential]") {
  const int games = arbiter::testing::sample_size(160);
  for (const auto& values : spec::option_assignments_to_check(fool_doc())) {
    const auto rules = spec::compile(fool_doc(), values);
    const arbiter::testing::reference::ReferenceRules reference(
        spec::apply_options(fool_doc(), values));
    std::mt19937_64 random(0x666f6f6cULL);
    FoolEvents seen;
    for (int g = 0; g < games && seen.mismatches == 0; ++g)
      play_game(*rules, reference, random, seen);
    INFO("entries " << seen.entries << ", pawn copies capturing " << seen.pawn_copy_captures
                    << ", king copies " << seen.king_copies << ", fool copies " << seen.fool_copies
                    << ", promotions copied " << seen.promotions_copied << " (to a fool "
                    << seen.fool_promotions << ")");
    CHECK(seen.mismatches == 0);
    const int least = games == 160 ? 10 : 1;
    CHECK(seen.entries >= least);
    CHECK(seen.pawn_copy_captures >= least);
    CHECK(seen.king_copies >= least);
    CHECK(seen.fool_copies >= least);
    CHECK(seen.promotions_copied >= least);
    CHECK(seen.fool_promotions >= 1);
  }
}

TEST_CASE("engine and reference agree two plies deep from early fool positions",
          "[model][fool][differential]") {
  // Positions a few random plies from the start, while the fools may still enter.
  for (const auto& values : spec::option_assignments_to_check(fool_doc())) {
    const auto rules = spec::compile(fool_doc(), values);
    const arbiter::testing::reference::ReferenceRules reference(
        spec::apply_options(fool_doc(), values));
    std::mt19937_64 random(0x466f6f6cULL);
    arbiter::testing::Walk walk;
    int differing = 0;
    for (int i = 0; i < arbiter::testing::sample_size(24); ++i) {
      Position pos = notation::start_position(*rules);
      for (int ply = 0, plies = static_cast<int>(random() % 8); ply < plies; ++ply) {
        const std::vector<Move> moves = legal_moves(pos);
        if (moves.empty()) break;
        Undo undo;
        pos.make(moves[random() % moves.size()], undo);
      }
      differing +=
          arbiter::testing::differing_nodes(pos, reference, reference.from_position(pos), 2, walk);
    }
    INFO("entries met " << walk.met[MoveType::Drop] << ", promotions and moves "
                        << walk.met[MoveType::Normal]);
    CHECK(differing == 0);
    CHECK(walk.met[MoveType::Drop] >= (arbiter::testing::sample_size(24) == 24 ? 20 : 2));
    CHECK(walk.met[MoveType::Castling] >= 1);
  }
}
