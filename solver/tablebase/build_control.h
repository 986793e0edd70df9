// How a long table build is watched and stopped: the number of worker threads, a progress
// callback (called from the coordinating thread only), and a flag that, once set (Ctrl-C),
// makes the build stop at the next chunk and throw Interrupted. No file is touched by a build.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>

namespace arbiter::solver::tablebase {

struct BuildProgress {
  std::string material;  // "KQvK"
  std::string phase;     // "positions" (the first pass over every entry), "ply N"
  std::uint64_t done = 0;
  std::uint64_t total = 0;
};

struct BuildControl {
  int threads = 0;  // 0: every hardware thread
  const std::atomic<bool>* cancel = nullptr;
  std::function<void(const BuildProgress&)> progress;

  bool cancelled() const { return cancel != nullptr && cancel->load(std::memory_order_relaxed); }
};

// Thrown when a build is cancelled; nothing half-built is kept.
class Interrupted : public std::runtime_error {
 public:
  Interrupted() : std::runtime_error("interrupted") {}
};

}  // namespace arbiter::solver::tablebase
