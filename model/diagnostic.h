// User-facing diagnostics: what went wrong in something a user wrote (a spec, a position string,
// a move), where it is, and what form was expected. Thrown as one UserError; only cli/ maps it
// to an exit code.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace arbiter {

// A place in a user's file. Lines and columns count from 1; 0 means "unknown".
struct SourceMark {
  std::string file;
  int line = 0;
  int column = 0;
};

struct Diagnostic {
  SourceMark mark;
  std::string message;   // what is wrong, naming the offending token
  std::string expected;  // the expected form, or empty

  // "file:line:column: error: message; expected ..." (parts that are unknown are left out).
  std::string to_string() const;
};

// A diagnostic about input that has no file position (a command-line argument, a position string).
Diagnostic input_error(std::string message, std::string expected = {});
// A diagnostic at a place in a file.
Diagnostic error_at(SourceMark mark, std::string message, std::string expected = {});

// The one exception type for errors in user input. Carries every diagnostic found, not just the
// first.
class UserError : public std::runtime_error {
 public:
  explicit UserError(std::vector<Diagnostic> diagnostics);
  explicit UserError(Diagnostic diagnostic);
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

 private:
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace arbiter
