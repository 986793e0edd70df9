// The YAML reading toolkit of the spec loader: a Reader that turns YAML scalars into marked
// values (Text, numbers, vectors) and collects diagnostics with file:line:column, and a KeyedMap
// that checks a map's keys against a fixed vocabulary. Only the spec loader includes it: it is the
// one place that knows yaml-cpp.
#pragma once

#include <yaml-cpp/yaml.h>

#include <cassert>
#include <initializer_list>
#include <string>
#include <vector>

#include "model/diagnostic.h"
#include "model/spec/document.h"
#include "model/spec/vocabulary.h"

namespace arbiter::model::spec::yaml {

inline std::string join(std::initializer_list<const char*> words) {
  std::string text;
  for (const char* word : words) {
    if (!text.empty()) text += ", ";
    text += word;
  }
  return text;
}

class Reader {
 public:
  explicit Reader(std::string file) : file_(std::move(file)) {}

  SourceMark mark(const YAML::Node& node) const {
    const YAML::Mark m = node.Mark();
    if (m.is_null()) return {file_, 0, 0};
    return {file_, m.line + 1, m.column + 1};
  }
  void error(const YAML::Node& node, std::string message, std::string expected = {}) {
    errors_.push_back({mark(node), std::move(message), std::move(expected)});
  }
  std::vector<Diagnostic>& errors() { return errors_; }
  // Reports every key of a YAML map that appears a second time (yaml-cpp would silently keep
  // the first one), naming where the first stands. Returns whether all keys were distinct.
  bool unique_keys(const YAML::Node& node, const std::string& what) {
    if (!node.IsMap()) return true;
    std::vector<std::pair<std::string, SourceMark>> seen;
    bool unique = true;
    for (const auto& entry : node) {
      const std::string key = entry.first.IsScalar() ? entry.first.Scalar() : std::string();
      const SourceMark here = mark(entry.first);
      for (const auto& [name, first] : seen) {
        if (name != key) continue;
        error(entry.first,
              "key '" + key + "' appears twice in " + what + " (first at line " +
                  std::to_string(first.line) + ", column " + std::to_string(first.column) + ")",
              "each key once");
        unique = false;
        break;
      }
      seen.emplace_back(key, here);
    }
    return unique;
  }
  // Every citation read so far, in order (read_source records them).
  void record(const SourceRef& citation) { citations_.push_back(citation); }
  std::vector<SourceRef>& citations() { return citations_; }

  Text text(const YAML::Node& node, const char* what) {
    Text result;
    result.mark = mark(node);
    if (node.IsMap() && node["option"] && node["option"].IsScalar()) {
      option_reference(node, result);
      return result;
    }
    if (!node.IsScalar()) {
      error(node, std::string(what) + " must be a single value",
            "a word or number, or {option: NAME}");
      return result;
    }
    result.value = node.Scalar();
    return result;
  }

  // `{option: NAME}` or `{option: NAME, values: {alternative: value, ...}}` in place of a scalar.
  void option_reference(const YAML::Node& node, Text& result) {
    result.option = node["option"].Scalar();
    unique_keys(node, "an option reference");
    for (const auto& entry : node) {
      const std::string key = entry.first.Scalar();
      if (key != "option" && key != "values") {
        error(entry.first, "unknown key '" + key + "' in an option reference",
              "one of: option, values");
      }
    }
    const YAML::Node values = node["values"];
    if (!values) return;
    if (!values.IsMap()) {
      error(values, "'values' must map alternatives to values",
            "values: {alternative: value, ...}");
      return;
    }
    unique_keys(values, "an option reference's values");
    for (const auto& entry : values) {
      if (!entry.second.IsScalar()) {
        error(entry.second, "a mapped value must be a single value", "a word or number");
        continue;
      }
      result.option_map[entry.first.Scalar()] = entry.second.Scalar();
    }
  }

  // A scalar or a sequence of scalars.
  std::vector<Text> text_list(const YAML::Node& node, const char* what) {
    std::vector<Text> result;
    if (node.IsSequence()) {
      for (const auto& item : node) result.push_back(text(item, what));
    } else {
      result.push_back(text(node, what));
    }
    return result;
  }

  int integer(const YAML::Node& node, const char* what) {
    try {
      if (node.IsScalar()) return node.as<int>();
    } catch (const YAML::Exception&) {
    }
    error(node, std::string(what) + " must be a whole number", "an integer such as 2");
    return 0;
  }

  double number(const YAML::Node& node, const char* what) {
    try {
      if (node.IsScalar()) return node.as<double>();
    } catch (const YAML::Exception&) {
    }
    error(node, std::string(what) + " must be a number", "a number such as 3 or 3.5");
    return 0;
  }

  bool boolean(const YAML::Node& node, const char* what) {
    try {
      if (node.IsScalar()) return node.as<bool>();
    } catch (const YAML::Exception&) {
    }
    error(node, std::string(what) + " must be true or false", "true or false");
    return false;
  }

  Vector2 vector2(const YAML::Node& node, const char* what) {
    Vector2 v;
    v.mark = mark(node);
    if (!node.IsSequence() || node.size() != 2) {
      error(node, std::string(what) + " must be a pair of whole numbers", "[x, y]");
      return v;
    }
    v.x = integer(node[0], what);
    v.y = integer(node[1], what);
    return v;
  }

  std::vector<Vector2> vector_list(const YAML::Node& node, const char* what) {
    std::vector<Vector2> result;
    if (!node.IsSequence()) {
      error(node, std::string(what) + " must be a list of pairs", "[[x, y], ...]");
      return result;
    }
    // A single pair written without the outer list: [1, 2].
    if (node.size() == 2 && node[0].IsScalar()) {
      result.push_back(vector2(node, what));
      return result;
    }
    for (const auto& item : node) result.push_back(vector2(item, what));
    return result;
  }

 private:
  std::string file_;
  std::vector<Diagnostic> errors_;
  std::vector<SourceRef> citations_;
};

// A YAML map whose keys are checked against its vocabulary (vocabulary.h) when it is constructed.
// Reading a key outside the vocabulary is a bug in the loader (asserted).
class KeyedMap {
 public:
  KeyedMap(Reader& reader, const YAML::Node& node, const Vocabulary& vocabulary)
      : node_(node), vocabulary_(vocabulary) {
    const std::string what(vocabulary.what);
    if (!node.IsMap()) {
      reader.error(node, what + " must be a map", "keys: " + vocabulary.listed());
      valid_ = false;
      return;
    }
    reader.unique_keys(node, what);
    for (const auto& entry : node) {
      const std::string key = entry.first.Scalar();
      if (!vocabulary.has(key))
        reader.error(entry.first, "unknown key '" + key + "' in " + what,
                     "one of: " + vocabulary.listed());
    }
  }
  bool valid() const { return valid_; }
  YAML::Node operator[](const char* key) const {
    assert(vocabulary_.has(key) && "the loader reads a key its map's vocabulary lacks");
    if (!valid_) return YAML::Node();
    return node_[key];
  }

 private:
  YAML::Node node_;
  const Vocabulary& vocabulary_;
  bool valid_ = true;
};

// `source: {file, section, quote}`; a file is required.
SourceRef read_source(Reader& r, const YAML::Node& node);
// A single source or a list of them; none when the node is absent.
std::vector<SourceRef> read_sources(Reader& r, const YAML::Node& node);
// `when: {option: value, ...}`; empty when absent.
OptionGuard read_guard(Reader& r, const YAML::Node& node);

// A list of entries read one by one; nothing when absent, an error when not a list.
template <typename T, typename F>
void read_list(Reader& r, const YAML::Node& node, const char* what, std::vector<T>& out, F read) {
  if (!node) return;
  if (!node.IsSequence()) {
    r.error(node, std::string(what) + " must be a list", std::string("- ") + what + " entries");
    return;
  }
  for (const auto& item : node) out.push_back(read(r, item));
}

}  // namespace arbiter::model::spec::yaml
