// The fuzz targets' shared set-up: bundled specs read from the source tree and compiled once.
#include "tests/fuzz/fuzz_support.h"

#include <fstream>
#include <sstream>

#include "model/notation/pgn.h"

namespace arbiter::fuzz {

std::string bundled_spec_text(const std::string& name) {
  const std::string path = std::string(ARBITER_SOURCE_DIR) + "/specs/" + name + ".yaml";
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::shared_ptr<const model::CompiledRules> compile_bundled(const std::string& name) {
  const std::string path = std::string(ARBITER_SOURCE_DIR) + "/specs/" + name + ".yaml";
  const model::spec::SpecDocument doc = model::spec::load_spec_file(path);
  return model::spec::compile(doc, model::spec::default_option_values(doc));
}

const std::vector<std::shared_ptr<const model::CompiledRules>>& bundled_rules() {
  static const std::vector<std::shared_ptr<const model::CompiledRules>> rules = [] {
    std::vector<std::shared_ptr<const model::CompiledRules>> all;
    for (const char* name : {"chess", "xiangqi", "shogi", "omega", "ajedrez123", "glinski"})
      all.push_back(compile_bundled(name));
    return all;
  }();
  return rules;
}

std::vector<std::string> move_tokens(const std::string& text) {
  std::vector<std::string> tokens;
  const auto game = model::notation::parse_pgn(text);
  if (const auto* pgn = std::get_if<model::notation::PgnGame>(&game))
    for (const auto& token : pgn->moves) tokens.push_back(token.text);
  return tokens;
}

}  // namespace arbiter::fuzz
