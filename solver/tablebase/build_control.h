// How a long table build is watched and stopped: the number of worker threads, a progress
// callback (called from the coordinating thread only), and a flag that, once set (Ctrl-C),
// makes the build stop at the next chunk and throw Interrupted. The table being built is never
// written half-way; the caller hears of every file that was written, and of notes for the user
// (a corrupt file replaced, tables built in memory only).
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
  std::function<void(const std::string& path)> written;  // after each table file is written
  std::function<void(const std::string& text)> note;     // one line for the user, no newline

  bool cancelled() const { return cancel != nullptr && cancel->load(std::memory_order_relaxed); }
};

// Thrown when a build is cancelled; nothing half-built is kept. `table` names the table (its
// file path, or its material without a directory) whose build was stopped, once known.
class Interrupted : public std::runtime_error {
 public:
  explicit Interrupted(std::string table = {})
      : std::runtime_error("interrupted"), table_(std::move(table)) {}
  const std::string& table() const { return table_; }

 private:
  std::string table_;
};

}  // namespace arbiter::solver::tablebase
