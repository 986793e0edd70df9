// Every citation of a spec checked against the rulebook text: a quote that does not occur
// verbatim in its file (or a section heading that does not occur there) is an error of the spec.
#pragma once

#include <string>
#include <vector>

#include "model/diagnostic.h"
#include "model/spec/document.h"

namespace arbiter::solver::audit {

struct QuoteCheck {
  std::size_t checked = 0;         // citations whose file is in the sources folder
  std::size_t unchecked = 0;       // citations of files not there (web sources)
  std::vector<Diagnostic> errors;  // quotes or sections not found, at the citation
};

// Reads the cited files from `sources_dir` (each at most once).
QuoteCheck check_quotes(const model::spec::SpecDocument& doc, const std::string& sources_dir);

}  // namespace arbiter::solver::audit
