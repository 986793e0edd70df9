// Compiling `en_passant:`. Both keys have a fixed list of words; an empty key takes the first.
#include "model/spec/compile_en_passant.h"

#include "model/spec/keywords.h"

namespace arbiter::model {

EnPassantRule compile_en_passant(const spec::EnPassantDoc& doc, std::vector<Diagnostic>& errors) {
  EnPassantRule rule;
  rule.all_passed = spec::keyword(doc.cells, spec::kAllPassedCells, errors);
  rule.window = spec::keyword(doc.window, spec::kEnPassantWindow, errors);
  return rule;
}

}  // namespace arbiter::model
