#pragma once

namespace arbiter::cli {

// Asks the C library's allocator to keep the memory it frees for the next allocations rather
// than hand it back to the kernel at once (glibc; elsewhere nothing). See allocator.cpp.
void keep_freed_memory_for_reuse();

}  // namespace arbiter::cli
