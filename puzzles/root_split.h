// Dividing a solve among threads by its first moves: each worker takes the next first move not
// yet taken, searches it with its own context (a position copy and a table of its own, since
// tables are not shared), and reports it done. Results are stored per first move, so the
// output keeps the move generator's order whatever the threads' timing.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace arbiter::puzzles {

// Called after each first move is done: how many are done, of how many.
using RootProgress = std::function<void(std::size_t done, std::size_t total)>;

// Runs work(context, i) for every i in [0, count) on `threads` workers (at least 1), each with
// its own context from make_context(). The first exception a worker throws is rethrown here once
// every worker has stopped; the others stop taking first moves when one has thrown.
template <class MakeContext, class Work>
void split_roots(std::size_t count, int threads, MakeContext&& make_context, Work&& work,
                 const RootProgress& progress = {}) {
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::size_t done = 0;
  std::exception_ptr error;
  std::mutex mutex;
  auto run = [&] {
    try {
      auto context = make_context();
      for (std::size_t i = next++; i < count && !failed; i = next++) {
        work(context, i);
        const std::lock_guard<std::mutex> lock(mutex);
        ++done;
        if (progress) progress(done, count);
      }
    } catch (...) {
      const std::lock_guard<std::mutex> lock(mutex);
      if (!error) error = std::current_exception();
      failed = true;
    }
  };
  const std::size_t workers =
      std::max<std::size_t>(1, std::min<std::size_t>(static_cast<std::size_t>(threads), count));
  std::vector<std::thread> pool;
  for (std::size_t t = 1; t < workers; ++t) pool.emplace_back(run);
  run();
  for (std::thread& t : pool) t.join();
  if (error) std::rethrow_exception(error);
}

// For searches that list every solution (help and series play): runs
// search(context, i, found) for each first move i as split_roots does, and returns what each
// found, in first-move order.
template <class Item, class MakeContext, class Search>
std::vector<Item> collect_by_first_move(std::size_t count, int threads, MakeContext&& make_context,
                                        Search&& search, const RootProgress& progress = {}) {
  std::vector<std::vector<Item>> found(count);
  split_roots(
      count, threads, make_context,
      [&](auto& context, std::size_t i) { search(context, i, found[i]); }, progress);
  std::vector<Item> all;
  for (auto& items : found) all.insert(all.end(), items.begin(), items.end());
  return all;
}

}  // namespace arbiter::puzzles
