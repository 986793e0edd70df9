// Reading the top-level `opposition` key of a spec (rulers' opposition, P-16).
#pragma once

#include "model/spec/document.h"
#include "model/spec/yaml_reader.h"

namespace arbiter::model::spec {

OppositionDoc read_opposition(yaml::Reader& r, const YAML::Node& node);

}  // namespace arbiter::model::spec
