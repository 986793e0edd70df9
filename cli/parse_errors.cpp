// CLI11 parse errors reworded as arbiter's own (`error: --depth: expected a whole number from 0 to
// 20, got 'abc'; see arbiter perft --help`): which option, what was expected, what was given.
#include "cli/parse_errors.h"

#include <optional>
#include <sstream>
#include <string_view>
#include <vector>

namespace arbiter::cli {
namespace {

bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

// The text after `prefix` in `text`, or nothing when `text` does not start with it.
std::optional<std::string> after(const std::string& text, std::string_view prefix) {
  if (!starts_with(text, prefix)) return std::nullopt;
  return text.substr(prefix.size());
}

// The command being parsed: the program and every subcommand chosen on the way ("arbiter tb
// build"), and the deepest of them.
struct Command {
  std::string words = "arbiter";
  const CLI::App* app = nullptr;
};

Command command_of(const CLI::App& top) {
  Command c;
  c.app = &top;
  for (;;) {
    const auto chosen = c.app->get_subcommands();
    if (chosen.empty()) return c;
    c.app = chosen.front();
    c.words += " " + c.app->get_name();
  }
}

std::string subcommand_names(const CLI::App& app) {
  std::string names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    names += (names.empty() ? "" : ", ") + sub->get_name();
  return names;
}

// "--depth: Value abc not in range 0 to 20" and the other validators' wordings.
std::string validation(const std::string& what) {
  const auto colon = what.find(": ");
  if (colon == std::string::npos) return what;
  const std::string option = what.substr(0, colon);
  const std::string rest = what.substr(colon + 2);
  if (const auto value = after(rest, "Value ")) {
    const auto range = value->find(" not in range ");
    const auto to = value->find(" to ", range == std::string::npos ? 0 : range);
    if (range != std::string::npos && to != std::string::npos)
      return option + ": expected a whole number from " +
             value->substr(range + 14, to - range - 14) + " to " + value->substr(to + 4) +
             ", got '" + value->substr(0, range) + "'";
  }
  if (const auto file = after(rest, "File does not exist: "))
    return option + ": file '" + *file + "' does not exist";
  if (const auto dir = after(rest, "Directory does not exist: "))
    return option + ": directory '" + *dir + "' does not exist";
  if (const auto not_in = rest.find(" not in {");
      not_in != std::string::npos && rest.back() == '}') {
    std::string choices = rest.substr(not_in + 9, rest.size() - not_in - 10);
    for (std::size_t at = 0; (at = choices.find(',', at)) != std::string::npos; at += 2)
      choices.replace(at, 1, ", ");
    return option + ": expected one of " + choices + ", got '" + rest.substr(0, not_in) + "'";
  }
  return what;
}

// "The following argument(s) was/were not expected: b a" (CLI11 lists them last first): unknown
// options, unknown commands and stray arguments, reported by the first of them as given.
std::string extras(const std::string& what, const Command& c) {
  const auto colon = what.find(": ");
  std::vector<std::string> words;
  std::istringstream list(colon == std::string::npos ? what : what.substr(colon + 2));
  for (std::string w; list >> w;) words.insert(words.begin(), w);
  if (words.empty()) return what;
  for (const auto& w : words)
    if (starts_with(w, "-")) return "unknown option '" + w + "' for '" + c.words + "'";
  if (!c.app->get_subcommands([](const CLI::App*) { return true; }).empty())
    return "unknown command '" + words.front() + "' for '" + c.words + "'; expected one of " +
           subcommand_names(*c.app);
  return "unexpected argument '" + words.front() + "' for '" + c.words + "'";
}

std::string required(const std::string& what, const Command& c, const CLI::App& top) {
  if (starts_with(what, "A subcommand")) {
    auto left = c.app->remaining();
    if (left.empty())
      left = top.remaining(true);  // a word no command knows may be left with the program
    if (!left.empty() && starts_with(left.front(), "-"))
      return "unknown option '" + left.front() + "' for '" + c.words + "'";
    if (!left.empty())
      return "unknown command '" + left.front() + "' for '" + c.words + "'; expected one of " +
             subcommand_names(*c.app);
    return "'" + c.words + "' needs a command: one of " + subcommand_names(*c.app);
  }
  if (const auto at = what.find(" is required"); at != std::string::npos)
    return "missing " + what.substr(0, at) + " for '" + c.words + "'";
  return what;
}

std::string wording(const CLI::ParseError& error, const Command& c, const CLI::App& top) {
  const std::string what = error.what();
  if (dynamic_cast<const CLI::ValidationError*>(&error)) return validation(what);
  if (dynamic_cast<const CLI::ExtrasError*>(&error)) return extras(what, c);
  if (dynamic_cast<const CLI::RequiredError*>(&error)) return required(what, c, top);
  if (dynamic_cast<const CLI::ExcludesError*>(&error)) {
    const auto at = what.find(" excludes ");
    if (at != std::string::npos)
      return what.substr(0, at) + " and " + what.substr(at + 10) + " cannot be given together";
  }
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&error)) {
    const auto colon = what.find(": ");
    if (colon != std::string::npos && what.find(" missing") != std::string::npos)
      return what.substr(0, colon) + ": expected a value after it";
  }
  if (const auto conversion = after(what, "Could not convert: ")) {
    const auto eq = conversion->find(" = ");
    if (eq != std::string::npos)
      return conversion->substr(0, eq) + ": cannot read '" + conversion->substr(eq + 3) +
             "' as its value";
  }
  return what;
}

}  // namespace

std::string parse_error_message(const CLI::App& app, const CLI::ParseError& error) {
  const Command c = command_of(app);
  return "error: " + wording(error, c, app) + "; see " + c.words + " --help";
}

}  // namespace arbiter::cli
