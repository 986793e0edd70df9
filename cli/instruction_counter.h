// Counting the instructions the calling thread retires in user space, where the kernel and the
// processor offer the counter (Linux perf_event_open; virtual machines often do not): for the
// benchmarks' instructions per leaf, a figure that, unlike CPU time, the machine's other work
// does not move.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace arbiter::cli {

class InstructionCounter {
 public:
  // Opens the counter, stopped at zero; available() says whether it could.
  InstructionCounter();
  ~InstructionCounter();
  InstructionCounter(const InstructionCounter&) = delete;
  InstructionCounter& operator=(const InstructionCounter&) = delete;

  bool available() const { return fd_ >= 0; }
  // Why it is not available (the system's error), when it is not.
  const std::string& why_not() const { return why_not_; }

  // Zeroes the count and starts counting.
  void start();
  // Stops and returns the count since start(); none when not available.
  std::optional<std::uint64_t> stop();

 private:
  int fd_ = -1;
  std::string why_not_;
};

}  // namespace arbiter::cli
