// The spec language's documentation cannot drift from the loader: the loader reads every map
// through a vocabulary of model/spec/vocabulary.h, and every key of every vocabulary is mentioned
// in specs/README.md. Likewise every word of every keyword-valued key (model/spec/keywords.h).
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/spec/keywords.h"
#include "model/spec/vocabulary.h"

namespace {

// Every (map, key) pair of the spec language: the loader's vocabularies (model/spec/vocabulary.h),
// plus the one key read outside a map's vocabulary: `{option: NAME, values: ...}` in place of a
// scalar.
std::vector<std::pair<std::string, std::string>> spec_keys() {
  std::vector<std::pair<std::string, std::string>> result;
  for (const auto& v : arbiter::model::spec::every_vocabulary())
    for (const auto& key : v.key_list()) result.emplace_back(std::string(v.what), key);
  result.emplace_back("scalar", "option");
  result.emplace_back("scalar", "values");
  return result;
}

std::string read_source_file(const std::string& relative) {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/" + relative, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool is_word_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; }

// Whether the README names the key: "`key`" in prose or tables, or "key:" in a YAML example.
bool mentions(const std::string& readme, std::string_view key) {
  if (readme.find("`" + std::string(key) + "`") != std::string::npos) return true;
  const std::string as_yaml = std::string(key) + ":";
  for (auto at = readme.find(as_yaml); at != std::string::npos; at = readme.find(as_yaml, at + 1)) {
    if (at == 0 || !is_word_char(readme[at - 1])) return true;
  }
  return false;
}

}  // namespace

// The spec loader's sources: every model/spec file that reads YAML maps.
std::string loader_sources() {
  std::string text;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(ARBITER_SOURCE_DIR) + "/model/spec")) {
    const std::string name = entry.path().filename().string();
    if ((entry.path().extension() == ".cpp" || entry.path().extension() == ".h") &&
        (name.rfind("load", 0) == 0 || name.rfind("yaml_reader", 0) == 0))
      text += read_source_file("model/spec/" + name);
  }
  return text;
}

TEST_CASE("the loader reads every map through a vocabulary of vocabulary.h", "[model][spec]") {
  const std::string source = loader_sources();
  // Every KeyedMap names its vocabulary; none lists keys of its own.
  static const std::regex keyed_map(R"re(KeyedMap\s+\w+\(\s*\w+\s*,\s*[^,]+,\s*(\w+)\))re");
  std::set<std::string> used;
  int maps = 0;
  for (auto it = std::sregex_iterator(source.begin(), source.end(), keyed_map);
       it != std::sregex_iterator(); ++it) {
    ++maps;
    used.insert((*it)[1]);
  }
  // 54 maps are read in load*.cpp and yaml_reader.cpp; fewer means the pattern no longer matches.
  CHECK(maps >= 54);
  const std::string header = read_source_file("model/spec/vocabulary.h");
  std::size_t declared = 0;
  for (auto at = header.find("inline constexpr Vocabulary k"); at != std::string::npos;
       at = header.find("inline constexpr Vocabulary k", at + 1))
    ++declared;
  // every_vocabulary() lists every vocabulary the header declares, and the loader uses each.
  CHECK(arbiter::model::spec::every_vocabulary().size() == declared);
  CHECK(used.size() == declared);
  for (const auto& name : used) {
    INFO("KeyedMap reads with '" << name << "', which vocabulary.h does not declare");
    CHECK(header.find("inline constexpr Vocabulary " + name + "{") != std::string::npos);
  }
  // The maps' names are distinct, as error messages and the README name them.
  std::set<std::string> names;
  for (const auto& v : arbiter::model::spec::every_vocabulary()) {
    INFO(v.what);
    CHECK(names.insert(std::string(v.what)).second);
  }
}

TEST_CASE("every key of the spec language is described in specs/README.md", "[model][spec]") {
  const std::string readme = read_source_file("specs/README.md");
  REQUIRE_FALSE(readme.empty());
  for (const auto& [map, key] : spec_keys()) {
    INFO("specs/README.md does not mention '" << key << "' (" << map << ")");
    CHECK(mentions(readme, key));
  }
  // The check can fail: a key that is not part of the language is not mentioned.
  CHECK_FALSE(mentions(readme, "castling_rights_extra"));
}

// Whether `word` stands in `text` as a whole word.
bool names_word(const std::string& text, const std::string& word) {
  for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    const bool starts = at == 0 || !is_word_char(text[at - 1]);
    const bool ends = at + word.size() == text.size() || !is_word_char(text[at + word.size()]);
    if (starts && ends) return true;
  }
  return false;
}

TEST_CASE("every word of every keyword-valued key is described in specs/README.md",
          "[model][spec]") {
  const auto keys = arbiter::model::spec::every_keyword_key();
  // The registry holds every table keywords.h defines.
  const std::string header = read_source_file("model/spec/keywords.h");
  std::size_t tables = 0;
  for (auto at = header.find("inline constexpr Keywords<"); at != std::string::npos;
       at = header.find("inline constexpr Keywords<", at + 1))
    ++tables;
  CHECK(tables >= 40);
  CHECK(keys.size() == tables);
  const std::string readme = read_source_file("specs/README.md");
  REQUIRE_FALSE(readme.empty());
  for (const auto& k : keys) {
    CHECK_FALSE(k.words.empty());
    for (const auto& word : k.words) {
      INFO("specs/README.md does not mention '" << word << "', a word of " << k.key);
      CHECK(names_word(readme, word));
    }
  }
  // The check can fail: a word that is not part of the language is not mentioned.
  CHECK_FALSE(names_word(readme, "on_entry_or_exit"));
  CHECK(names_word(readme, "on_entry"));
}
