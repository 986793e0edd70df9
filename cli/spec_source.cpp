// Resolving and compiling specs named on the command line.
#include "cli/spec_source.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "solver/tablebase/checksum.h"

namespace arbiter::cli {
namespace {

std::filesystem::path specs_directory() {
  if (const char* dir = std::getenv("ARBITER_SPECS"); dir && *dir) return dir;
  return ARBITER_BUNDLED_SPECS;
}

}  // namespace

std::vector<std::string> bundled_spec_names() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(specs_directory(), ec)) {
    if (entry.path().extension() == ".yaml") names.push_back(entry.path().stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::string resolve_spec_path(const std::string& spec) {
  std::error_code ec;
  if (std::filesystem::is_regular_file(spec, ec)) return spec;
  const auto bundled = specs_directory() / (spec + ".yaml");
  if (spec.find('/') == std::string::npos && std::filesystem::is_regular_file(bundled, ec)) return bundled.string();
  std::string names;
  for (const auto& n : bundled_spec_names()) names += (names.empty() ? "" : ", ") + n;
  throw UserError(input_error("no spec file or bundled variant named '" + spec + "'",
                             "a YAML path or one of: " + names));
}

model::spec::SpecDocument load_spec(const std::string& spec) {
  return model::spec::load_spec_file(resolve_spec_path(spec));
}

std::shared_ptr<const model::CompiledRules> compile_spec(const SpecArguments& args) {
  const auto doc = load_spec(args.spec);
  const auto values = model::spec::choose_options(doc, args.options);
  return model::spec::compile(doc, values);
}

std::uint64_t spec_text_hash(const std::string& spec) {
  std::ifstream in(resolve_spec_path(spec), std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return solver::tablebase::fnv1a(text.str());
}

}  // namespace arbiter::cli
