// Compiling `en_passant:` (which passed cells are targets, and for how long) into an
// EnPassantRule.
#pragma once

#include <vector>

#include "model/diagnostic.h"
#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::model {

// `{option: name}` scalars are resolved before this runs; unknown words go to `errors`.
EnPassantRule compile_en_passant(const spec::EnPassantDoc& doc, std::vector<Diagnostic>& errors);

}  // namespace arbiter::model
