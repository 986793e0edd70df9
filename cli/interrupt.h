// Ctrl-C during long work (table builds): while an InterruptScope lives, SIGINT sets a flag the
// work polls (BuildControl::cancel) instead of killing the process, so the work can stop cleanly
// and remove its temporary files. The flag is the one piece of process-wide state the CLI keeps:
// a signal handler can reach nothing else.
#pragma once

#include <atomic>

namespace arbiter::cli {

class InterruptScope {
 public:
  InterruptScope();
  ~InterruptScope();
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;

  const std::atomic<bool>& flag() const;
};

}  // namespace arbiter::cli
