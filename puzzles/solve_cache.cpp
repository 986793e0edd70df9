#include "puzzles/solve_cache.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace arbiter::puzzles {
namespace {

constexpr std::size_t kBucket = 8;  // entries of one 64-byte cache line
constexpr std::size_t kInitialSlots = 8192;
constexpr std::size_t kMappedFrom = std::size_t{2} << 20;  // bytes

// An entry: bit 0 says the slot is occupied; bits 1 to 6 hold 1 + the fewest moves left known
// to succeed (0: none known), bits 7 to 12 hold 1 + the most moves left known to fail (0: none
// known); bits 13 to 63 are the key's. With MovesLeft::Exact the key includes the moves left,
// so an entry only ever learns of one number of moves, and the two bounds say yes or no for it.
constexpr std::uint64_t kOccupied = 1;
constexpr int kSucceedsShift = 1;
constexpr int kFailsShift = 7;
constexpr std::uint64_t kBoundMask = 63;
constexpr std::uint64_t kKeyBits = ~((std::uint64_t{1} << 13) - 1);

std::uint64_t bound(std::uint64_t word, int shift) { return (word >> shift) & kBoundMask; }

std::uint64_t with_bound(std::uint64_t word, int shift, std::uint64_t value) {
  return (word & ~(kBoundMask << shift)) | (value << shift);
}

// Whether two words hold the same key.
bool same_key(std::uint64_t a, std::uint64_t b) { return ((a ^ b) & kKeyBits) == 0; }

// Where in a full bucket a key goes: by its top bits, which the bucket index does not use.
std::size_t victim_of(std::uint64_t key) { return static_cast<std::size_t>(key >> 61); }

// The table's memory is set aside for its bound when it is made, and used from its front: it
// grows where it lies. A large table (Linux) is mapped from the kernel, whose pages come
// zeroed when first touched, so the stretch not yet used costs nothing and a doubling neither
// allocates nor clears. Small tables, and every table elsewhere, come from the allocator and
// are cleared whole at once.
//
// The mapping does not ask for transparent huge pages (madvise MADV_HUGEPAGE). It once did,
// and measurement undid it: where THP is in madvise mode (Debian's default), each 2 MB page is
// found by compacting memory at its first touch, and that kernel time cost more than the
// page-table walks it saved, on every problem tried (Wenda's #6: 0.15 to 0.18 system seconds
// with huge pages, 0.02 without, and no less user time; Müller's h#4 with a 1 GB table: 1.6
// system seconds against 0.3; docs/puzzles.md).
bool mapped(std::size_t bytes) {
#ifdef __linux__
  return bytes >= kMappedFrom;
#else
  (void)bytes;
  return false;
#endif
}

}  // namespace

void SolveCache::Release::operator()(std::uint64_t* words) const {
#ifdef __linux__
  if (mapped(bytes)) {
    munmap(words, bytes);
    return;
  }
#endif
  std::free(words);
}

SolveCache::Words SolveCache::allocate(std::size_t slots) {
  const std::size_t bytes = slots * sizeof(std::uint64_t);  // a power of two
#ifdef __linux__
  if (mapped(bytes)) {
    // Nothing is reserved in the swap: an untouched page is never backed. A mapping starts on
    // a page, so every bucket lies on a cache line.
    void* area = mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (area == MAP_FAILED) throw std::bad_alloc();
    return Words(static_cast<std::uint64_t*>(area), Release(bytes));
  }
#endif
  void* memory = std::aligned_alloc(kBucket * sizeof(std::uint64_t), bytes);
  if (memory == nullptr) throw std::bad_alloc();
  std::memset(memory, 0, bytes);
  return Words(static_cast<std::uint64_t*>(memory), Release(bytes));
}

SolveCache::SolveCache(std::size_t max_bytes, MovesLeft moves_left)
    : moves_left_(moves_left),
      max_slots_(std::bit_floor(std::max(max_bytes, kMinimumBytes) / sizeof(std::uint64_t))) {
  slots_ = std::min(kInitialSlots, max_slots_);
  words_ = allocate(max_slots_);
}

// The position's hash and, for exact answers, the moves left as one key. The moves left go in
// by a multiply that spreads them over every bit; then a bijective mix (splitmix64's finaliser)
// spreads each bit of the hash over the key, so that the bits an entry leaves out cannot tell
// apart hashes that differ in a few bits.
std::uint64_t SolveCache::key_of(std::uint64_t hash, int moves_left) const {
  const std::uint64_t depth =
      moves_left_ == MovesLeft::Exact ? static_cast<std::uint64_t>(moves_left) + 1 : 0;
  std::uint64_t key = hash ^ depth * 0x9E3779B97F4A7C15ULL;
  key = (key ^ (key >> 30)) * 0xBF58476D1CE4E5B9ULL;
  key = (key ^ (key >> 27)) * 0x94D049BB133111EBULL;
  return key ^ (key >> 31);
}

std::uint64_t* SolveCache::bucket_of(std::uint64_t key) const {
  const std::size_t buckets = slots_ / kBucket;
  return words_.get() + ((static_cast<std::size_t>(key >> 13) & (buckets - 1)) * kBucket);
}

std::optional<bool> SolveCache::find(std::uint64_t hash, int moves_left) const {
  if (moves_left < 0 || moves_left > kMaxMovesLeft) return std::nullopt;
  const std::uint64_t key = key_of(hash, moves_left);
  const std::uint64_t* bucket = bucket_of(key);
  const auto k = static_cast<std::uint64_t>(moves_left) + 1;
  for (std::size_t i = 0; i < kBucket; ++i) {
    const std::uint64_t word = bucket[i];
    if (word == 0) return std::nullopt;  // a bucket fills from its front
    if (!same_key(word, key)) continue;
    const std::uint64_t succeeds = bound(word, kSucceedsShift);
    if (succeeds != 0 && succeeds <= k) return true;
    if (bound(word, kFailsShift) >= k) return false;
    return std::nullopt;
  }
  return std::nullopt;
}

void SolveCache::prefetch(std::uint64_t hash, int moves_left) const {
  __builtin_prefetch(bucket_of(key_of(hash, moves_left)), 1);
}

void SolveCache::store(std::uint64_t hash, int moves_left, bool value) {
  if (moves_left < 0 || moves_left > kMaxMovesLeft) return;
  const std::uint64_t key = key_of(hash, moves_left);
  const auto k = static_cast<std::uint64_t>(moves_left) + 1;
  // A known key learns the new bound in place: the fewest moves that succeed, the most that
  // fail. The newest answer is trusted: an older bound that contradicts it is cut back (with
  // exact answers, a second store for the same moves replaces the first).
  std::uint64_t* bucket = bucket_of(key);
  for (std::size_t i = 0; i < kBucket && bucket[i] != 0; ++i) {
    std::uint64_t& word = bucket[i];
    if (!same_key(word, key)) continue;
    const std::uint64_t succeeds = bound(word, kSucceedsShift);
    const std::uint64_t fails = bound(word, kFailsShift);
    if (value) {
      if (succeeds == 0 || k < succeeds) word = with_bound(word, kSucceedsShift, k);
      if (fails >= k) word = with_bound(word, kFailsShift, k - 1);
    } else {
      if (k > fails) word = with_bound(word, kFailsShift, k);
      if (succeeds != 0 && succeeds <= k) word = with_bound(word, kSucceedsShift, 0);
    }
    return;
  }
  if (2 * (used_ + 1) > slots_ && slots_ < max_slots_) grow();
  const std::uint64_t word =
      (key & kKeyBits) | kOccupied | (k << (value ? kSucceedsShift : kFailsShift));
  // A full bucket below the bound makes the table grow: nothing is given up before the bound.
  while (!insert(word)) {
    if (slots_ < max_slots_) {
      grow();
    } else {
      bucket_of(word)[victim_of(word)] = word;
      return;
    }
  }
}

bool SolveCache::insert(std::uint64_t word) {
  std::uint64_t* bucket = bucket_of(word);
  for (std::size_t i = 0; i < kBucket; ++i) {
    if (bucket[i] == 0) ++used_;
    if (bucket[i] == 0 || same_key(bucket[i], word)) {
      bucket[i] = word;
      return true;
    }
  }
  return false;
}

void SolveCache::grow() {
  // The table doubles where it lies; the words past its used stretch are zero. The index has one
  // bit more: an old bucket's entries stay or go to its twin in the new half, each kept at its
  // bucket's front, and none can overflow.
  const std::size_t old_buckets = slots_ / kBucket;
  slots_ *= 2;
  for (std::size_t b = 0; b < old_buckets; ++b) {
    std::uint64_t* low = words_.get() + b * kBucket;
    std::uint64_t* high = low + old_buckets * kBucket;
    std::size_t stay = 0;
    std::size_t go = 0;
    for (std::size_t i = 0; i < kBucket && low[i] != 0; ++i) {
      const std::uint64_t word = low[i];
      low[i] = 0;
      if (bucket_of(word) == low)
        low[stay++] = word;
      else
        high[go++] = word;
    }
  }
}

}  // namespace arbiter::puzzles
