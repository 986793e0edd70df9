// Drawing the Zobrist keys of a compiled ruleset from a fixed seed.
#include "model/spec/compile_zobrist.h"

#include <algorithm>
#include <random>

namespace arbiter::model::spec {

ZobristKeys draw_zobrist_keys(const CompiledRules& rules) {
  std::mt19937_64 random(0x61726269746572ULL);  // fixed seed: "arbiter"
  auto draw = [&](std::vector<std::uint64_t>& keys, std::size_t count) {
    keys.resize(count);
    for (auto& k : keys) k = random();
  };
  auto draw_per_player = [&](PerPlayer<std::uint64_t>& keys) {
    keys = PerPlayer<std::uint64_t>(rules.player_count(), 0);
    for (std::size_t p = 0; p < rules.player_count(); ++p) keys[PlayerId::from_index(p)] = random();
  };
  const std::size_t n = rules.board().cell_count();
  const std::size_t players = rules.player_count(), kinds = rules.kind_count();
  ZobristKeys z;
  z.cell_count = n;
  draw(z.pieces, rules.piece_code_count() * n);
  draw_per_player(z.sides);
  draw(z.castlings, std::max<std::size_t>(1, rules.castling().size()));
  draw(z.en_passants, n);
  z.hands = PerOwnerKind<std::array<std::uint64_t, kMaxHandCount>>(players, kinds);
  for (auto& counts : z.hands)
    for (auto& k : counts) k = random();
  draw(z.moveds, n);
  draw(z.last_arrivals, n);
  draw_per_player(z.entereds);
  // Drawn last, so that the keys of specs without these rules stay what they were.
  if (rules.relocation().has_carriers) draw(z.passengers, rules.piece_code_count() * n);
  if (rules.en_passant().window == EnPassantWindow::WhileUnmoved) draw(z.en_passant_victims, n);
  if (rules.imitation().in_use) {
    z.records = PerOwnerKind<std::uint64_t>(players, kinds);
    for (auto& k : z.records) k = random();
    draw(z.entry_cells, players * n);
  }
  return z;
}

}  // namespace arbiter::model::spec
