// Reading a piece's `immobilizes` key (specs/README.md "Immobilizers").
#pragma once

#include "model/spec/document.h"
#include "model/spec/yaml_reader.h"

namespace arbiter::model::spec {

ImmobilizesDoc read_immobilizes(yaml::Reader& r, const YAML::Node& node);

}  // namespace arbiter::model::spec
