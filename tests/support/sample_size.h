// How many random positions a randomized test draws: the full count normally, a quarter (at least
// one) when ARBITER_DIFFERENTIAL_POSITIONS is set, which is how the sanitizer run in CI asks for
// a smaller sample of the same code paths.
#pragma once

#include <algorithm>
#include <cstdlib>

namespace arbiter::testing {

inline int sample_size(int full) {
  return std::getenv("ARBITER_DIFFERENTIAL_POSITIONS") ? std::max(1, full / 4) : full;
}

}  // namespace arbiter::testing
