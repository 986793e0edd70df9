// Test helpers for loading bundled specs.
#include "tests/support/spec_fixture.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"

namespace arbiter::testing {

std::string bundled_spec_path(const std::string& name) {
  return std::string(ARBITER_SOURCE_DIR) + "/specs/" + name + ".yaml";
}

model::spec::SpecDocument bundled_document(const std::string& name) {
  return model::spec::load_spec_file(bundled_spec_path(name));
}

std::shared_ptr<const model::CompiledRules> bundled_rules(const std::string& name,
                                                          const model::spec::OptionValues& values) {
  const auto doc = bundled_document(name);
  auto chosen = model::spec::default_option_values(doc);
  for (const auto& [k, v] : values) chosen[k] = v;
  return model::spec::compile(doc, chosen);
}

const model::spec::SpecDocument& data_spec_document(const std::string& file) {
  static std::map<std::string, model::spec::SpecDocument> loaded;
  auto it = loaded.find(file);
  if (it == loaded.end())
    it = loaded
             .emplace(file, model::spec::load_spec_file(std::string(ARBITER_SOURCE_DIR) +
                                                        "/tests/model/data/differential/" + file))
             .first;
  return it->second;
}

std::string source_text(const std::string& path) {
  std::ifstream in(path.starts_with("/") ? path : std::string(ARBITER_SOURCE_DIR) + "/" + path,
                   std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream read;
  read << in.rdbuf();
  return read.str();
}

void put_piece(model::Position& pos, const std::string& player, const std::string& kind,
               const std::string& cell, bool moved) {
  const auto& rules = pos.rules();
  pos.put(*rules.board().find(cell),
          rules.make_piece(*rules.find_player(player), *rules.find_piece(kind)), moved);
}

model::Position lone_piece(const model::CompiledRules& rules, const std::string& player,
                           const std::string& kind, const std::string& cell) {
  model::Position pos(rules);
  put_piece(pos, player, kind, cell);
  pos.set_side_to_move(*rules.find_player(player));
  return pos;
}

model::spec::SpecDocument edited_data_spec(
    const std::string& file, const std::vector<std::pair<std::string, std::string>>& edits) {
  std::string text = source_text("tests/model/data/differential/" + file);
  for (const auto& [from, to] : edits) {
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::runtime_error("'" + from + "' is not in " + file);
    text.replace(at, from.size(), to);
  }
  return model::spec::load_spec_text(text, file);
}

const model::CompiledRules& data_spec_rules(const std::string& file,
                                            const std::vector<std::string>& settings) {
  static std::map<std::pair<std::string, std::vector<std::string>>,
                  std::shared_ptr<const model::CompiledRules>>
      compiled;
  auto& slot = compiled[{file, settings}];
  const auto& doc = data_spec_document(file);
  if (!slot) slot = model::spec::compile(doc, model::spec::choose_options(doc, settings));
  return *slot;
}

model::Position play(model::Position pos, const std::string& moves) {
  std::istringstream in(moves);
  for (std::string text; in >> text;) {
    auto parsed = model::notation::parse_move(pos, text);
    if (auto* d = std::get_if<Diagnostic>(&parsed)) throw std::runtime_error(d->to_string());
    model::Undo undo;
    pos.make(std::get<model::Move>(parsed), undo);
  }
  return pos;
}

std::vector<std::string> legal_move_texts(const model::Position& pos) {
  std::vector<std::string> texts;
  for (model::Move m : model::legal_moves(pos))
    texts.push_back(model::notation::move_to_string(pos, m));
  std::sort(texts.begin(), texts.end());
  return texts;
}

std::vector<std::string> destinations_from(const model::Position& pos, const std::string& from) {
  std::vector<std::string> result;
  for (const std::string& text : legal_move_texts(pos))
    if (text.rfind(from, 0) == 0) result.push_back(text.substr(from.size()));
  return result;
}

}  // namespace arbiter::testing
