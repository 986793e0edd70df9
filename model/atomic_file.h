// Writing a file without ever leaving a half-written one at its path: the bytes go to a
// temporary file beside it (same folder, so the rename stays on one file system), which is
// renamed over the path once complete. A reader sees the old file or the new one, never a part;
// the temporary file is removed whenever the write does not complete. Reports and composed
// collections (cli/output_file.h) and table files (solver/tablebase/store.h) are written so.
#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace arbiter::model {

struct AtomicWrite {
  enum class Outcome { Written, Cancelled, Failed };
  Outcome outcome = Outcome::Written;
  std::string why;  // Failed: the system's reason, when it gave one
};

// Writes `bytes` to `path` as above, by way of path + ".tmp." + the process id. `cancelled`, when
// given, is asked before each mebibyte: when it says yes, nothing is written (Cancelled).
AtomicWrite write_file_atomically(const std::string& path, std::string_view bytes,
                                  const std::function<bool()>& cancelled = {});

}  // namespace arbiter::model
