// The alternative chosen for each of a spec's options (option name -> value), as the compiled
// rules keep them. Its own header, so that the compiled rules need not include the spec document.
#pragma once

#include <map>
#include <string>

namespace arbiter::model {

using OptionValues = std::map<std::string, std::string>;

}  // namespace arbiter::model
