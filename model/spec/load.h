// Reading a spec file into a SpecDocument. The only part of arbiter that knows YAML.
#pragma once

#include <string>

#include "model/spec/document.h"

namespace arbiter::model::spec {

// Reads and structurally checks a spec: YAML syntax, known keys, value types. Names (cells,
// pieces, zones) are checked later by validate(). Throws UserError with every problem found,
// each naming file:line:column.
SpecDocument load_spec_file(const std::string& path);

// The same for spec text held in memory; `path` is used in diagnostics only.
SpecDocument load_spec_text(const std::string& text, const std::string& path);

}  // namespace arbiter::model::spec
