// The --position argument shared by the position commands: a position string, or the start.
#pragma once

#include <string>

#include "model/notation/position_string.h"

namespace arbiter::cli {

inline model::Position position_argument(const model::CompiledRules& rules, const std::string& text) {
  if (text.empty() || text == "start") return model::notation::start_position(rules);
  return model::notation::position_from_string(rules, text);
}

}  // namespace arbiter::cli
