// Helpers shared by the readers of position-string fields (en passant, imitation).
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "model/diagnostic.h"

namespace arbiter::model::notation {

// A position-string error with what was expected.
inline Diagnostic field_error(std::string message, std::string expected) {
  return input_error("position string: " + std::move(message), std::move(expected));
}

// `text` split at `separator`, keeping empty parts (a trailing separator gives one).
inline std::vector<std::string> split_field(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, separator);) parts.push_back(part);
  if (!text.empty() && text.back() == separator) parts.emplace_back();
  return parts;
}

}  // namespace arbiter::model::notation
