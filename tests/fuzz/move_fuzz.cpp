// Fuzz target: a game's move text (PGN-like: move numbers, comments, results) split into tokens
// and each read against the position reached, from the start position of a bundled spec (the
// first byte picks which): coordinate form first, then SAN, as `arbiter play` does. Legal moves
// are played (the first 32 tokens of an input); every move played must read back from its own
// SAN and coordinate text. A Diagnostic is the expected answer to a bad token; a crash, a
// sanitizer report, a hang, an uncaught exception or a move that does not read back is a finding.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <variant>

#include "model/diagnostic.h"
#include "model/game_record.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/notation/san.h"
#include "tests/fuzz/fuzz_support.h"

namespace {

namespace notation = arbiter::model::notation;
using arbiter::model::Move;

// Aborts unless `text` (SAN when `san`, else coordinates) reads back as `move` in `pos`.
void must_read_back(const arbiter::model::Position& pos, Move move, const std::string& text,
                    bool san) {
  auto back = san ? notation::parse_san(pos, text) : notation::parse_move(pos, text);
  const Move* read = std::get_if<Move>(&back);
  if (read == nullptr || !(*read == move)) {
    std::fprintf(
        stderr, "in '%s' the move written '%s' (%s) does not read back: %s\n",
        notation::to_string(pos).c_str(), text.c_str(), san ? "SAN" : "coordinates",
        read == nullptr ? std::get<arbiter::Diagnostic>(back).to_string().c_str() : "another move");
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const auto& all = arbiter::fuzz::bundled_rules();
  const arbiter::model::CompiledRules& rules = *all[data[0] % all.size()];
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  arbiter::model::GameRecord game(notation::start_position(rules));
  // At most 32 tokens an input: a token no move matches costs the SAN of every legal move (its
  // message lists them), tens of milliseconds under the sanitizers, and long inputs add little.
  int read = 0;
  for (const std::string& token : arbiter::fuzz::move_tokens(text)) {
    if (++read > 32) break;
    const arbiter::model::Position& pos = game.position();
    auto move = notation::parse_move(pos, token);
    if (!std::holds_alternative<Move>(move)) move = notation::parse_san(pos, token);
    const Move* m = std::get_if<Move>(&move);
    if (m == nullptr) continue;
    must_read_back(pos, *m, notation::move_to_string(pos, *m), false);
    must_read_back(pos, *m, notation::move_to_san(pos, *m), true);
    game.play(*m);
  }
  (void)game.status();
  return 0;
}
