#include "cli/output_file.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "model/diagnostic.h"

namespace arbiter::cli {

void write_file_atomically(const std::string& path, const std::string& text) {
  const std::filesystem::path target(path);
  std::filesystem::path temp = target;
  temp += ".tmp." + std::to_string(::getpid());
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out << text;
    out.flush();
    if (!out) {
      std::error_code ignored;
      std::filesystem::remove(temp, ignored);
      throw UserError(input_error("cannot write '" + path + "'", "a writable path for --out"));
    }
  }
  std::error_code ec;
  std::filesystem::rename(temp, target, ec);
  if (ec) {
    std::filesystem::remove(temp, ec);
    throw UserError(input_error("cannot write '" + path + "'", "a writable path for --out"));
  }
}

}  // namespace arbiter::cli
