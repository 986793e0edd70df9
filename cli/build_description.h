// How this binary was built, as the benches print it: a speed figure means little without the
// build it was measured on (a release build whose profile never ran a path compiles that path as
// cold code: Omega's tables ran 25 to 40% slower so until session 57, docs/performance.md).
#pragma once

#include <string>

namespace arbiter::cli {

// "Release, portable, profile-guided, no LTO": the build type, the processor compiled for
// (CMakeLists.txt, ARBITER_ARCH), whether a profile guided it (ARBITER_PGO) and link-time
// optimization (ARBITER_LTO).
std::string build_description();

}  // namespace arbiter::cli
