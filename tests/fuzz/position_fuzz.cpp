// Fuzz target: a position string read against one of the bundled specs (the first byte picks
// which), then its legal moves generated, and the position written back and read again: it must
// read back to the same string. A Diagnostic is the expected answer to bad input; a crash, a
// sanitizer report, a hang, an uncaught exception or a position that does not read back is a
// finding.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <variant>

#include "model/diagnostic.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const auto& all = arbiter::fuzz::bundled_rules();
  const arbiter::model::CompiledRules& rules = *all[data[0] % all.size()];
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  auto parsed = arbiter::model::notation::parse_position(rules, text);
  auto* pos = std::get_if<arbiter::model::Position>(&parsed);
  if (pos == nullptr) return 0;
  (void)arbiter::model::legal_moves(*pos);
  const std::string written = arbiter::model::notation::to_string(*pos);
  auto again = arbiter::model::notation::parse_position(rules, written);
  if (const auto* d = std::get_if<arbiter::Diagnostic>(&again)) {
    std::fprintf(stderr, "position '%s' written as '%s' does not read back: %s\n", text.c_str(),
                 written.c_str(), d->to_string().c_str());
    std::abort();
  }
  const std::string rewritten =
      arbiter::model::notation::to_string(std::get<arbiter::model::Position>(again));
  if (rewritten != written) {
    std::fprintf(stderr, "position '%s' written as '%s' reads back as '%s'\n", text.c_str(),
                 written.c_str(), rewritten.c_str());
    std::abort();
  }
  return 0;
}
