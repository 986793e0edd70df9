// Writing a file the user asked for without ever leaving a half-written one: the text goes to a
// temporary file beside the target, which is then renamed over it.
#pragma once

#include <string>

namespace arbiter::cli {

// Throws UserError naming the path when it cannot be written.
void write_file_atomically(const std::string& path, const std::string& text);

}  // namespace arbiter::cli
