// A JSON string literal (RFC 8259): the one escaper of every JSON arbiter writes (the command
// line's JSON writer, the audit's report).
#pragma once

#include <string>

namespace arbiter::model::notation {

// `text` as a JSON string literal, quotes included: quotes, backslashes and control characters
// escaped, UTF-8 passed through.
std::string json_quoted(const std::string& text);

}  // namespace arbiter::model::notation
