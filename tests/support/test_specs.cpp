#include "tests/support/test_specs.h"

#include <filesystem>
#include <string>

#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::testing {

std::vector<std::shared_ptr<const model::CompiledRules>> bundled_and_synthetic_rules() {
  std::vector<std::shared_ptr<const model::CompiledRules>> specs;
  for (const char* name : kBundledSpecs) specs.push_back(bundled_rules(name));
  for (const auto& entry : std::filesystem::directory_iterator(std::string(ARBITER_SOURCE_DIR) +
                                                               "/tests/model/data/differential")) {
    const model::spec::SpecDocument doc = model::spec::load_spec_file(entry.path().string());
    specs.push_back(model::spec::compile(doc, model::spec::default_option_values(doc)));
  }
  return specs;
}

}  // namespace arbiter::testing
