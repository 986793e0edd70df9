// Reading the top-level `audit` key of a spec: state vocabulary, axioms, questions and clauses.
// Conditions are parsed here, so a malformed one is reported at its file:line:column.
#pragma once

#include "model/spec/document.h"
#include "model/spec/yaml_reader.h"

namespace arbiter::model::spec {

AuditDoc read_audit(yaml::Reader& r, const YAML::Node& node);

}  // namespace arbiter::model::spec
