// write_file_atomically (model/atomic_file.h): the file at the path is the old one or the whole
// new one, and no temporary file is left beside it, whether the write completes, is cancelled or
// fails at the rename.
#include "model/atomic_file.h"

#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace arbiter::model {
namespace {

namespace fs = std::filesystem;

// A fresh folder of its own under the system's temporary directory, removed afterwards: one per
// test and process, as ctest runs the tests of this file side by side.
struct Folder {
  fs::path path;
  explicit Folder(const std::string& test)
      : path(fs::temp_directory_path() /
             ("arbiter_atomic_file_test_" + test + "_" + std::to_string(::getpid()))) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~Folder() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  // The names of the folder's entries, sorted, joined by spaces.
  std::string entries() const {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(path))
      names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    std::string text;
    for (const auto& n : names) text += (text.empty() ? "" : " ") + n;
    return text;
  }
};

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST_CASE("an atomic write replaces the file whole and leaves nothing beside it", "[model][file]") {
  const Folder folder("replaced");
  const std::string path = (folder.path / "report.txt").string();
  std::ofstream(path) << "old";
  // Three mebibytes and a bit: more than one block between the questions to `cancelled`.
  const std::string text(3 * (1 << 20) + 17, 'x');
  int asked = 0;
  const AtomicWrite w = write_file_atomically(path, text, [&] { return ++asked < 0; });
  CHECK(w.outcome == AtomicWrite::Outcome::Written);
  CHECK(asked == 4);
  CHECK(read(path) == text);
  CHECK(folder.entries() == "report.txt");
}

TEST_CASE("a cancelled atomic write leaves the old file as it was", "[model][file]") {
  const Folder folder("cancelled");
  const std::string path = (folder.path / "table.arbtb").string();
  std::ofstream(path) << "old";
  int asked = 0;
  const AtomicWrite w =
      write_file_atomically(path, std::string(3 << 20, 'y'), [&] { return ++asked == 2; });
  CHECK(w.outcome == AtomicWrite::Outcome::Cancelled);
  CHECK(read(path) == "old");
  CHECK(folder.entries() == "table.arbtb");
}

TEST_CASE("an atomic write that cannot complete says why and leaves no temporary file",
          "[model][file]") {
  const Folder folder("failed");
  SECTION("the folder does not exist") {
    const AtomicWrite w = write_file_atomically((folder.path / "none" / "f.txt").string(), "z");
    CHECK(w.outcome == AtomicWrite::Outcome::Failed);
    CHECK(folder.entries().empty());
  }
  SECTION("the path is a folder that holds a file: the rename fails") {
    fs::create_directories(folder.path / "busy");
    std::ofstream(folder.path / "busy" / "inside") << "kept";
    const AtomicWrite w = write_file_atomically((folder.path / "busy").string(), "z");
    CHECK(w.outcome == AtomicWrite::Outcome::Failed);
    CHECK_FALSE(w.why.empty());
    CHECK(folder.entries() == "busy");
    CHECK(read(folder.path / "busy" / "inside") == "kept");
  }
}

}  // namespace
}  // namespace arbiter::model
