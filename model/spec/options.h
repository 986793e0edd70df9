// Options: the questions a rulebook leaves open. Choosing a value for each option turns a spec
// document into a concrete one: elements guarded by `when:` are kept or dropped and scalars
// written `{option: name}` take the chosen value.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "model/spec/document.h"

namespace arbiter::model::spec {

// The default alternative of every option.
OptionValues default_option_values(const SpecDocument& doc);

// Defaults overridden by "name=value" settings. Throws UserError naming an unknown option or
// value, with the alternatives expected.
OptionValues choose_options(const SpecDocument& doc, const std::vector<std::string>& settings);

// Every combination of alternatives (the cartesian product), defaults first.
std::vector<OptionValues> every_option_assignment(const SpecDocument& doc);

// The assignments a check visits: every combination when there are at most `limit`, otherwise
// the defaults plus each alternative of each option alone (the others at their defaults), so
// every alternative is compiled and exercised at least once.
std::vector<OptionValues> option_assignments_to_check(const SpecDocument& doc,
                                                      std::size_t limit = 64);

// The document with guards and option references resolved for `values`.
SpecDocument apply_options(const SpecDocument& doc, const OptionValues& values);

}  // namespace arbiter::model::spec
