// Reading the top-level `claims` key of a spec: checkable statements of the rulebook
// (specs/README.md "Claims").
#pragma once

#include "model/spec/document.h"
#include "model/spec/yaml_reader.h"

namespace arbiter::model::spec {

ClaimDoc read_claim(yaml::Reader& r, const YAML::Node& node);

}  // namespace arbiter::model::spec
