// What the fuzz targets share: the bundled specs compiled once, and the one call that splits move
// text into tokens. A fuzzer harness, not library code: its statics are set up once per process.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "model/rules.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"

namespace arbiter::fuzz {

// The text of a bundled spec file (specs/<name>.yaml of the source tree).
std::string bundled_spec_text(const std::string& name);

// A bundled spec compiled under its default options.
std::shared_ptr<const model::CompiledRules> compile_bundled(const std::string& name);

// The rules the position and move targets read against, compiled on first use: chess, xiangqi,
// shogi, omega, ajedrez123, glinski.
const std::vector<std::shared_ptr<const model::CompiledRules>>& bundled_rules();

// The move tokens of a game's text (move numbers, comments, results and tags left out). The only
// place the targets name the tokenizer, so moving it to another layer changes one line.
std::vector<std::string> move_tokens(const std::string& text);

}  // namespace arbiter::fuzz
