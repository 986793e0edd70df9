// Reading a piece's `imitates` key (the Fool: imitation and entry, specs/README.md "Imitation").
#pragma once

#include "model/spec/document.h"
#include "model/spec/yaml_reader.h"

namespace arbiter::model::spec {

ImitationDoc read_imitation(yaml::Reader& r, const YAML::Node& node);

}  // namespace arbiter::model::spec
