#include "cli/output_file.h"

#include "model/atomic_file.h"
#include "model/diagnostic.h"

namespace arbiter::cli {

void write_file_atomically(const std::string& path, const std::string& text) {
  if (model::write_file_atomically(path, text).outcome != model::AtomicWrite::Outcome::Written)
    throw UserError(input_error("cannot write '" + path + "'", "a writable path for --out"));
}

}  // namespace arbiter::cli
