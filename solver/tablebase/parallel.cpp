#include "solver/tablebase/parallel.h"

#include <chrono>

namespace arbiter::solver::tablebase {

int worker_count(const BuildControl& control) {
  if (control.threads > 0) return control.threads;
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

void maybe_report(const BuildControl& control, BuildProgress& report,
                  std::chrono::steady_clock::time_point& last, std::uint64_t done,
                  std::uint64_t total) {
  const auto now = std::chrono::steady_clock::now();
  if (done < total && now - last < std::chrono::milliseconds(200)) return;
  last = now;
  report.done = done;
  report.total = total;
  control.progress(report);
}

}  // namespace arbiter::solver::tablebase
