// Writing a file the user asked for (--out) without ever leaving a half-written one
// (model/atomic_file.h), with the error the command line reports when it cannot.
#pragma once

#include <string>

namespace arbiter::cli {

// Throws UserError naming the path when it cannot be written.
void write_file_atomically(const std::string& path, const std::string& text);

}  // namespace arbiter::cli
