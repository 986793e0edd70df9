// Fuzz target: a spec's YAML text is loaded, compiled under its default options, its start
// position parsed and its legal moves generated. UserError is the expected answer to bad input;
// a crash, a sanitizer report, a hang or any other exception is a finding.
#include <cstddef>
#include <cstdint>
#include <string>

#include "model/diagnostic.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"

using arbiter::model::spec::SpecDocument;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const SpecDocument doc = arbiter::model::spec::load_spec_text(text, "fuzz.yaml");
    const auto rules =
        arbiter::model::spec::compile(doc, arbiter::model::spec::default_option_values(doc));
    const arbiter::model::Position start = arbiter::model::notation::start_position(*rules);
    (void)arbiter::model::legal_moves(start);
  } catch (const arbiter::UserError&) {
  }
  return 0;
}
