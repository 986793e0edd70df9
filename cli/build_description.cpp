#include "cli/build_description.h"

namespace arbiter::cli {

std::string build_description() { return ARBITER_BUILD_DESCRIPTION; }

}  // namespace arbiter::cli
