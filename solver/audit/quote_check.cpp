#include "solver/audit/quote_check.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>

namespace arbiter::solver::audit {
namespace {

std::optional<std::string> read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

QuoteCheck check_quotes(const model::spec::SpecDocument& doc, const std::string& sources_dir) {
  QuoteCheck result;
  std::map<std::string, std::optional<std::string>> texts;
  for (const auto& c : doc.citations) {
    // Only plain file names can be rulebooks in the folder; addresses are web sources.
    const bool local =
        c.file.find('/') == std::string::npos && c.file.find(':') == std::string::npos;
    if (!texts.count(c.file))
      texts[c.file] = local ? read_text(std::filesystem::path(sources_dir) / c.file) : std::nullopt;
    const auto& text = texts.at(c.file);
    if (!text) {
      ++result.unchecked;
      continue;
    }
    ++result.checked;
    if (c.quote.empty()) {
      result.errors.push_back(error_at(c.mark, "the citation of " + c.file + " has no quote",
                                       "quote: \"the rulebook's words, verbatim\""));
    } else if (text->find(c.quote) == std::string::npos) {
      result.errors.push_back(
          error_at(c.mark, "quote not found verbatim in " + c.file + ": \"" + c.quote + "\"",
                   "the rulebook's exact words (spelling, accents, punctuation and spacing as in "
                   "the file)"));
    }
    if (!c.section.empty() && text->find(c.section) == std::string::npos) {
      result.errors.push_back(error_at(c.mark,
                                       "section \"" + c.section + "\" does not occur in " + c.file,
                                       "a heading of the rulebook, as written there"));
    }
  }
  return result;
}

}  // namespace arbiter::solver::audit
