// Formatting of user-facing diagnostics.
#include "model/diagnostic.h"

namespace arbiter {

std::string Diagnostic::to_string() const {
  // Built by appending: GCC 12 reports a false -Wrestrict on `":" + std::to_string(n)`.
  std::string text;
  if (!mark.file.empty()) {
    text.append(mark.file);
    if (mark.line > 0) {
      text.append(":").append(std::to_string(mark.line));
      if (mark.column > 0) text.append(":").append(std::to_string(mark.column));
    }
    text.append(": ");
  }
  text.append("error: ").append(message);
  if (!expected.empty()) text.append("; expected ").append(expected);
  return text;
}

Diagnostic input_error(std::string message, std::string expected) {
  Diagnostic d;
  d.message = std::move(message);
  d.expected = std::move(expected);
  return d;
}

Diagnostic error_at(SourceMark mark, std::string message, std::string expected) {
  Diagnostic d = input_error(std::move(message), std::move(expected));
  d.mark = std::move(mark);
  return d;
}

namespace {
std::string summary(const std::vector<Diagnostic>& diagnostics) {
  if (diagnostics.empty()) return "invalid input";
  std::string text = diagnostics.front().to_string();
  if (diagnostics.size() > 1) {
    text.append(" (and ").append(std::to_string(diagnostics.size() - 1)).append(" more)");
  }
  return text;
}
}  // namespace

UserError::UserError(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(summary(diagnostics)), diagnostics_(std::move(diagnostics)) {}

UserError::UserError(Diagnostic diagnostic)
    : UserError(std::vector<Diagnostic>{std::move(diagnostic)}) {}

}  // namespace arbiter
