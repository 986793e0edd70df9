// Compiling `en_passant:`. Both keys have a fixed list of words; an empty key takes the first.
#include "model/spec/compile_en_passant.h"

namespace arbiter::model {

EnPassantRule compile_en_passant(const spec::EnPassantDoc& doc, std::vector<Diagnostic>& errors) {
  EnPassantRule rule;
  const std::string& cells = doc.cells.value;
  if (cells == "all_passed")
    rule.all_passed = true;
  else if (!cells.empty() && cells != "last_passed")
    errors.push_back(error_at(doc.cells.mark, "unknown en passant cells '" + cells + "'",
                              "last_passed or all_passed"));
  const std::string& window = doc.window.value;
  if (window == "while_unmoved")
    rule.window = EnPassantWindow::WhileUnmoved;
  else if (!window.empty() && window != "next_move")
    errors.push_back(error_at(doc.window.mark, "unknown en passant window '" + window + "'",
                              "next_move or while_unmoved"));
  return rule;
}

}  // namespace arbiter::model
