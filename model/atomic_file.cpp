#include "model/atomic_file.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace arbiter::model {

AtomicWrite write_file_atomically(const std::string& path, std::string_view bytes,
                                  const std::function<bool()>& cancelled) {
  const std::string temporary = path + ".tmp." + std::to_string(::getpid());
  std::error_code ec;
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    constexpr std::size_t kBlock = std::size_t{1} << 20;
    for (std::size_t at = 0; out && at < bytes.size(); at += kBlock) {
      if (cancelled && cancelled()) {
        out.close();
        std::filesystem::remove(temporary, ec);
        return {AtomicWrite::Outcome::Cancelled, {}};
      }
      out.write(bytes.data() + at,
                static_cast<std::streamsize>(std::min(kBlock, bytes.size() - at)));
    }
    out.flush();
    if (!out) {
      out.close();
      std::filesystem::remove(temporary, ec);
      return {AtomicWrite::Outcome::Failed, {}};
    }
  }
  std::filesystem::rename(temporary, path, ec);
  if (ec) {
    const std::string why = ec.message();
    std::filesystem::remove(temporary, ec);
    return {AtomicWrite::Outcome::Failed, why};
  }
  return {};
}

}  // namespace arbiter::model
