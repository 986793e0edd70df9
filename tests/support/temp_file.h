// A file in the system's temporary directory holding a given text, removed when it goes out of
// scope: for tests that hand the command line a spec, a move text or a table file.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

namespace arbiter::testing {

class TempFile {
 public:
  // `name` is made unique to the caller by a prefix naming its test file ("arbiter_cli_test_").
  TempFile(const std::string& name, const std::string& text)
      : path_((std::filesystem::temp_directory_path() / name).string()) {
    std::ofstream(path_) << text;
  }
  ~TempFile() {
    std::error_code ec;
    std::filesystem::remove(path_, ec);
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace arbiter::testing
