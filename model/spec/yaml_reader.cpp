// The shared readers of the spec loader: sources and option guards.
#include "model/spec/yaml_reader.h"

namespace arbiter::model::spec::yaml {

SourceRef read_source(Reader& r, const YAML::Node& node) {
  SourceRef ref;
  ref.mark = r.mark(node);
  KeyedMap map(r, node, kSourceKeys);
  if (auto n = map["file"]) ref.file = r.text(n, "source file").value;
  if (auto n = map["section"]) ref.section = r.text(n, "source section").value;
  if (auto n = map["quote"]) ref.quote = r.text(n, "source quote").value;
  if (map.valid() && ref.file.empty())
    r.error(node, "a source needs a file", "source: {file, section, quote}");
  r.record(ref);
  return ref;
}

std::vector<SourceRef> read_sources(Reader& r, const YAML::Node& node) {
  std::vector<SourceRef> result;
  if (!node) return result;
  if (node.IsSequence()) {
    for (const auto& item : node) result.push_back(read_source(r, item));
  } else {
    result.push_back(read_source(r, node));
  }
  return result;
}

OptionGuard read_guard(Reader& r, const YAML::Node& node) {
  OptionGuard guard;
  if (!node) return guard;
  if (!node.IsMap()) {
    r.error(node, "'when' must map option names to values", "when: {option_name: value}");
    return guard;
  }
  r.unique_keys(node, "'when'");
  for (const auto& entry : node) guard[entry.first.Scalar()] = r.text(entry.second, "when value");
  return guard;
}

}  // namespace arbiter::model::spec::yaml
