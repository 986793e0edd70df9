// The --position argument shared by the position commands: a position string or `start`, parsed
// and then checked for legality by the rules (model/legality.h) unless --allow-illegal is given,
// so every command refuses the same positions with the same words.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "model/legality.h"
#include "model/notation/position_string.h"

namespace arbiter::cli {

inline constexpr const char* kAllowIllegalHelp =
    "analyse the position even if the rules could not produce it (two kings, the side not to move "
    "in check, ...)";

// Registers --allow-illegal on a command that reads a position.
inline void add_allow_illegal(CLI::App& command, bool& allow_illegal) {
  command.add_flag("--allow-illegal", allow_illegal, kAllowIllegalHelp);
}

// Every problem of a position text, as diagnostics naming the text: its syntax first (then
// nothing else), else each legality problem.
inline std::vector<Diagnostic> position_problems(const model::CompiledRules& rules,
                                                 const std::string& text) {
  if (text == "start") return {};
  auto parsed = model::notation::parse_position(rules, text);
  if (auto* d = std::get_if<Diagnostic>(&parsed)) return {*d};
  std::vector<Diagnostic> found;
  for (const std::string& problem : model::legality_problems(std::get<model::Position>(parsed)))
    found.push_back(input_error("position '" + text + "' is not legal: " + problem,
                                "a legal position, or --allow-illegal to analyse it anyway"));
  return found;
}

// The position a command works on: `start` is the rules' start position; any other text must
// be a position string (an empty one is refused, not read as the start), legal unless
// allow_illegal.
inline model::Position position_argument(const model::CompiledRules& rules, const std::string& text,
                                         bool allow_illegal = false) {
  if (text == "start") return model::notation::start_position(rules);
  if (text.find_first_not_of(" \t\r\n") == std::string::npos)
    throw UserError(input_error("the position string is empty", "a position string, or start"));
  model::Position pos = model::notation::position_from_string(rules, text);
  if (!allow_illegal) {
    std::vector<Diagnostic> found = position_problems(rules, text);
    if (!found.empty()) throw UserError(std::move(found));
  }
  return pos;
}

}  // namespace arbiter::cli
