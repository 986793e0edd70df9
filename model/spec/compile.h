// Compiling a spec document into immutable rules: parse -> validate -> compile.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::model::spec {

// Compiles the document under the given option values. Collects every problem it finds (unknown
// names, impossible directions, bad cells) and throws them together as one UserError.
std::shared_ptr<const CompiledRules> compile(const SpecDocument& doc, const OptionValues& values);

// Checks a document: compiles it under every combination of option alternatives and parses its
// start position under each. Returns every diagnostic found (empty when the spec is valid).
std::vector<Diagnostic> validate(const SpecDocument& doc);

}  // namespace arbiter::model::spec
