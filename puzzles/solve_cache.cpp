#include "puzzles/solve_cache.h"

#include <algorithm>
#include <bit>

namespace arbiter::puzzles {
namespace {

constexpr std::size_t kInitialSlots = 1024;

}  // namespace

SolveCache::SolveCache(std::size_t max_bytes)
    : max_slots_(std::bit_floor(std::max(max_bytes, kMinimumBytes) / sizeof(Entry))) {
  slots_.resize(std::min(kInitialSlots, max_slots_));
}

std::size_t SolveCache::home(std::uint64_t hash, int moves_left) const {
  // The moves left go into the index by a multiply that spreads them over every bit.
  const std::uint64_t mixed =
      hash ^ (static_cast<std::uint64_t>(moves_left) + 1) * 0x9E3779B97F4A7C15ULL;
  return static_cast<std::size_t>(mixed) & (slots_.size() - 1);
}

std::optional<bool> SolveCache::find(std::uint64_t hash, int moves_left) const {
  const std::size_t start = home(hash, moves_left);
  for (std::size_t i = 0; i < kProbes; ++i) {
    const Entry& e = slots_[(start + i) & (slots_.size() - 1)];
    if (e.moves_left < 0) return std::nullopt;
    if (e.hash == hash && e.moves_left == moves_left) return e.value;
  }
  return std::nullopt;
}

void SolveCache::store(std::uint64_t hash, int moves_left, bool value) {
  if (2 * (used_ + 1) > slots_.size() && slots_.size() < max_slots_) grow();
  const std::size_t start = home(hash, moves_left);
  for (std::size_t i = 0; i < kProbes; ++i) {
    Entry& e = slots_[(start + i) & (slots_.size() - 1)];
    if (e.moves_left < 0) ++used_;
    if (e.moves_left < 0 || (e.hash == hash && e.moves_left == moves_left)) {
      e = Entry{hash, static_cast<std::int16_t>(moves_left), value};
      return;
    }
  }
  slots_[start] = Entry{hash, static_cast<std::int16_t>(moves_left), value};  // replaced
}

void SolveCache::grow() {
  std::vector<Entry> old(slots_.size() * 2);
  old.swap(slots_);
  used_ = 0;
  for (const Entry& e : old)
    if (e.moves_left >= 0) store(e.hash, e.moves_left, e.value);
}

}  // namespace arbiter::puzzles
