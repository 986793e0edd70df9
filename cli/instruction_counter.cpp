// The instruction counter by perf_event_open(2): one hardware counter of retired instructions,
// user space only, for the calling thread.
#include "cli/instruction_counter.h"

#include <linux/perf_event.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace arbiter::cli {

InstructionCounter::InstructionCounter() {
  perf_event_attr attr{};
  attr.type = PERF_TYPE_HARDWARE;
  attr.size = sizeof(attr);
  attr.config = PERF_COUNT_HW_INSTRUCTIONS;
  attr.disabled = 1;
  attr.exclude_kernel = 1;
  attr.exclude_hv = 1;
  const long fd = syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
  if (fd < 0) {
    why_not_ = std::strerror(errno);
    return;
  }
  fd_ = static_cast<int>(fd);
}

InstructionCounter::~InstructionCounter() {
  if (fd_ >= 0) close(fd_);
}

void InstructionCounter::start() {
  if (fd_ < 0) return;
  ioctl(fd_, PERF_EVENT_IOC_RESET, 0);
  ioctl(fd_, PERF_EVENT_IOC_ENABLE, 0);
}

std::optional<std::uint64_t> InstructionCounter::stop() {
  if (fd_ < 0) return std::nullopt;
  ioctl(fd_, PERF_EVENT_IOC_DISABLE, 0);
  std::uint64_t count = 0;
  if (read(fd_, &count, sizeof(count)) != static_cast<ssize_t>(sizeof(count))) return std::nullopt;
  return count;
}

}  // namespace arbiter::cli
