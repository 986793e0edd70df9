// Where a spec comes from on the command line: a bundled variant name (`chess`) or a YAML path,
// plus `--option name=value` settings. Compiles it to rules.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::cli {

// The options every spec-taking command shares.
struct SpecArguments {
  std::string spec;                  // bundled name or path
  std::vector<std::string> options;  // "name=value"
};

// The path of a spec argument: an existing file, or a bundled name looked up in the directory
// named by $ARBITER_SPECS, else the bundled specs directory. Throws UserError listing the
// bundled names when neither exists.
std::string resolve_spec_path(const std::string& spec);

// The names of the bundled variants.
std::vector<std::string> bundled_spec_names();

model::spec::SpecDocument load_spec(const std::string& spec);

// The hash of a spec's text (FNV-1a), which endgame table files record and must match.
std::uint64_t spec_text_hash(const std::string& spec);

std::shared_ptr<const model::CompiledRules> compile_spec(const SpecArguments& args);

}  // namespace arbiter::cli
