// Every ruleset the generator's property tests run on: the bundled specs and the synthetic specs
// of tests/model/data/differential, each compiled with its options' defaults.
#pragma once

#include <memory>
#include <vector>

#include "model/rules.h"

namespace arbiter::testing {

std::vector<std::shared_ptr<const model::CompiledRules>> bundled_and_synthetic_rules();

}  // namespace arbiter::testing
