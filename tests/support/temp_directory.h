// An empty directory in the system's temporary directory, removed with everything in it when it
// goes out of scope: for tests that write table files. Its name carries the process id, since
// ctest runs test cases as separate processes at once (-j) and a directory shared between two
// was emptied by one while the other wrote there.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>
#include <system_error>

namespace arbiter::testing {

class TempDirectory {
 public:
  // `name` is made unique to the caller by a prefix naming its test ("arbiter-endgame-claims-").
  explicit TempDirectory(const std::string& name)
      : path_((std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid())))
                  .string()) {
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDirectory() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDirectory(const TempDirectory&) = delete;
  TempDirectory& operator=(const TempDirectory&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace arbiter::testing
