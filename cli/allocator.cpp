#include "cli/allocator.h"

#include <cstddef>  // (for __GLIBC__)

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace arbiter::cli {

// The endgame tables' plies allocate and free lists of entries of a few MB each, ply after ply
// and table after table (a frontier, the entries settled at a ply, the marks). glibc maps a
// block of that size from the kernel and unmaps it when freed, and trims the heap's top as soon
// as a little lies free there (both thresholds adapt, but stay low), so each new list comes as
// fresh pages, each faulted in and zeroed by the kernel: 309 K page faults and 0.54 system
// seconds in Omega KQvKP with its sub-tables. Blocks up to 32 MB (glibc's largest threshold for
// a mapping) now come from the heap, and up to 1 GB free at its top is kept for the next ones:
// 214 K faults (most of them the codes of the tables, which are kept), 0.35 system seconds, and
// the bench 30.02 to 30.04 -> 29.74 to 29.84 CPU-s (docs/performance.md, session 66). Larger
// blocks (the codes of a large table) are still mapped, and returned when freed.
void keep_freed_memory_for_reuse() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
  mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
#endif
}

}  // namespace arbiter::cli
