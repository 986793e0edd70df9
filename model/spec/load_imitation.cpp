// Reading a piece's `imitates` key into an ImitationDoc; names are checked when compiled.
#include "model/spec/load_imitation.h"

#include <yaml-cpp/yaml.h>

namespace arbiter::model::spec {

ImitationDoc read_imitation(yaml::Reader& r, const YAML::Node& node) {
  ImitationDoc d;
  d.mark = r.mark(node);
  yaml::KeyedMap map(r, node, kImitatesKeys);
  if (auto n = map["skip"]) d.skip = r.text_list(n, "skipped atom feature");
  if (auto n = map["royal"]) d.royal = r.text(n, "royal");
  if (auto n = map["castling_records"]) d.castling_records = r.text(n, "castling_records");
  if (auto n = map["enters_after"]) d.enters_after = r.text_list(n, "entry trigger");
  if (auto n = map["enter_before"]) d.enter_before = r.text(n, "enter_before");
  if (auto n = map["deadline_counts"]) d.deadline_counts = r.text(n, "deadline_counts");
  if (auto n = map["entry_records"]) d.entry_records = r.text(n, "entry_records");
  d.sources = yaml::read_sources(r, map["source"]);
  return d;
}

}  // namespace arbiter::model::spec
