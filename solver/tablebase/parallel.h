// Running a loop over table entries on several threads: the range is handed out in chunks from an
// atomic counter, so threads stay busy whatever the cost of an entry. Each worker gets its own
// id (for per-thread scratch). The build's cancel flag is checked between chunks.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "solver/tablebase/build_control.h"

namespace arbiter::solver::tablebase {

int worker_count(const BuildControl& control);

// Calls control.progress at most about five times a second (and always when done == total).
void maybe_report(const BuildControl& control, BuildProgress& report,
                  std::chrono::steady_clock::time_point& last, std::uint64_t done,
                  std::uint64_t total);

// The size of parallel_chunks' chunks (the last aside).
inline constexpr std::uint64_t kParallelChunk = 4096;

// Calls body(worker, begin, end) on disjoint chunks covering [0, n), each of kParallelChunk but
// the last. Rethrows the first exception a worker threw; throws Interrupted when the build was
// cancelled. Worker 0 reports progress (`report` with done/total filled in) now and then.
template <typename Body>
void parallel_chunks(std::uint64_t n, const BuildControl& control, BuildProgress report,
                     Body&& body) {
  constexpr std::uint64_t kChunk = kParallelChunk;
  const int workers = worker_count(control);
  std::atomic<std::uint64_t> next{0};
  std::chrono::steady_clock::time_point last{};
  std::exception_ptr failure;
  std::mutex failure_lock;
  auto work = [&](int worker) {
    try {
      for (;;) {
        if (control.cancelled()) return;
        const std::uint64_t begin = next.fetch_add(kChunk);
        if (begin >= n) return;
        body(worker, begin, std::min(n, begin + kChunk));
        if (worker == 0 && control.progress)
          maybe_report(control, report, last, std::min(n, next.load()), n);
      }
    } catch (...) {
      std::lock_guard lock(failure_lock);
      if (!failure) failure = std::current_exception();
      next.store(n);
    }
  };
  std::vector<std::thread> threads;
  for (int w = 1; w < workers; ++w) threads.emplace_back(work, w);
  work(0);
  for (auto& t : threads) t.join();
  if (failure) std::rethrow_exception(failure);
  if (control.cancelled()) throw Interrupted();
}

}  // namespace arbiter::solver::tablebase
