// model::predicted_hash, the hash a move leads to foretold without making it, against the hash
// make() leaves: equal for every legal move hash_predicted_exactly accepts, on random positions
// of every bundled spec and one move after them (en passant rights and castling rights lapse
// there too).
#include "model/hash_prediction.h"

#include <catch2/catch.hpp>
#include <random>
#include <string>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

TEST_CASE("hash prediction: a plain move's hash is foretold exactly", "[model][position]") {
  const int positions = testing::sample_size(20);
  for (const char* spec : testing::kBundledSpecs) {
    INFO(spec);
    const auto rules = testing::bundled_rules(spec);
    std::mt19937_64 random(41);
    int exact = 0, after_en_passant_rights = 0, castling_lost = 0;
    testing::for_random_positions_and_successors(*rules, random, positions, [&](Position& pos) {
      for (const Move m : legal_moves(pos)) {
        if (!hash_predicted_exactly(pos, m)) {
          CHECK(predicted_hash(pos, m) == pos.hash());
          continue;
        }
        const std::uint64_t predicted = predicted_hash(pos, m);
        const bool rights_before = !pos.en_passant_rights().empty();
        const std::uint32_t castling_before = pos.castling_rights();
        Undo undo;
        pos.make(m, undo);
        const std::uint64_t made = pos.hash();
        const bool castling_changed = pos.castling_rights() != castling_before;
        pos.unmake(m, undo);
        INFO(notation::to_string(pos) << " " << notation::move_to_string(pos, m));
        CHECK(predicted == made);
        ++exact;
        after_en_passant_rights += rights_before ? 1 : 0;
        castling_lost += castling_changed ? 1 : 0;
      }
    });
    // Drops (shogi) and standing en passant rights (Ajedrez 123's option) are only guessed.
    if (std::string(spec) == "chess" || std::string(spec) == "omega") {
      CHECK(exact > 1000);
      CHECK(after_en_passant_rights > 0);
      CHECK(castling_lost > 0);
    }
  }
}

}  // namespace
}  // namespace arbiter::model
