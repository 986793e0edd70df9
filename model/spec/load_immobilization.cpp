// Reading a piece's `immobilizes` key (specs/README.md "Immobilizers"): the directions it
// immobilizes in, whether an own immobilizer releases, whether an immobilized piece still attacks.
#include "model/spec/load_immobilization.h"

namespace arbiter::model::spec {

ImmobilizesDoc read_immobilizes(yaml::Reader& r, const YAML::Node& node) {
  ImmobilizesDoc d;
  d.mark = r.mark(node);
  yaml::KeyedMap map(r, node, kImmobilizesKeys);
  if (!map.valid()) return d;
  if (auto n = map["directions"])
    d.directions = r.text_list(n, "direction");
  else
    r.error(node, "immobilizes needs directions", "immobilizes: {directions: [orthogonal]}");
  if (auto n = map["released_by_own"]) d.released_by_own = r.text(n, "released_by_own");
  if (auto n = map["immobilized_attacks"]) d.immobilized_attacks = r.text(n, "immobilized_attacks");
  d.when = yaml::read_guard(r, map["when"]);
  d.sources = yaml::read_sources(r, map["source"]);
  return d;
}

}  // namespace arbiter::model::spec
